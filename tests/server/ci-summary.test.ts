/**
 * scripts/ci-summary.mjs, the closing report of .ci/run: step wall times with the 75-minute budget,
 * the slowest tests, and the per-report floors of .ci/expected-counts.json.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../faults/server-process';

const floors = JSON.parse(
  readFileSync(path.join(ROOT, '.ci/expected-counts.json'), 'utf8'),
) as Record<string, number>;

function run(files: Record<string, unknown>, steps?: string, env: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ci-summary-'));
  const args = [path.join(ROOT, 'scripts/ci-summary.mjs')];
  if (steps !== undefined) {
    writeFileSync(path.join(dir, 'steps.tsv'), steps);
    args.push('--steps', path.join(dir, 'steps.tsv'));
  }
  for (const [name, report] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), JSON.stringify(report));
    args.push(path.join(dir, name));
  }
  try {
    const out = execFileSync(process.execPath, args, { env: { ...process.env, ...env } });
    return { code: 0, out: out.toString() };
  } catch (error) {
    const failure = error as { status: number; stdout: Buffer };
    return { code: failure.status, out: failure.stdout.toString() };
  }
}

const vitestReport = (passed: number, failed = 0) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: 0,
  testResults: [
    {
      name: path.join(ROOT, 'tests/server/slow.test.ts'),
      assertionResults: [
        { fullName: 'a slow test', duration: 9000, status: 'passed' },
        { fullName: 'a quick test', duration: 5, status: 'passed' },
      ],
    },
  ],
});
const playwrightReport = (expected: number) => ({
  stats: { expected, flaky: 0, unexpected: 0, skipped: 0 },
  suites: [
    {
      specs: [
        {
          file: 'door.spec.ts',
          title: 'lets a guest in',
          tests: [{ projectName: 'chromium', results: [{ duration: 12000 }] }],
        },
      ],
    },
  ],
});
const now = () => Math.floor(Date.now() / 1000);

describe('ci-summary', () => {
  it('prints each step, the total, the slowest tests and passes a run within budget', () => {
    const steps = `${now() - 600}\tnpm ci\n${now() - 300}\tLint\n`;
    const result = run(
      {
        'vitest.json': vitestReport(floors.vitest),
        'playwright.json': playwrightReport(floors.playwright),
      },
      steps,
    );
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/5:0\d\s+npm ci/);
    expect(result.out).toMatch(/10:0\d\s+total \(budget 75:00\)/);
    expect(result.out).toMatch(/12\.0 s\s+playwright door\.spec\.ts › lets a guest in/);
    expect(result.out.indexOf('door.spec.ts')).toBeLessThan(result.out.indexOf('a slow test'));
    expect(result.out).toContain(
      `${floors.vitest + floors.playwright} passed, 0 failed, 0 skipped`,
    );
  });

  it('counts a step that ran beside the others apart from the wall time, and says so', () => {
    const start = now() - 600;
    const steps = `${start}\tBuild\n${now() - 300}\tDrills\n${start}\tSoak\t${start + 420}\n`;
    const result = run({ 'vitest.json': vitestReport(floors.vitest) }, steps);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/7:00\s+Soak \(beside the steps above\)/);
    expect(result.out).toMatch(
      /17:0\d of steps in 10:0\d of wall time: 7:00 ran beside the others/,
    );
    expect(result.out).toMatch(/10:0\d\s+total/);
  });

  it('says "same counts or more" only when every suite reached its floor', () => {
    const all = Object.fromEntries(
      Object.entries(floors).map(([label, floor]) => [`${label}.json`, vitestReport(floor)]),
    );
    expect(run(all).out).toContain('Same counts or more');
    const one = run({ 'vitest.json': vitestReport(floors.vitest) });
    expect(one.code).toBe(0);
    expect(one.out).not.toContain('Same counts or more');
  });

  it('fails a run longer than its budget, with a line saying so', () => {
    const result = run(
      { 'vitest.json': vitestReport(floors.vitest) },
      `${now() - 76 * 60}\tnpm ci\n`,
    );
    expect(result.code).toBe(1);
    expect(result.out).toContain('over its budget of 75 minutes');
    expect(
      run({ 'vitest.json': vitestReport(floors.vitest) }, `${now() - 76 * 60}\tnpm ci\n`, {
        CI_BUDGET_MINUTES: '90',
      }).code,
    ).toBe(0);
  });

  it('fails when a report has fewer passing tests than its floor', () => {
    const result = run({ 'vitest.json': vitestReport(floors.vitest - 1) });
    expect(result.code).toBe(1);
    expect(result.out).toContain(`fewer than the ${floors.vitest}`);
  });

  it('fails on a failed test or a missing report', () => {
    expect(run({ 'vitest.json': vitestReport(floors.vitest, 1) }).code).toBe(1);
    const dir = mkdtempSync(path.join(tmpdir(), 'ci-summary-'));
    expect(run({}, undefined).code).toBe(1);
    expect(() =>
      execFileSync(process.execPath, [
        path.join(ROOT, 'scripts/ci-summary.mjs'),
        path.join(dir, 'none.json'),
      ]),
    ).toThrow();
  });
});
