/** Debian's Chromium through playwright-core, the way the browser tests start it. */
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../../tests/e2e/chromium';
import type { BrowserSession } from './server';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH);
}

/** A fresh context (empty cache), signed in as the console would be when `session` is given. */
export async function newContext(
  browser: Browser,
  baseURL: string,
  session?: BrowserSession,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 800 } });
  // The benches measure loads and wait for the network to be idle, which an open live stream
  // never is: answered as by a server without one (the console then opens none).
  await context.route('**/api/v1/live/stream', (route) => route.fulfill({ status: 404 }));
  if (session) {
    await context.addInitScript(({ token, user }) => {
      // The console keeps its session in sessionStorage (contract TOKEN_STORAGE_KEY, and the
      // user it shows under 'user', src/api/session.ts), as after signing in in that tab.
      if (sessionStorage.getItem('token')) return;
      sessionStorage.setItem('token', token);
      if (user) sessionStorage.setItem('user', user);
    }, session);
  }
  return context;
}

/** The page-load bench's CPU slow-down: an ordinary laptop. */
export const PAGE_LOAD_CPU_SLOWDOWN = 4;

/** The runs' LCP elements, most frequent first: "TD .ant-table-cell 4, H3 1". */
export function tagCounts(tags: string[]): string {
  const counts = new Map<string, number>();
  for (const tag of tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([tag, n]) => `${tag} ${n}`)
    .join(', ');
}

/**
 * A fixed piece of work (20 000 records through JSON and a sort by name), run in the page and
 * written as a string so the bench's compiler adds nothing to it; the page's own figure of how
 * long it took, in ms.
 */
const REFERENCE_WORK = `(() => {
  const start = performance.now();
  const rows = [];
  for (let i = 0; i < 20000; i += 1) {
    rows.push({ id: i, name: 'row ' + ((i * 7919) % 20000), price: ((i * 31) % 997) / 7 });
  }
  const back = JSON.parse(JSON.stringify(rows));
  back.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  if (back.length !== rows.length) throw new Error('lost rows');
  return performance.now() - start;
})()`;

/**
 * How fast this machine's Chromium runs JavaScript, unthrottled: the median of nine runs of a
 * fixed piece of work in a blank page. Page-load figures from two machines compare only with
 * this beside them: the same page can take nearly twice as long at 4× CPU on another machine.
 */
export async function referenceWorkMs(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    const times: number[] = [];
    for (let i = 0; i < 9; i += 1) times.push((await page.evaluate(REFERENCE_WORK)) as number);
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)];
  } finally {
    await page.close();
  }
}
