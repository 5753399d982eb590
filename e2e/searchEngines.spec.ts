import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import Parser from 'rss-parser';
import sharp from 'sharp';
import { skipCookieBanner, untilAppStarted, untilServiceWorkerControls } from './support/pwa';

// The shop in the web around it (issue 16): search engines read the sitemap and the pages' structured
// data, messengers the link previews, podcast apps the feeds. Against the real server and the demo catalogue.

test.skip(({ isMobile }) => isMobile, 'crawlers, messengers and podcast apps get the same pages and feeds at every size; the desktop project covers them');

interface Product {
  _id: number;
  name: string;
  isbn: string;
  image: string;
  discountedPrice: number;
  countInStock: number;
  numReviews: number;
  rating: number;
  related: { id: number; name: string } | null;
}

interface Audio {
  _id: number;
  audioTitle: string;
  mp3file: string;
  category: string;
}

type JsonLd = Record<string, unknown> & { '@type': string | string[] };

const allProducts = async (request: APIRequestContext) =>
  Promise.all(
    ((await (await request.get('/api/products/all')).json()) as { _id: number }[]).map(
      async ({ _id }) => (await (await request.get(`/api/products/${_id}`)).json()) as Product,
    ),
  );

/** The JSON-LD blocks of the page as it is now. */
const structuredData = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as JsonLd);
const ofType = (blocks: JsonLd[], type: string) => blocks.find((block) => [block['@type']].flat().includes(type));
const metaContent = (page: Page, key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');

test('every address in the sitemap answers 200', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const { urlset } = new XMLParser({ isArray: (name) => name === 'url' }).parse(await response.text()) as { urlset: { url: { loc: string }[] } };
  const locs = urlset.url.map((url) => url.loc);
  expect(locs.length).toBeGreaterThan(80);
  for (const loc of locs) {
    expect(loc.startsWith(`${baseURL}/`), loc).toBe(true);
    expect((await request.get(loc)).status(), loc).toBe(200);
  }
});

