// Types of scripts/local-postgres.mjs for the TypeScript tests and benchmarks that import it.
export interface LocalPostgres {
  url: string;
  port: number;
  dir: string;
  dataDir: string;
  start: () => void;
  stop: (mode?: 'smart' | 'fast' | 'immediate') => void;
  psql: (sql: string, db?: string) => string;
}
export function postgresBin(): string;
export function freePort(): Promise<number>;
export function startPostgres(options?: { dir?: string; port?: number }): Promise<LocalPostgres>;
export function stopPostgres(options?: { dir?: string }): void;
