/**
 * Whether the database can store right now, for `/api/health`: on a full disk `select 1` still
 * answers while every write fails, so the check also counts the storage faults that requests met
 * in the last STORAGE_FAULT_WINDOW_MS and, for PGlite, the free space where its files live.
 */
import { statfs } from 'node:fs/promises';

export const STORAGE_FAULT_WINDOW_MS = 30_000;
/** Less free space than one WAL segment: the next checkpoint or burst of writes may not fit. */
export const MIN_FREE_BYTES = 16 * 1024 * 1024;

export class StorageHealth {
  private lastFaultAt = Number.NEGATIVE_INFINITY;

  /** `dataDir`: the embedded database's directory; none for PostgreSQL (its disk is elsewhere). */
  constructor(private readonly dataDir?: string) {}

  noteFault(): void {
    this.lastFaultAt = Date.now();
  }

  async degraded(): Promise<boolean> {
    if (Date.now() - this.lastFaultAt < STORAGE_FAULT_WINDOW_MS) return true;
    if (!this.dataDir) return false;
    try {
      const disk = await statfs(this.dataDir);
      return disk.bavail * disk.bsize < MIN_FREE_BYTES;
    } catch {
      return false; // no such directory (yet): the query itself says whether it is down
    }
  }
}
