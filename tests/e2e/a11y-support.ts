import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

/*
 * Shared by the accessibility specs: the two looks every screen is checked in, a sign-in that
 * works in any language, a wait for a settled screen and the axe run itself.
 */

export interface Look {
  name: string;
  mode: 'light' | 'dark';
  direction: 'ltr' | 'rtl';
  language: 'en' | 'fr' | 'ar';
  theme?: string;
}

export const LOOKS: readonly Look[] = [
  { name: 'light/ltr/en', mode: 'light', direction: 'ltr', language: 'en' },
  { name: 'dark/rtl/ar', mode: 'dark', direction: 'rtl', language: 'ar' },
];

/**
 * The customizer's persisted settings (src/theme/settings.ts APPEARANCE_STORAGE_KEY) and the
 * language picker's key (src/i18n), written before any page script runs, as a returning user's
 * browser would hold them.
 */
export async function useLook(page: Page, look: Look) {
  await page.addInitScript((l) => {
    localStorage.setItem(
      'partypass.appearance',
      JSON.stringify({ mode: l.mode, direction: l.direction, theme: l.theme ?? 'BLUE_THEME' }),
    );
    localStorage.setItem('partypass.language', l.language);
  }, look);
}

/** Signs in through the login form, finding its fields by type so any language works. */
export async function signInAnyLanguage(page: Page, email: string) {
  await page.goto('/auth/login');
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboards\/modern$/);
  await expect(page.locator('nav')).toBeVisible();
}

/** The bearer token of the signed-in page, for reading record ids from the API. */
export async function apiGet<T = unknown>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const res = await page.request.get(`/api/v1${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok(), `GET ${path}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

const inFlight = new WeakMap<Page, Set<unknown>>();

/** Counts the page's requests in flight, for `settle`. Call once per page, before it loads. */
export function trackRequests(page: Page) {
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  // The live stream (GET /api/v1/live/stream) stays open for as long as the page: not a load.
  page.on('request', (r) => {
    if (!r.url().endsWith('/api/v1/live/stream')) pending.add(r);
  });
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
}

/**
 * Waits until a screen has loaded its data: twice in a row, 250 ms apart, no request in flight
 * and no spinner or skeleton (a lazy chunk or a query may start just after the route changes).
 */
export async function settle(page: Page) {
  const pending = inFlight.get(page);
  let quietChecks = 0;
  await expect
    .poll(
      async () => {
        const busy =
          (pending?.size ?? 0) > 0 ||
          (await page.locator('.ant-spin-spinning, .ant-skeleton-active').count()) > 0;
        quietChecks = busy ? 0 : quietChecks + 1;
        return quietChecks >= 2;
      },
      { timeout: 30_000, intervals: [250] },
    )
    .toBe(true);
  // Fades and slide-ins would let axe measure a half-transparent colour.
  await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
}

const CSS_WITHOUT_MOTION = `*, *::before, *::after {
  transition-duration: 0s !important; transition-delay: 0s !important;
  animation-duration: 0s !important; animation-delay: 0s !important; }`;

/** Stops CSS motion on every page of the test, so colours are measured at their final value. */
export async function withoutMotion(page: Page) {
  await page.addInitScript((css) => {
    const add = () => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.appendChild(style);
    };
    if (document.head) add();
    else document.addEventListener('DOMContentLoaded', add);
  }, CSS_WITHOUT_MOTION);
}

export type Impact = 'critical' | 'serious' | 'moderate' | 'minor';
export const IMPACTS: readonly Impact[] = ['critical', 'serious', 'moderate', 'minor'];

export interface Finding {
  screen: string;
  look: string;
  rule: string;
  impact: Impact;
  help: string;
  targets: string[];
}

/** WCAG 2.1 A and AA plus axe's best practices (landmarks, headings, regions). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export async function axeFindings(page: Page, screen: string, look: Look): Promise<Finding[]> {
  // Only violations are collected: passes and incomplete results would triple the run time. The
  // console has no frames, so axe runs in the page itself ("legacy" mode) rather than opening a
  // blank page per run to merge frame results.
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map((v) => ({
    screen,
    look: look.name,
    rule: v.id,
    impact: (v.impact ?? 'minor') as Impact,
    help: v.help,
    targets: v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')} :: ${n.failureSummary ?? ''}`),
  }));
}

/**
 * Opens a path inside the running console (react-router follows popstate), so a screen costs its
 * own data and chunk, not a reload of the whole bundle. A first visit loads the page.
 */
export async function navigate(page: Page, url: string) {
  const current = page.url();
  if (!current.startsWith('http')) {
    await page.goto(url);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await expect(page).toHaveURL((u) => `${u.pathname}${u.search}` === url || u.pathname === url);
}

/** One screen: open it, let it settle, run axe. `prepare` may open a drawer or a dialog. */
export async function checkScreen(
  page: Page,
  look: Look,
  screen: string,
  url: string | null,
  prepare?: () => Promise<void>,
): Promise<Finding[]> {
  if (url) await navigate(page, url);
  await settle(page);
  if (prepare) {
    await prepare();
    await settle(page);
  }
  const findings = await axeFindings(page, screen, look);
  // A drawer or dialog opened for this screen is closed again before the next one.
  if (prepare) {
    await page.keyboard.press('Escape');
    await expect(page.locator('[role="dialog"]:visible')).toHaveCount(0);
  }
  return findings;
}

/** Prints the counts of one group and fails on any serious or critical finding. */
export function report(group: string, look: Look, screens: number, findings: Finding[]) {
  const counts = Object.fromEntries(
    IMPACTS.map((impact) => [impact, findings.filter((f) => f.impact === impact).length]),
  );
  console.log(
    `a11y ${group} [${look.name}]: ${screens} screens checked, violations by impact: ` +
      IMPACTS.map((i) => `${i} ${counts[i]}`).join(', '),
  );
  for (const f of findings) {
    console.log(
      `  ${f.impact} ${f.rule} on ${f.screen}: ${f.help}\n    ${f.targets.join('\n    ')}`,
    );
  }
  const blocking = findings.filter((f) => f.impact === 'critical' || f.impact === 'serious');
  expect(
    blocking.map((f) => `${f.impact} ${f.rule} on ${f.screen} [${f.look}]`),
    'serious or critical accessibility violations',
  ).toEqual([]);
}

/** A console text from public/locales, so a test finds a control by name in any language. */
export function text(language: string, namespace: string, key: string): string {
  const file = join(process.cwd(), 'public', 'locales', language, `${namespace}.json`);
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      JSON.parse(readFileSync(file, 'utf8')),
    );
  if (typeof value !== 'string') throw new Error(`no text ${language}/${namespace}:${key}`);
  return value;
}
