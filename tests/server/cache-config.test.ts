/**
 * The one cache setting of README's table, CACHE_MS: a default, `0` turns every cache off, and
 * anything but a positive integer stops the start with the variable's name. The variables it
 * replaced are no longer read.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

const env = (extra: Record<string, string>) => ({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pp-cache-cfg-')),
  JWT_SECRET: 'x'.repeat(40),
  ...extra,
});

describe('the cache setting from the environment', () => {
  it('CACHE_MS: default, off with 0, a given lifetime', () => {
    expect(loadConfig(env({})).cacheMs).toBe(60_000);
    expect(loadConfig(env({ CACHE_MS: '0' })).cacheMs).toBe(0);
    expect(loadConfig(env({ CACHE_MS: '1200' })).cacheMs).toBe(1200);
  });

  it.each(['-5', '1.5', 'soon'])('CACHE_MS=%s stops the start, naming the variable', (value) => {
    expect(() => loadConfig(env({ CACHE_MS: value }))).toThrow(
      'CACHE_MS must be a positive integer',
    );
  });

  it.each([
    'ANALYTICS_CACHE_MS',
    'LIST_TOTAL_CACHE_MS',
    'LIST_ORDER_CACHE_MS',
    'USER_CACHE_MS',
    'PURCHASE_ROW_CACHE_MS',
  ])('%s is no longer read', (name) => {
    const config = loadConfig(env({ [name]: '0' }));
    expect(config.cacheMs).toBe(60_000);
    expect(Object.keys(config).filter((key) => /cache/i.test(key))).toEqual(['cacheMs']);
  });
});
