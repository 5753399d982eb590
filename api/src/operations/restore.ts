import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export interface RestoreRequest {
  /** A folder written by takeBackup (shop.db and perhaps uploads/). */
  backupFolder: string;
  /** The data directory to restore into (DATA_DIR); must not hold a database. */
  dataDir: string;
  /** Where the uploads go: UPLOADS_DIR when the shop sets one; DATA_DIR/uploads otherwise. */
  uploadsDir?: string;
}

/** Throws unless `file` is a database that passes SQLite's integrity check. */
function checkIntegrity(file: string): void {
  if (!existsSync(file)) throw new Error(`${file} does not exist: this is not a complete backup.`);
  let problems: string[];
  try {
    const database = new Database(file, { readonly: true, fileMustExist: true });
    try {
      problems = (database.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check);
    } finally {
      database.close();
    }
  } catch (error) {
    throw new Error(`${file} cannot be read as a database: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  if (problems.join() !== 'ok') throw new Error(`${file} fails the integrity check: ${problems.slice(0, 5).join('; ')}`);
}

/**
 * Copies a checked backup into an empty data directory. The uploads are copied first and the
 * database last, under a temporary name renamed at the end, so a data directory with a shop.db
 * always holds a whole restore.
 */
export async function restoreBackup({ backupFolder, dataDir, uploadsDir = join(dataDir, 'uploads') }: RestoreRequest): Promise<void> {
  const backupDatabase = join(backupFolder, 'shop.db');
  checkIntegrity(backupDatabase);
  const database = join(dataDir, 'shop.db');
  if (existsSync(database)) throw new Error(`${database} already exists. Stop the shop and move the data directory aside before restoring into it.`);
  await mkdir(dataDir, { recursive: true });
  if (existsSync(join(backupFolder, 'uploads'))) await cp(join(backupFolder, 'uploads'), uploadsDir, { recursive: true });
  await copyFile(backupDatabase, `${database}.restoring`);
  await rename(`${database}.restoring`, database);
}
