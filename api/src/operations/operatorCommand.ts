import { existsSync } from 'node:fs';
import { type BackupSettings, readBackupSettings } from '../settings';

/**
 * Runs a command of the operator (npm run backup, restore, migrate) with the settings of the
 * environment and of .env: a failure prints its message and ends with exit code 1.
 */
export async function runOperatorCommand(command: (settings: BackupSettings) => Promise<void>): Promise<void> {
  try {
    if (existsSync('.env')) process.loadEnvFile('.env');
    await command(readBackupSettings(process.env));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}

/** Backups and restores copy the SQLite file: with DATABASE_URL they have nothing to copy. */
export const postgresRefusal = (command: string) =>
  `DATABASE_URL is set: npm run ${command} works on the SQLite file only; use PostgreSQL's pg_dump and pg_restore (docs/deploy.md).`;
