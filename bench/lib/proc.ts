/** CPU time of processes, read from Linux /proc, for the benches that charge CPU per request. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far. */
export function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** CPU seconds of `root` and its children (PostgreSQL's backends are the postmaster's). */
export function cpuOfTree(root: number): number {
  let total = cpuOf(root);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(fields[1]) === root) total += cpuOf(Number(entry));
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

/** The postmaster's pid of a local PostgreSQL started in `pgDir` (bench/lib/server.ts). */
export const postmasterOf = (pgDir: string): number =>
  Number(readFileSync(path.join(pgDir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
