import { createElement, type ComponentType } from 'react';
import { firstListReply } from '../api/firstList';
import { lazyLoaded } from '../components/lazyLoaded';
import { PageLoading } from '../layout/PageLoading';
import { i18n, type Namespace } from './index';

/** How long a page whose code and texts are in waits for its first list's rows. */
export const FIRST_LIST_WAIT_MS = 200;

/** Waits for `promise`, but no longer than `ms`; the timer goes once either is done. */
async function waitAtMost(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([promise, timeout]);
  clearTimeout(timer);
}

/**
 * A page loaded on demand together with its texts: the page's loading state stays until the
 * code AND its namespace are in, so a slow network never shows raw keys ("fields.name") where
 * the labels belong. Both load in parallel. A namespace that fails to load does not block the
 * page (i18next falls back to English, then to the keys). Every resource page is declared with it.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  namespace: Namespace | Namespace[],
): ComponentType {
  return lazyLoaded(async () => {
    const [page] = await Promise.all([load(), i18n.loadNamespaces(namespace)]);
    // A list's rows asked for with its code (api/firstList.ts) are drawn in its first render
    // when they come soon after; later, the page draws without them and asks again.
    const reply = firstListReply();
    if (reply) await waitAtMost(reply, FIRST_LIST_WAIT_MS);
    return page;
  }, createElement(PageLoading));
}
