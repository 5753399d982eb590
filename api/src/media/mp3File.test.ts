import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { concatBytes, id3v2Tag, mp3Frames } from '../../test/mp3Frames';
import { mp3AudioSpanOfFile } from './mp3File';

const dir = mkdtempSync(join(tmpdir(), 'mp3-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
const fileOf = (bytes: Uint8Array) => {
  const path = join(dir, `${++files}.mp3`);
  writeFileSync(path, bytes);
  return path;
};

describe('mp3AudioSpanOfFile', () => {
  it('spans exactly the frames of a clean file', async () => {
    expect(await mp3AudioSpanOfFile(fileOf(mp3Frames(10)))).toEqual({ start: 0, end: 4170 });
  });

  it('leaves out an ID3v2 tag at the start and an ID3v1 tag at the end', async () => {
    const tag = id3v2Tag(600);
    expect(await mp3AudioSpanOfFile(fileOf(concatBytes(tag, mp3Frames(5), 'TAG', new Uint8Array(125))))).toEqual({
      start: tag.length,
      end: tag.length + 5 * 417,
    });
  });

  it('finds the frames of a file of several megabytes, frames straddling each window, with junk around them', async () => {
    const frames = mp3Frames(8000); // 3.3 MB
    const junk = Buffer.from('<html>před</html>');
    const file = fileOf(concatBytes(junk, frames, '<html>po</html>', new Uint8Array(2000)));
    expect(await mp3AudioSpanOfFile(file)).toEqual({ start: junk.length, end: junk.length + frames.length });
  });

  it('starts after an ID3v2 tag larger than a window', async () => {
    const tag = id3v2Tag(2 * 1024 * 1024);
    expect(await mp3AudioSpanOfFile(fileOf(concatBytes(tag, mp3Frames(10))))).toEqual({ start: tag.length, end: tag.length + 4170 });
  });

  it('stops at the first invalid header, even in the middle of a window', async () => {
    const file = fileOf(concatBytes(mp3Frames(10), 'TAG', new Uint8Array(125), mp3Frames(10)));
    expect(await mp3AudioSpanOfFile(file)).toEqual({ start: 0, end: 4170 });
  });

  it('finds nothing in a file without frames, or whose frames begin only after a megabyte of junk', async () => {
    expect(await mp3AudioSpanOfFile(fileOf(new TextEncoder().encode('Tohle není zvuk.')))).toBeUndefined();
    expect(await mp3AudioSpanOfFile(fileOf(concatBytes(new Uint8Array(1024 * 1024 + 1), mp3Frames(10))))).toBeUndefined();
  });
});
