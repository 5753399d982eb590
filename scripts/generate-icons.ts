// Draws the app icons (the publisher's mark: an open book under a cross, as in the header's logo)
// as SVG and renders the PNGs the manifest and iOS ask for into public/icons/.
// Run: npx tsx scripts/generate-icons.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { MARK, MARK_CENTRE, MARK_EXTENT, NAVY } from './brandMark';

const OUTPUT_DIR = path.resolve(import.meta.dirname, '../public/icons');

interface IconShape {
  /** Share of the icon's side the mark spans. */
  markShare: number;
  /** Rounded corners with transparent outside; false fills the whole square (maskable, iOS). */
  rounded: boolean;
}

function iconSvg(size: number, { markShare, rounded }: IconShape): string {
  const scale = (markShare * size) / MARK_EXTENT;
  const dx = size / 2 - MARK_CENTRE.x * scale;
  const dy = size / 2 - MARK_CENTRE.y * scale;
  const radius = rounded ? size * 0.22 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${NAVY}"/>
  <g transform="translate(${dx} ${dy}) scale(${scale})">${MARK}</g>
</svg>
`;
}

const ANY: IconShape = { markShare: 0.74, rounded: true };
// Maskable: the launcher may cut the icon down to a circle of 80 % of its side, so the mark stays well inside.
const MASKABLE: IconShape = { markShare: 0.56, rounded: false };
// iOS rounds the corners itself and shows no transparency.
const APPLE: IconShape = { markShare: 0.66, rounded: false };

const PNG_ICONS: Array<{ file: string; size: number; shape: IconShape }> = [
  { file: 'icon-192.png', size: 192, shape: ANY },
  { file: 'icon-512.png', size: 512, shape: ANY },
  { file: 'maskable-512.png', size: 512, shape: MASKABLE },
  { file: 'apple-touch-icon-180.png', size: 180, shape: APPLE },
];

mkdirSync(OUTPUT_DIR, { recursive: true });
writeFileSync(path.join(OUTPUT_DIR, 'icon.svg'), iconSvg(64, ANY));
for (const { file, size, shape } of PNG_ICONS) {
  await sharp(Buffer.from(iconSvg(size, shape)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(OUTPUT_DIR, file));
  console.log(`public/icons/${file}`);
}
