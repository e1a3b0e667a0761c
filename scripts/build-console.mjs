// The console's build as `npm start` runs it: vite with warnings and errors only, so an operator
// sees what it is doing and anything that went wrong, not the list of every chunk it wrote.
import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Builds the console into `outDir` (default `dist/`), writing progress and vite's warnings and
 * errors to `write`. Resolves to vite's exit code.
 */
export function buildConsole({ root, outDir, write = (text) => process.stdout.write(text) }) {
  const target = outDir ?? path.join(root, 'dist');
  write(`Building the console into ${path.relative(root, target) || '.'} (a minute or two)...\n`);
  const started = Date.now();
  const args = ['vite', 'build', '--logLevel', 'warn'];
  if (outDir) args.push('--outDir', outDir, '--emptyOutDir');
  const child = spawn('npx', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => write(String(chunk)));
  child.stderr.on('data', (chunk) => write(String(chunk)));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      write(
        code === 0
          ? `Console built in ${seconds} s.\n`
          : `The console's build failed (exit ${code}).\n`,
      );
      resolve(code ?? 1);
    });
  });
}
