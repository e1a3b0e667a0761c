/** Debian's Chromium through playwright-core, the way the browser tests start it. */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { BrowserSession } from './server';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh context (empty cache), signed in as the console would be when `session` is given. */
export async function newContext(
  browser: Browser,
  baseURL: string,
  session?: BrowserSession,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 800 } });
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

/** CPU slowed down `rate` times through the DevTools protocol (1 = off). */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  if (rate <= 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * The page's main-thread work so far, in ms (Chromium's `TaskDuration`: its tasks' time, idle
 * time left out): work a change moves after the first paint shows here, not in the LCP.
 */
export async function startMainThreadClock(page: Page): Promise<() => Promise<number>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? Number.NaN) * 1000;
  };
}

/**
 * Waits until `selector` matches in the page, polling once a frame from a script sent over the
 * DevTools protocol. Playwright's own waits (`locator.waitFor`, `waitForFunction`) first send
 * its injected script (~330 KB) into the page: in part 2l's trace that was a ~50 ms task on the
 * main thread at 4× CPU, right after the `load` event, in the middle of the console's start,
 * which the load figures then counted as the page's own.
 */
export async function waitForQuietly(
  page: Page,
  selector: string,
  timeoutMs = 120_000,
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const expression = `new Promise((resolve, reject) => {
      const end = performance.now() + ${timeoutMs};
      const poll = () => {
        if (document.querySelector(${JSON.stringify(selector)})) resolve(true);
        else if (performance.now() > end) reject(new Error(${JSON.stringify(`no ${selector} within ${timeoutMs} ms`)}));
        else requestAnimationFrame(poll);
      };
      poll();
    })`;
    const result = (await cdp.send('Runtime.evaluate', {
      expression,
      awaitPromise: true,
      returnByValue: true,
    })) as { exceptionDetails?: { exception?: { description?: string }; text: string } };
    if (result.exceptionDetails)
      throw new Error(
        result.exceptionDetails.exception?.description ?? result.exceptionDetails.text,
      );
  } finally {
    await cdp.detach();
  }
}

/** Part 2's CPU slow-down (issue 9: "an ordinary laptop"), for every script that measures it. */
export const PAGE_LOAD_CPU_SLOWDOWN = 4;

/**
 * In the page, once `selector` shows: when a handler queued behind the main thread's work runs
 * (the page answers input), in ms since navigation.
 */
export const answersInput = (selector: string) => `new Promise((resolve) => {
  const poll = () => {
    const el = document.querySelector(${JSON.stringify(selector)});
    if (!el) { requestAnimationFrame(poll); return; }
    el.addEventListener('bench-input', () => resolve(performance.now()), { once: true });
    setTimeout(() => el.dispatchEvent(new Event('bench-input')), 0);
  };
  poll();
})`;

/** Part 2's routes (bench/page-load.ts, bench/page-load-compare.ts) and when each is usable. */
export const PAGE_LOAD_ROUTES = [
  // React's form: the one the build draws into the page (part 2n) shows earlier, but its button
  // only keeps a sending until React's is in.
  { path: '/auth/login', signedIn: false, ready: '#root form button[type="submit"]' },
  { path: '/dashboards/modern', signedIn: true, ready: '.ant-statistic-content-value' },
  // antd's rows: the list answers input once its interactive table is in, not its first rows.
  { path: '/purchase', signedIn: true, ready: '.ant-table-tbody tr.ant-table-row' },
];

/**
 * In the page: the largest contentful paint as the browser reports it (`window.__benchLcp`), and
 * its element's tag (`window.__benchLcpTag`). `/purchase`'s largest element, a row's date cell
 * (TD), is barely larger than the header's brand link (A): a change that paints the layout in
 * the fallback font makes the link the LCP, and the figure then no longer times the rows
 * (docs/performance.md, part 2j).
 */
export const OBSERVE_LCP = `
window.__benchLcp = 0;
window.__benchLcpTag = '';
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    window.__benchLcp = e.startTime;
    window.__benchLcpTag = e.element ? e.element.tagName : '(removed)';
  }
}).observe({ type: 'largest-contentful-paint', buffered: true });
`;

/** The tags of the runs' LCP elements, most frequent first: "TD 6, A 1". */
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
 * this beside them: nearly the same sign-in page read ~1.2 s at 4× CPU on one machine and ~2.1 s
 * on another (docs/performance.md parts 2l and 2m).
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
