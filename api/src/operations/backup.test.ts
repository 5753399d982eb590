import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pruneBackups, takeBackup } from './backup';
import { backupFolderName, listBackups } from './backupFolders';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'shop-backups-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const HOUR = 3_600_000;
const takenAt = (hoursAgo: number) => new Date(Date.UTC(2026, 10, 24, 12) - hoursAgo * HOUR);

/** A complete backup folder as takeBackup names it. */
function completeBackup(hoursAgo: number) {
  const folder = join(root, backupFolderName(takenAt(hoursAgo)));
  mkdirSync(folder);
  writeFileSync(join(folder, 'shop.db'), '');
  return folder;
}

describe('pruneBackups', () => {
  it('removes all but the newest complete backups and leaves every other file and folder alone', async () => {
    const [newest, second, third, oldest] = [0, 24, 48, 72].map(completeBackup);
    mkdirSync(join(root, '.unfinished-x1Y2z3'));
    mkdirSync(join(root, 'shop-before-upgrade'));
    writeFileSync(join(root, 'README.txt'), 'kept by the administrator');

    expect(await pruneBackups(root, 2)).toEqual([oldest, third]);

    expect((await listBackups(root)).map((backup) => backup.path)).toEqual([second, newest]);
    expect(readdirSync(root).sort()).toEqual([
      '.unfinished-x1Y2z3',
      'README.txt',
      'shop-2026-11-23T12-00-00Z',
      'shop-2026-11-24T12-00-00Z',
      'shop-before-upgrade',
    ]);
  });

  it('removes nothing while there are no more backups than it keeps', async () => {
    for (const hoursAgo of [0, 24]) completeBackup(hoursAgo);
    expect(await pruneBackups(root, 14)).toEqual([]);
    expect(await listBackups(root)).toHaveLength(2);
  });
});

describe('takeBackup', () => {
  it('leaves neither a backup nor an unfinished folder behind when the copy fails', async () => {
    const notADatabase = join(root, 'shop.db');
    writeFileSync(notADatabase, 'this is not an SQLite file, though long enough to have a header of one; '.repeat(20));
    const backupRoot = join(root, 'backups');

    await expect(takeBackup({ databaseFile: notADatabase, uploadsDir: join(root, 'uploads'), backupRoot, now: takenAt(0) })).rejects.toThrow(/not a database/);

    expect(readdirSync(backupRoot)).toEqual([]);
  });

  it('removes the unfinished folders that killed backups left over an hour ago, and keeps those written within the hour', async () => {
    const databaseFile = join(root, 'shop.db');
    new Database(databaseFile).close();
    const backupRoot = join(root, 'backups');
    const now = takenAt(0);
    /** An unfinished folder with one file, each last written `minutesAgo` before `now`. */
    const unfinished = (name: string, folderMinutesAgo: number, fileMinutesAgo = folderMinutesAgo) => {
      const folder = join(backupRoot, `.unfinished-${name}`);
      mkdirSync(folder, { recursive: true });
      const file = join(folder, 'shop.db');
      writeFileSync(file, 'half a copy');
      const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
      utimesSync(file, at(fileMinutesAgo), at(fileMinutesAgo));
      utimesSync(folder, at(folderMinutesAgo), at(folderMinutesAgo));
    };
    unfinished('killedYesterday', 24 * 60);
    unfinished('killed61MinutesAgo', 61);
    unfinished('startedMinutesAgo', 10);
    unfinished('stillCopying', 3 * 60, 1); // a long backup still writing its file

    const backup = await takeBackup({ databaseFile, uploadsDir: join(root, 'uploads'), backupRoot, now });

    expect(readdirSync(backupRoot).sort()).toEqual(['.unfinished-startedMinutesAgo', '.unfinished-stillCopying', 'shop-2026-11-24T12-00-00Z']);
    expect(backup.folder).toBe(join(backupRoot, 'shop-2026-11-24T12-00-00Z'));
  });

  it('names a missing database instead of creating an empty one', async () => {
    const missing = join(root, 'data', 'shop.db');
    await expect(
      takeBackup({ databaseFile: missing, uploadsDir: join(root, 'data', 'uploads'), backupRoot: join(root, 'backups'), now: takenAt(0) }),
    ).rejects.toThrow(`There is no database at ${missing}.`);
    expect(existsSync(missing)).toBe(false);
  });
});
