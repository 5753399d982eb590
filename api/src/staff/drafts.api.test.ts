import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffAudioListJson, StaffBannerListJson, StaffVideoListJson } from '@contract/admin/media';
import type { AdminProductListJson } from '@contract/admin/products';
import type { StaffRecord } from '@contract/admin/records';
import type {
  AudioJson,
  AudioListJson,
  BannerJson,
  BannerListJson,
  LibraryListJson,
  ProductCardJson,
  ProductJson,
  ProductListJson,
  VideoJson,
  VideoListJson,
} from '@contract/catalogue';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { type Customer, signedInCustomer } from '../../test/customers';
import { insertProduct } from '../../test/fixtures';
import { type Staff, signInDemoAccounts } from '../../test/staff';
import { call, startTestServer, type TestServer, withJson, withToken } from '../../test/testServer';

// 'Vytvořit produkt' (and 'Přidat' audio, video, banner) makes a draft. Until staff first save it
// valid, a visitor or a customer meets it nowhere; staff see it marked; 'Zrušit' throws it away.
// The drafts here are given a full record straight in the database, so each public place would
// show them (in stock, priced, in a category, with an excerpt and a readable recording) were they
// not drafts.

let server: TestServer;
let accounts: Staff;
let customer: Customer;

const admin = () => accounts.admin.token;
const assistant = () => accounts.assistant.token;
const text = async (path: string) => (await fetch(server.url + path)).text();
const message = (body: unknown) => (body as { message: string }).message;

const BOOKS = { slug: 'Boží-ekonomie', name: 'Boží ekonomie' };
const DEMO_MP3 = '/demo/audio/1jan-1-7.mp3';
const author = 'Watchman Nee';

/** What a filled-in product form sends. */
const productForm = (name: string) => ({ name, author, price: '250', countInStock: 5, category: BOOKS.name, description: 'Kniha o církvi.' });

beforeAll(async () => {
  server = await startTestServer();
  accounts = await signInDemoAccounts(server);
  customer = await signedInCustomer(server.db, 'Jana Nováková', 'jana.novakova@example.cz');
});
afterAll(() => server.close());

/** POST /api/products as the administrator, then the record filled in as if typed, still a draft. */
async function productDraft(name: string): Promise<number> {
  const { status, body } = await call<StaffRecord<ProductJson>>(server, '/api/products', withToken(admin(), 'POST'));
  expect(status).toBe(201);
  expect(body).toMatchObject({ name: 'Nový produkt', isDraft: true });
  await server.db
    .updateTable('products')
    .set({
      name,
      author,
      price: 25000,
      discounted_price: 25000,
      count_in_stock: 5,
      category: BOOKS.name,
      excerpt_text: 'Ukázka z knihy.',
      isbn: '9788090000000',
    })
    .where('id', '=', body._id)
    .execute();
  return body._id;
}

