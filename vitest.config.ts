import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Projects: `unit` (pure code and in-process server tests without a database; `unit-fresh`
 * for the few that re-import a package), `component`
 * (app screens in happy-dom against a fake API),
 * `db` (anything that opens a database: PGlite copies by default, PostgreSQL schemas when
 * DATABASE_URL is set), `e2e` (the built server in a real process, driven by Chromium) and,
 * with DATABASE_URL, `e2e-postgres` (several server processes, or other connections, on one
 * PostgreSQL).
 */
export default defineConfig({
  // The one import alias (tsconfig.json, vite.config.ts): `~/` is src/.
  resolve: { alias: { '~': path.resolve('src') } },
  test: {
    // Three files at a time on this 2-core machine: a file spends much of its time waiting
    // (server start, page loads, mail), and with two workers the cores sat a third idle.
    // Measured idle, 2026-11-26: npm test 387.6 s with 2 workers (build included), 345.2 s
    // with 3 (build ready), 364.5 s with 4 (build included): imports and page loads then
    // contend for the cores. docs/benchmarks.md has the runs.
    maxWorkers: 3,
    projects: [
      {
        // The root's alias.
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: [
            'src/**/*.db.test.ts',
            'src/**/*.postgres.test.ts',
            'src/**/*.component.test.tsx',
            'src/**/*.fresh.test.ts',
          ],
          environment: 'node',
          // Files in a worker share their imports: importing them again per file was most
          // of the project's time (import 56 s of a 67 s unit + component run, 2026-11-27).
          // Safe because no unit file mocks a module; the ones that fake timers or stub the
          // environment undo it after each test, and these undo anything left over.
          isolate: false,
          unstubEnvs: true,
          unstubGlobals: true,
        },
      },
      {
        // Unit files that need a module graph of their own (vi.resetModules, then a fresh
        // import of a package): the unit project shares one per worker.
        extends: true,
        test: { name: 'unit-fresh', include: ['src/**/*.fresh.test.ts'], environment: 'node' },
      },
      // App screens rendered in happy-dom with Testing Library, against a FakeApi instead of
      // a server (src/web/testing/): filters, selection, dialogs, form errors, empty and
      // loading states. The journeys that need a server and a browser stay in e2e.
      {
        // The root's alias.
        extends: true,
        test: {
          name: 'component',
          include: ['src/web/**/*.component.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['src/web/testing/setup-component.ts'],
          // Files in a worker share their imports (React, the screens, Testing Library):
          // importing them again per file was two thirds of the project's time. Each test
          // renders with its own query cache, fake API and router, and the setup file
          // unmounts, unstubs, clears storage and dismisses toasts after every test.
          isolate: false,
          // Room for the 5 s findBy wait (setup-component.ts) on a loaded machine.
          testTimeout: 15_000,
        },
      },
      {
        // The root's alias.
        extends: true,
        test: {
          name: 'db',
          include: ['src/**/*.db.test.ts'],
          globalSetup: ['src/server/testing/global-setup.ts'],
          // Files in one worker share their modules, and so the worker's pool of migrated
          // databases (test-database.ts): a file no longer pays a PGlite start and the
          // server's imports. Safe because db tests mock nothing and every app they build
          // has its own state; a file that needs vi.mock belongs in another project.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The root's alias.
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          exclude: ['e2e/**/*.postgres.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          setupFiles: process.env.E2E_CPU_LOG ? ['e2e/support/cpu-per-file.ts'] : [],
          // Files in one worker share their imports (playwright-core, axe, the helpers): a
          // file no longer spends half a second of CPU loading them again. Safe because e2e
          // files mock nothing and keep their state (server, browser) in their own module.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Vitest's default poll (1 s) is shorter than a page load on a busy machine: wait as
          // long as `eventually` (e2e/support/marketing-helpers.ts).
          expect: { poll: { timeout: 10_000 } },
          // Three files at a time (maxWorkers): each starts its own server (own port, data
          // directory copied from the run's template, clock) and browser, and shares only
          // the read-only build. See Tests in docs/3_developer-guide.md. On a machine
          // busy with other work, E2E_ONE_FILE_AT_A_TIME=true gives each file the whole CPU.
          fileParallelism: process.env.E2E_ONE_FILE_AT_A_TIME !== 'true',
        },
      },
      // What only PostgreSQL can show: several server processes, or other connections at work
      // in the same database (CI's second leg).
      ...(process.env.DATABASE_URL
        ? [
            {
              // The root's alias.
              extends: true as const,
              test: {
                name: 'e2e-postgres',
                include: ['e2e/**/*.postgres.test.ts', 'src/**/*.postgres.test.ts'],
                globalSetup: ['e2e/support/global-setup.ts'],
                testTimeout: 60_000,
                hookTimeout: 120_000,
                // Vitest's default poll (1 s) is shorter than a page load on a busy machine: wait as
                // long as `eventually` (e2e/support/marketing-helpers.ts).
                expect: { poll: { timeout: 10_000 } },
                fileParallelism: false,
              },
            },
          ]
        : []),
    ],
  },
});
