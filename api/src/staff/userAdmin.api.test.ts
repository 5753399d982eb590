import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserJson } from '@contract/account';
import type { AdminUserJson, SubscriberJson } from '@contract/admin/users';
import { unsubscribeLink } from '../accounts/newsletter';
import { signedInCustomer } from '../../test/customers';
import { insertProduct } from '../../test/fixtures';
import { insertOrder, type Staff, startStaffTestServer } from '../../test/staff';
import { insertUser } from '../../test/tempDb';
import { call, type MessageJson, type TestServer, withJson, withToken } from '../../test/testServer';

let server: TestServer;
let accounts: Staff;
let admin: string;

beforeAll(async () => ({ server, accounts, admin } = await startStaffTestServer()));
afterAll(() => server.close());

const edit = (id: number, body: unknown, token = admin) => call<AdminUserJson & MessageJson>(server, `/api/users/${id}`, withJson('PUT', body, token));
const remove = (id: number, token = admin) => call<MessageJson>(server, `/api/users/${id}`, withToken(token, 'DELETE'));
const subscribed = async () => (await call<SubscriberJson[]>(server, '/api/subscribers/subscribed', withToken(admin))).body;
const unsubscribed = async () => (await call<SubscriberJson[]>(server, '/api/subscribers/unsubscribed', withToken(admin))).body;

describe('the admin routes share /api/users with the accounts routes', () => {
  it('/api/users/profile, /login and the registration link still answer as before', async () => {
    const profile = await call<UserJson>(server, '/api/users/profile', withToken(accounts.customer.token));
    expect(profile).toMatchObject({ status: 200, body: { email: 'zakaznik@slovozivota.cz' } });
    const login = await call<MessageJson>(server, '/api/users/login', withJson('POST', { email: 'nikdo@example.cz', password: 'spatne-heslo' }));
    expect(login).toEqual({ status: 401, body: { message: 'Neplatný e-mail nebo heslo' } });
    const link = await call<MessageJson>(server, '/api/users/nikdo%40example.cz/abc');
    expect(link).toEqual({ status: 400, body: { message: 'Odkaz pro potvrzení registrace je neplatný.' } });
  });

  it('/api/users/{id} needs a numeric id', async () => {
    expect((await call<MessageJson>(server, '/api/users/abc', withToken(admin))).body).toEqual({ message: 'Neplatné ID uživatele' });
  });
});