describe('a product draft', () => {
  let draft: number;
  let published: number;

  beforeAll(async () => {
    published = await insertProduct(server.db, { name: 'Tajemství církve', category: BOOKS.name, excerpt_text: 'Ukázka.', isbn: '9788090000001' });
    // The visitor's list is cached before the draft exists, and asked again after.
    expect((await call<ProductListJson>(server, '/api/products')).body.products.map((p) => p._id)).toEqual([published]);
    draft = await productDraft('Tajný koncept');
    await server.db.insertInto('product_related').values({ product_id: published, position: 1, related_id: draft }).execute();
  });

  it('is in no list, category, search, A–Z list or reading room a visitor sees', async () => {
    const ids = (products: { _id: number }[]) => products.map((p) => p._id);
    expect(ids((await call<ProductListJson>(server, '/api/products')).body.products)).toEqual([published]);
    expect(ids((await call<ProductListJson>(server, `/api/products?category=${encodeURIComponent(BOOKS.slug)}`)).body.products)).toEqual([published]);
    expect((await call<ProductListJson>(server, '/api/products?keyword=tajny')).body.products).toEqual([]);
    expect(ids((await call<ProductListJson>(server, '/api/products?keyword=taj*')).body.products)).toEqual([published]);
    expect(ids((await call<ProductListJson>(server, `/api/products?keyword=tajny&category=${encodeURIComponent(BOOKS.slug)}`)).body.products)).toEqual([]);
    expect(ids((await call<ProductCardJson[]>(server, '/api/products/all')).body)).toEqual([published]);
    expect(ids((await call<LibraryListJson>(server, '/api/products/library')).body.products)).toEqual([published]);
  });

  it('answers 404 with a Czech message to a visitor and to a customer, and is no related title', async () => {
    expect(await call(server, `/api/products/${draft}`)).toEqual({ status: 404, body: { message: 'Produkt nenalezen' } });
    expect((await call(server, `/api/products/${draft}`, withToken(customer.token))).status).toBe(404);
    expect((await call<ProductJson>(server, `/api/products/${published}`)).body.related).toBeNull();
  });

  it('is in no price comparison feed and not in the sitemap', async () => {
    for (const feed of ['/feeds/heureka.xml', '/feeds/zbozi.xml']) {
      const xml = await text(feed);
      expect(xml).toContain('Tajemství církve');
      expect(xml).not.toContain('Tajný koncept');
    }
    const sitemap = await text('/sitemap.xml');
    expect(sitemap).toContain(`/product/${published}<`);
    expect(sitemap).not.toContain(`/product/${draft}<`);
    expect(sitemap).not.toContain(`/library/${draft}<`);
  });

  it('cannot be put in a cart, ordered, favoured or reviewed', async () => {
    const cart = await call<{ cartItems: unknown[] }>(server, '/api/cart', withJson('PUT', { cartItems: [{ product: draft, qty: 1 }] }, customer.token));
    expect(cart.status).toBe(200);
    expect(cart.body.cartItems).toEqual([]);
    const order = {
      orderItems: [{ product: draft, qty: 1, name: 'Tajný koncept', price: 250 }],
      shippingAddress: { name: 'Jana Nováková', address: 'Dlouhá 12', city: 'Praha', postalCode: '11000', country: 'čr' },
      paymentMethod: PAYMENT_METHODS.bankTransfer,
    };
    const ordered = await call(server, '/api/orders', withJson('POST', order, customer.token));
    expect(ordered.status).toBe(409);
    expect(message(ordered.body)).toContain('Tajný koncept');
    expect(await server.db.selectFrom('orders').select('id').execute()).toEqual([]);
    expect(await call(server, `/api/products/${draft}/favorites`, withToken(customer.token, 'PUT'))).toEqual({
      status: 404,
      body: { message: 'Produkt nenalezen' },
    });
    const review = await call(server, `/api/products/${draft}/reviews`, withJson('POST', { rating: 5, comment: 'Skvělé' }, customer.token));
    expect(review).toEqual({ status: 404, body: { message: 'Produkt nenalezen' } });
  });

  it('cannot be chosen as a related title', async () => {
    const answer = await call(server, `/api/products/${published}`, withJson('PUT', { ...productForm('Tajemství církve'), related: draft }, admin()));
    expect(answer).toEqual({ status: 400, body: { message: `Související titul s ID ${draft} neexistuje.` } });
  });

  it('is in the staff list and on its edit page, marked as a draft; assistants and customers are refused', async () => {
    const list = await call<AdminProductListJson>(server, '/api/admin/products', withToken(admin()));
    expect(list.body.products.map((p) => [p._id, p.isDraft])).toEqual([
      [draft, true],
      [published, false],
    ]);
    const edit = await call<StaffRecord<ProductJson>>(server, `/api/admin/products/${draft}`, withToken(admin()));
    expect(edit.body).toMatchObject({ _id: draft, name: 'Tajný koncept', isDraft: true });
    expect((await call(server, `/api/admin/products/${draft}`, withToken(assistant()))).status).toBe(403);
    expect((await call(server, `/api/admin/products/${draft}`, withToken(customer.token))).status).toBe(403);
    expect(await call(server, '/api/admin/products/999999', withToken(admin()))).toEqual({ status: 404, body: { message: 'Produkt nenalezen' } });
  });

  it('stays a draft when a save is refused, and becomes public, searchable and listed when saved valid', async () => {
    const refused = await call(server, `/api/products/${draft}`, withJson('PUT', { ...productForm('Tajný koncept'), author: '' }, admin()));
    expect(refused).toEqual({ status: 400, body: { message: 'Zadejte autora' } });
    expect((await call(server, `/api/products/${draft}`)).status).toBe(404);

    const saved = await call<StaffRecord<ProductJson>>(server, `/api/products/${draft}`, withJson('PUT', productForm('Tajný koncept'), admin()));
    expect(saved.status).toBe(200);
    expect(saved.body.isDraft).toBe(false);
    expect((await call<ProductJson>(server, `/api/products/${draft}`)).body).toMatchObject({ _id: draft, name: 'Tajný koncept', price: 250 });
    expect((await call<ProductListJson>(server, '/api/products?keyword=tajny')).body.products.map((p) => p._id)).toEqual([draft]);
    expect((await call<ProductListJson>(server, '/api/products')).body.products.map((p) => p._id)).toEqual([draft, published]);
    expect((await call<ProductJson>(server, `/api/products/${published}`)).body.related).toEqual({ id: draft, name: 'Tajný koncept' });
    expect(await text('/sitemap.xml')).toContain(`/product/${draft}<`);
    expect(await text('/feeds/heureka.xml')).toContain('Tajný koncept');
  });

  it("is refused by 'Zrušit' once saved: 409, and the product stays", async () => {
    const answer = await call(server, `/api/products/${draft}/draft`, withToken(admin(), 'DELETE'));
    expect(answer).toEqual({ status: 409, body: { message: 'Záznam už je uložený, proto se jako koncept nezahodí. Smazat ho lze v seznamu.' } });
    expect((await call(server, `/api/products/${draft}`)).status).toBe(200);
  });
});

