import sharp from 'sharp';
import type { UserInfoJson } from '@contract/account';
import { orderSearchText } from '@contract/admin/orderDesk';
import type { Db } from '../src/db/open';
import { DEMO_USERS, ensureDemoUsers } from '../src/seed/demoUsers';
import { call, startTestServer, type TestServer, withJson } from './testServer';

export interface SignedIn {
  id: number;
  token: string;
}

export interface Staff {
  admin: SignedIn;
  assistant: SignedIn;
  customer: SignedIn;
}

/** The demo accounts (administrator, assistant, customer), each signed in through POST /api/users/login. */
export async function signInDemoAccounts(server: Pick<TestServer, 'url' | 'db'>): Promise<Staff> {
  await ensureDemoUsers(server.db);
  const signIn = async (email: string, password: string): Promise<SignedIn> => {
    const { status, body } = await call<UserInfoJson>(server, '/api/users/login', withJson('POST', { email, password }));
    if (status !== 200) throw new Error(`Signing in ${email} answered ${status}`);
    return { id: body._id, token: body.token };
  };
  const [admin, assistant, customer] = await Promise.all(DEMO_USERS.map((u) => signIn(u.email, u.password)));
  return { admin: admin!, assistant: assistant!, customer: customer! };
}

export interface StaffTestServer {
  server: TestServer;
  accounts: Staff;
  /** The administrator's bearer token. */
  admin: string;
}

/** A fresh test server with the demo accounts signed in. */
export async function startStaffTestServer(): Promise<StaffTestServer> {
  const server = await startTestServer();
  const accounts = await signInDemoAccounts(server);
  return { server, accounts, admin: accounts.admin.token };
}

let orderNumber = 2025000000;

/** An order with its lines written straight to the database (placing orders is tested in orders.api.test.ts). */
export async function insertOrder(db: Db, lines: { productId: number; qty: number; price?: number }[], userId: number | null = null): Promise<number> {
  const itemsPrice = lines.reduce((sum, l) => sum + (l.price ?? 10000) * l.qty, 0);
  const { id } = await db
    .insertInto('orders')
    .values({
      order_number: ++orderNumber,
      user_id: userId,
      name: 'Jana Nováková',
      email: 'jana@example.cz',
      ship_name: 'Jana Nováková',
      ship_address: 'Dlouhá 1',
      ship_city: 'Praha',
      ship_postal_code: '110 00',
      ship_country: 'Česká republika',
      payment_method: 'Bankovním převodem',
      items_price: itemsPrice,
      shipping_price: 7500,
      tax_price: 0,
      total_price: itemsPrice + 7500,
      search_text: orderSearchText({ orderNumber, name: 'Jana Nováková', shipName: 'Jana Nováková', billingName: '', email: 'jana@example.cz', phone: '' }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_items')
    .values(lines.map((l) => ({ order_id: id, product_id: l.productId, name: `Produkt ${l.productId}`, qty: l.qty, price: l.price ?? 10000 })))
    .execute();
  return id;
}

/** A customer's review written straight to the database; answers its id. */
export async function insertReview(db: Db, productId: number, userId: number, comment: string, createdAt = new Date().toISOString()): Promise<number> {
  const { id } = await db
    .insertInto('reviews')
    .values({ product_id: productId, user_id: userId, name: 'Demo Zákazník', rating: 5, comment, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A real PNG of the given size, made with sharp. */
export const pngOfSize = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .png()
    .toBuffer();

/** The decoded pixels of an image: equal for the same picture however it is encoded. */
export const pixelsOf = (image: Uint8Array) => sharp(image).raw().toBuffer();

/** The multipart body of POST /api/upload: the file in the field `upload`, plus other fields. */
export function uploadBody(bytes: Uint8Array, fileName: string, type: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append('upload', new File([new Uint8Array(bytes)], fileName, { type }));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

export const withForm = (token: string, body: FormData): RequestInit => ({ method: 'POST', headers: { Authorization: `Bearer ${token}` }, body });
