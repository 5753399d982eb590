// Generates the demo media referenced by api/src/seed/demo-catalogue.json into public/demo/:
// book covers, excerpt pictures, home banners (SVG rendered by sharp) and short Czech mp3s
// (espeak-ng + sox + lame). Run: npx tsx scripts/generate-demo-media.ts
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { demoCatalogueSchema, type DemoCatalogue } from '../api/src/seed/demoSchema';
import { DEMO_VERSES, spokenTextOf } from '../api/src/seed/demoVerses';

type Product = DemoCatalogue['products'][number];
type Banner = DemoCatalogue['banners'][number];

const ROOT = path.resolve(import.meta.dirname, '..');
const CATALOGUE_FILE = path.join(ROOT, 'api/src/seed/demo-catalogue.json');
const OUTPUT_DIRS = ['covers', 'excerpts', 'banners', 'audio'].map((d) => path.join(ROOT, 'public/demo', d));

const COVER = { width: 274, height: 379, maxBytes: 15_000 };
const EXCERPT = { width: 250, height: 250, maxBytes: 15_000 };
const BANNER = { width: 1296, height: 382, maxBytes: 60_000 };
const WEBP_QUALITY = 78;
const AUDIO = { minSeconds: 15, maxSeconds: 30, maxTotalBytes: 3_000_000 };

const SERIF = 'DejaVu Serif';
const SANS = 'DejaVu Sans';
const CREAM = '#fbf6ea';
const GOLD = '#e8d5a4';
const INK = '#2b2620';

/** Muted cover colours: [background top, background bottom]. */
const PALETTE: [string, string][] = [
  ['#24426b', '#142640'], // deep blue
  ['#6e2233', '#42121d'], // burgundy
  ['#2f5240', '#1a3024'], // forest green
  ['#9a6b26', '#5e3f12'], // ochre
  ['#4a5666', '#2b333e'], // slate
  ['#563a5e', '#321f37'], // plum
  ['#1f5a5e', '#113538'], // teal
  ['#6b4a35', '#3f2a1d'], // umber
  ['#3c3f73', '#222446'], // indigo
  ['#5c6132', '#363a1b'], // olive
];

interface BannerTheme {
  subtitle: string;
  action: string;
  colours: [string, string];
  motif: (x: number, y: number) => string;
}

/** Banner look per banner category; unknown categories get the 'Novinky' look. */
const NEWS_THEME: BannerTheme = {
  subtitle: 'Nové knihy, brožury a letáky vydané letos',
  action: 'Prohlédnout novinky',
  colours: ['#24426b', '#101d33'],
  motif: bookStackMotif,
};
const BANNER_THEMES: Record<string, BannerTheme> = {
  Novinky: NEWS_THEME,
  Podcast: { subtitle: 'Poslouchejte Slova života a Studium života', action: 'Poslouchat', colours: ['#2f5240', '#132419'], motif: soundWaveMotif },
  Akce: { subtitle: 'Vybrané tituly se slevou – jen do vyprodání zásob', action: 'Zobrazit akce', colours: ['#6e2233', '#2f0c14'], motif: discountMotif },
  Čítárna: { subtitle: 'Začtěte se do ukázek z našich knih', action: 'Vstoupit do čítárny', colours: ['#6b4a35', '#2e1f15'], motif: openBookMotif },
};

// ---------- text helpers ----------

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Stable small hash, so a product keeps its colour and ornament between runs. */
const hashOf = (text: string) => [...text].reduce((h, ch) => (h * 31 + ch.codePointAt(0)!) >>> 0, 7);

/** The item at index n, wrapping around. */
const pick = <T>(items: readonly T[], n: number): T => items[n % items.length]!;

/** Rendered width in px, measured with the same Pango fonts librsvg uses for the SVG text. */
async function textWidth(text: string, family: string, bold: boolean, size: number): Promise<number> {
  const font = `${family}${bold ? ' Bold' : ''} ${size}`;
  const { info } = await sharp({ text: { text: escapeXml(text), font, dpi: 72 } }).toBuffer({ resolveWithObject: true });
  return info.width;
}

