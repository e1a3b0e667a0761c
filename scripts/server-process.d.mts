// Types of scripts/server-process.mjs for the TypeScript benchmarks and tests that import it.
export const MALLOC_TUNING: Record<string, string>;
export function serverProcessEnv<T extends Record<string, string | undefined>>(
  env: T,
): Record<string, string | undefined>;