describe('a product draft and the shop-wide sale', () => {
  it('is not counted in the sale preview, and has no price history until it is first saved', async () => {
    const draft = await productDraft('Koncept ve slevě');
    const publicCount = (await call<ProductCardJson[]>(server, '/api/products/all')).body.length;
    expect(await call(server, '/api/products/discount', withJson('POST', { discount: 10 }, admin()))).toEqual({
      status: 200,
      body: { message: 'Akcia vytvorená' },
    });
    const overview = await call<{ preview: { totalProducts: number } }>(server, '/api/admin/sale?discount=10', withToken(admin()));
    expect(overview.body.preview.totalProducts).toBe(publicCount);
    const history = () => server.db.selectFrom('price_history').select('price').where('product_id', '=', draft).execute();
    expect(await history()).toEqual([]);
    await call(server, `/api/products/${draft}`, withJson('PUT', productForm('Koncept ve slevě'), admin()));
    expect(await history()).toEqual([{ price: 22500 }]);
    expect((await call(server, '/api/products/discount', withJson('POST', { discount: 0 }, admin()))).status).toBe(200);
    await call(server, `/api/products/${draft}`, withToken(admin(), 'DELETE'));
  });
});

describe("'Zrušit' on a product never saved", () => {
  it('deletes the draft: gone from the staff list and its edit page', async () => {
    const draft = await productDraft('Zahozený koncept');
    expect(await call(server, `/api/products/${draft}/draft`, withToken(admin(), 'DELETE'))).toEqual({ status: 200, body: { message: 'Koncept zahozen' } });
    expect((await call(server, `/api/admin/products/${draft}`, withToken(admin()))).status).toBe(404);
    const list = await call<AdminProductListJson>(server, '/api/admin/products', withToken(admin()));
    expect(list.body.products.map((p) => p.name)).not.toContain('Zahozený koncept');
    expect(await call(server, `/api/products/${draft}/draft`, withToken(admin(), 'DELETE'))).toEqual({ status: 404, body: { message: 'Produkt nenalezen' } });
  });

  it('is for administrators only', async () => {
    const draft = await productDraft('Cizí koncept');
    expect((await call(server, `/api/products/${draft}/draft`, withToken(customer.token, 'DELETE'))).status).toBe(403);
    expect((await call(server, `/api/products/${draft}/draft`, { method: 'DELETE' })).status).toBe(401);
    expect((await call(server, `/api/admin/products/${draft}`, withToken(admin()))).status).toBe(200);
  });
});

