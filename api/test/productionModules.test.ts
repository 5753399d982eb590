// The development stand-ins (dev/) stay out of the production server's module graph: the built
// server may load them only by a dynamic import, behind its not-production check (payments/setup.ts).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer, ENTRY_POINTS } from '../../scripts/bundleServer';

let outDir: string;
let metafile: Metafile;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'shop-bundle-'));
  metafile = await bundleServer(outDir);
}, 60_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** Every module `entry` reaches by static imports alone, itself included. */
function staticallyReached(entry: string): Set<string> {
  const reached = new Set<string>();
  const visit = (module: string) => {
    if (reached.has(module)) return;
    reached.add(module);
    for (const imported of metafile.inputs[module]?.imports ?? []) {
      if (!imported.external && imported.kind !== 'dynamic-import') visit(imported.path);
    }
  };
  visit(entry);
  return reached;
}

describe("the built server's modules", () => {
  it.each(Object.entries(ENTRY_POINTS))('%s (%s) reaches no module under dev/ by a static import', (_name, entry) => {
    expect([...staticallyReached(entry)].filter((module) => module.startsWith('dev/'))).toEqual([]);
  });

  it('leave pdfkit to the invoice worker: the server process never holds it in memory (issue 27, finding 9)', () => {
    const packagesOf = (entry: string) =>
      new Set(
        [...staticallyReached(entry)].flatMap((module) =>
          (metafile.inputs[module]?.imports ?? []).filter((imported) => imported.external).map((imported) => imported.path),
        ),
      );
    expect(packagesOf(ENTRY_POINTS.server).has('pdfkit')).toBe(false);
    expect(packagesOf(ENTRY_POINTS.invoiceWorker).has('pdfkit')).toBe(true);
  });

  it("leave reading the carriers' point exports to their worker: the server's thread never inflates or parses one (issue 29)", () => {
    const readers = ['api/src/delivery/exportRecords.ts', 'api/src/delivery/exportDownload.ts'];
    expect(readers.filter((module) => staticallyReached(ENTRY_POINTS.server).has(module))).toEqual([]);
    expect(readers.filter((module) => staticallyReached(ENTRY_POINTS.pointExportWorker).has(module))).toEqual(readers);
  });

  it('load the Stripe stand-in by a dynamic import only', () => {
    const importers = Object.entries(metafile.inputs).flatMap(([module, input]) =>
      input.imports.filter((imported) => imported.path === 'dev/stripeStandIn.ts').map((imported) => `${module} ${imported.kind}`),
    );
    expect(importers).toEqual(['api/src/payments/setup.ts dynamic-import']);
  });

  it('name no module under dev/ in their sources, not even for a type, except in a dynamic import', () => {
    const sources = readdirSync('api/src', { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'));
    const namings = sources.flatMap((file) =>
      [...readFileSync(join('api/src', file), 'utf8').matchAll(/(?:from|import)\s+'([^']+)'/g)]
        .filter(([, specifier]) => relative('.', resolve('api/src', dirname(file), specifier!)).startsWith('dev/'))
        .map(([naming]) => `${file}: ${naming}`),
    );
    expect(namings).toEqual([]);
  });
});
