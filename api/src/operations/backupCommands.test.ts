import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/open';
import { migrateToLatest } from '../../../migrations';
import { backupFolderName } from './backupFolders';
import { insertProduct } from '../../test/fixtures';

const scratch = mkdtempSync(join(tmpdir(), 'shop-backup-commands-'));
const dataDir = join(scratch, 'data');
const backupDir = join(scratch, 'backups');
let shop: Db;

beforeAll(async () => {
  mkdirSync(join(dataDir, 'uploads'), { recursive: true });
  writeFileSync(join(dataDir, 'uploads', 'ukazka.mp3'), 'ukázka');
  // The shop's connection stays open, as it does while the server runs.
  shop = openDatabase(join(dataDir, 'shop.db'));
  await migrateToLatest(shop);
  await insertProduct(shop, { name: 'Boží ekonomie' });
});
afterAll(async () => {
  await shop.destroy();
  rmSync(scratch, { recursive: true, force: true });
});

/** Runs an entry point as `npm run backup` / `npm run restore` do; answers its exit code and output. */
async function runCommand(entryPoint: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', `api/src/operations/${entryPoint}`, ...args], {
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

const settings = { DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_KEEP: '2' };

describe('npm run backup and npm run restore', () => {
  let backupFolder: string;

  it('backup writes a dated folder into BACKUP_DIR, says where, how large and how long, and keeps the newest BACKUP_KEEP', async () => {
    for (const day of [20, 21]) mkdirSync(join(backupDir, backupFolderName(new Date(Date.UTC(2026, 10, day)))), { recursive: true });

    const { code, stdout } = await runCommand('backupCommand.ts', [], settings);

    expect(code).toBe(0);
    const written = /^Backup written to (\S+shop-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ) in \d+\.\d\d s: database 0\.\d MB, uploads 0\.0 MB\.$/m.exec(stdout);
    expect(written).not.toBeNull();
    backupFolder = written![1]!;
    expect(stdout).toContain(`Removed the old backup ${join(backupDir, 'shop-2026-11-20T00-00-00Z')} (BACKUP_KEEP=2).`);
    expect(readdirSync(backupDir).sort()).toEqual(['shop-2026-11-21T00-00-00Z', backupFolder.split('/').at(-1)]);
  });

  it('restore copies that backup into a new data directory, where the shop opens its data', async () => {
    const restoredDir = join(scratch, 'restored');
    const { code, stdout } = await runCommand('restoreCommand.ts', [backupFolder, restoredDir], settings);

    expect(code).toBe(0);
    expect(stdout).toMatch(
      new RegExp(
        `^Restored ${backupFolder} into ${restoredDir} in \\d+\\.\\d\\d s: database 0\\.\\d MB, uploads 0\\.0 MB\\. Start the shop with DATA_DIR=${restoredDir}\\.$`,
        'm',
      ),
    );
    const restored = openDatabase(join(restoredDir, 'shop.db'));
    expect(await restored.selectFrom('products').select('name').execute()).toEqual([{ name: 'Boží ekonomie' }]);
    await restored.destroy();
    expect(readFileSync(join(restoredDir, 'uploads', 'ukazka.mp3'), 'utf8')).toBe('ukázka');
  });

  it('restore into the live data directory ends with exit code 1 and tells the operator to move it aside', async () => {
    const { code, stderr } = await runCommand('restoreCommand.ts', [backupFolder], settings);
    expect(code).toBe(1);
    expect(stderr).toContain(`${join(dataDir, 'shop.db')} already exists. Stop the shop and move the data directory aside before restoring into it.`);
  });

  it('with UPLOADS_DIR, backup takes the uploads from that folder, and restore into DATA_DIR puts them back into it', async () => {
    const uploadsDir = join(scratch, 'shared-uploads');
    mkdirSync(uploadsDir);
    writeFileSync(join(uploadsDir, 'sdilena.mp3'), 'sdílená');
    const backup = await runCommand('backupCommand.ts', [], { ...settings, BACKUP_DIR: join(scratch, 'backups-shared'), UPLOADS_DIR: uploadsDir });
    expect(backup.code).toBe(0);
    const folder = /^Backup written to (\S+) in/m.exec(backup.stdout)![1]!;
    expect(readdirSync(join(folder, 'uploads'))).toEqual(['sdilena.mp3']);

    const restoredUploads = join(scratch, 'restored-shared-uploads');
    const restore = await runCommand('restoreCommand.ts', [folder], { ...settings, DATA_DIR: join(scratch, 'restored-shared'), UPLOADS_DIR: restoredUploads });
    expect(restore.code).toBe(0);
    expect(readFileSync(join(restoredUploads, 'sdilena.mp3'), 'utf8')).toBe('sdílená');
  });

  it('a BACKUP_KEEP that is not a whole number above 0 ends with exit code 1, naming it, before anything is written', async () => {
    const emptyBackupDir = join(scratch, 'never-written');
    const { code, stderr } = await runCommand('backupCommand.ts', [], { ...settings, BACKUP_DIR: emptyBackupDir, BACKUP_KEEP: 'čtrnáct' });
    expect(code).toBe(1);
    expect(stderr).toContain('BACKUP_KEEP must be a whole number from 1 to 1000: "čtrnáct"');
    expect(() => readdirSync(emptyBackupDir)).toThrow(/ENOENT/);
  });
});
