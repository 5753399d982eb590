import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Bytes in a file, or in every file under a folder; 0 when it does not exist. */
export async function bytesIn(path: string): Promise<number> {
  if (!existsSync(path)) return 0;
  const entry = await stat(path);
  if (!entry.isDirectory()) return entry.size;
  const files = await readdir(path, { recursive: true, withFileTypes: true });
  const sizes = await Promise.all(files.filter((file) => file.isFile()).map(async (file) => (await stat(join(file.parentPath, file.name))).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}

export const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
