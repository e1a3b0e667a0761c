import { useSyncExternalStore } from 'react';

/*
 * Whether the customizer drawer is open. A module-level flag rather than component state, so the
 * command palette's "Open the customizer" action can open it from anywhere: `openCustomizer()`.
 */
let open = false;
const listeners = new Set<() => void>();
const set = (value: boolean) => {
  if (open === value) return;
  open = value;
  listeners.forEach((listener) => listener());
};

export const openCustomizer = () => set(true);
export const closeCustomizer = () => set(false);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const getOpen = () => open;

export const useCustomizerOpen = () => useSyncExternalStore(subscribe, getOpen, getOpen);
