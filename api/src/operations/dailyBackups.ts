import type { Backup } from './backup';
import { pruneBackups } from './backup';
import { listBackups } from './backupFolders';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export type BackupLog = (level: 'info' | 'error', message: string, error?: unknown) => void;

export interface DailyBackupsOptions {
  /** Where the backups are (BACKUP_DIR): the newest one there says when the next is due. */
  backupRoot: string;
  /** How many backups to keep; older ones are removed after each new one. */
  keep: number;
  /** Writes one backup into backupRoot, named after the given time (takeBackup with the server's paths). */
  takeBackup: (now: Date) => Promise<Backup>;
  now: () => Date;
  log: BackupLog;
  /** Time between backups. */
  everyMs?: number;
  /** How often the schedule looks whether a backup is due; a failed backup is tried again at the next look. */
  checkEveryMs?: number;
}

export interface DailyBackups {
  /** Stops the schedule; resolves once a backup under way has finished. */
  stop(): Promise<void>;
}

/**
 * The server's own backups: one whenever the newest backup in backupRoot is a day old (or there is
 * none), looked for a few minutes after start and then every few minutes. Counting from the newest
 * backup rather than from the start means restarts neither skip a day nor add backups.
 */
export function dailyBackups({ backupRoot, keep, takeBackup, now, log, everyMs = DAY, checkEveryMs = 5 * MINUTE }: DailyBackupsOptions): DailyBackups {
  let underWay: Promise<void> = Promise.resolve();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function backUpIfDue() {
    const newest = (await listBackups(backupRoot)).at(-1);
    const time = now();
    if (newest && time.getTime() - newest.takenAt.getTime() < everyMs) return;
    const backup = await takeBackup(time);
    log('info', `Backup written to ${backup.folder} in ${backup.seconds.toFixed(2)} s.`);
    const removed = await pruneBackups(backupRoot, keep);
    if (removed.length) log('info', `Old backups removed: ${removed.join(', ')}.`);
  }

  function lookLater() {
    timer = setTimeout(() => {
      underWay = backUpIfDue()
        .catch((error: unknown) => log('error', `Backup failed: ${error instanceof Error ? error.message : String(error)}`, error))
        .finally(() => {
          if (!stopped) lookLater();
        });
    }, checkEveryMs);
    // The schedule alone never keeps the process alive.
    timer.unref();
  }

  lookLater();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      return underWay;
    },
  };
}
