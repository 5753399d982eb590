// The server as plain JavaScript for `npm run serve`: each entry point bundled with esbuild into
// dist-server/, the packages left to node_modules. Every package the bundle imports must be a
// dependency, so `npm install --omit=dev` on a built tree is enough to run it.
import { builtinModules } from 'node:module';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';

export const SERVER_OUT_DIR = 'dist-server';

export const ENTRY_POINTS = {
  server: 'api/src/server.ts',
  backup: 'api/src/operations/backupCommand.ts',
  restore: 'api/src/operations/restoreCommand.ts',
  migrate: 'api/src/operations/migrateCommand.ts',
  dbCopy: 'api/src/operations/dbCopyCommand.ts',
  invoiceWorker: 'api/src/orders/invoiceWorker.ts', // started by api/src/orders/invoiceRenderer.ts
  pointExportWorker: 'api/src/delivery/pointExportWorker.ts', // started by api/src/delivery/pointExportReader.ts
};

/** The package a bare import names: `@scope/name/sub` → `@scope/name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Builds the server into `outDir`; answers esbuild's account of which module imports which. */
export async function bundleServer(outDir = SERVER_OUT_DIR): Promise<Metafile> {
  // Chunks are named by their content: a new build leaves none of the old ones behind.
  rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    entryPoints: ENTRY_POINTS,
    outdir: path.resolve(outDir),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
  const imported = Object.values(result.metafile.outputs).flatMap((output) => output.imports.filter((i) => i.external).map((i) => i.path));
  const missing = [...new Set(imported.filter((specifier) => !specifier.startsWith('node:') && !builtinModules.includes(specifier)).map(packageOf))].filter(
    (name) => !(name in dependencies),
  );
  if (missing.length) throw new Error(`The server imports packages that are not dependencies in package.json: ${missing.join(', ')}`);
  return result.metafile;
}
