// Part of npm run build: every Mantine class (and animation) the app's JavaScript names must be
// defined in its stylesheet, as pwa/src/app/mantineStyles.ts imports Mantine's styles per
// component. A component used for the first time fails the build here instead of showing unstyled.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MANTINE_NAME = /\bm_[0-9a-f]{5,8}\b/g;

export function checkMantineStyles(outDir: string) {
  const assets = path.join(outDir, 'assets');
  const read = (extension: string) =>
    readdirSync(assets)
      .filter((file) => file.endsWith(extension))
      .map((file) => readFileSync(path.join(assets, file), 'utf8'))
      .join('\n');
  const css = read('.css');
  const js = read('.js');
  // A lazy chunk may bring a stylesheet of its own as text (`?inline`, the figures page's chart): its rules count too.
  const inlined = [...js.matchAll(/\.(m_[0-9a-f]{5,8})\b(?=[^{};"'`]*\{)/g)].map((match) => match[1]);
  const defined = new Set([...[...css.matchAll(/(?:\.|@keyframes\s+)(m_[0-9a-f]{5,8})\b/g)].map((match) => match[1]), ...inlined]);
  const missing = [...new Set(js.match(MANTINE_NAME))].filter((name) => !defined.has(name));
  if (missing.length > 0) {
    throw new Error(
      `The app uses Mantine classes its stylesheet lacks (${missing.join(', ')}): import the stylesheet of the component that names them in pwa/src/app/mantineStyles.ts (see node_modules/@mantine/core/styles/).`,
    );
  }
}
