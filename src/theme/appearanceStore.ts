import {
  APPEARANCE_STORAGE_KEY,
  DEFAULT_APPEARANCE,
  isValidSetting,
  parseStoredAppearance,
  type AppearanceKey,
  type AppearanceSettings,
  type Direction,
  type Mode,
} from './settings';

/** Everything the console needs to know about its appearance at one moment. */
export interface AppearanceState {
  /** The settings in force: the user's choices over the defaults, the mode over the system's. */
  settings: AppearanceSettings;
  /** Only what the user chose in this browser (what is persisted). */
  chosen: Readonly<Partial<AppearanceSettings>>;
  /** The operating system's colour scheme, followed while the user has not chosen a mode. */
  systemMode: Mode;
  /**
   * The direction the user chose (or the default): what the customizer shows. The direction in
   * force also depends on the language (useAppearance's `effectiveDirection`).
   */
  chosenDirection: Direction;
}

export interface AppearanceStore {
  getState(): AppearanceState;
  subscribe(listener: () => void): () => void;
  setSetting<K extends AppearanceKey>(key: K, value: AppearanceSettings[K]): void;
  /** Forgets every choice: back to the defaults, and to following the system's mode. */
  reset(): void;
}

type MatchMedia = (query: string) => MediaQueryList;
const DARK_QUERY = '(prefers-color-scheme: dark)';

const safeStorage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser's privacy settings
  }
};

/**
 * A tiny external store (read with useSyncExternalStore) rather than React state, so the command
 * palette's actions and tests can change the appearance from outside the tree.
 */
export function createAppearanceStore({
  storage = safeStorage(),
  matchMedia = typeof window !== 'undefined' && window.matchMedia
    ? window.matchMedia.bind(window)
    : undefined,
}: { storage?: Storage | null; matchMedia?: MatchMedia } = {}): AppearanceStore {
  const listeners = new Set<() => void>();
  const readStored = () => {
    try {
      return parseStoredAppearance(storage?.getItem(APPEARANCE_STORAGE_KEY) ?? null);
    } catch {
      return {};
    }
  };
  const media = matchMedia?.(DARK_QUERY);
  let chosen: Partial<AppearanceSettings> = readStored();
  let systemMode: Mode = media?.matches ? 'dark' : 'light';

  const compute = (): AppearanceState => {
    const settings: AppearanceSettings = {
      ...DEFAULT_APPEARANCE,
      mode: systemMode,
      ...chosen,
    };
    return {
      settings,
      chosen,
      systemMode,
      chosenDirection: settings.direction,
    };
  };
  let state = compute();
  const emit = () => {
    state = compute();
    listeners.forEach((listener) => listener());
  };
  const persist = () => {
    try {
      if (Object.keys(chosen).length === 0) storage?.removeItem(APPEARANCE_STORAGE_KEY);
      else storage?.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify(chosen));
    } catch {
      // A full or disabled storage only loses persistence; the settings still apply now.
    }
  };

  const onSystemChange = (event: MediaQueryListEvent) => {
    systemMode = event.matches ? 'dark' : 'light';
    emit();
  };
  // Another tab changed the settings: follow it, so all tabs of one browser look alike.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== APPEARANCE_STORAGE_KEY && event.key !== null) return;
    chosen = readStored();
    emit();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      if (listeners.size === 0) {
        media?.addEventListener?.('change', onSystemChange);
        if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          media?.removeEventListener?.('change', onSystemChange);
          if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
        }
      };
    },
    setSetting(key, value) {
      if (!isValidSetting(key, value)) return;
      chosen = { ...chosen, [key]: value };
      persist();
      emit();
    },
    reset() {
      chosen = {};
      persist();
      emit();
    },
  };
}

/** The console's one appearance store. */
export const appearanceStore = createAppearanceStore();
