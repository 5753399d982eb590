// The postgres project's global setup: one migrated template database, which every test server's
// database is copied from (much quicker than migrating each one), removed again after the run.
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '../src/db/open';
import { onTestDatabase, TEMPLATE_DATABASE, urlOfDatabase } from './testDatabase';

const dropTemplate = () => onTestDatabase((admin) => sql`drop database if exists ${sql.id(TEMPLATE_DATABASE)} with (force)`.execute(admin));

export async function setup(): Promise<() => Promise<void>> {
  await dropTemplate();
  await onTestDatabase((admin) => sql`create database ${sql.id(TEMPLATE_DATABASE)}`.execute(admin));
  const template = openDatabase(urlOfDatabase(TEMPLATE_DATABASE));
  try {
    await migrateToLatest(template);
  } finally {
    await template.destroy();
  }
  return dropTemplate;
}
