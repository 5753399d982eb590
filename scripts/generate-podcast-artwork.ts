// Draws the square artwork of the two podcasts (the publisher's mark over the podcast's name) and
// renders it as the 1400×1400 RGB JPEG podcast apps ask for (Apple: 1400–3000 px, JPEG or PNG)
// into public/podcast/<slug>.jpg, named in the feeds' itunes:image, and its smaller copies
// (public/podcast/<slug>-<size>.jpg) that the player shows on the lock screen.
// Run: npx tsx scripts/generate-podcast-artwork.ts
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PODCAST_ARTWORK_SIZES, podcastArtworkPath, podcastArtworkSizePath, PODCASTS } from '@contract/podcasts';
import { MARK, MARK_CENTRE, MARK_EXTENT, NAVY } from './brandMark';

const SIZE = 1400;
const PUBLIC_DIR = path.resolve(import.meta.dirname, '../public');
const CREAM = '#fbf6ea';
const GOLD = '#d9a93a';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The podcast's name on at most two lines, split at the space nearest the middle. */
function titleLines(title: string): string[] {
  if (title.length <= 14) return [title];
  const middle = title.length / 2;
  const spaces = [...title.matchAll(/ /g)].map((match) => match.index);
  const split = spaces.reduce((best, index) => (Math.abs(index - middle) < Math.abs(best - middle) ? index : best));
  return [title.slice(0, split), title.slice(split + 1)];
}

function artworkSvg(title: string): string {
  const markWidth = SIZE * 0.36;
  const scale = markWidth / MARK_EXTENT;
  const markTop = SIZE * 0.09;
  const dx = SIZE / 2 - MARK_CENTRE.x * scale;
  const dy = markTop + (MARK_EXTENT / 2) * scale - MARK_CENTRE.y * scale;
  const lines = titleLines(title);
  const titleSize = lines.length === 1 ? 136 : 124;
  const firstLine = SIZE * 0.7 - ((lines.length - 1) * titleSize * 1.1) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#28497a"/><stop offset="1" stop-color="${NAVY}"/></linearGradient></defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
  <g transform="translate(${dx} ${dy}) scale(${scale})">${MARK}</g>
  ${lines
    .map(
      (line, i) =>
        `<text x="${SIZE / 2}" y="${firstLine + i * titleSize * 1.1}" font-family="DejaVu Serif" font-weight="bold" font-size="${titleSize}" fill="${CREAM}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('\n  ')}
  <rect x="${SIZE / 2 - 90}" y="${SIZE * 0.86}" width="180" height="6" rx="3" fill="${GOLD}"/>
  <text x="${SIZE / 2}" y="${SIZE * 0.93}" font-family="DejaVu Sans" font-size="58" letter-spacing="6" fill="${CREAM}" text-anchor="middle">PODCAST · SLOVO ŽIVOTA</text>
</svg>
`;
}

mkdirSync(path.join(PUBLIC_DIR, 'podcast'), { recursive: true });
for (const podcast of PODCASTS) {
  const file = path.join(PUBLIC_DIR, podcastArtworkPath(podcast));
  await sharp(Buffer.from(artworkSvg(podcast.title)))
    .flatten({ background: NAVY })
    .toColourspace('srgb')
    .jpeg({ quality: 86, mozjpeg: true })
    .toFile(file);
  console.log(path.relative(path.resolve(PUBLIC_DIR, '..'), file));
  for (const size of PODCAST_ARTWORK_SIZES) {
    const copy = path.join(PUBLIC_DIR, podcastArtworkSizePath(podcast, size));
    await sharp(file).resize(size, size).jpeg({ quality: 82, mozjpeg: true }).toFile(copy);
    console.log(path.relative(path.resolve(PUBLIC_DIR, '..'), copy));
  }
}
