/**
 * The shutdown's deadline, held twice: a timer on the main thread that exits 1 with a log line,
 * and a backstop on a worker thread that kills the process a moment later should the main
 * thread be stuck (a synchronous file-system call on a vanished disk cannot be interrupted, and
 * no timer of its own thread would ever run).
 */
import { Worker } from 'node:worker_threads';

/** The backstop's delay beyond the deadline: time for the main thread's own exit and log. */
export const BACKSTOP_MARGIN_MS = 2_000;

const BACKSTOP = `
const { workerData } = require('node:worker_threads');
setTimeout(() => {
  process.stderr.write('shutdown: the main thread did not exit in time, killing the process\\n');
  process.kill(workerData.pid, 'SIGKILL');
}, workerData.ms);
`;

/** Arms both; call once when the shutdown starts. Neither keeps the process alive. */
export function armShutdownDeadline(ms: number, onDeadline: () => void): void {
  const timer = setTimeout(() => {
    onDeadline();
    process.exit(1);
  }, ms);
  timer.unref();
  const backstop = new Worker(BACKSTOP, {
    eval: true,
    workerData: { pid: process.pid, ms: ms + BACKSTOP_MARGIN_MS },
  });
  backstop.unref();
}
