/**
 * PGlite on disk with PostgreSQL's own crash safety switched back on.
 *
 * PGlite starts PostgreSQL with `-F` (fsync off), and its Node filesystem (Emscripten's NODEFS)
 * implements neither fsync nor fdatasync. Every write still reaches the operating system before a
 * commit is acknowledged, so a killed process loses nothing, but an OS crash or a power cut could
 * lose acknowledged commits or leave the data directory unopenable. Two changes close that gap:
 *
 * - `fsync=on` with `wal_sync_method=open_datasync`: the WAL is opened with O_DSYNC, which NODEFS
 *   passes to Node as O_SYNC, so a commit returns only once its WAL record is on disk;
 * - a real `fsync` on NODEFS streams, so checkpoints flush the data files before PostgreSQL
 *   recycles the WAL that covers them.
 *
 * The fsync hook reaches into Emscripten's module (`Module.NODEFS.stream_ops`, `stream.nfd`):
 * when a PGlite upgrade changes that shape the server refuses to start rather than run without
 * durability (tests/server/durable-nodefs.test.ts checks it on every run).
 */
import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=open_datasync',
];

interface NodeFsStream {
  nfd?: number;
}
interface EmscriptenModule {
  NODEFS?: { stream_ops?: { fsync?: (stream: NodeFsStream) => number } };
}
type InitResult = Awaited<ReturnType<NodeFS['init']>>;
type PreRun = (module: EmscriptenModule) => void;

/** Counts the fsync calls that reached the disk (tests read it). */
export const fsyncStats = { calls: 0 };

export class DurableNodeFS extends NodeFS {
  async init(...args: Parameters<NodeFS['init']>): Promise<InitResult> {
    const result = await super.init(...args);
    const options = result.emscriptenOpts as { preRun?: PreRun[] };
    const preRun = options.preRun ?? [];
    preRun.push((module) => {
      const ops = module.NODEFS?.stream_ops;
      if (!ops) {
        throw new Error(
          'This PGlite version has no NODEFS stream_ops: server/db/durable-nodefs.ts needs updating',
        );
      }
      ops.fsync = (stream) => {
        if (typeof stream.nfd !== 'number') return 0; // not a host file (e.g. a pipe)
        fsyncSync(stream.nfd);
        fsyncStats.calls += 1;
        return 0;
      };
    });
    options.preRun = preRun;
    return result;
  }
}

/** Options for `new PGlite(...)` on a data directory, crash-safe. */
export function durablePgliteOptions(dataDir: string) {
  return { fs: new DurableNodeFS(dataDir), startParams: DURABLE_START_PARAMS };
}
