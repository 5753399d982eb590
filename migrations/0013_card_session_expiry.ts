import type { Kysely } from 'kysely';

// An unpaid card order whose Checkout session ran out of time is cancelled and gives its copies back
// (api/src/payments/cardSessionExpiry.ts):
// - stripe_session_expires_at: when the order's current session ends, so the server finds the
//   overdue ones itself if Stripe's checkout.session.expired never arrives;
// - card_payment_expired_at: when the order was cancelled for it ('Platba kartou se nezdařila').
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('stripe_session_expires_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('card_payment_expired_at', 'text').execute();
  await db.schema.createIndex('orders_stripe_session_expires_at').on('orders').column('stripe_session_expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_stripe_session_expires_at').execute();
  await db.schema.alterTable('orders').dropColumn('card_payment_expired_at').execute();
  await db.schema.alterTable('orders').dropColumn('stripe_session_expires_at').execute();
}
