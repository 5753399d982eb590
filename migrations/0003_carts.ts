import type { Kysely } from 'kysely';
import { engineOf, nowAsText } from '../api/src/db/engine';

// The signed-in customer's cart kept on the server, so it follows them across devices: one row per
// user with the cart as JSON text ({ cartItems: [{ product, qty }], shippingAddress, paymentMethod }).
// Prices are never stored here; they are read from the products whenever the cart is answered.
export async function up(db: Kysely<any>): Promise<void> {
  const now = nowAsText(engineOf(db));
  await db.schema
    .createTable('carts')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('carts').ifExists().execute();
}
