import { useCallback, useState } from 'react';

export interface ColumnOption {
  key: string;
  title: string;
}

const storageKey = (list: string) => `partypass.columns.${list}`;

function readStored(list: string, keys: readonly string[]): string[] | undefined {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(storageKey(list)) ?? 'null');
    if (!Array.isArray(raw)) return undefined;
    const known = raw.filter((k): k is string => typeof k === 'string' && keys.includes(k));
    return known.length > 0 ? known : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Which of a list's columns are shown: the user's last choice in this browser, else the list's
 * defaults (chosen so the list fits a 1440 px screen). Unknown keys are dropped and at least one
 * column always stays.
 */
export function useColumnChoice(list: string, keys: readonly string[], defaults = keys) {
  const [visible, setVisibleState] = useState<string[]>(
    () => readStored(list, keys) ?? [...defaults],
  );
  const setVisible = useCallback(
    (next: readonly string[] | undefined) => {
      const known = (next ?? defaults).filter((k) => keys.includes(k));
      const chosen = known.length > 0 ? known : [...defaults];
      setVisibleState(chosen);
      localStorage.setItem(storageKey(list), JSON.stringify(chosen));
    },
    [list, keys, defaults],
  );
  const shows = useCallback((key: string) => visible.includes(key), [visible]);
  return { keys, visible, setVisible, shows };
}
export type ColumnChoice = ReturnType<typeof useColumnChoice>;
