import { open } from 'node:fs/promises';
import { firstFrameRun, frameRunEnd, id3v2Size } from './mpegFrames';

/** A megabyte at a time: far more than the longest frame (1,441 bytes), so every read moves on. */
const WINDOW = 1024 * 1024;

/**
 * Where the MPEG audio frames of the mp3 file at `path` lie, as mp3AudioSpan finds them, read a
 * window at a time so a large file is never held whole. The frames must begin within the first
 * window after any ID3v2 tag.
 */
export async function mp3AudioSpanOfFile(path: string): Promise<{ start: number; end: number } | undefined> {
  const file = await open(path);
  try {
    const { size } = await file.stat();
    const buffer = Buffer.alloc(WINDOW);
    const read = async (at: number, length = WINDOW) => buffer.subarray(0, (await file.read(buffer, 0, length, at)).bytesRead);

    const tag = Math.min(id3v2Size(await read(0, 10)), size);
    const opening = await read(tag);
    const first = firstFrameRun(opening, 0, tag + opening.length === size);
    if (first === undefined) return undefined;
    const start = tag + first;
    for (let end = start; ;) {
      const window = await read(end);
      const stop = frameRunEnd(window, 0);
      // A run stops inside a window at an invalid header; at its edge only when a frame straddles it.
      if (stop === 0 || end + window.length === size) return { start, end: end + stop };
      end += stop;
    }
  } finally {
    await file.close();
  }
}
