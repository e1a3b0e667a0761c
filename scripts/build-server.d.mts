// Types of scripts/build-server.mjs for the TypeScript benchmarks that import it.
export const SERVER_OUT_DIR: string;
export const SERVER_ENTRY: string;
export function serverBuildIsStale(): boolean;
export function buildServer(): Promise<void>;
export function ensureServerBuild(): Promise<string>;
export function newest(target: string): number;
