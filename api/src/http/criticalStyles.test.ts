import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criticalStyles } from './criticalStyles';

// A stylesheet as Mantine writes them: plain classes, :where() with :not() inside, attribute
// variants, media queries, an animation and the theme's variables.
const STYLESHEET = [
  ':root{--mantine-color-text:#000}',
  '.card{padding:4px}',
  '.card:where(:not(:first-of-type)){margin-top:8px}',
  '.card[data-variant=filled]{background:navy}',
  '.card[data-variant=light]{background:white}',
  '.table{border:1px solid}',
  '.table td{padding:2px}',
  '@media (min-width:48em){.card{padding:8px}.table{width:100%}}',
  '@keyframes fade{from{opacity:0}to{opacity:1}}',
  'a:hover{color:red}',
].join('');
const LINK = '<link rel="stylesheet" crossorigin href="/assets/style-test.css">';
const page = (body: string) => `<!doctype html><html><head>${LINK}</head><body>${body}</body></html>`;
const inlineStyles = (html: string) => /<style>(.*?)<\/style>/s.exec(html)?.[1];

let staticDir: string;
let withCriticalStyles: ReturnType<typeof criticalStyles>;

beforeAll(() => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'critical-styles-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'assets/style-test.css'), STYLESHEET);
  withCriticalStyles = criticalStyles(staticDir);
});
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

describe('a rendered page’s critical styles', () => {
  it('are the rules its own elements can match, in the stylesheet’s order, also those under :where(:not(…)) and in media queries', async () => {
    const styles = inlineStyles(await withCriticalStyles(page('<div class="card" data-variant="light"><a href="/">Domů</a></div>')));
    expect(styles).toBe(
      ':root{--mantine-color-text:#000}.card{padding:4px}.card:where(:not(:first-of-type)){margin-top:8px}.card[data-variant=light]{background:white}' +
        '@media (min-width:48em){.card{padding:8px}}@keyframes fade{from{opacity:0}to{opacity:1}}a:hover{color:red}',
    );
  });

  it('leave out what the page does not show: another variant, another component, an element it lacks', async () => {
    const styles = inlineStyles(await withCriticalStyles(page('<div class="card" data-variant="light"></div>')))!;
    expect(styles).not.toContain('filled');
    expect(styles).not.toContain('.table');
    expect(styles).not.toContain('a:hover');
  });

  it('come with the whole stylesheet linked as print-only, for the app to apply, and no stylesheet that holds the first paint', async () => {
    const html = await withCriticalStyles(page('<table class="table"><tr><td>1</td></tr></table>'));
    expect(html).toContain('<link media="print" data-full-styles rel="stylesheet" crossorigin href="/assets/style-test.css">');
    expect(html).not.toContain(LINK);
    expect(inlineStyles(html)).toContain('.table td{padding:2px}@media (min-width:48em){.table{width:100%}}');
  });

  it('leave a page without the app’s stylesheet link as it is', async () => {
    const html = '<!doctype html><html><head></head><body><p>Offline</p></body></html>';
    expect(await withCriticalStyles(html)).toBe(html);
  });
});
