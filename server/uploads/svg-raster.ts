/**
 * SVG rasterising in a child process of its own. librsvg renders a filter region in one call that
 * sharp's `timeout` cannot interrupt, and a 269-byte SVG (6000 x 6000 with expensive filters) can
 * keep that call busy for minutes. In a child process the work is bounded for real: it runs at a
 * lower CPU priority, holds none of the server's libuv threads (password hashing, JWT checks and
 * file I/O run there), and is killed when it takes longer than its time limit or when the server
 * exits.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';

const READY = '.';

/**
 * The child: says it is ready (one byte on stderr, once sharp is loaded), reads the SVG on stdin,
 * writes a PNG fitted inside `side` on stdout.
 */
const RASTERISER = `
const sharp = require(process.argv[1]);
const side = Number(process.argv[2]);
sharp.concurrency(1);
process.stderr.write('${READY}');
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  try {
    const input = Buffer.concat(chunks);
    const { width, height } = await sharp(input).metadata();
    // The density (72 dpi is the SVG's own size) that fits the longer side in 'side' pixels:
    // librsvg then renders at most side x side pixels, whatever size the SVG declares.
    const longer = Math.max(width || 1, height || 1);
    const density = Math.max(1, 72 * Math.min(1, side / longer));
    const png = await sharp(input, { density, limitInputPixels: (side + 2) ** 2, failOn: 'error' })
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 1 })
      .toBuffer();
    process.stdout.write(png, () => process.exit(0));
  } catch (error) {
    process.stderr.write(String(error && error.message));
    process.exit(2);
  }
});
`;

/** Nice value of the child: the server's own work (sign-ins, requests) gets the CPU first. */
const CHILD_NICE = 10;

/** The longest a child may take to start (load Node and sharp) on a busy machine. */
const START_LIMIT_MS = 30_000;

const sharpEntry = createRequire(import.meta.url).resolve('sharp');

/** Children still rendering: killed with the server, never left to finish alone. */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export type RasterOutcome =
  { kind: 'png'; png: Buffer } | { kind: 'timeout' } | { kind: 'unreadable'; reason: string };

/**
 * Renders `svg` fitted inside `side` x `side` pixels, within `timeLimitMs` from the moment the
 * child is ready (starting a process is not the SVG's cost).
 */
export function rasteriseSvg(
  svg: Buffer,
  side: number,
  timeLimitMs: number,
): Promise<RasterOutcome> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', RASTERISER, sharpEntry, String(side)], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    running.add(child);
    let timedOut = false;
    const stop = () => {
      timedOut = true;
      child.kill('SIGKILL');
    };
    let timer = setTimeout(stop, START_LIMIT_MS);
    const out: Buffer[] = [];
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      if (err === '' && chunk.startsWith(READY)) {
        clearTimeout(timer);
        timer = setTimeout(stop, timeLimitMs);
        // Started at the server's priority (starting is cheap and should not queue behind a
        // busy machine), the rendering itself runs below it.
        try {
          if (child.pid) setPriority(child.pid, CHILD_NICE);
        } catch {
          // Not allowed here (some containers): the time limit still bounds the work.
        }
      }
      err += chunk;
    });
    child.stdin!.on('error', () => undefined); // the child died before reading it all
    child.stdin!.end(svg);
    child.once('error', (error) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ kind: 'unreadable', reason: error.message });
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      running.delete(child);
      if (timedOut) resolve({ kind: 'timeout' });
      else if (code === 0) resolve({ kind: 'png', png: Buffer.concat(out) });
      else resolve({ kind: 'unreadable', reason: err.slice(READY.length) || `exit ${code}` });
    });
  });
}
