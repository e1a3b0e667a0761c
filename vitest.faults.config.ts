import { defineConfig } from 'vitest/config';

/**
 * The fault and load drills (tests/faults/, docs/operations.md): real server processes, SIGKILL,
 * a PostgreSQL server stopped under load, SIGTERM, a soak. Not part of `npm test`; CI runs them in
 * their own step. Two files run at a time: the soak beside the shorter drills.
 */
export default defineConfig({
  test: {
    name: 'faults',
    environment: 'node',
    include: ['tests/faults/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
