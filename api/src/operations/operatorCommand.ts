import { existsSync } from 'node:fs';
import { type BackupSettings, readBackupSettings } from '../settings';

/**
 * Runs a command of the operator (npm run backup, npm run restore) with the settings of the
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
