/**
 * What a fresh `npm install` / `npm ci` warns about, read from package.json and the lock: every
 * warning a newcomer sees must be one docs/development.md explains.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../faults/server-process';

// semver is what npm itself judges engines and peers with (hoisted; no types installed).
const semver = createRequire(import.meta.url)('semver') as {
  satisfies: (version: string, range: string) => boolean;
  minVersion: (range: string) => { version: string } | null;
};

interface Locked {
  version?: string;
  engines?: { node?: string } | string[];
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  hasInstallScript?: boolean;
}
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  overrides?: Record<string, Record<string, string> | string>;
  allowScripts?: Record<string, boolean>;
};
const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, Locked>;
};
const development = readFileSync(path.join(ROOT, 'docs', 'development.md'), 'utf8');
const entries = Object.entries(lock.packages).filter(([at]) => at !== '');
const nameAt = (at: string) => at.slice(at.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** The locked package `name` that the one at `at` sees, as Node resolves it (nearest first). */
function resolveFrom(at: string, name: string): Locked | undefined {
  for (let dir = at; ;) {
    const found = lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`];
    if (found) return found;
    if (!dir) return undefined;
    const up = dir.lastIndexOf('/node_modules/');
    dir = up === -1 ? '' : dir.slice(0, up);
  }
}

// Packages that declare a newer Node and run on Node 20 (or only in the browser) all the same;
// each is named in the docs.
const NEWER_NODE_BY_DECLARATION = ['@zxing/library', 'content-disposition', 'cookie'];

describe('a fresh npm install', () => {
  const oldestNode = semver.minVersion(pkg.engines.node)!.version;

  it('installs nothing that refuses the oldest Node the project supports, but the documented ones', () => {
    const refusing = entries
      .filter(([, info]) => {
        const node = Array.isArray(info.engines) ? undefined : info.engines?.node;
        return node !== undefined && !semver.satisfies(oldestNode, node);
      })
      .map(([at]) => nameAt(at));
    expect([...new Set(refusing)].sort()).toEqual(NEWER_NODE_BY_DECLARATION);
    for (const name of NEWER_NODE_BY_DECLARATION) expect(development).toContain(`\`${name}\``);
  });

  it("leaves no peer dependency unmet, unless package.json's overrides settle it", () => {
    const unmet = entries.flatMap(([at, info]) =>
      Object.entries(info.peerDependencies ?? {}).flatMap(([peer, range]) => {
        if (info.peerDependenciesMeta?.[peer]?.optional) return [];
        const found = resolveFrom(at, peer);
        if (found?.version && semver.satisfies(found.version, range)) return [];
        const override = pkg.overrides?.[nameAt(at)];
        if (typeof override === 'object' && override[peer] === `$${peer}`) return [];
        return [`${nameAt(at)} wants ${peer}@${range}`];
      }),
    );
    expect(unmet).toEqual([]);
  });

  it('has a decision in allowScripts for every package with an install script', () => {
    const undecided = entries
      .filter(([, info]) => info.hasInstallScript)
      .map(([at]) => nameAt(at))
      .filter((name) => typeof pkg.allowScripts?.[name] !== 'boolean');
    expect([...new Set(undecided)]).toEqual([]);
  });
});