/** Words joined by Czech typography rules: no one-letter preposition at a line end, no dash or % at a line start. */
function unbreakableChunks(text: string): string[] {
  const chunks: string[] = [];
  let preposition = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (/^[–%]$/.test(word) && chunks.length > 0) chunks[chunks.length - 1] += ` ${word}`;
    else if (/^[ksvzouai]$/i.test(word)) preposition += `${word} `;
    else {
      chunks.push(preposition + word);
      preposition = '';
    }
  }
  if (preposition) chunks.push(preposition.trim());
  return chunks;
}

/** Greedy word wrap; a single chunk wider than maxWidth stays on its own line (caller shrinks the font). */
async function wrapText(text: string, family: string, bold: boolean, size: number, maxWidth: number): Promise<string[]> {
  const lines: string[] = [];
  let line = '';
  for (const word of unbreakableChunks(text)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && (await textWidth(candidate, family, bold, size)) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface FittedText {
  size: number;
  lines: string[];
}

/** Largest bold font size (from `sizes`) at which the text wraps into at most maxLines lines that all fit, or null. */
async function fitText(text: string, family: string, sizes: number[], maxWidth: number, maxLines: number): Promise<FittedText | null> {
  for (const size of sizes) {
    const lines = await wrapText(text, family, true, size, maxWidth);
    const widths = await Promise.all(lines.map((l) => textWidth(l, family, true, size)));
    if (lines.length <= maxLines && widths.every((w) => w <= maxWidth)) return { size, lines };
  }
  return null;
}

/** Like fitText, but when nothing fits uses the smallest size with as many lines as needed. */
async function layoutText(text: string, family: string, sizes: number[], maxWidth: number, maxLines: number): Promise<FittedText> {
  const smallest = Math.min(...sizes);
  return (await fitText(text, family, sizes, maxWidth, maxLines)) ?? { size: smallest, lines: await wrapText(text, family, true, smallest, maxWidth) };
}

/** Centred multi-line text block whose vertical middle is at centreY. */
function textBlock(lines: string[], x: number, centreY: number, size: number, attrs: string, lineHeight = 1.22) {
  const step = size * lineHeight;
  const firstBaseline = centreY - ((lines.length - 1) * step) / 2 + size * 0.35;
  return lines.map((line, i) => `<text x="${x}" y="${(firstBaseline + i * step).toFixed(1)}" font-size="${size}" ${attrs}>${escapeXml(line)}</text>`).join('');
}

// ---------- ornaments ----------

function roseOrnament(x: number, y: number, colour: string) {
  const petals = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return `<circle cx="${(x + Math.cos(a) * 17).toFixed(1)}" cy="${(y + Math.sin(a) * 17).toFixed(1)}" r="9" />`;
  }).join('');
  return `<g fill="none" stroke="${colour}" stroke-width="1.1" opacity="0.85"><circle cx="${x}" cy="${y}" r="27"/>${petals}<circle cx="${x}" cy="${y}" r="5" fill="${colour}"/></g>`;
}

function diamondOrnament(x: number, y: number, colour: string) {
  const diamond = (r: number) => `<path d="M${x} ${y - r}L${x + r} ${y}L${x} ${y + r}L${x - r} ${y}Z"/>`;
  const dots = [-44, 44].map((dx) => `<circle cx="${x + dx}" cy="${y}" r="2.5" fill="${colour}"/>`).join('');
  return `<g fill="none" stroke="${colour}" stroke-width="1.2" opacity="0.85">${diamond(26)}${diamond(17)}${diamond(8)}<path d="M${x - 36} ${y}H${x - 28}M${x + 28} ${y}H${x + 36}"/>${dots}</g>`;
}

function sunOrnament(x: number, y: number, colour: string) {
  const rays = Array.from({ length: 16 }, (_, i) => {
    const a = (i * Math.PI) / 8;
    const [r1, r2] = i % 2 ? [15, 24] : [15, 30];
    const p = (r: number) => `${(x + Math.cos(a) * r).toFixed(1)} ${(y + Math.sin(a) * r).toFixed(1)}`;
    return `M${p(r1)}L${p(r2)}`;
  }).join('');
  return `<g stroke="${colour}" stroke-width="1.3" fill="none" opacity="0.85"><path d="${rays}"/><circle cx="${x}" cy="${y}" r="10"/><circle cx="${x}" cy="${y}" r="4" fill="${colour}"/></g>`;
}

