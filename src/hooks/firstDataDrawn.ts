import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** Refine's data hooks (useTable, useList, useOne, useSelect...) key their queries under it. */
const DATA_KEY = ['data'];

/**
 * Runs `run` once the page has painted what was just committed: the frame after the commit, then
 * a task. Returns what cancels it.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

interface Gate {
  drawn: boolean;
  watching: boolean;
  listeners: Set<() => void>;
}

// One per query client: the console has one for its life, each test its own.
const gates = new WeakMap<QueryClient, Gate>();

const gateOf = (client: QueryClient): Gate => {
  let gate = gates.get(client);
  if (!gate) {
    gate = { drawn: false, watching: false, listeners: new Set() };
    gates.set(client, gate);
  }
  return gate;
};

/**
 * Called once a page has committed: the page's first data counts as drawn at the first paint
 * after which no data request of Refine's is in flight (its rows, figures or error are then on
 * screen; a page without data passes at once).
 */
function watch(client: QueryClient, gate: Gate) {
  if (gate.watching || gate.drawn) return;
  gate.watching = true;
  const fetching = () => client.isFetching({ queryKey: DATA_KEY }) > 0;
  let cancelPaint: (() => void) | undefined;
  const open = () => {
    cancelPaint = undefined;
    if (fetching()) return;
    unsubscribe();
    gate.drawn = true;
    gate.listeners.forEach((listener) => listener());
  };
  const check = () => {
    if (fetching()) {
      cancelPaint?.();
      cancelPaint = undefined;
    } else {
      cancelPaint ??= afterNextPaint(open);
    }
  };
  const unsubscribe = client.getQueryCache().subscribe(check);
  check();
}

/**
 * True once the page's first data is on screen (see `watch`), for good. What the shell and a page
 * can do without at first (other sections' menu entries, pickers, the palette, charts, filters
 * that ask for their own options) waits for it, so it never delays the page's own component.
 */
export function useFirstDataDrawn(): boolean {
  const gate = gateOf(useQueryClient());
  const subscribe = useCallback(
    (listener: () => void) => {
      gate.listeners.add(listener);
      return () => {
        gate.listeners.delete(listener);
      };
    },
    [gate],
  );
  return useSyncExternalStore(subscribe, () => gate.drawn);
}

/** Marks where a page has committed: from then on, its first data is watched for. */
export function useWatchFirstData(): void {
  const client = useQueryClient();
  useEffect(() => watch(client, gateOf(client)), [client]);
}

/** Rendered beside a route's page (in the same Suspense boundary): it commits with the page. */
export function FirstDataWatch(): null {
  useWatchFirstData();
  return null;
}

/**
 * For an extra of the shell: true once the page's first data is drawn or the user has asked for
 * it (`want`, on a click or a shortcut), whichever comes first.
 */
export function useShellExtra(): [boolean, () => void] {
  const drawn = useFirstDataDrawn();
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  return [drawn || wanted, want];
}
