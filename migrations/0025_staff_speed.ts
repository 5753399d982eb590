import type { Kysely } from 'kysely';

// The staff's speed goals (issue 31) at 50,000 orders and 150,000 items; each index lets a query
// read only the index instead of every order row it passes:
// - orders_desk_facts: the order desk's counts per state with no filter or by payment, one pass over
//   a small index (PostgreSQL keeps each of its few distinct keys once and reads it instead of the table);
// - orders_desk: the same counts by delivery, dates or a search, one pass over an index that has them;
// - orders_created_id: the desk's newest and oldest first, ties broken by id, without a sort
//   (it replaces orders_created_at, its first column);
// - orders_figures: the figures' totals and days of a range of orders placed and not cancelled;
// - order_items_figures: a range's items by title for the figures' top titles and low stock, and
//   an order's items as before (it replaces order_items_order_id, its first column).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('orders_desk_facts').on('orders').columns(['is_cancelled', 'is_delivered', 'is_sent', 'is_paid', 'payment_method']).execute();
  await db.schema
    .createIndex('orders_desk')
    .on('orders')
    .columns(['is_cancelled', 'is_delivered', 'is_sent', 'is_paid', 'payment_method', 'created_at', 'delivery_method', 'search_text'])
    .execute();
  await db.schema.createIndex('orders_created_id').on('orders').columns(['created_at', 'id']).execute();
  await db.schema.dropIndex('orders_created_at').execute();
  await db.schema.createIndex('orders_figures').on('orders').columns(['is_cancelled', 'created_at', 'is_paid', 'total_price']).execute();
  await db.schema.createIndex('order_items_figures').on('order_items').columns(['order_id', 'product_id', 'qty', 'price', 'name']).execute();
  await db.schema.dropIndex('order_items_order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('order_items_order_id').on('order_items').column('order_id').execute();
  await db.schema.dropIndex('order_items_figures').execute();
  await db.schema.dropIndex('orders_figures').execute();
  await db.schema.createIndex('orders_created_at').on('orders').column('created_at').execute();
  await db.schema.dropIndex('orders_created_id').execute();
  await db.schema.dropIndex('orders_desk').execute();
  await db.schema.dropIndex('orders_desk_facts').execute();
}
