import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';

export default defineConfig({
  test: {
    // Vitest's default (one worker fewer than the cores) runs one file at a time on the 2-core CI
    // machine, leaving a core idle while a file waits on its database or child process.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // One seeded database that every test app copies (tests/server/template.ts).
          globalSetup: ['tests/server/template.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'console',
          environment: 'jsdom',
          include: ['tests/console/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/console/setup.ts'],
          testTimeout: 60_000,
          server: { deps: { inline: ['@refinedev/react-router'] } },
        },
      },
    ],
  },
});
