import type { Kysely } from 'kysely';
import { engineOf, nowAsText } from '../api/src/db/engine';

// Google sign-in (authorization code + PKCE): the state, the verifier and where to return, kept on
// the server for the few minutes between the redirect to Google and its callback.
export async function up(db: Kysely<any>): Promise<void> {
  const now = nowAsText(engineOf(db));
  await db.schema
    .createTable('oauth_states')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('redirect_path', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('oauth_states_expires_at').on('oauth_states').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oauth_states').ifExists().execute();
}
