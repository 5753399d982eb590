// npm run restore -- <backup folder> [<data dir>]: restores a backup into a data directory without a database (default DATA_DIR).
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { bytesIn, megabytes } from './diskUsage';
import { restoreBackup } from './restore';
import { postgresRefusal, runOperatorCommand } from './operatorCommand';

await runOperatorCommand(async ({ dataDir, uploadsDir, databaseUrl }) => {
  if (databaseUrl) throw new Error(postgresRefusal('restore'));
  const [backupFolder, target] = process.argv.slice(2);
  if (!backupFolder) throw new Error('Usage: npm run restore -- <backup folder> [<data dir>, default DATA_DIR]');
  const into = target ? resolve(target) : dataDir;
  const uploadsInto = target ? join(into, 'uploads') : uploadsDir;
  const started = performance.now();
  await restoreBackup({ backupFolder: resolve(backupFolder), dataDir: into, uploadsDir: uploadsInto });
  const seconds = (performance.now() - started) / 1000;
  const [database, uploads] = await Promise.all([bytesIn(join(into, 'shop.db')), bytesIn(uploadsInto)]);
  console.log(
    `Restored ${resolve(backupFolder)} into ${into} in ${seconds.toFixed(2)} s: database ${megabytes(database)}, uploads ${megabytes(uploads)}. Start the shop with DATA_DIR=${into}.`,
  );
});
