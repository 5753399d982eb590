// The postgres project's global setup: one migrated template database, which every test server's
// database is copied from (much quicker than migrating each one), removed again after the run. Its
// name is the run's own, so runs side by side (from two checkouts) do not drop each other's.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { onDatabase } from '../src/db/open';
import { migrateToLatest } from '../../migrations';
import { onTestDatabase, urlOfDatabase } from './testDatabase';

export async function setup(project: TestProject): Promise<() => Promise<unknown>> {
  const name = `shop_test_template_${randomBytes(4).toString('hex')}`;
  const dropTemplate = () => onTestDatabase((admin) => sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin));
  await onTestDatabase((admin) => sql`create database ${sql.id(name)}`.execute(admin));
  project.provide('templateDatabase', name);
  await onDatabase(urlOfDatabase(name), migrateToLatest);
  return dropTemplate;
}