describe('users: list, details, edit, delete', () => {
  it('GET /api/users lists every account with its roles and flags, never a password hash or token', async () => {
    const { status, body } = await call<AdminUserJson[]>(server, '/api/users', withToken(admin));
    expect(status).toBe(200);
    expect(body.map((u) => u.email)).toEqual(['admin@slovozivota.cz', 'asistent@slovozivota.cz', 'zakaznik@slovozivota.cz']);
    expect(body[0]).toEqual({
      _id: accounts.admin.id,
      name: 'Demo Administrátor',
      email: 'admin@slovozivota.cz',
      isAdmin: true,
      isAssistant: false,
      isRegistered: true,
      isSubscribed: false,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|password|token|hash/i);
  });

  it('GET /api/users/{id} answers one account; an unknown id 404', async () => {
    expect((await call<AdminUserJson>(server, `/api/users/${accounts.assistant.id}`, withToken(admin))).body).toMatchObject({ isAssistant: true });
    expect((await call(server, '/api/users/987654', withToken(admin))).status).toBe(404);
  });

  it('PUT /api/users/{id} takes the whole user object and saves name, e-mail (lower-cased), roles and flags', async () => {
    const id = await insertUser(server.db, { email: 'petr@example.cz', name: 'Petr' });
    const { status, body } = await edit(id, {
      _id: id,
      name: 'Petr Dvořák',
      email: ' Petr.Dvorak@Example.CZ ',
      isAdmin: false,
      isAssistant: true,
      isRegistered: true,
      isSubscribed: true,
      token: 'ignored',
      password: 'ignored too',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ _id: id, name: 'Petr Dvořák', email: 'petr.dvorak@example.cz', isAssistant: true, isRegistered: true, isSubscribed: true });
    expect((await server.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash).toBeNull();
    // The newsletter list follows isSubscribed.
    expect(await subscribed()).toEqual([{ _id: expect.any(Number), name: 'Petr Dvořák', email: 'petr.dvorak@example.cz' }]);
    await edit(id, { isSubscribed: false });
    expect(await subscribed()).toEqual([]);
    expect(await unsubscribed()).toEqual([{ _id: expect.any(Number), name: 'Petr Dvořák', email: 'petr.dvorak@example.cz' }]);
  });

  it('refuses an e-mail another account has, whatever its case, with 409', async () => {
    const id = await insertUser(server.db, { email: 'marie@example.cz', name: 'Marie' });
    expect(await edit(id, { email: 'ZAKAZNIK@slovozivota.cz' })).toEqual({ status: 409, body: { message: 'Tento e-mail už používá jiný účet.' } });
    expect((await edit(id, { email: 'neni-email' })).status).toBe(400);
  });

  it('an administrator cannot remove their own administrator role, nor delete themselves', async () => {
    expect(await edit(accounts.admin.id, { isAdmin: false })).toEqual({ status: 409, body: { message: 'Nemůžete si sám odebrat práva administrátora.' } });
    expect(await remove(accounts.admin.id)).toEqual({ status: 409, body: { message: 'Nemůžete smazat svůj vlastní účet.' } });
    expect((await edit(accounts.admin.id, { name: 'Hlavní správce', isAdmin: true })).status).toBe(200);
  });

  it('another administrator can be demoted and deleted while one remains; the demoted one loses access at once', async () => {
    const second = await signedInCustomer(server.db, 'Druhý správce', 'spravce2@example.cz', { isAdmin: true });
    expect((await call(server, '/api/users', withToken(second.token))).status).toBe(200);
    expect((await edit(second.id, { isAdmin: false })).body).toMatchObject({ isAdmin: false });
    expect((await call(server, '/api/users', withToken(second.token))).status).toBe(403);
    expect(await remove(second.id)).toEqual({ status: 200, body: { message: 'Uživatel odstraněn' } });
    expect((await call(server, '/api/users', withToken(second.token))).status).toBe(401);
    expect((await remove(second.id)).status).toBe(404);
  });

  it('deleting a customer keeps their orders and takes them off the newsletter list', async () => {
    const customer = await signedInCustomer(server.db, 'Eva', 'eva@example.cz');
    await edit(customer.id, { isSubscribed: true });
    expect((await subscribed()).map((s) => s.email)).toEqual(['eva@example.cz']);
    const orderId = await insertOrder(server.db, [{ productId: await insertProduct(server.db, { name: 'Kniha' }), qty: 1 }], customer.id);
    expect((await remove(customer.id)).status).toBe(200);
    expect((await subscribed()).map((s) => s.email)).toEqual([]);
    expect(await server.db.selectFrom('orders').select(['user_id', 'email']).where('id', '=', orderId).executeTakeFirstOrThrow()).toEqual({
      user_id: null,
      email: 'jana@example.cz',
    });
  });
});

describe('newsletter: subscriber lists and the unsubscribe link of every newsletter mail', () => {
  it('a subscribed address gets a link that unsubscribes it once, with a Czech page; the account follows', async () => {
    const customer = await signedInCustomer(server.db, 'Jana', 'jana@example.cz');
    await edit(customer.id, { isSubscribed: true });
    expect(await unsubscribeLink(server.db, server.url, 'nikdo@example.cz')).toBeUndefined();
    const link = (await unsubscribeLink(server.db, server.url, 'Jana@Example.cz'))!;
    expect(link).toMatch(new RegExp(`^${server.url}/api/subscribers/unsubscribe/[a-z2-7]{52}$`));
    // Every mail until it is used carries the same working link.
    expect(await unsubscribeLink(server.db, server.url, 'jana@example.cz')).toBe(link);

    // Opening the link (as a mail scanner does) only asks; the page's button posts to the same address.
    const question = await fetch(link);
    expect(question.status).toBe(200);
    expect(question.headers.get('content-type')).toMatch(/^text\/html/);
    const form = await question.text();
    expect(form).toContain('Chcete přestat dostávat novinky na adresu <strong>jana@example.cz</strong>?');
    expect(form).toMatch(/<form method="post"><button type="submit"[^>]*>Odhlásit z odběru novinek<\/button><\/form>/);
    expect((await unsubscribed()).map((s) => s.email)).not.toContain('jana@example.cz');

    const done = await fetch(link, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Odhlášení z odběru novinek proběhlo úspěšně.');
    expect((await unsubscribed()).map((s) => s.email)).toContain('jana@example.cz');
    expect((await call<UserJson>(server, '/api/users/profile', withToken(customer.token))).body.isSubscribed).toBe(false);

    for (const method of ['GET', 'POST']) {
      const again = await fetch(link, { method });
      expect(again.status, method).toBe(404);
      expect(await again.text()).toContain('už byl použit nebo je neplatný');
    }
    expect(await unsubscribeLink(server.db, server.url, 'jana@example.cz')).toBeUndefined();
  });

  it('a made-up token changes nothing', async () => {
    for (const method of ['GET', 'POST']) expect((await fetch(`${server.url}/api/subscribers/unsubscribe/neexistuje`, { method })).status, method).toBe(404);
  });
});
