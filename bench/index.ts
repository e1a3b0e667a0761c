/**
 * `npm run bench [-- --quick]`: every part in turn, each in its own process (bench/<part>.ts),
 * so one part's server, browser or memory never weighs on the next. `--quick` is a short smoke
 * run (smaller data, shorter loads): it checks the scripts work, its figures are not the record.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PARTS = [
  'bundle',
  'page-load',
  'large-data',
  'api-load',
  'door-load',
  'analytics-period',
  'page-jumps',
  'request-cost',
  'memory',
];
const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const only = args.filter((a) => PARTS.includes(a));
const failed: string[] = [];
for (const part of only.length ? only : PARTS) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(here, `${part}.ts`), ...args.filter((a) => !PARTS.includes(a))],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) failed.push(part);
}
console.log(
  `\nbench: ${failed.length ? `over budget or failed: ${failed.join(', ')}` : 'every budget met'}`,
);
process.exitCode = failed.length ? 1 : 0;
