import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// The API tests run twice: on SQLite, and on PostgreSQL at TEST_DATABASE_URL (api/test/testDatabase.ts
// gives each test server a database of its own there, copied from a migrated template). Without
// TEST_DATABASE_URL the postgres project runs one skipped test that says so.
const apiTests = 'api/**/*.api.test.ts';
// They open SQLite files themselves: a backup, a crash of the built server, the built server with Stripe.
const sqliteOnly = ['api/src/operations/backup.api.test.ts', 'api/test/crash.api.test.ts', 'api/src/payments/stripeServer.api.test.ts'];
// Several shop processes on one database: PostgreSQL's job, a SQLite file belongs to one process;
// and the copy of a shop's SQLite file into PostgreSQL.
const postgresOnly = ['api/test/twoProcesses.api.test.ts', 'api/src/operations/dbCopy.api.test.ts', 'api/src/payments/bankTwoProcesses.api.test.ts'];
const postgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  resolve: { tsconfigPaths: true }, // @contract/… (tsconfig.json's paths)
  test: {
    environment: 'node',
    pool: 'forks',
    // Vitest's default, one worker fewer than the cores, runs the files one at a time on a 2-core
    // machine (CI's), which then idles while a file waits on a server, a child process or PostgreSQL.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker runs file after file in one process instead of importing the server anew for each: no
    // file leaves a server, socket, child process, timer, process listener, fake clock or setting behind
    // (each closes what it opens in afterAll/finally), so a file starts in the state a fresh process has.
    // The app's own modules are the exception (project pwa below).
    isolate: false,
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: ['contract/**/*.test.ts', 'api/**/*.test.ts', 'migrations/**/*.test.ts', 'lint/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'api/test/postgresMissing.test.ts', ...postgresOnly],
        },
      },
      {
        extends: true,
        test: {
          // The app's modules hold one page's state (the connection, the session, the cart), as a page
          // loads them once: each file starts from a fresh page, in a fresh module graph.
          name: 'pwa',
          include: ['pwa/src/**/*.test.ts'],
          isolate: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: postgres ? [apiTests] : ['api/test/postgresMissing.test.ts'],
          globalSetup: postgres ? ['api/test/postgresSetup.ts'] : [],
          exclude: [...configDefaults.exclude, ...sqliteOnly],
          env: { TEST_ENGINE: 'postgres' },
        },
      },
    ],
  },
});
