// The public screens as the server renders them (api/src/http/renderedPages.ts) from the built app:
// an address with nothing at it answers 404, so search engines do not index it, and a page names
// its screen's JavaScript for the browser to fetch at once. Needs the app built into dist (npm run build).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_FILE } from '@contract/appBuild';
import { RENDERER_DIR } from './renderedPages';
import { insertProduct } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/testServer';

const BUILT_APP = resolve('dist');

let server: TestServer;
let productId: number;

beforeAll(async () => {
  if (!existsSync(resolve(BUILT_APP, RENDERER_DIR, 'entry-server.js'))) throw new Error(`${BUILT_APP} has no server renderer: run npm run build first.`);
  server = await startTestServer({ config: { staticDir: BUILT_APP }, site: true });
  productId = await insertProduct(server.db, { name: 'Normální křesťanský život', price: 249_00 });
});
afterAll(() => server?.close());

const page = async (path: string) => {
  const response = await fetch(server.url + path);
  return { status: response.status, html: await response.text() };
};
const NOINDEX = /<meta name="robots" content="noindex"/;

describe('a server-rendered address with nothing at it', () => {
  it('an unknown product answers 404 with the app’s page saying "Produkt nenalezen", kept out of search results', async () => {
    const { status, html } = await page('/product/999999');
    expect(status).toBe(404);
    expect(html).toContain('<title>Produkt nenalezen – Slovo života</title>');
    expect(html).toMatch(/role="alert"[^>]*>(<[^>]+>)*Produkt nenalezen/);
    expect(html).toMatch(NOINDEX);
    expect(html).not.toContain('rel="canonical"');
  });

  it('a malformed product id answers 404 as well, with the server’s message', async () => {
    const { status, html } = await page('/product/neni-to-cislo');
    expect(status).toBe(404);
    expect(html).toContain('<title>Produkt nenalezen – Slovo života</title>');
    expect(html).toContain('Neplatné ID produktu');
    expect(html).toMatch(NOINDEX);
  });

  it('the excerpt of an unknown product answers 404 as well, kept out of search results', async () => {
    const { status, html } = await page('/library/999999');
    expect(status).toBe(404);
    expect(html).toContain('<title>Produkt nenalezen – Slovo života</title>');
    expect(html).toMatch(NOINDEX);
  });

  it('an unknown category answers 404 with "Kategorie nenalezena"', async () => {
    const { status, html } = await page('/eshop/neexistujici-kategorie');
    expect(status).toBe(404);
    expect(html).toContain('Kategorie nenalezena');
    expect(html).toMatch(NOINDEX);
  });

  it('an unknown address still answers 404 with "Stránka nenalezena"', async () => {
    const { status, html } = await page('/tahle-stranka-neni');
    expect(status).toBe(404);
    expect(html).toContain('Stránka nenalezena');
    expect(html).toMatch(NOINDEX);
  });

  it('a product that exists answers 200, indexable, under its canonical address', async () => {
    const { status, html } = await page(`/product/${productId}`);
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Normální křesťanský život<\/h1>/);
    expect(html).not.toMatch(NOINDEX);
    expect(html).toContain(`rel="canonical" href="${server.url}/product/${productId}"`);
  });
});