test.describe('a product page as a search engine or a messenger reads it (no JavaScript)', () => {
  test.use({ javaScriptEnabled: false });

  test('carries its JSON-LD Book with the offer at the shop’s price, a breadcrumb trail, and a preview with the cover', async ({ page, request, baseURL }) => {
    const products = await allProducts(request);
    const inStock = products.find((p) => p.countInStock > 0 && p.isbn)!;
    const soldOut = products.find((p) => p.countInStock === 0)!;

    await page.goto(`/product/${inStock._id}`);
    const blocks = await structuredData(page);
    const book = ofType(blocks, 'Book')!;
    expect(book['@type']).toContain('Book');
    expect(book).toMatchObject({ name: inStock.name, isbn: inStock.isbn, url: `${baseURL}/product/${inStock._id}`, image: `${baseURL}${inStock.image}` });
    expect(book.offers).toMatchObject({ '@type': 'Offer', price: inStock.discountedPrice, priceCurrency: 'CZK', availability: 'https://schema.org/InStock' });
    expect(book.aggregateRating).toBeUndefined();
    const crumbs = ofType(blocks, 'BreadcrumbList')!.itemListElement as { position: number; name: string; item: string }[];
    expect(crumbs[0]).toMatchObject({ position: 1, item: `${baseURL}/` });
    expect(crumbs.at(-1)).toMatchObject({ name: inStock.name, item: `${baseURL}/product/${inStock._id}` });
    for (const crumb of crumbs) expect((await request.get(crumb.item)).status(), crumb.item).toBe(200);

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/product/${inStock._id}`);
    expect(await metaContent(page, 'og:title')).toBe(inStock.name);
    expect(await metaContent(page, 'og:type')).toBe('book');
    expect(await metaContent(page, 'og:url')).toBe(`${baseURL}/product/${inStock._id}`);
    expect(await metaContent(page, 'og:image')).toBe(`${baseURL}${inStock.image}`);
    expect(await metaContent(page, 'twitter:card')).toBe('summary');
    expect(await metaContent(page, 'twitter:image')).toBe(`${baseURL}${inStock.image}`);
    expect((await request.get(`${baseURL}${inStock.image}`)).status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

    await page.goto(`/product/${soldOut._id}`);
    expect((ofType(await structuredData(page), 'Book')!.offers as { availability: string }).availability).toBe('https://schema.org/OutOfStock');
  });

  test('rates the book once reviews are approved (AggregateRating), and only then', async ({ page, request }) => {
    const product = (await allProducts(request)).find((p) => p.numReviews === 0);
    const signIn = async (email: string, password: string) => ({
      Authorization: `Bearer ${(await (await request.post('/api/users/login', { data: { email, password } })).json()).token}`,
    });
    const customer = await signIn('zakaznik@slovozivota.cz', 'zakaznik1234');
    const admin = await signIn('admin@slovozivota.cz', 'admin1234');
    expect(
      (
        await request.post(`/api/products/${product!._id}/reviews`, { headers: customer, data: { rating: 4, comment: 'Srozumitelná a hluboká kniha.' } })
      ).status(),
    ).toBe(201);
    await page.goto(`/product/${product!._id}`);
    expect(ofType(await structuredData(page), 'Book')!.aggregateRating).toBeUndefined();

    const review = (await (await request.get(`/api/admin/reviews`, { headers: admin })).json()) as unknown;
    const reviewId = JSON.stringify(review).match(new RegExp(`"_id":(\\d+),"name":"[^"]*","rating":4,"comment":"Srozumitelná a hluboká kniha\\."`))?.[1];
    expect((await request.put(`/api/products/${product!._id}/reviews/acknowledge`, { headers: admin, data: { reviewId: Number(reviewId) } })).status()).toBe(
      200,
    );
    const approved = (await (await request.get(`/api/products/${product!._id}`)).json()) as Product;
    await page.goto(`/product/${product!._id}`);
    expect(ofType(await structuredData(page), 'Book')!.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: Math.round(approved.rating * 10) / 10,
      reviewCount: approved.numReviews,
      bestRating: 5,
      worstRating: 1,
    });
    await request.delete(`/api/products/${product!._id}/reviews/${reviewId}`, { headers: admin });
  });

  test('a podcast page offers its feed to podcast apps and describes itself as a PodcastSeries', async ({ page, baseURL }) => {
    await page.goto('/words-of-life');
    await expect(page.getByRole('link', { name: 'Odebírat v podcastové aplikaci' })).toHaveAttribute('href', '/podcast/slova-zivota.xml');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', `${baseURL}/podcast/slova-zivota.xml`);
    expect(ofType(await structuredData(page), 'PodcastSeries')).toMatchObject({
      name: 'Slova života a pravdy',
      url: `${baseURL}/words-of-life`,
      webFeed: `${baseURL}/podcast/slova-zivota.xml`,
      image: `${baseURL}/podcast/slova-zivota.jpg`,
      inLanguage: 'cs',
    });
    await page.goto('/life-study');
    await expect(page.getByRole('link', { name: 'Odebírat v podcastové aplikaci' })).toHaveAttribute('href', '/podcast/studium-zivota.xml');
  });
});

test('the podcast feeds name every public recording with an enclosure that answers 200 with its length, and square artwork', async ({ request, baseURL }) => {
  const parser = new Parser();
  const audios = ((await (await request.get('/api/audio?pageSize=500')).json()) as { audios: Audio[] }).audios;
  for (const [slug, category] of [
    ['slova-zivota', 'Slova života'],
    ['studium-zivota', 'Studium života'],
  ]) {
    const response = await request.get(`/podcast/${slug}.xml`);
    expect(response.status()).toBe(200);
    const feed = await parser.parseString(await response.text());
    const recordings = audios.filter((audio) => audio.category === category);
    expect(recordings.length).toBeGreaterThan(0);
    expect(feed.items.map((item) => item.title).sort()).toEqual(recordings.map((audio) => audio.audioTitle).sort());
    for (const item of feed.items) {
      const enclosure = item.enclosure!;
      expect(enclosure.url.startsWith(`${baseURL}/`)).toBe(true);
      const file = await request.get(enclosure.url);
      expect(file.status(), enclosure.url).toBe(200);
      expect((await file.body()).length).toBe(Number(enclosure.length));
    }
    const artwork = await request.get(feed.itunes!.image!);
    expect(artwork.status()).toBe(200);
    const { width, height, format, space } = await sharp(await artwork.body()).metadata();
    expect({ format, space, square: width === height }).toEqual({ format: 'jpeg', space: 'srgb', square: true });
    expect(width).toBeGreaterThanOrEqual(1400);
    expect(width).toBeLessThanOrEqual(3000);
  }
});