function crossOrnament(x: number, y: number, colour: string) {
  return `<g fill="none" stroke="${colour}" stroke-width="1.2" opacity="0.85"><circle cx="${x}" cy="${y}" r="28"/><circle cx="${x}" cy="${y}" r="23"/>
<path d="M${x} ${y - 17}V${y + 17}M${x - 12} ${y - 5}H${x + 12}" stroke-width="3" stroke-linecap="round"/></g>`;
}

const ORNAMENTS = [roseOrnament, diamondOrnament, sunOrnament, crossOrnament];

/** Thin rule with a small diamond in the middle. */
function divider(x: number, y: number, halfWidth: number, colour: string) {
  return `<g stroke="${colour}" fill="${colour}" opacity="0.8"><path d="M${x - halfWidth} ${y}H${x - 7}M${x + 7} ${y}H${x + halfWidth}" stroke-width="1"/><path d="M${x} ${y - 4}L${x + 4} ${y}L${x} ${y + 4}L${x - 4} ${y}Z"/></g>`;
}

function publisherMark(x: number, y: number, colour: string) {
  return `<g fill="${colour}" opacity="0.9"><circle cx="${x - 40}" cy="${y - 3.5}" r="3" fill="none" stroke="${colour}" stroke-width="1"/>
<text x="${x + 6}" y="${y}" font-family="${SERIF}" font-style="italic" font-size="11" text-anchor="middle">Slovo života</text></g>`;
}

// ---------- covers ----------

async function bookCoverSvg(product: Product) {
  const { width: w, height: h } = COVER;
  const hash = hashOf(product.key);
  const [top, bottom] = pick(PALETTE, hash);
  const ornament = pick(ORNAMENTS, hash >>> 4);
  const title = await layoutText(product.name, SERIF, [26, 24, 22, 20, 18, 16], 206, 4);
  const titleHeight = title.lines.length * title.size * 1.22;
  const titleCentre = 196;
  const author = product.author
    ? `<text x="${w / 2}" y="314" font-family="${SANS}" font-size="12" letter-spacing="1.6" fill="${GOLD}" text-anchor="middle">${escapeXml(product.author.toUpperCase())}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<rect x="0" y="0" width="9" height="${h}" fill="#000" opacity="0.18"/>
<rect x="16" y="14" width="${w - 30}" height="${h - 28}" fill="none" stroke="${GOLD}" stroke-width="1.3" opacity="0.6"/>
<rect x="21" y="19" width="${w - 40}" height="${h - 38}" fill="none" stroke="${GOLD}" stroke-width="0.6" opacity="0.5"/>
${ornament(w / 2 + 4, 82, GOLD)}
${textBlock(title.lines, w / 2 + 4, titleCentre, title.size, `font-family="${SERIF}" font-weight="bold" fill="${CREAM}" text-anchor="middle"`)}
${divider(w / 2 + 4, titleCentre + titleHeight / 2 + 14, 46, GOLD)}
${author}
${publisherMark(w / 2 + 4, 345, GOLD)}
</svg>`;
}