describe('audio, video and banner drafts', () => {
  /** POST as the assistant, then the record filled in straight in the database, still a draft. */
  async function mediaDraft(segment: 'audio' | 'video' | 'banner', fill: Record<string, string>): Promise<number> {
    const { status, body } = await call<{ _id: number; isDraft: boolean }>(server, `/api/${segment}`, withToken(assistant(), 'POST'));
    expect(status).toBe(201);
    expect(body.isDraft).toBe(true);
    const table = ({ audio: 'audio', video: 'videos', banner: 'banners' } as const)[segment];
    await server.db.updateTable(table).set(fill).where('id', '=', body._id).execute();
    return body._id;
  }

  const recording = { audioTitle: 'Veřejná nahrávka', mp3file: DEMO_MP3, category: 'Slova života', subcategory: 'Spasení' };
  let audio: number;
  let video: number;
  let banner: number;

  beforeAll(async () => {
    const saved = await call<AudioJson>(server, '/api/audio', withToken(assistant(), 'POST'));
    await call(server, `/api/audio/${saved.body._id}`, withJson('PUT', recording, assistant()));
    audio = await mediaDraft('audio', { audio_title: 'Tajná nahrávka', mp3file: DEMO_MP3, category: 'Slova života', subcategory: 'Spasení' });
    video = await mediaDraft('video', { video_title: 'Tajné video', code: 'dQw4w9WgXcQ' });
    banner = await mediaDraft('banner', { banner_title: 'Tajný banner', image: '/uploads/banner.webp', category: 'Novinky' });
  });

  it('are in no public list, audio search or podcast feed', async () => {
    const audios = async (query: string) => (await call<AudioListJson>(server, `/api/audio${query}`)).body.audios.map((a) => a.audioTitle);
    expect(await audios('')).toEqual(['Veřejná nahrávka']);
    expect(await audios('?keyword=Spasen%C3%AD')).toEqual(['Veřejná nahrávka']);
    expect(await audios('?keyword=Tajn%C3%A1')).toEqual([]);
    const feed = await text('/podcast/slova-zivota.xml');
    expect(feed).toContain('Veřejná nahrávka');
    expect(feed).not.toContain('Tajná nahrávka');
    expect((await call<VideoListJson>(server, '/api/video')).body.videos).toEqual([]);
    expect((await call<BannerListJson>(server, '/api/banner')).body.banners).toEqual([]);
  });

  it('are in the staff lists, marked as drafts, for assistants too', async () => {
    const audios = await call<StaffAudioListJson>(server, '/api/admin/audio', withToken(assistant()));
    expect(audios.body.audios.map((a) => [a.audioTitle, a.isDraft])).toEqual([
      ['Veřejná nahrávka', false],
      ['Tajná nahrávka', true],
    ]);
    const videos = await call<StaffVideoListJson>(server, '/api/admin/video', withToken(assistant()));
    expect(videos.body).toEqual({ videos: [{ _id: video, videoTitle: 'Tajné video', code: 'dQw4w9WgXcQ', isDraft: true }], page: 1, pages: 1 });
    const banners = await call<StaffBannerListJson>(server, '/api/admin/banner', withToken(admin()));
    expect(banners.body.banners).toEqual([{ _id: banner, bannerTitle: 'Tajný banner', image: '/uploads/banner.webp', category: 'Novinky', isDraft: true }]);
    expect((await call<StaffRecord<VideoJson>>(server, `/api/video/${video}`, withToken(assistant()))).body.isDraft).toBe(true);
    for (const segment of ['audio', 'video', 'banner']) expect((await call(server, `/api/admin/${segment}`, withToken(customer.token))).status).toBe(403);
  });

  it('become public when saved valid', async () => {
    const saved = await call<StaffRecord<AudioJson>>(
      server,
      `/api/audio/${audio}`,
      withJson('PUT', { ...recording, audioTitle: 'Tajná nahrávka' }, assistant()),
    );
    expect(saved.body.isDraft).toBe(false);
    expect(await text('/podcast/slova-zivota.xml')).toContain('Tajná nahrávka');
    await call(
      server,
      `/api/banner/${banner}`,
      withJson('PUT', { bannerTitle: 'Tajný banner', image: '/uploads/banner.webp', category: 'Novinky' }, assistant()),
    );
    expect((await call<BannerListJson>(server, '/api/banner')).body.banners.map((b: BannerJson) => b._id)).toEqual([banner]);
  });

  it("are deleted by 'Zrušit' while never saved, and refused once saved", async () => {
    expect(await call(server, `/api/video/${video}/draft`, withToken(assistant(), 'DELETE'))).toEqual({ status: 200, body: { message: 'Koncept zahozen' } });
    expect((await call(server, `/api/video/${video}`, withToken(assistant()))).status).toBe(404);
    expect((await call<StaffVideoListJson>(server, '/api/admin/video', withToken(assistant()))).body.videos).toEqual([]);
    const refused = await call(server, `/api/banner/${banner}/draft`, withToken(assistant(), 'DELETE'));
    expect(refused.status).toBe(409);
    expect((await call<BannerListJson>(server, '/api/banner')).body.banners.map((b) => b._id)).toEqual([banner]);
    expect(await call(server, `/api/audio/999999/draft`, withToken(assistant(), 'DELETE'))).toEqual({ status: 404, body: { message: 'Nahrávka nenalezena' } });
  });
});
