import { lstat, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** The prefix of a backup's folder while it is being written (takeBackup renames it when complete). */
export const UNFINISHED_PREFIX = '.unfinished-';

/** A backup untouched for this long was abandoned: its process was killed or the machine stopped. */
export const ABANDONED_AFTER_MS = 60 * 60_000;

/** The newest modification time in `path` and everything under it: a running backup keeps touching what it writes. */
async function lastWrittenMs(path: string): Promise<number> {
  const stats = await lstat(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  const entries = await readdir(path);
  const inside = await Promise.all(entries.map((entry) => lastWrittenMs(join(path, entry))));
  return Math.max(stats.mtimeMs, ...inside);
}

/**
 * Removes the unfinished backup folders in `backupRoot` that nothing has written for an hour before
 * `now`; one a running backup is writing has fresh files and stays. Answers the removed folders.
 */
export async function removeAbandonedBackups(backupRoot: string, now: Date): Promise<string[]> {
  const entries = await readdir(backupRoot, { withFileTypes: true });
  const removed = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !entry.name.startsWith(UNFINISHED_PREFIX)) continue;
    const folder = join(backupRoot, entry.name);
    const written = await lastWrittenMs(folder).catch(() => now.getTime()); // vanished meanwhile: its own backup finished or removed it
    if (now.getTime() - written < ABANDONED_AFTER_MS) continue;
    await rm(folder, { recursive: true, force: true });
    removed.push(folder);
  }
  return removed;
}