/** Leaflets look like a folded sheet of paper: cream page, coloured band, turned corner. */
async function leafletCoverSvg(product: Product) {
  const { width: w, height: h } = COVER;
  const hash = hashOf(product.key);
  const [top, bottom] = pick(PALETTE, hash);
  const ornament = pick(ORNAMENTS, hash >>> 4);
  const title = await layoutText(product.name, SERIF, [28, 26, 24, 22, 20], 214, 4);
  const fold = 34;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="band" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="#d9d2c3"/>
<path d="M10 10H${w - 10 - fold}L${w - 10} ${10 + fold}V${h - 10}H10Z" fill="#f6f1e4"/>
<path d="M10 10H${w - 10 - fold}L${w - 10} ${10 + fold}V150H10Z" fill="url(#band)"/>
<path d="M${w - 10 - fold} 10V${10 + fold}H${w - 10}Z" fill="#cfc6b3"/>
${ornament(w / 2, 80, GOLD)}
${textBlock(title.lines, w / 2, 230, title.size, `font-family="${SERIF}" font-weight="bold" fill="${INK}" text-anchor="middle"`)}
${divider(w / 2, 312, 60, top)}
<rect x="10" y="${h - 42}" width="${w - 20}" height="32" fill="${top}"/>
${publisherMark(w / 2, h - 21, CREAM)}
</svg>`;
}

const coverSvg = (product: Product) => (product.category === 'letáky' ? leafletCoverSvg(product) : bookCoverSvg(product));

// ---------- excerpt pictures ----------

async function excerptSvg(product: Product) {
  const { width: w, height: h } = EXCERPT;
  const [colour] = pick(PALETTE, hashOf(product.key));
  const title = await layoutText(product.name, SERIF, [17, 16, 15, 14, 13], 214, 2);
  const textLines = (x: number) => Array.from({ length: 7 }, (_, i) => `<path d="M${x} ${52 + i * 10}h${i === 6 ? 40 : 68}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1e9d8"/><stop offset="1" stop-color="#e0d2b4"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<path d="M27 38Q76 26 125 40Q174 26 223 38V138Q174 126 125 140Q76 126 27 138Z" fill="${colour}"/>
<path d="M31 32Q78 20 125 34V132Q78 118 31 130Z" fill="#fffdf7" stroke="#cbbd9f"/>
<path d="M219 32Q172 20 125 34V132Q172 118 219 130Z" fill="#fffdf7" stroke="#cbbd9f"/>
<g stroke="#b9ab8e" stroke-width="1.4" stroke-linecap="round">${textLines(46)}${textLines(136)}</g>
<path d="M125 34V132" stroke="#a8987a" stroke-width="1.2"/>
<path d="M168 24V52L175 46L182 52V24Z" fill="${colour}" opacity="0.9"/>
<text x="${w / 2}" y="168" font-family="${SANS}" font-size="11" letter-spacing="3" fill="${colour}" text-anchor="middle">UKÁZKA</text>
${textBlock(title.lines, w / 2, 204, title.size, `font-family="${SERIF}" font-weight="bold" fill="${INK}" text-anchor="middle"`)}
</svg>`;
}

// ---------- banners ----------

function bookStackMotif(x: number, y: number) {
  const book = (dx: number, dy: number, bw: number, fill: string) =>
    `<rect x="${x + dx}" y="${y + dy}" width="${bw}" height="34" rx="3" fill="${fill}"/><rect x="${x + dx + 14}" y="${y + dy + 13}" width="${bw - 60}" height="4" fill="${GOLD}" opacity="0.8"/>`;
  return `<g>${book(-120, 40, 250, '#6e2233')}${book(-105, 4, 220, '#2f5240')}${book(-135, -32, 240, '#9a6b26')}${book(-110, -68, 200, '#4a5666')}
<path d="M${x + 96} ${y - 150}l10 26 28 2-21 18 7 27-24-15-24 15 7-27-21-18 28-2z" fill="${GOLD}"/></g>`;
}

function soundWaveMotif(x: number, y: number) {
  const bars = Array.from({ length: 23 }, (_, i) => {
    const height = 26 + 110 * Math.abs(Math.sin(i * 0.55)) * (1 - Math.abs(i - 11) / 14);
    return `<rect x="${x - 190 + i * 17}" y="${(y - height / 2).toFixed(1)}" width="9" height="${height.toFixed(1)}" rx="4.5"/>`;
  }).join('');
  return `<g fill="${GOLD}" opacity="0.85">${bars}</g>
<g fill="none" stroke="${GOLD}" stroke-width="10" stroke-linecap="round" opacity="0.9"><path d="M${x - 60} ${y - 100}a60 60 0 0 1 120 0"/></g>
<rect x="${x - 78}" y="${y - 108}" width="26" height="44" rx="10" fill="${GOLD}"/><rect x="${x + 52}" y="${y - 108}" width="26" height="44" rx="10" fill="${GOLD}"/>`;
}

function discountMotif(x: number, y: number) {
  return `<circle cx="${x}" cy="${y}" r="130" fill="${GOLD}" opacity="0.12"/><circle cx="${x}" cy="${y}" r="104" fill="none" stroke="${GOLD}" stroke-width="3" stroke-dasharray="10 8"/>
<text x="${x}" y="${y + 28}" font-family="${SERIF}" font-weight="bold" font-size="104" fill="${GOLD}" text-anchor="middle">%</text>
<text x="${x}" y="${y + 76}" font-family="${SANS}" font-weight="bold" font-size="24" fill="${CREAM}" text-anchor="middle">−30 %</text>`;
}

function openBookMotif(x: number, y: number) {
  const lines = (x0: number) => Array.from({ length: 8 }, (_, i) => `<path d="M${x0} ${y - 60 + i * 16}h${i === 7 ? 70 : 120}"/>`).join('');
  return `<path d="M${x - 190} ${y - 92}Q${x - 95} ${y - 120} ${x} ${y - 88}Q${x + 95} ${y - 120} ${x + 190} ${y - 92}V${y + 92}Q${x + 95} ${y + 64} ${x} ${y + 96}Q${x - 95} ${y + 64} ${x - 190} ${y + 92}Z" fill="${CREAM}"/>
<g stroke="#b9ab8e" stroke-width="3" stroke-linecap="round">${lines(x - 160)}${lines(x + 30)}</g>
<path d="M${x} ${y - 88}V${y + 96}" stroke="#a8987a" stroke-width="2"/><path d="M${x + 120} ${y - 106}v60l12-10 12 10v-62z" fill="#6e2233"/>`;
}

async function bannerSvg(banner: Banner) {
  const { width: w, height: h } = BANNER;
  const theme = BANNER_THEMES[banner.category] ?? NEWS_THEME;
  const [from, to] = theme.colours;
  const headline =
    (await fitText(banner.bannerTitle, SERIF, [76, 70, 64], 780, 1)) ?? (await layoutText(banner.bannerTitle, SERIF, [76, 68, 60, 54, 48], 780, 2));
  const headlineHeight = headline.lines.length * headline.size * 1.12;
  const headlineCentre = 150;
  const subtitleY = headlineCentre + headlineHeight / 2 + 38;
  const actionWidth = (await textWidth(theme.action, SANS, true, 22)) + 56;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<g fill="none" stroke="${GOLD}" opacity="0.12"><circle cx="1050" cy="190" r="250" stroke-width="40"/><circle cx="1050" cy="190" r="170" stroke-width="2"/><circle cx="-40" cy="380" r="160" stroke-width="24"/></g>
<rect x="72" y="44" width="6" height="${h - 88}" fill="${GOLD}" opacity="0.85"/>
${textBlock(headline.lines, 110, headlineCentre, headline.size, `font-family="${SERIF}" font-weight="bold" fill="${CREAM}"`, 1.12)}
<text x="110" y="${subtitleY.toFixed(1)}" font-family="${SANS}" font-size="28" fill="${GOLD}">${escapeXml(theme.subtitle)}</text>
<rect x="110" y="${(subtitleY + 30).toFixed(1)}" width="${actionWidth}" height="50" rx="25" fill="${GOLD}"/>
<text x="${110 + actionWidth / 2}" y="${(subtitleY + 62).toFixed(1)}" font-family="${SANS}" font-weight="bold" font-size="22" fill="${to}" text-anchor="middle">${escapeXml(theme.action)}</text>
${theme.motif(1050, 190)}
</svg>`;
}