describe('a server-rendered page names the app’s and its screen’s JavaScript, for its script to fetch after the first paint', () => {
  /** The files the page's app-chunks template links, each checked to be in the build; the head links none of them itself. */
  const preloadedFiles = (html: string) => {
    const head = html.slice(0, html.indexOf('</head>'));
    const template = /<template id="app-chunks">(.*?)<\/template>/.exec(head)?.[1] ?? '';
    const files = [...template.matchAll(/<link rel="modulepreload" href="\/(assets\/[^"]+\.js)"\/?>/g)].map(([, file]) => file!);
    for (const file of files) {
      expect(existsSync(resolve(BUILT_APP, file)), file).toBe(true);
      // Fetched before the first paint, they would hold it up on a slow connection.
      expect(head.replace(template, '')).not.toContain(file);
    }
    return files;
  };

  it('a product page names React, the app and the product screen’s chunk with the chunks it imports, not the page’s own script', async () => {
    const files = preloadedFiles((await page(`/product/${productId}`)).html);
    expect(files).toContainEqual(expect.stringMatching(/^assets\/ProductPage-[\w-]+\.js$/));
    expect(files).toContainEqual(expect.stringMatching(/^assets\/react-[\w-]+\.js$/));
    expect(files).toContainEqual(expect.stringMatching(/^assets\/start-[\w-]+\.js$/));
    expect(files).not.toContainEqual(expect.stringMatching(/^assets\/HomePage-/));
    expect(files).not.toContainEqual(expect.stringMatching(/^assets\/(index|page)-/));
  });

  it('before the first paint, a page fetches only its own small script: the entry and the page chunk', async () => {
    const { html } = await page('/');
    const head = html.slice(0, html.indexOf('</head>')).replace(/<template[\s\S]*?<\/template>/, '');
    const scripts = [...head.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(([, file]) => file!);
    expect(scripts.map((file) => file.replace(/-[\w-]+\.js$/, ''))).toEqual(['assets/index', 'assets/page']);
  });

  it('the home page preloads the home screen’s chunk, not the product screen’s', async () => {
    const files = preloadedFiles((await page('/')).html);
    expect(files).toContainEqual(expect.stringMatching(/^assets\/HomePage-[\w-]+\.js$/));
    expect(files).not.toContainEqual(expect.stringMatching(/^assets\/ProductPage-/));
  });

  it('the recordings page names no chunk with zod, which only forms and the staff screens need (25 KB gzip more to run before its first tap is answered)', async () => {
    const files = preloadedFiles((await page('/words-of-life')).html);
    expect(files).toContainEqual(expect.stringMatching(/^assets\/WordsOfLifePage-[\w-]+\.js$/));
    // Every zod schema carries its internals under `_zod`; no other code the app loads names it.
    for (const file of files) expect(readFileSync(resolve(BUILT_APP, file), 'utf8').includes('_zod'), file).toBe(false);
  });

  it('the recordings page sends each episode in plain elements, under 1 KB, and its topics without Mantine’s components', async () => {
    // Before: 207 KB of HTML for the demo's 63 episodes, each row about 1.9 KB with three SVG icons,
    // and a Mantine Button, Title and Stack per topic for the app to hydrate on a phone.
    const episodes: Array<[title: string, subcategory: string]> = [
      ['Kristus jako život – 1. část', 'Kristus jako život'],
      ['Kristus jako život – 2. část', 'Kristus jako život'],
      ['O Duchu – 1. část', 'O Duchu'],
    ];
    for (const [title, subcategory] of episodes)
      await server.db
        .insertInto('audio')
        .values({ audio_title: title, audio_title_folded: title.toLowerCase(), mp3file: '/demo/audio/jan-1-1.mp3', category: 'Slova života', subcategory })
        .execute();
    const { html } = await page('/words-of-life');
    const rows = [...html.matchAll(/<li [^>]*id="dil-\d+">[\s\S]*?<\/li>/g)].map(([row]) => row);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).not.toContain('<svg');
      expect(row.length).toBeLessThan(1024);
    }
    const topics = html.slice(html.indexOf('aria-label="Témata"'), html.lastIndexOf('id="dil-'));
    expect(topics).toContain('O Duchu');
    expect(topics).not.toMatch(/mantine-(Button|Title|Stack|SimpleGrid)-root/);
  });

  it('the build’s manifest the server reads them from is not served', async () => {
    expect(existsSync(resolve(BUILT_APP, MANIFEST_FILE))).toBe(true);
    expect((await page(`/${MANIFEST_FILE}`)).status).toBe(404);
  });
});

describe('a server-rendered page plays a tapped recording before the app has started', () => {
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('the recordings page carries the early play script once, and its policy allows its inline scripts by their hashes and no others', async () => {
    const response = await fetch(`${server.url}/words-of-life`);
    const inlineScripts = [...(await response.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => text!);
    expect(inlineScripts.filter((text) => text.includes('window.earlyPlayback'))).toHaveLength(1);
    const directives = response.headers
      .get('Content-Security-Policy')!
      .split(';')
      .map((directive) => directive.trim().split(/\s+/));
    const scriptSources = directives.find(([name]) => name === 'script-src')!.slice(1);
    expect(scriptSources.sort()).toEqual(["'self'", ...new Set(inlineScripts.map(sha256))].sort());
  });
});
