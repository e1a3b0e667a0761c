// The environment the compiled server runs with (`npm start`, and the benches that measure it).

/**
 * glibc raises its mmap threshold (up to 32 MB) each time a large block that was mapped on its
 * own is freed; from then on blocks of that size come from the heap and stay resident after they
 * are freed. PGlite and V8 allocate and free such buffers while the server starts and serves, so
 * that left ~30-45 MB of the server's memory resident for nothing.
 * Fixing the threshold at glibc's default (128 KB) turns the adjustment off. Read by glibc when
 * the process starts, so it must be in the server's environment; a value already set wins, and
 * other C libraries ignore it.
 */
export const MALLOC_TUNING = { MALLOC_MMAP_THRESHOLD_: '131072' };

/** `env` with the server's allocator tuning added where `env` does not set it itself. */
export const serverProcessEnv = (env) => ({ ...MALLOC_TUNING, ...env });
