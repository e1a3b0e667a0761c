/**
 * The PGlite data directory lock (server/db/data-dir-lock.ts): a live server keeps a second
 * process out; the file a killed server leaves behind never blocks the restart, even when its
 * process id has been reused.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from '../../server/db/data-dir-lock';
import { otherProcess } from './other-process';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pp-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('writes the lock and removes it on release', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toMatch(
      new RegExp(`^${process.pid}\\b`),
    );
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a directory a live process holds', async () => {
    const dir = freshDir();
    const other = await otherProcess();
    try {
      writeFileSync(path.join(dir, LOCK_FILE), `${other.pid} ${other.startTime}`);
      expect(() => lockDataDir(dir)).toThrow(`is in use by process ${other.pid}`);
    } finally {
      other.child.kill('SIGKILL');
    }
  });

  it('takes over the lock of a killed process', async () => {
    const dir = freshDir();
    const other = await otherProcess();
    other.child.kill('SIGKILL');
    await new Promise((resolve) => other.child.once('exit', resolve));
    writeFileSync(path.join(dir, LOCK_FILE), `${other.pid} ${other.startTime}`);
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toMatch(
      new RegExp(`^${process.pid}\\b`),
    );
    release();
  });

  it('takes over a lock whose process id now belongs to another process', async () => {
    const dir = freshDir();
    const other = await otherProcess();
    try {
      // The id is alive, but the process that wrote the lock started at another time.
      writeFileSync(path.join(dir, LOCK_FILE), `${other.pid} ${Number(other.startTime) - 1}`);
      const release = lockDataDir(dir);
      release();
    } finally {
      other.child.kill('SIGKILL');
    }
  });

  it('takes over an empty or unreadable lock file (killed while writing it)', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, LOCK_FILE), '');
    lockDataDir(dir)();
  });
});
