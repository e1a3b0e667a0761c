import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * A live process other than this one, and the start time /proc gives it: what a data directory
 * lock (server/db/data-dir-lock.ts) records for a running server. Kill `child` when done.
 */
export async function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], {
    stdio: 'ignore',
  });
  await new Promise((resolve) => child.once('spawn', resolve));
  const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
  const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  return { child, pid: child.pid!, startTime };
}
