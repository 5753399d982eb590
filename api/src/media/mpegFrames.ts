/** Bit rates in kbit/s by bit-rate index, for Layer III: MPEG-1, then MPEG-2 and 2.5. Index 0 (free) and 15 are not allowed. */
const BIT_RATES = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES = { mpeg1: [44100, 48000, 32000], mpeg2: [22050, 24000, 16000], mpeg25: [11025, 12000, 8000] };
const VERSIONS = ['mpeg25', undefined, 'mpeg2', 'mpeg1'] as const;

/** A run of frames must begin with this many in a row, so stray 0xFF bytes in junk are not taken for audio. */
const FRAMES_TO_START = 4;

/** The length in bytes of the MPEG Layer III frame whose header starts at `at`, or undefined when no valid header is there. */
export function mp3FrameLength(bytes: Uint8Array, at: number): number | undefined {
  if (at + 4 > bytes.length) return undefined;
  const [b0, b1, b2] = [bytes[at]!, bytes[at + 1]!, bytes[at + 2]!];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return undefined;
  const version = VERSIONS[(b1 >> 3) & 0b11];
  const isLayer3 = ((b1 >> 1) & 0b11) === 0b01;
  const bitRate = version && BIT_RATES[version === 'mpeg1' ? 'mpeg1' : 'mpeg2'][(b2 >> 4) & 0b1111];
  const sampleRate = version && SAMPLE_RATES[version][(b2 >> 2) & 0b11];
  if (!isLayer3 || !bitRate || !sampleRate) return undefined;
  const padding = (b2 >> 1) & 1;
  const samplesPerByte = version === 'mpeg1' ? 144 : 72;
  return Math.floor((samplesPerByte * bitRate * 1000) / sampleRate) + padding;
}

/** The index just past a chain of frames starting at `at` (`at` itself when there is none), counting at most `limit` frames. */
function endOfFrames(bytes: Uint8Array, at: number, limit = Infinity): { end: number; count: number } {
  let end = at;
  let count = 0;
  for (let length = mp3FrameLength(bytes, end); length !== undefined && end + length <= bytes.length && count < limit; length = mp3FrameLength(bytes, end)) {
    end += length;
    count++;
  }
  return { end, count };
}

/** Where a chain of frames that starts at `at` stops: at the first invalid header, or at a frame `bytes` does not hold whole. */
export const frameRunEnd = (bytes: Uint8Array, at: number) => endOfFrames(bytes, at).end;

/** The size of an ID3v2 tag at the start of `bytes` (its header, a syncsafe size and an optional footer), or 0. */
export function id3v2Size(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0; // "ID3"
  const size = (bytes[6]! << 21) | (bytes[7]! << 14) | (bytes[8]! << 7) | bytes[9]!;
  const footer = bytes[5]! & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

/**
 * Where the first run of frames in `bytes` begins, at or after `from`: several valid frames in a row,
 * or fewer that end exactly where the file does (`holdsTheEnd`: `bytes` reaches the end of the file).
 */
export function firstFrameRun(bytes: Uint8Array, from: number, holdsTheEnd: boolean): number | undefined {
  for (let start = from; start < bytes.length; start++) {
    const opening = endOfFrames(bytes, start, FRAMES_TO_START);
    if (opening.count === FRAMES_TO_START || (holdsTheEnd && opening.count > 0 && opening.end === bytes.length)) return start;
  }
  return undefined;
}
