/**
 * PGlite is single-process: two processes on one data directory corrupt it. A lock file
 * (`DATA_DIR/partypass.lock`) makes the second one (e.g. `npm run seed` while the server runs) stop
 * with a clear message instead.
 *
 * A process killed with SIGKILL leaves its lock file behind; the next start must take it over,
 * even when the operating system has meanwhile given the dead process's id to another process. So
 * the file holds the pid and the process's start time (Linux: /proc/<pid>/stat), and a lock only
 * counts when a process with that id and that start time is alive.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'partypass.lock';

/** Start time of a process in clock ticks since boot, or undefined where /proc is missing. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name (field 2) may contain spaces, so count after its ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, owned by another user
  }
}

/** The process holding the lock recorded in `content`, or undefined when the lock is stale. */
export function lockHolder(content: string): number | undefined {
  const [pidText, startTime] = content.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return undefined;
  const liveStartTime = startTimeOf(pid);
  if (startTime && liveStartTime !== undefined && liveStartTime !== startTime) {
    return undefined; // the id now belongs to another process
  }
  return pid;
}

/** Takes the lock on `dir` (throws when a live process holds it); returns the release function. */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  const content = `${process.pid} ${startTimeOf(process.pid) ?? ''}`.trim();
  try {
    writeFileSync(file, content, { flag: 'wx' });
  } catch {
    const holder = lockHolder(readFileSync(file, 'utf8'));
    if (holder !== undefined) {
      throw new Error(`The database in ${dir} is in use by process ${holder}: stop it first.`);
    }
    writeFileSync(file, content);
  }
  return () => rmSync(file, { force: true });
}
