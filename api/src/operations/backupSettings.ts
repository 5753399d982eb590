import { resolve } from 'node:path';
import { z } from 'zod';

// An empty value (`BACKUP_KEEP=` as in .env.example) means the default, as in server.ts.
const setting = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

const schema = z.object({
  DATA_DIR: setting(z.string().default('data')),
  BACKUP_DIR: setting(z.string().default('backups')),
  BACKUP_KEEP: setting(
    z
      .string()
      .default('14')
      .refine((value) => /^[1-9]\d*$/.test(value), 'must be a whole number of at least 1')
      .transform(Number),
  ),
});

export interface BackupSettings {
  dataDir: string;
  backupDir: string;
  keep: number;
}

/** DATA_DIR (default data), BACKUP_DIR (default backups) and BACKUP_KEEP (default 14), checked; throws naming every bad one. */
export function readBackupSettings(env: NodeJS.ProcessEnv): BackupSettings {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message} (it is ${JSON.stringify(env[String(issue.path[0])])}).`).join('\n'));
  }
  return { dataDir: resolve(parsed.data.DATA_DIR), backupDir: resolve(parsed.data.BACKUP_DIR), keep: parsed.data.BACKUP_KEEP };
}
