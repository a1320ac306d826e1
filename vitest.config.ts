import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests run once; the API suite runs against a fresh SQLite file and, when TEST_DATABASE_URL is set,
// again against PostgreSQL (each test file in a schema of its own, so parallel runs never collide).
const apiSuite = ['src/server/**/*.api.test.ts'];
const postgresUrl = process.env.TEST_DATABASE_URL;
// Each API test file starts its own servers on their own databases and closes them, so the files of one worker can
// share a process and its loaded modules: importing the server's module graph anew for every file took a third of
// the API suite's time (SQLite, two workers: 346 s isolated, 217 s shared).
const apiRun = { testTimeout: 30_000, isolate: false };

export default defineConfig({
  test: {
    // In CI, one worker per core, not Vitest's default of one fewer: the API tests spend much of their time waiting
    // (timers, sockets, a second server), so a second worker fills that time. Measured on two cores, unit and SQLite
    // API tests: 386 s with one worker, 255 s with two, 248 s with three (not worth the extra contention). Elsewhere
    // the default, which leaves a core to the editor, the dev server and whatever else runs.
    ...(process.env.CI === 'true' ? { maxWorkers: availableParallelism() } : {}),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'eslint/**/*.test.ts'],
          exclude: apiSuite,
          environment: 'node',
        },
      },
      { test: { name: 'api-sqlite', include: apiSuite, env: { TEST_DB: 'sqlite' }, ...apiRun } },
      ...(postgresUrl
        ? [{ test: { name: 'api-postgres', include: apiSuite, env: { TEST_DB: 'postgres' }, ...apiRun } }]
        : []),
    ],
  },
});
