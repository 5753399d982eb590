/** An MPEG-1 Layer III frame, 128 kbit/s at 44.1 kHz: a 4-byte header and silence, 417 bytes in all. */
const FRAME_LENGTH = 417;

/** `count` valid mp3 frames in a row, as the start of any constant-rate mp3 looks. */
export function mp3Frames(count: number): Uint8Array {
  const frames = new Uint8Array(count * FRAME_LENGTH);
  for (let i = 0; i < count; i++) frames.set([0xff, 0xfb, 0x90, 0x00], i * FRAME_LENGTH);
  return frames;
}

export const concatBytes = (...parts: (Uint8Array | string)[]) => Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));

/** An ID3v2.3 tag of `size` bytes after its 10-byte header (syncsafe, 7 bits a byte), filled with frame-like bytes that must not count as audio. */
export const id3v2Tag = (size: number) =>
  concatBytes(
    new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0, (size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]),
    mp3Frames(Math.floor(size / 417)),
    new Uint8Array(size % 417),
  );
