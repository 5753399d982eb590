import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Starts the worker thread whose module is `name` beside `caller` (the caller's import.meta.url). The
 * built server (scripts/bundleServer.ts) has each worker as `<name>.js` beside its chunks. From
 * source, a worker does not inherit the tsx loader of the server or of vitest: it registers tsx itself.
 */
export function startWorker(caller: string, name: string): Worker {
  const built = new URL(`./${name}.js`, caller);
  if (existsSync(fileURLToPath(built))) return new Worker(built);
  const tsxApi = createRequire(caller).resolve('tsx/cjs/api');
  const source = fileURLToPath(new URL(`./${name}.ts`, caller));
  return new Worker(`require(${JSON.stringify(tsxApi)}).require(${JSON.stringify(source)}, ${JSON.stringify(source)});`, { eval: true });
}
