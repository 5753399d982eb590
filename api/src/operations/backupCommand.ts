// npm run backup: one backup of DATA_DIR (and UPLOADS_DIR) into BACKUP_DIR while the shop runs, keeping the newest BACKUP_KEEP.
import { join } from 'node:path';
import { pruneBackups, takeBackup } from './backup';
import { bytesIn, megabytes } from './diskUsage';
import { postgresRefusal, runOperatorCommand } from './operatorCommand';

await runOperatorCommand(async ({ dataDir, uploadsDir, backupDir, backupKeep, databaseUrl }) => {
  if (databaseUrl) throw new Error(postgresRefusal('backup'));
  const { folder, seconds } = await takeBackup({ databaseFile: join(dataDir, 'shop.db'), uploadsDir, backupRoot: backupDir, now: new Date() });
  const [database, uploads] = await Promise.all([bytesIn(join(folder, 'shop.db')), bytesIn(join(folder, 'uploads'))]);
  console.log(`Backup written to ${folder} in ${seconds.toFixed(2)} s: database ${megabytes(database)}, uploads ${megabytes(uploads)}.`);
  for (const removed of await pruneBackups(backupDir, backupKeep)) console.log(`Removed the old backup ${removed} (BACKUP_KEEP=${backupKeep}).`);
});
