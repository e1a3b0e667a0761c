/**
 * The cache lifetimes of README's table: a default each, `0` turns a cache off, and anything but
 * a positive integer stops the start with the variable's name.
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

const VARIABLES = [
  ['ANALYTICS_CACHE_MS', 'analyticsCacheMs', 5000],
  ['LIST_TOTAL_CACHE_MS', 'listTotalCacheMs', 5000],
  ['LIST_ORDER_CACHE_MS', 'listOrderCacheMs', 30_000],
  ['USER_CACHE_MS', 'userCacheMs', 60_000],
  ['PURCHASE_ROW_CACHE_MS', 'purchaseRowCacheMs', 60_000],
] as const;

describe('cache lifetimes from the environment', () => {
  it.each(VARIABLES)('%s: default, off with 0, a given lifetime', (name, field, fallback) => {
    expect(loadConfig(env({}))[field]).toBe(fallback);
    expect(loadConfig(env({ [name]: '0' }))[field]).toBe(0);
    expect(loadConfig(env({ [name]: '1200' }))[field]).toBe(1200);
  });

  it.each(VARIABLES.flatMap(([name]) => ['-5', '1.5', 'soon'].map((value) => [name, value])))(
    '%s=%s stops the start, naming the variable',
    (name, value) => {
      expect(() => loadConfig(env({ [name]: value }))).toThrow(
        `${name} must be a positive integer`,
      );
    },
  );
});
