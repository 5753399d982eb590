import { it } from 'vitest';

// The postgres project runs this file instead of the API tests when no database is given.
it.skip('PostgreSQL: TEST_DATABASE_URL is not set, so the API tests did not run on PostgreSQL, nor those for PostgreSQL only (two processes, db:copy) (CI sets it; locally e.g. TEST_DATABASE_URL=postgres://root@/shop_test?host=/var/run/postgresql)', () => {});
