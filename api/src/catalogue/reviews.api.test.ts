import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewedProductListJson } from '@contract/admin/products';
import type { ProductJson } from '@contract/catalogue';
import type { MyReviewJson } from '@contract/reviews';
import { type Customer, signedInCustomer } from '../../test/customers';
import { insertProduct } from '../../test/fixtures';
import { call, startTestServer, type TestServer, withJson, withToken } from '../../test/testServer';

let server: TestServer;
let jana: Customer;
let petr: Customer;
let productId: number;

beforeAll(async () => {
  server = await startTestServer();
  productId = await insertProduct(server.db, { name: 'Normální křesťanský život' });
  jana = await signedInCustomer(server.db, 'Jana Nováková', 'jana@example.cz');
  petr = await signedInCustomer(server.db, 'Petr Černý', 'petr@example.cz');
});
afterAll(() => server.close());

const review = (body: object, token?: string, id = productId) =>
  call<{ message: string }>(server, `/api/products/${id}/reviews`, withJson('POST', body, token));
const reviewsOf = (userId: number) => server.db.selectFrom('reviews').selectAll().where('user_id', '=', userId).execute();
const publicReviews = async () => (await call<ProductJson>(server, `/api/products/${productId}`)).body.reviews;
const acknowledge = (userId: number) => server.db.updateTable('reviews').set({ is_acknowledged: 1 }).where('user_id', '=', userId).execute();

describe('POST /api/products/{id}/reviews', () => {
  it("answers 201 'Recenze odeslaná adminovi' and stores the review under the token's user, trimmed", async () => {
    expect(await review({ rating: 5, comment: '  Výborná kniha!  ', userId: petr.id, name: 'Někdo jiný' }, jana.token)).toEqual({
      status: 201,
      body: { message: 'Recenze odeslaná adminovi', review: 'new' },
    });
    const [stored] = await reviewsOf(jana.id);
    expect(stored).toMatchObject({ product_id: productId, name: 'Jana Nováková', rating: 5, comment: 'Výborná kniha!', is_acknowledged: 0 });
    expect(await reviewsOf(petr.id)).toEqual([]);
  });

  it('keeps the review hidden until an administrator acknowledges it', async () => {
    expect(await publicReviews()).toEqual([]);
    await acknowledge(jana.id);
    expect(await publicReviews()).toEqual([
      { _id: expect.any(Number), name: 'Jana Nováková', rating: 5, comment: 'Výborná kniha!', createdAt: expect.any(String), isAcknowledged: true },
    ]);
  });

  it("one review per customer and product: a second answers 200 'edited', and the approved text stays public while the edit waits", async () => {
    expect(await review({ rating: '4', comment: 'Po druhém čtení: dobrá.' }, jana.token)).toEqual({
      status: 200,
      body: { message: 'Recenze byla upravena a čeká na nové schválení.', review: 'edited' },
    });
    const rows = await reviewsOf(jana.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 5, comment: 'Výborná kniha!', is_acknowledged: 1, pending_rating: 4, pending_comment: 'Po druhém čtení: dobrá.' });
    expect(await publicReviews()).toEqual([expect.objectContaining({ name: 'Jana Nováková', rating: 5, comment: 'Výborná kniha!' })]);
  });

  it('a review not yet approved is simply rewritten, and stays hidden', async () => {
    await review({ rating: 3, comment: 'První dojem.' }, petr.token);
    await review({ rating: 2, comment: 'Druhý dojem.' }, petr.token);
    expect(await reviewsOf(petr.id)).toEqual([expect.objectContaining({ rating: 2, comment: 'Druhý dojem.', is_acknowledged: 0, pending_comment: null })]);
    expect((await publicReviews()).map((r) => r.name)).toEqual(['Jana Nováková']);
    await server.db.deleteFrom('reviews').where('user_id', '=', petr.id).execute();
  });

  it('stores a comment as written, markup included (the PWA renders text, never HTML)', async () => {
    const comment = '<script>alert("x")</script> & <b>tučně</b>';
    expect((await review({ rating: 3, comment }, petr.token)).status).toBe(201);
    expect((await reviewsOf(petr.id))[0]?.comment).toBe(comment);
  });

  it.each([
    [{ rating: 0, comment: 'x' }, 'Vyberte prosím hodnocení od 1 do 5.'],
    [{ rating: 6, comment: 'x' }, 'Vyberte prosím hodnocení od 1 do 5.'],
    [{ rating: 3.5, comment: 'x' }, 'Vyberte prosím hodnocení od 1 do 5.'],
    [{ comment: 'x' }, 'Vyberte prosím hodnocení od 1 do 5.'],
    [{ rating: 5, comment: '   ' }, 'Napište prosím komentář.'],
    [{ rating: 5 }, 'Napište prosím komentář.'],
    [{ rating: 5, comment: 'a'.repeat(2001) }, 'Komentář může mít nejvýše 2000 znaků.'],
  ])('answers 400 for %j', async (body, message) => {
    expect(await review(body, jana.token)).toEqual({ status: 400, body: { message } });
  });

  it('accepts a comment of exactly 2000 characters', async () => {
    expect((await review({ rating: 5, comment: 'a'.repeat(2000) }, petr.token)).status).toBe(200); // Petr's second review of it
    expect((await reviewsOf(petr.id))[0]?.comment).toHaveLength(2000);
  });

  it('answers 201 for a review of another product by a customer who has reviewed this one', async () => {
    const other = await insertProduct(server.db, { name: 'Boží ekonomie' });
    expect(await review({ rating: 4, comment: 'Hutné čtení.' }, jana.token, other)).toEqual({
      status: 201,
      body: { message: 'Recenze odeslaná adminovi', review: 'new' },
    });
  });

  it('needs a bearer token (401) and a known product (404)', async () => {
    expect(await review({ rating: 5, comment: 'x' })).toEqual({ status: 401, body: { message: 'Not authorized, no token' } });
    expect(await review({ rating: 5, comment: 'x' }, 'neplatny')).toEqual({ status: 401, body: { message: 'Not authorized, token failed' } });
    expect(await review({ rating: 5, comment: 'x' }, jana.token, 999_999)).toEqual({ status: 404, body: { message: 'Produkt nenalezen' } });
  });
});

