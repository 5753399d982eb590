import { describe, expect, it } from 'vitest';
import { concatBytes, id3v2Tag, mp3Frames } from '../../test/mp3Frames';
import { firstFrameRun, frameRunEnd, id3v2Size, mp3FrameLength } from './mpegFrames';

describe('mp3FrameLength', () => {
  it('reads the length from the header: 417 bytes at 128 kbit/s and 44.1 kHz, one more with padding', () => {
    expect(mp3FrameLength(new Uint8Array([0xff, 0xfb, 0x90, 0x00]), 0)).toBe(417);
    expect(mp3FrameLength(new Uint8Array([0xff, 0xfb, 0x92, 0x00]), 0)).toBe(418);
    expect(mp3FrameLength(new Uint8Array([0xff, 0xf3, 0x48, 0x00]), 0)).toBe(144); // MPEG-2, 32 kbit/s, 16 kHz: 72 × 32000 / 16000
  });

  it('refuses what is not a Layer III header: no sync, free or bad bit rate, reserved sample rate, too few bytes', () => {
    for (const header of [
      [0x3c, 0x68, 0x74, 0x6d],
      [0xff, 0xfb, 0x00, 0x00],
      [0xff, 0xfb, 0xf0, 0x00],
      [0xff, 0xfb, 0x9c, 0x00],
      [0xff, 0xfd, 0x90, 0x00],
    ]) {
      expect(mp3FrameLength(new Uint8Array(header), 0)).toBeUndefined();
    }
    expect(mp3FrameLength(new Uint8Array([0xff, 0xfb, 0x90]), 0)).toBeUndefined();
  });
});

describe('id3v2Size', () => {
  it('reads the syncsafe size of a tag at the start, header included, and is 0 without one', () => {
    expect(id3v2Size(id3v2Tag(600))).toBe(610);
    expect(id3v2Size(mp3Frames(1))).toBe(0);
  });
});

describe('firstFrameRun', () => {
  it('finds the first frame after junk', () => {
    const junk = Buffer.from('<html><script>alert(1)</script>');
    expect(firstFrameRun(concatBytes(junk, mp3Frames(10)), 0, true)).toBe(junk.length);
  });

  it('does not take a few stray frame-like bytes in junk for audio', () => {
    const stray = concatBytes(mp3Frames(2), 'x');
    expect(firstFrameRun(concatBytes(stray, mp3Frames(6)), 0, true)).toBe(stray.length);
  });

  it('takes fewer frames than a run only when they end where the file does', () => {
    expect(firstFrameRun(mp3Frames(2), 0, true)).toBe(0);
    expect(firstFrameRun(mp3Frames(2), 0, false)).toBeUndefined();
  });

  it('finds nothing in bytes without frames', () => {
    expect(firstFrameRun(new TextEncoder().encode('Tohle není zvuk.'), 0, true)).toBeUndefined();
  });
});

describe('frameRunEnd', () => {
  it('stops at the first invalid header, such as an ID3v1 tag, or at a frame cut short', () => {
    expect(frameRunEnd(concatBytes(mp3Frames(5), 'TAG', new Uint8Array(125)), 0)).toBe(5 * 417);
    expect(frameRunEnd(mp3Frames(5).subarray(0, 5 * 417 - 1), 0)).toBe(4 * 417);
  });
});