// ---------- writing images ----------

const publicPath = (url: string) => path.join(ROOT, 'public', url);

async function writeWebp(svg: string, url: string) {
  await sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY, effort: 6 }).toFile(publicPath(url));
}

async function generateImages(catalogue: DemoCatalogue) {
  for (const product of catalogue.products) {
    await writeWebp(await coverSvg(product), product.image);
    if (product.excerpt) await writeWebp(await excerptSvg(product), product.excerpt.image);
  }
  for (const banner of catalogue.banners) await writeWebp(await bannerSvg(banner), banner.image);
}

// ---------- audio ----------

const run = (command: string, args: string[]) =>
  execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    .toString()
    .trim();
const durationOf = (file: string) => Number(run('soxi', ['-D', file]));

/** Speech followed by a soft fading tone, padded so the whole clip lasts 15–30 s. sox -R keeps the dither repeatable. */
function synthesizeMp3(name: string, workDir: string) {
  const verse = DEMO_VERSES[name];
  if (!verse) throw new Error(`No verse text for /demo/audio/${name}.mp3; add it to DEMO_VERSES (api/src/seed/demoVerses.ts)`);
  const speech = path.join(workDir, `${name}-speech.wav`);
  const tone = path.join(workDir, `${name}-tone.wav`);
  const mixed = path.join(workDir, `${name}.wav`);
  run('espeak-ng', ['-v', 'cs', '-s', '140', '-w', speech, spokenTextOf(verse)]);
  const spoken = durationOf(speech);
  const total = Math.min(AUDIO.maxSeconds, Math.max(AUDIO.minSeconds + 2, spoken + 6));
  const toneSeconds = Math.max(1, total - spoken).toFixed(2);
  run('sox', [
    '-R',
    '-n',
    '-r',
    '22050',
    '-c',
    '1',
    '-b',
    '16',
    tone,
    'synth',
    toneSeconds,
    'sine',
    '196',
    'tremolo',
    '0.4',
    '35',
    'fade',
    'q',
    '1',
    toneSeconds,
    '2',
    'vol',
    '0.08',
  ]);
  run('sox', ['-R', speech, tone, mixed, 'trim', '0', String(AUDIO.maxSeconds)]);
  run('lame', ['--quiet', '-b', '32', '-m', 'm', mixed, publicPath(`/demo/audio/${name}.mp3`)]);
}

