/**
 * The shutdown's deadline, held twice: a timer on the main thread that exits 1 with a log line,
 * and a watchdog process that kills the server a moment later should it still be there. The
 * main thread may be stuck (a synchronous file-system call on a vanished disk cannot be
 * interrupted, and no timer of its own would ever run), and even `process.exit` may not end it:
 * on exit libuv waits for its threads to finish their work (a native image job, say). Only
 * another process can end it then; a thread of its own would be stopped by the exit first.
 */
import { spawn } from 'node:child_process';

/** The watchdog's delay beyond the deadline: time for the main thread's own exit and log. */
export const BACKSTOP_MARGIN_MS = 2_000;

/** Kills the process argv[1] after argv[2] ms, unless it has ended first (checked often). */
const WATCHDOG = `
const pid = Number(process.argv[1]);
const at = Date.now() + Number(process.argv[2]);
const gone = () => { try { process.kill(pid, 0); return false; } catch { return true; } };
const timer = setInterval(() => {
  if (gone()) process.exit(0);
  if (Date.now() < at) return;
  process.stderr.write('shutdown: the server did not exit in time, killing it\\n');
  try { process.kill(pid, 'SIGKILL'); } catch {}
  process.exit(0);
}, 100);
`;

/** Arms both; call once when the shutdown starts. Neither keeps the process alive. */
export function armShutdownDeadline(ms: number, onDeadline: () => void): void {
  const timer = setTimeout(() => {
    onDeadline();
    process.exit(1);
  }, ms);
  timer.unref();
  const watchdog = spawn(
    process.execPath,
    ['-e', WATCHDOG, String(process.pid), String(ms + BACKSTOP_MARGIN_MS)],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  watchdog.on('error', () => undefined); // no process to spare: the timer above still holds
  watchdog.unref();
}
