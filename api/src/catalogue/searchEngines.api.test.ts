import { request } from 'node:http';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALPHABETICAL_SLUG, CATEGORIES } from '@contract/catalogue';
import { PRIVATE_PATH_PREFIXES } from '@contract/crawling';
import { seedDemoCatalogue } from '../seed/seedDemo';
import { startTestServer, type TestServer } from '../../test/testServer';

// /sitemap.xml and /robots.txt, built on the configured PUBLIC_URL, never on the address a request
// names. (That every address in the sitemap answers 200 is tested in the browser suite, which has the pages.)

const PUBLIC_URL = 'https://obchod.example.cz';
let server: TestServer;

/** A GET with a Host header of the asker's choosing, as a request through another name of the server would have. */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    request({ host: url.hostname, port: url.port, path: url.pathname, headers: { Host: host } }, (response) => {
      let body = '';
      response
        .setEncoding('utf8')
        .on('data', (chunk: string) => (body += chunk))
        .on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  server = await startTestServer({ config: { publicUrl: PUBLIC_URL } });
  await seedDemoCatalogue(server.db);
});
afterAll(() => server.close());

describe('the sitemap', () => {
  it('lists home, the categories, every product, every excerpt, the podcast and info pages, on PUBLIC_URL whatever host was asked', async () => {
    const { status, body } = await getWithHost('/sitemap.xml', 'evil.example');
    expect(status).toBe(200);
    expect(XMLValidator.validate(body)).toBe(true);
    const { urlset } = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' }).parse(body) as {
      urlset: { '@_xmlns': string; url: { loc: string; lastmod?: string }[] };
    };
    expect(urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = urlset.url.map((u) => u.loc);
    expect(locs.every((loc) => loc.startsWith(`${PUBLIC_URL}/`))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);

    const products = await server.db.selectFrom('products').select(['id', 'excerpt_text', 'updated_at']).execute();
    const expected = [
      '/',
      '/words-of-life',
      '/life-study',
      '/video',
      '/library',
      '/about',
      '/safety-privacy',
      '/trade-rules',
      '/contact',
      ...[ALPHABETICAL_SLUG, ...CATEGORIES.map((c) => c.slug)].map((slug) => encodeURI(`/eshop/${slug}`)),
      ...products.map((p) => `/product/${p.id}`),
      ...products.filter((p) => p.excerpt_text).map((p) => `/library/${p.id}`),
    ];
    for (const path of expected) expect(locs, path).toContain(PUBLIC_URL + path);
    expect(locs).toContain(`${PUBLIC_URL}/eshop/k%C5%99es%C5%A5ansk%C3%A1-praxe`);
    expect(urlset.url.find((u) => u.loc === `${PUBLIC_URL}/product/${products[0]!.id}`)?.lastmod).toBe(products[0]!.updated_at.slice(0, 10));
    // Nothing private.
    expect(locs.some((loc) => /\/(admin|cart|profile|login|order|shipping|payment|placeorder)/.test(loc))).toBe(false);
  });

  it('follows the catalogue: a deleted product leaves it', async () => {
    const { id } = await server.db.selectFrom('products').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect((await getWithHost('/sitemap.xml', 'localhost')).body).toContain(`<loc>${PUBLIC_URL}/product/${id}</loc>`);
    await server.db
      .deleteFrom('product_related')
      .where((eb) => eb.or([eb('product_id', '=', id), eb('related_id', '=', id)]))
      .execute();
    await server.db.deleteFrom('products').where('id', '=', id).execute();
    expect((await getWithHost('/sitemap.xml', 'localhost')).body).not.toContain(`<loc>${PUBLIC_URL}/product/${id}</loc>`);
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the staff, account and checkout screens and names the sitemap on PUBLIC_URL', async () => {
    const { status, body } = await getWithHost('/robots.txt', 'evil.example');
    expect(status).toBe(200);
    const lines = body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    expect(disallowed).toEqual(['/api/', ...PRIVATE_PATH_PREFIXES]);
    // A screen of each kind the spec keeps out of search engines, as a crawler would match it.
    for (const screen of ['/admin/orders', '/profile', '/registerLink/abc', '/cart', '/placeorder', '/order/42']) {
      expect(disallowed.some((prefix) => screen.startsWith(prefix))).toBe(true);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(lines.some((line) => /^Disallow: \/(product|eshop|library|words-of-life|podcast|feeds)/.test(line))).toBe(false);
  });
});
