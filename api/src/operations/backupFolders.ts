import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

// shop-2026-11-24T16-00-49Z: the time in UTC with colons replaced, so names sort by age and are valid on every file system.
const COMPLETE_BACKUP = /^shop-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z$/;

export interface BackupFolder {
  path: string;
  takenAt: Date;
}

/** The name of the backup folder taken at `time` (to the second, UTC). */
export function backupFolderName(time: Date): string {
  return `shop-${time.toISOString().slice(0, 19).replaceAll(':', '-')}Z`;
}

/** The complete backups in `backupRoot`, oldest first; an unfinished one (still under its temporary name) and other files are not listed. */
export async function listBackups(backupRoot: string): Promise<BackupFolder[]> {
  const entries = await readdir(backupRoot, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isDirectory() && COMPLETE_BACKUP.test(entry.name))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const [, day, hours, minutes, seconds] = COMPLETE_BACKUP.exec(name)!;
      return { path: join(backupRoot, name), takenAt: new Date(`${day}T${hours}:${minutes}:${seconds}Z`) };
    });
}
