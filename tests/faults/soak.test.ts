/**
 * Soak: SOAK_SECONDS (600 on CI, 60 elsewhere by default) of mixed reads and writes at a steady
 * SOAK_RATE requests per second (30 by default, at most 16 in flight) against the real server
 * process on the embedded database. Every request must succeed, and memory must stay flat: the
 * mean RSS of the last tenth of the run may exceed that of the second tenth (after warm-up) by
 * at most RSS_GROWTH_LIMIT plus RSS_SLACK_MB. Prints one row per tenth of the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract';
import { call, login, ok, percentile, type Outcome } from './api';
import { startServer, type ServerProcess } from './server-process';

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS || (process.env.CI ? 600 : 60));
const RATE = Number(process.env.SOAK_RATE || 30);
const MAX_IN_FLIGHT = 16;
const RSS_SAMPLE_MS = 1_000;
const RSS_GROWTH_LIMIT = 0.1;
const RSS_SLACK_MB = 16;
const WINDOWS = 10;
const MB = 1024 * 1024;

interface Done extends Outcome {
  at: number;
  what: string;
}

describe(`soak: ${SOAK_SECONDS} s of mixed traffic at ${RATE} requests/s`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'faults-soak-'));
  let server: ServerProcess;
  let token: string;
  let institutionId: number;

  beforeAll(async () => {
    server = await startServer({ dataDir, seed: 'demo' });
    token = await login(server.url);
    const institutions = await call(server.url, paths.institutionList, { token });
    institutionId = (institutions.body!.data as Array<{ institution_id: number }>)[0]
      .institution_id;
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'answers every request and keeps its memory flat',
    async () => {
      const done: Done[] = [];
      const rss: Array<{ at: number; bytes: number }> = [];
      /** Lockers this run created and may change or delete; `busy` ones have a request running. */
      const lockers: number[] = [];
      const busy = new Set<number>();
      let nextNumber = 4_000_000;
      let inFlight = 0;
      let skipped = 0;

      const pickIdle = () => lockers.find((id) => !busy.has(id));
      const operations: Array<[weight: number, run: () => Promise<Omit<Done, 'at'>>]> = [
        [
          30,
          async () => ({ what: 'locker list', ...(await get(paths.lockerList(institutionId))) }),
        ],
        [15, async () => ({ what: 'ticket list', ...(await get(paths.ticketList)) })],
        [
          10,
          async () => ({
            what: 'purchase page',
            ...(await get(`${paths.purchaseListByInstitution(institutionId)}?page=2&pageSize=20`)),
          }),
        ],
        [5, async () => ({ what: 'analytics', ...(await get(paths.analytics)) })],
        [5, async () => ({ what: 'institutions', ...(await get(paths.institutionList)) })],
        [5, async () => ({ what: 'profile', ...(await get(paths.ownProfile)) })],
        // Creates and deletes have the same weight, so the number of lockers stays level and a
        // rising p95 says something about the server, not about an ever longer locker list.
        [
          10,
          async () => {
            const outcome = await call(server.url, paths.lockerCreate, {
              method: 'POST',
              token,
              body: { institution_id: institutionId, locker_number: nextNumber++, status: 1 },
            });
            if (ok(outcome)) lockers.push((outcome.body!.data as { id: number }).id);
            return { what: 'locker create', ...outcome };
          },
        ],
        [
          10,
          async () => {
            const id = pickIdle();
            if (id === undefined) return { what: 'locker read', ...(await get(paths.locker(1))) };
            busy.add(id);
            const outcome = await call(server.url, paths.lockerUpdate(id), {
              method: 'PATCH',
              token,
              body: { status: Math.round(Math.random()) },
            });
            busy.delete(id);
            return { what: 'locker update', ...outcome };
          },
        ],
        [
          10,
          async () => {
            const id = lockers.length > 20 ? pickIdle() : undefined;
            if (id === undefined) return { what: 'locker read', ...(await get(paths.locker(1))) };
            lockers.splice(lockers.indexOf(id), 1);
            const outcome = await call(server.url, paths.lockerDelete(id), {
              method: 'DELETE',
              token,
            });
            return { what: 'locker delete', ...outcome };
          },
        ],
      ];
      const get = (pathname: string) => call(server.url, pathname, { token });
      const totalWeight = operations.reduce((sum, [weight]) => sum + weight, 0);
      const pick = () => {
        let r = Math.random() * totalWeight;
        for (const [weight, run] of operations) {
          r -= weight;
          if (r < 0) return run;
        }
        return operations[0][1];
      };

      const started = Date.now();
      const end = started + SOAK_SECONDS * 1000;
      const sampler = setInterval(() => {
        const bytes = server.rss();
        if (bytes !== undefined) rss.push({ at: Date.now() - started, bytes });
      }, RSS_SAMPLE_MS);
      const running: Array<Promise<void>> = [];
      await new Promise<void>((resolve) => {
        const ticker = setInterval(() => {
          if (Date.now() >= end) {
            clearInterval(ticker);
            resolve();
            return;
          }
          if (inFlight >= MAX_IN_FLIGHT) {
            skipped += 1;
            return;
          }
          inFlight += 1;
          running.push(
            pick()().then((outcome) => {
              inFlight -= 1;
              done.push({ ...outcome, at: Date.now() - started });
            }),
          );
        }, 1000 / RATE);
      });
      await Promise.all(running);
      clearInterval(sampler);

      // One row per tenth of the run.
      const windowMs = (SOAK_SECONDS * 1000) / WINDOWS;
      const meanRss = (w: number) => {
        const inWindow = rss.filter((s) => Math.floor(s.at / windowMs) === w).map((s) => s.bytes);
        return inWindow.reduce((a, b) => a + b, 0) / Math.max(1, inWindow.length);
      };
      const perWindow: number[] = [];
      const rows = Array.from({ length: WINDOWS }, (_, w) => {
        const requests = done.filter(
          (d) => Math.min(WINDOWS - 1, Math.floor(d.at / windowMs)) === w,
        );
        perWindow.push(requests.length);
        const ms = requests.map((d) => d.ms);
        return [
          `${Math.round((w * windowMs) / 1000)}-${Math.round(((w + 1) * windowMs) / 1000)} s`,
          requests.length,
          requests.filter((d) => !ok(d)).length,
          Math.round(percentile(ms, 50)),
          Math.round(percentile(ms, 95)),
          (meanRss(w) / MB).toFixed(1),
        ].join(' | ');
      });
      const failures = done.filter((d) => !ok(d));
      const baseline = meanRss(1);
      const final = meanRss(WINDOWS - 1);
      const limit = baseline * (1 + RSS_GROWTH_LIMIT) + RSS_SLACK_MB * MB;
      console.log(
        [
          `soak: ${done.length} requests in ${SOAK_SECONDS} s (${(done.length / SOAK_SECONDS).toFixed(1)}/s), ` +
            `${failures.length} failed, ${skipped} not sent (${MAX_IN_FLIGHT} already in flight)`,
          'window | requests | failed | p50 ms | p95 ms | RSS MB (mean)',
          ...rows,
          `RSS: second tenth ${(baseline / MB).toFixed(1)} MB, last tenth ${(final / MB).toFixed(1)} MB, ` +
            `limit ${(limit / MB).toFixed(1)} MB`,
        ].join('\n'),
      );

      // A failed request says only what the client saw: the server's warnings name the cause.
      if (failures.length > 0) {
        console.log(
          `first failure ${(failures[0].at / 1000).toFixed(1)} s into the run; ` +
            `the server's last output:\n${server.output().split('\n').slice(-40).join('\n')}`,
        );
      }
      expect(
        failures
          .slice(0, 10)
          .map((f) => `${f.what}: ${f.status ?? f.error} ${f.body?.message ?? ''}`),
      ).toEqual([]);
      expect(server.running()).toBe(true);
      // The server kept answering through the whole run.
      expect(perWindow.every((n) => n > 0)).toBe(true);
      expect(rss.length).toBeGreaterThan(WINDOWS);
      expect(final).toBeLessThanOrEqual(limit);
    },
    SOAK_SECONDS * 1000 + 300_000,
  );
});
