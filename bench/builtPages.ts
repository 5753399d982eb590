// What the browser benches (lighthouse, interactive, seek, picker) share about the built app they measure, and their median and percentiles.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../scripts/localShop';

/**
 * The folder of the built app a bench serves: `builtBefore` as it is (a copy of main's dist/, for runs
 * in pairs), else this checkout's app, built into workDir.
 */
export function appToMeasure(workDir: string, builtBefore: string | undefined): string {
  if (builtBefore) {
    console.log(`Serving the app built in ${path.resolve(builtBefore)}`);
    return path.resolve(builtBefore);
  }
  console.log('Building the app…');
  const staticDir = path.join(workDir, 'dist');
  buildApp(staticDir);
  return staticDir;
}

/** The address of the demo catalogue's first product page. */
export async function firstProductPath(origin: string): Promise<string> {
  const { products } = (await (await fetch(`${origin}/api/products?pageNumber=1`)).json()) as { products: Array<{ _id: number | string }> };
  if (!products[0]) throw new Error('The demo catalogue has no products');
  return `/product/${products[0]._id}`;
}

/** The scripts at these paths of the build, each gzip-compressed as a server would send it. */
export function gzipSizes(staticDir: string, pathnames: string[]) {
  const files = [...new Set(pathnames)].map((pathname) => ({ file: pathname, gzipBytes: gzipSync(readFileSync(path.join(staticDir, pathname))).length }));
  const totalKb = Number((files.reduce((sum, f) => sum + f.gzipBytes, 0) / 1024).toFixed(1));
  return { totalKb, files };
}

/** The middle value, the rounded mean of the two middle ones for an even count. */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
};

/** The nearest-rank percentile p (0–100) of values: the p95 of 20 values is the 19th smallest. */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
