import { configDefaults, defineConfig } from 'vitest/config';

const ALL_TESTS = ['src/**/*.test.ts', 'server/**/*.test.ts', 'tests/**/*.test.ts', 'workers/**/*.test.ts'];

/**
 * No file gets a worker of its own (isolate: false): a worker runs file after file and loads the
 * packages (Fastify, Kysely, the database drivers, React, Dexie) once. Measured on this machine's
 * two cores (CPU = user + sys): the 36 server files other than auth and delete-account 134 s
 * isolated, 71 s shared; the 33 client files 92 s isolated, 24 to 33 s with fresh modules.
 *
 * 'shared': files that load none of the client's modules (src/db, src/sync, src/features, the
 * client harness): the server suites and the pure domain tests. They share the server's modules
 * too, so a file here closes what it opens and restores what it stubs (process-wide caches such as
 * the factories' password hashes are shared, which is fine).
 *
 * 'client': everything else. The client keeps its state in modules (the Dexie database, the
 * session, the public config, the sync loop's timers), so tests/setup-client.ts evaluates the
 * project's own modules afresh for each file and gives it an empty IndexedDB. A new file lands
 * here unless it matches SHARED_TESTS.
 */
const SHARED_TESTS = [
  'tests/server/**/*.test.ts',
  'server/**/*.test.ts',
  'src/domain/**/*.test.ts',
  'tests/sync/{crash,events,poison-push,pull,purge-job,push}.test.ts',
  'tests/{architecture,contract-text}.test.ts',
];

export default defineConfig({
  test: {
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/global-setup.ts'],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    fileParallelism: true,
    isolate: false,
    projects: [
      { extends: true, test: { name: 'shared', include: SHARED_TESTS } },
      {
        extends: true,
        test: { name: 'client', include: ALL_TESTS, exclude: [...configDefaults.exclude, ...SHARED_TESTS], setupFiles: ['tests/setup-client.ts'] },
      },
    ],
  },
});
