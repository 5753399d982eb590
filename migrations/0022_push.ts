import { type Kysely, sql } from 'kysely';
import { engineOf, identityKey } from '../api/src/db/engine';

// Web Push (issue 33). A browser's subscription (push_subscriptions) belongs to the customer who
// signed in on that device, one row per device; what it wants to hear about is one row per topic
// (push_subscription_topics: 'orders', or 'podcast:<show>' for a followed show). A push is a row of
// push_outbox written in the transaction of its event, as mail is (0007): the sender claims it with
// a lease, sends it and marks it sent; a subscription the push service has forgotten takes its
// pending pushes with it.
export async function up(db: Kysely<any>): Promise<void> {
  const id = identityKey(engineOf(db));
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();
  await db.schema
    .createTable('push_subscription_topics')
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('push_subscriptions.id').onDelete('cascade'))
    .addColumn('topic', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('push_subscription_topics_key', ['subscription_id', 'topic'])
    .execute();
  await db.schema.createIndex('push_subscription_topics_topic').on('push_subscription_topics').column('topic').execute();
  await db.schema
    .createTable('push_outbox')
    .addColumn('id', 'integer', id)
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('push_subscriptions.id').onDelete('cascade'))
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`state in ('pending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('push_outbox_due').on('push_outbox').columns(['state', 'next_attempt_at']).execute();
  await db.schema.createIndex('push_outbox_subscription').on('push_outbox').column('subscription_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_outbox').execute();
  await db.schema.dropTable('push_subscription_topics').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}