test('the price comparison feeds point at product pages and pictures that answer 200', async ({ request }) => {
  for (const feed of ['heureka', 'zbozi']) {
    const { SHOP } = new XMLParser({ isArray: (name) => name === 'SHOPITEM' }).parse(await (await request.get(`/feeds/${feed}.xml`)).text()) as {
      SHOP: { SHOPITEM: { URL: string; IMGURL: string }[] };
    };
    expect(SHOP.SHOPITEM.length).toBeGreaterThan(10);
    for (const item of SHOP.SHOPITEM.slice(0, 5)) {
      expect((await request.get(item.URL)).status(), item.URL).toBe(200);
      expect((await request.get(item.IMGURL)).status(), item.IMGURL).toBe(200);
    }
  }
});

test.describe('account and checkout screens stay out of search results', () => {
  test.use({ serviceWorkers: 'block' });
  test.beforeEach(({ page }) => skipCookieBanner(page));

  test('they answer X-Robots-Tag: noindex and carry robots noindex once the app shows them; public screens do neither', async ({ page, request }) => {
    for (const path of ['/login', '/register', '/profile', '/cart', '/shipping', '/payment', '/placeorder', '/favorites', '/admin/productlist']) {
      expect((await request.get(path)).headers()['x-robots-tag'], path).toBe('noindex');
    }
    for (const path of ['/', '/about', '/words-of-life', '/sitemap.xml']) expect((await request.get(path)).headers()['x-robots-tag'], path).toBeUndefined();

    await page.goto('/cart');
    await untilAppStarted(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await page.getByRole('link', { name: 'Slovo života – křesťanské knihy, úvodní stránka' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Naše publikace' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  });
});

test.describe('moving between screens in the app', () => {
  test.use({ serviceWorkers: 'block' });
  test.beforeEach(({ page }) => skipCookieBanner(page));

  test('keeps the canonical address, the preview and the structured data those of the screen shown', async ({ page, request, baseURL }) => {
    const product = (await allProducts(request)).find((p) => p.related)!;
    await page.goto(`/product/${product._id}`);
    await untilAppStarted(page);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await page.getByRole('link', { name: product.related!.name, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: product.related!.name })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/product/${product.related!.id}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', product.related!.name);
    await expect.poll(async () => (await structuredData(page)).map((block) => block.name ?? block['@type'])).toEqual([product.related!.name, 'BreadcrumbList']);
    await expect(page).toHaveTitle(`${product.related!.name} – Slovo života`);

    await page.getByRole('link', { name: 'Slovo života – křesťanské knihy, úvodní stránka' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Naše publikace' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  });
});

test.describe('with the app installed (its service worker controls the page)', () => {
  test.beforeEach(({ page }) => skipCookieBanner(page));

  test('the feeds, the sitemap and robots.txt still come from the server, not as the app’s shell', async ({ page }) => {
    await page.goto('/words-of-life');
    await untilServiceWorkerControls(page);
    for (const [path, type] of [
      ['/feeds/heureka.xml', 'application/xml'],
      ['/sitemap.xml', 'application/xml'],
      ['/robots.txt', 'text/plain'],
      ['/podcast/slova-zivota.xml', 'application/rss+xml'],
    ] as const) {
      const response = await page.goto(path).catch((error: Error) => error);
      if (response instanceof Error) {
        // A browser may save a feed instead of showing it; then it came from the server as a feed.
        expect(response.message, path).toContain('Download is starting');
        continue;
      }
      expect(response!.headers()['content-type'], path).toContain(type);
      expect(response!.fromServiceWorker(), path).toBe(false);
    }
  });
});
