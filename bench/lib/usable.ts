/**
 * When a page is usable, judged on antd's public DOM only (so any app built on antd is judged
 * alike): the real component shows real data and a first interaction through the browser's own
 * input works. Everything runs over the DevTools protocol: Playwright's locators would first
 * send their injected script into the page, main-thread work the page would be charged for.
 */
import type { CDPSession, Page } from 'playwright-core';

export const CHARTS_ON_DASHBOARD = 4;
const INTERACTION_TRIES = 3;
const ANSWER_WAIT_MS = 30_000;

/** A route both apps serve, who opens it, and what "usable" asks of it. */
export interface UsableRoute {
  path: string;
  signedIn: boolean;
  /** An in-page expression true once the page can take its first interaction. */
  ready: string;
  /** The interaction, then the in-page expression that says it worked. */
  interact?: (cdp: CDPSession) => Promise<string>;
}

/** In the page: helpers the expressions below use (a string: nothing of tsx's may reach it). */
const HELPERS = `
const visible = (el) => el.getClientRects().length > 0;
const all = (selector) => Array.from(document.querySelectorAll(selector)).filter(visible);
const canvasDrawn = (canvas) => {
  if (!canvas.width || !canvas.height) return false;
  const probe = document.createElement('canvas');
  probe.width = probe.height = 8;
  const ctx = probe.getContext('2d');
  ctx.drawImage(canvas, 0, 0, 8, 8);
  const pixels = ctx.getImageData(0, 0, 8, 8).data;
  for (let i = 3; i < pixels.length; i += 4) if (pixels[i] > 0) return true;
  return false;
};
const tableIdle = () => !document.querySelector('.ant-table-wrapper .ant-spin-spinning');
const rowKeys = () => all('.ant-table-row').map((r) => r.getAttribute('data-row-key')).join(',');
const signInForm = () => {
  const password = all('form input[type="password"]')[0];
  const form = password && password.closest('form');
  if (!form) return null;
  const email = all('input').find((i) => i.form === form && /^(text|email)$/.test(i.type));
  const submit = form.querySelector('button[type="submit"]');
  return email && submit && visible(submit) ? { form, email, password, submit } : null;
};
`;

/** Evaluates `expression` in the page (with HELPERS in scope) and returns its value. */
export async function inPage<T>(cdp: CDPSession, expression: string): Promise<T> {
  const result = (await cdp.send('Runtime.evaluate', {
    expression: `(async () => { ${HELPERS}; return (${expression}); })()`,
    awaitPromise: true,
    returnByValue: true,
  })) as {
    result: { value: T };
    exceptionDetails?: { exception?: { description?: string }; text: string };
  };
  if (result.exceptionDetails)
    throw new Error(result.exceptionDetails.exception?.description ?? result.exceptionDetails.text);
  return result.result.value;
}

/** Waits, a check per frame, until `condition` holds; the page's clock then (ms). */
export const waitInPage = (cdp: CDPSession, condition: string, what: string, timeoutMs = 120_000) =>
  inPage<number>(
    cdp,
    `new Promise((resolve, reject) => {
      const end = performance.now() + ${timeoutMs};
      const poll = () => {
        if (${condition}) resolve(performance.now());
        else if (performance.now() > end) reject(new Error(${JSON.stringify(`not ${what} within ${timeoutMs} ms`)}));
        else requestAnimationFrame(poll);
      };
      poll();
    })`,
  );

/** A mouse click at the centre of the element `locate` (an in-page expression) returns. */
export async function clickAt(cdp: CDPSession, locate: string): Promise<void> {
  const point = await inPage<{ x: number; y: number } | null>(
    cdp,
    `(() => { const el = ${locate}; if (!el) return null; el.scrollIntoView({ block: 'nearest' });
      const r = el.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()`,
  );
  if (!point) throw new Error(`nothing to click: ${locate}`);
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...point });
  for (const type of ['mousePressed', 'mouseReleased'] as const)
    await cdp.send('Input.dispatchMouseEvent', { type, ...point, button: 'left', clickCount: 1 });
}

/** The dashboard: every figure holds a number and the charts have pixels on their canvases. */
export const DASHBOARD_DRAWN = `(() => {
  const figures = all('.ant-statistic-content-value');
  if (!figures.length || document.querySelector('.ant-skeleton, .ant-card-loading-content')) return false;
  if (!figures.every((f) => /\\d/.test(f.textContent))) return false;
  const charts = all('canvas');
  return charts.length >= ${CHARTS_ON_DASHBOARD} && charts.every(canvasDrawn);
})()`;

/** A list: antd's table rows are in and the table is not loading. */
export const ROWS_IN = `(all('.ant-table-row').length > 0 && tableIdle())`;

const SIGN_IN_REQUEST = `performance.getEntriesByType('resource').find((e) => e.name.includes('/users/login'))`;
const SIGN_IN_SENT = `(${SIGN_IN_REQUEST} !== undefined)`;