function generateAudio(catalogue: DemoCatalogue) {
  const names = new Set(catalogue.audio.map((a) => path.basename(a.mp3file, '.mp3')));
  const workDir = mkdtempSync(path.join(tmpdir(), 'demo-audio-'));
  try {
    for (const name of names) synthesizeMp3(name, workDir);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

// ---------- verification ----------

async function checkImage(url: string, expected: { width: number; height: number; maxBytes: number }) {
  const file = publicPath(url);
  if (!existsSync(file)) throw new Error(`Missing ${url}`);
  const { width, height, format } = await sharp(file).metadata();
  if (format !== 'webp' || width !== expected.width || height !== expected.height)
    throw new Error(`${url} is ${format} ${width}x${height}, expected webp ${expected.width}x${expected.height}`);
  const bytes = statSync(file).size;
  if (bytes > expected.maxBytes) throw new Error(`${url} has ${bytes} bytes, limit ${expected.maxBytes}`);
}

function checkMp3(url: string) {
  const file = publicPath(url);
  if (!existsSync(file)) throw new Error(`Missing ${url}`);
  const description = run('file', ['-b', file]);
  if (!/MPEG/.test(description)) throw new Error(`${url} is not MPEG audio: ${description}`);
  const seconds = durationOf(file);
  if (seconds < AUDIO.minSeconds || seconds > AUDIO.maxSeconds + 0.5) throw new Error(`${url} lasts ${seconds} s`);
  return statSync(file).size;
}

async function verify(catalogue: DemoCatalogue) {
  for (const product of catalogue.products) {
    await checkImage(product.image, COVER);
    if (product.excerpt) await checkImage(product.excerpt.image, EXCERPT);
  }
  for (const banner of catalogue.banners) await checkImage(banner.image, BANNER);
  const mp3s = [...new Set(catalogue.audio.map((a) => a.mp3file))];
  const totalBytes = mp3s.map(checkMp3).reduce((a, b) => a + b, 0);
  if (totalBytes > AUDIO.maxTotalBytes) throw new Error(`mp3 files take ${totalBytes} bytes, limit ${AUDIO.maxTotalBytes}`);
  return { images: catalogue.products.length + catalogue.products.filter((p) => p.excerpt).length + catalogue.banners.length, mp3s: mp3s.length };
}

async function main() {
  const catalogue = demoCatalogueSchema.parse(JSON.parse(readFileSync(CATALOGUE_FILE, 'utf8')));
  for (const dir of OUTPUT_DIRS) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  await generateImages(catalogue);
  generateAudio(catalogue);
  const counts = await verify(catalogue);
  console.log(`Generated and verified ${counts.images} images and ${counts.mp3s} mp3 files in public/demo.`);
}

await main();