describe('editing a review', () => {
  let bookId: number;
  let eva: Customer;
  let karel: Customer;
  const book = async () => (await call<ProductJson>(server, `/api/products/${bookId}`)).body;
  const mine = (token?: string, id = bookId) => call<MyReviewJson>(server, `/api/products/${id}/reviews/mine`, token ? withToken(token) : undefined);
  const reviewBook = (body: object, token: string) => review(body, token, bookId);

  beforeAll(async () => {
    bookId = await insertProduct(server.db, { name: 'Duchovní člověk' });
    eva = await signedInCustomer(server.db, 'Eva Malá', 'eva@example.cz');
    karel = await signedInCustomer(server.db, 'Karel Velký', 'karel@example.cz');
    await reviewBook({ rating: 4, comment: 'Dobrá kniha.' }, eva.token);
    await reviewBook({ rating: 2, comment: 'Nic pro mě.' }, karel.token);
    await server.db.updateTable('reviews').set({ is_acknowledged: 1 }).where('product_id', '=', bookId).execute();
  });

  it('GET …/reviews/mine answers the customer their own review, and null before they wrote one', async () => {
    expect(await mine(eva.token)).toEqual({
      status: 200,
      body: { review: { rating: 4, comment: 'Dobrá kniha.', createdAt: expect.any(String), updatedAt: expect.any(String), isAcknowledged: true } },
    });
    expect(await mine(jana.token)).toEqual({ status: 200, body: { review: null } });
  });

  it('GET …/reviews/mine is personal: it needs a token (401), a known product (404) and is never stored', async () => {
    expect(await mine()).toEqual({ status: 401, body: { message: 'Not authorized, no token' } });
    expect(await mine(eva.token, 999_999)).toEqual({ status: 404, body: { message: 'Produkt nenalezen' } });
    const answer = await fetch(`${server.url}/api/products/${bookId}/reviews/mine`, withToken(eva.token));
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('an edit of an approved review waits for approval: the approved text stays public and in the rating, the author sees the edit', async () => {
    expect(await book()).toMatchObject({ numReviews: 2, rating: 3 });
    expect(await reviewBook({ rating: 1, comment: 'Při druhém čtení zklamání.' }, eva.token)).toEqual({
      status: 200,
      body: { message: 'Recenze byla upravena a čeká na nové schválení.', review: 'edited' },
    });
    const { numReviews, rating, reviews } = await book();
    expect({ numReviews, rating }).toEqual({ numReviews: 2, rating: 3 });
    expect(reviews.map((r) => [r.name, r.rating, r.comment])).toEqual(expect.arrayContaining([['Eva Malá', 4, 'Dobrá kniha.']]));
    expect((await mine(eva.token)).body.review).toMatchObject({ rating: 1, comment: 'Při druhém čtení zklamání.', isAcknowledged: false });
    // Staff see the edit waiting for them.
    const admin = await signedInCustomer(server.db, 'Správce', 'spravce@example.cz', { isAdmin: true });
    const listed = await call<ReviewedProductListJson>(server, '/api/admin/reviews', withToken(admin.token));
    const waiting = listed.body.products.find((p) => p._id === bookId)!.reviews.find((r) => r.name === 'Eva Malá');
    expect(waiting).toMatchObject({ rating: 1, comment: 'Při druhém čtení zklamání.', isAcknowledged: false });
  });

  it('the approved edit replaces the old review in the rating', async () => {
    const admin = await signedInCustomer(server.db, 'Správce', 'spravce2@example.cz', { isAdmin: true });
    const approved = await call(server, `/api/products/${bookId}/reviews/acknowledge`, withJson('PUT', { comment: 'Při druhém čtení zklamání.' }, admin.token));
    expect(approved.status).toBe(200);
    expect((await mine(eva.token)).body.review).toMatchObject({ rating: 1, isAcknowledged: true });
    const { numReviews, rating, reviews } = await book();
    expect({ numReviews, rating }).toEqual({ numReviews: 2, rating: 1.5 });
    expect(reviews.map((r) => [r.name, r.rating, r.comment])).toEqual(
      expect.arrayContaining([
        ['Eva Malá', 1, 'Při druhém čtení zklamání.'],
        ['Karel Velký', 2, 'Nic pro mě.'],
      ]),
    );
  });
});