export const USABLE_ROUTES: UsableRoute[] = [
  {
    path: '/auth/login',
    signedIn: false,
    ready: 'signInForm() !== null',
    // Typing through the browser's input into the email and password boxes, then a click on
    // the submit button: usable once the app's sign-in request has started.
    interact: async (cdp) => {
      for (const [field, text] of [
        ['email', 'admin@partypass.test'],
        ['password', 'PartyPass!2026'],
      ]) {
        await inPage(cdp, `(signInForm().${field}.focus(), true)`);
        await cdp.send('Input.insertText', { text });
      }
      const typed = await inPage<boolean>(
        cdp,
        `signInForm().email.value === 'admin@partypass.test' && signInForm().password.value.length > 0`,
      );
      if (!typed) throw new Error('the sign-in form did not keep what was typed');
      await clickAt(cdp, 'signInForm().submit');
      return SIGN_IN_SENT;
    },
  },
  { path: '/dashboards/modern', signedIn: true, ready: DASHBOARD_DRAWN },
  {
    path: '/purchase',
    signedIn: true,
    ready: ROWS_IN,
    // A click on a sortable header not sorted yet: usable once the rows are in another order.
    interact: async (cdp) => {
      const before = await inPage<string>(cdp, 'rowKeys()');
      await clickAt(cdp, `all('th.ant-table-column-has-sorters:not([aria-sort])')[0]`);
      return `${ROWS_IN} && rowKeys() !== ${JSON.stringify(before)}`;
    },
  },
];

/**
 * Loads `route` in `page` and waits until it is usable; the page's clock at that moment (ms
 * since navigation). The caller has set up the page (session, throttling, observers).
 */
export async function loadUntilUsable(
  page: Page,
  cdp: CDPSession,
  route: UsableRoute,
): Promise<number> {
  await page.goto(route.path, { waitUntil: 'commit' });
  let usable = await waitInPage(cdp, route.ready, `ready on ${route.path}`);
  for (let attempt = 1; route.interact; attempt += 1) {
    // As a user would: when the page did not answer (its form or header was replaced under the
    // first try, say), once more, the time until it does counted.
    const done = await route.interact(cdp);
    try {
      usable = await waitInPage(cdp, done, `answered on ${route.path}`, ANSWER_WAIT_MS);
      break;
    } catch (error) {
      if (attempt === INTERACTION_TRIES) throw error;
      await waitInPage(cdp, route.ready, `ready again on ${route.path}`);
    }
  }
  if (route.path === '/auth/login') {
    // The sign-in request's own start, not the frame that noticed it.
    usable = await inPage<number>(cdp, `${SIGN_IN_REQUEST}.startTime`);
  }
  return usable;
}

/**
 * In every document (an init script): the largest contentful paint with a description of its
 * element, and the main thread's long tasks.
 */
export const OBSERVE_PAGE = `
window.__bench = { lcp: 0, lcpElement: '', longTasks: [] };
const describe = (el) => {
  if (!el) return '(removed)';
  let owner = el;
  while (owner && !Array.from(owner.classList || []).some((c) => c.startsWith('ant-'))) owner = owner.parentElement;
  const antClass = owner ? Array.from(owner.classList).find((c) => c.startsWith('ant-')) : '';
  const root = document.getElementById('root');
  return el.tagName + (antClass ? ' .' + antClass : '') + (root && !root.contains(el) ? ' (outside #root)' : '');
};
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    window.__bench.lcp = e.startTime;
    window.__bench.lcpElement = describe(e.element);
  }
}).observe({ type: 'largest-contentful-paint', buffered: true });
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__bench.longTasks.push([e.startTime, e.duration]);
}).observe({ type: 'longtask', buffered: true });
`;

/**
 * The main thread has had no long task for a second: a page a user has looked at, whose
 * charts' entrance animations, say, are over (needs OBSERVE_PAGE).
 */
export const SETTLED = `(() => {
  const tasks = window.__bench.longTasks;
  const last = tasks.length ? tasks[tasks.length - 1][0] + tasks[tasks.length - 1][1] : 0;
  return performance.now() - last > 1000;
})()`;

/** What a load cost until `until` (page clock): LCP, long-task total, the JS and CSS fetched. */
export interface LoadFigures {
  lcp: number;
  lcpElement: string;
  longTasks: number;
  files: string[];
}

export const figuresUntil = (cdp: CDPSession, until: number) =>
  inPage<LoadFigures>(
    cdp,
    `(() => {
      const b = window.__bench;
      const longTasks = b.longTasks
        .filter(([start]) => start < ${until})
        .reduce((sum, [start, duration]) => sum + Math.min(duration, ${until} - start), 0);
      const files = performance.getEntriesByType('resource')
        .filter((e) => e.responseEnd <= ${until} && /\\.(m?js|css)$/.test(new URL(e.name).pathname))
        .map((e) => new URL(e.name).pathname);
      return { lcp: b.lcp, lcpElement: b.lcpElement, longTasks, files };
    })()`,
  );
