#!/usr/bin/env node
// Compiles the server ahead of time into dist-server/main.mjs (one ES module; npm packages stay
// imports), with the SQL migrations copied beside it. `npm start` runs this file instead of
// compiling TypeScript in the server process with tsx, which held ~75 MB of the server's memory.
// `npm run server` / `npm run dev` still run the sources with tsx.
import { cpSync, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT_DIR = path.join(root, 'dist-server');
export const SERVER_ENTRY = path.join(SERVER_OUT_DIR, 'main.mjs');
const SOURCES = ['server', 'contract', 'package-lock.json'].map((p) => path.join(root, p));

/** Newest modification time of a file or of anything under a folder (0 when missing). */
export function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(target)) max = Math.max(max, newest(path.join(target, entry)));
  return max;
}

/** True when dist-server/ is missing or older than the server's sources. */
export const serverBuildIsStale = () =>
  !existsSync(SERVER_ENTRY) || Math.max(...SOURCES.map(newest)) > statSync(SERVER_ENTRY).mtimeMs;

export async function buildServer() {
  // Built beside and swapped in whole, so a server starting meanwhile never reads half a build.
  const temp = `${SERVER_OUT_DIR}.tmp-${process.pid}`;
  rmSync(temp, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, 'server', 'main.ts')],
    outfile: path.join(temp, path.basename(SERVER_ENTRY)),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  // server/db/client.ts finds the migrations beside the module that holds it: here, main.mjs.
  cpSync(path.join(root, 'server', 'db', 'migrations'), path.join(temp, 'migrations'), {
    recursive: true,
  });
  rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
  renameSync(temp, SERVER_OUT_DIR);
}

/** Builds dist-server/ when it is missing or stale; returns the entry to run. */
export async function ensureServerBuild() {
  if (serverBuildIsStale()) await buildServer();
  return SERVER_ENTRY;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer();
  console.log(`Server compiled to ${path.relative(root, SERVER_ENTRY)}`);
}
