import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseFile, parseWebStream } from 'music-metadata';
import type { Log } from '../log';

/** What a podcast enclosure must state, read from the file itself. */
export interface AudioFileFacts {
  bytes: number;
  seconds: number;
}

/** Where the shop's own mp3 paths live: /uploads/… in uploadsDir, anything else (/demo/…) among the static files. */
export interface AudioFolders {
  uploadsDir: string;
  staticDir: string;
}

const REMOTE_TIMEOUT_MS = 15_000;
const isLink = (mp3file: string) => /^https?:\/\//i.test(mp3file);
/** A recording as the log names it: a link without its query, which could carry an access key. */
const shownInLog = (mp3file: string) => mp3file.replace(/[?#].*$/, '');

/** The file behind one of the shop's own paths, never outside its folder. */
function localFileOf(mp3file: string, folders: AudioFolders): string | null {
  const [root, relative] = mp3file.startsWith('/uploads/')
    ? [path.resolve(folders.uploadsDir), mp3file.slice('/uploads/'.length)]
    : [path.resolve(folders.staticDir), mp3file.replace(/^\/+/, '')];
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : null;
}

/** The duration from the MPEG frames (their Xing/Info header, or the bit rate of a constant-rate file). */
async function secondsOf(parse: Promise<{ format: { duration?: number } }>): Promise<number | null> {
  const { duration } = (await parse).format;
  return duration && Number.isFinite(duration) ? Math.max(1, Math.round(duration)) : null;
}

async function measureLocal(file: string, bytes: number): Promise<AudioFileFacts | null> {
  const seconds = await secondsOf(parseFile(file, { skipCovers: true }));
  return seconds === null ? null : { bytes, seconds };
}

/** A link elsewhere: its size from Content-Length, its duration from the start of the download, which then stops. */
async function measureRemote(url: string): Promise<AudioFileFacts | null> {
  const download = new AbortController();
  const timeout = setTimeout(() => download.abort(), REMOTE_TIMEOUT_MS);
  try {
    const response = await fetch(url, { signal: download.signal });
    const bytes = Number(response.headers.get('content-length'));
    if (!response.ok || !response.body || !Number.isSafeInteger(bytes) || bytes <= 0) return null;
    const seconds = await secondsOf(parseWebStream(response.body, { mimeType: 'audio/mpeg', size: bytes }, { skipCovers: true }));
    return seconds === null ? null : { bytes, seconds };
  } finally {
    clearTimeout(timeout);
    download.abort();
  }
}

/**
 * Reads the size and duration of recordings, each file once: an uploaded or static file again only
 * when it changes on disk, a link only until it has been measured. A file that cannot be read
 * answers null (and is logged), so a feed leaves the episode out rather than state a wrong length.
 */
export function audioFileFacts(folders: AudioFolders, log: Log) {
  const measured = new Map<string, Promise<AudioFileFacts | null>>();
  const remember = (key: string, measure: () => Promise<AudioFileFacts | null>, mp3file: string) => {
    let facts = measured.get(key);
    if (!facts) {
      facts = measure().catch((error: unknown) => {
        log.warn({ err: error, mp3file: shownInLog(mp3file) }, 'A recording could not be measured');
        return null;
      });
      measured.set(key, facts);
      // A failed link is tried again next time; a local file is tried again when it changes.
      if (isLink(mp3file)) void facts.then((result) => result ?? measured.delete(key));
    }
    return facts;
  };
  return async (mp3file: string): Promise<AudioFileFacts | null> => {
    if (isLink(mp3file)) return remember(mp3file, () => measureRemote(mp3file), mp3file);
    const file = localFileOf(mp3file, folders);
    const info = file ? await stat(file).catch(() => null) : null;
    if (!file || !info?.isFile()) {
      log.warn({ mp3file }, "A recording is not among the shop's files");
      return null;
    }
    return remember(`${file} ${info.mtimeMs} ${info.size}`, () => measureLocal(file, info.size), mp3file);
  };
}

export type AudioFileFactsReader = ReturnType<typeof audioFileFacts>;
