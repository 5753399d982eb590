import { describe, expect, it } from 'vitest';
import { concatBytes, mp3Frames } from '../../test/mp3Frames';
import { mp3AudioSpan, mp3FrameLength } from './mpegFrames';

/** An ID3v2.3 tag of `size` bytes after its 10-byte header (the size written syncsafe, 7 bits a byte). */
const id3v2 = (size: number) => concatBytes(new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0, (size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]), new Uint8Array(size).fill(0xff));

describe('mp3FrameLength', () => {
  it('reads the length from the header: 417 bytes at 128 kbit/s and 44.1 kHz, one more with padding', () => {
    expect(mp3FrameLength(new Uint8Array([0xff, 0xfb, 0x90, 0x00]), 0)).toBe(417);
    expect(mp3FrameLength(new Uint8Array([0xff, 0xfb, 0x92, 0x00]), 0)).toBe(418);
    expect(mp3FrameLength(new Uint8Array([0xff, 0xf3, 0x48, 0x00]), 0)).toBe(144); // MPEG-2, 32 kbit/s, 16 kHz: 72 × 32000 / 16000
  });

  it('refuses what is not a Layer III header: no sync, free or bad bit rate, reserved sample rate, too few bytes', () => {
    for (const header of [[0x3c, 0x68, 0x74, 0x6d], [0xff, 0xfb, 0x00, 0x00], [0xff, 0xfb, 0xf0, 0x00], [0xff, 0xfb, 0x9c, 0x00], [0xff, 0xfd, 0x90, 0x00]]) {
      expect(mp3FrameLength(new Uint8Array(header), 0)).toBeUndefined();
    }
    expect(mp3FrameLength(new Uint8Array([0xff, 0xfb, 0x90]), 0)).toBeUndefined();
  });
});

describe('mp3AudioSpan', () => {
  it('spans exactly the frames of a clean file', () => {
    expect(mp3AudioSpan(mp3Frames(10))).toEqual({ start: 0, end: 4170 });
  });

  it('leaves out junk before the first frame and after the last one', () => {
    const file = concatBytes('<html><script>alert(1)</script>', mp3Frames(10), '<html>appended</html>');
    const start = '<html><script>alert(1)</script>'.length;
    expect(mp3AudioSpan(file)).toEqual({ start, end: start + 4170 });
  });

  it('skips an ID3v2 tag without looking for frames inside it, and leaves out an ID3v1 tag at the end', () => {
    const file = concatBytes(id3v2(600), mp3Frames(5), 'TAG', new Uint8Array(125));
    expect(mp3AudioSpan(file)).toEqual({ start: 610, end: 610 + 5 * 417 });
  });

  it('does not take a few stray frame-like bytes in junk for audio', () => {
    const stray = concatBytes(mp3Frames(2), 'x');
    expect(mp3AudioSpan(concatBytes(stray, mp3Frames(6)))).toEqual({ start: stray.length, end: stray.length + 6 * 417 });
  });

  it('finds nothing in a file without frames', () => {
    expect(mp3AudioSpan(new TextEncoder().encode('Tohle není zvuk.'))).toBeUndefined();
    expect(mp3AudioSpan(new Uint8Array(0))).toBeUndefined();
  });
});
