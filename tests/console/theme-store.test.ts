// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createAppearanceStore } from '../../src/theme/appearanceStore';
import { APPEARANCE_STORAGE_KEY, DEFAULT_APPEARANCE } from '../../src/theme/settings';

/** A Storage kept in a Map, so each test starts from an empty browser. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

/** A prefers-color-scheme query whose answer the test changes, like the OS switching. */
function systemScheme(dark: boolean) {
  const listeners = new Set<(e: MediaQueryListEvent) => void>();
  const list = {
    matches: dark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, fn: (e: MediaQueryListEvent) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (e: MediaQueryListEvent) => void) => listeners.delete(fn),
  } as unknown as MediaQueryList;
  return {
    matchMedia: () => list,
    set(next: boolean) {
      (list as { matches: boolean }).matches = next;
      listeners.forEach((fn) => fn({ matches: next } as MediaQueryListEvent));
    },
  };
}

describe('appearance store', () => {
  it('starts from the SPEC §4 defaults in a new browser with a light system', () => {
    const store = createAppearanceStore({
      storage: memoryStorage(),
      matchMedia: systemScheme(false).matchMedia,
    });
    expect(store.getState().settings).toEqual(DEFAULT_APPEARANCE);
    expect(store.getState().chosenDirection).toBe('ltr');
  });

  it('persists the choices and reads them back in a new page (round trip)', () => {
    const storage = memoryStorage();
    const system = systemScheme(false);
    const first = createAppearanceStore({ storage, matchMedia: system.matchMedia });
    first.setSetting('mode', 'dark');
    first.setSetting('theme', 'PURPLE_THEME');
    first.setSetting('direction', 'rtl');
    first.setSetting('borderRadius', 16);
    first.setSetting('layout', 'horizontal');
    first.setSetting('container', 'full');
    first.setSetting('sidebar', 'mini');
    first.setSetting('card', 'border');

    const reloaded = createAppearanceStore({ storage, matchMedia: system.matchMedia });
    expect(reloaded.getState().settings).toEqual({
      mode: 'dark',
      theme: 'PURPLE_THEME',
      direction: 'rtl',
      borderRadius: 16,
      layout: 'horizontal',
      container: 'full',
      sidebar: 'mini',
      card: 'border',
    });
    expect(JSON.parse(storage.getItem(APPEARANCE_STORAGE_KEY) ?? '{}')).toMatchObject({
      mode: 'dark',
      theme: 'PURPLE_THEME',
    });
  });

  it('ignores values outside the allowed choices, from the setter and from storage', () => {
    const storage = memoryStorage({
      [APPEARANCE_STORAGE_KEY]: JSON.stringify({
        mode: 'sepia',
        theme: 'PINK_THEME',
        borderRadius: 99,
        direction: 'rtl',
      }),
    });
    const store = createAppearanceStore({ storage, matchMedia: systemScheme(false).matchMedia });
    expect(store.getState().settings).toEqual({ ...DEFAULT_APPEARANCE, direction: 'rtl' });
    store.setSetting('borderRadius', 3);
    store.setSetting('borderRadius', 25);
    expect(store.getState().settings.borderRadius).toBe(7);
    store.setSetting('borderRadius', 24);
    expect(store.getState().settings.borderRadius).toBe(24);
  });

  it('survives unreadable storage content', () => {
    const storage = memoryStorage({ [APPEARANCE_STORAGE_KEY]: '{not json' });
    const store = createAppearanceStore({ storage, matchMedia: systemScheme(false).matchMedia });
    expect(store.getState().settings).toEqual(DEFAULT_APPEARANCE);
  });

  it('follows the system dark preference until the user chooses a mode', () => {
    const storage = memoryStorage();
    const system = systemScheme(true);
    const store = createAppearanceStore({ storage, matchMedia: system.matchMedia });
    const unsubscribe = store.subscribe(() => undefined);
    expect(store.getState().settings.mode).toBe('dark');

    system.set(false);
    expect(store.getState().settings.mode).toBe('light');
    system.set(true);
    expect(store.getState().settings.mode).toBe('dark');

    store.setSetting('mode', 'light');
    system.set(false);
    system.set(true);
    expect(store.getState().settings.mode).toBe('light');
    // A new page keeps the choice, whatever the system says.
    expect(
      createAppearanceStore({ storage, matchMedia: system.matchMedia }).getState().settings.mode,
    ).toBe('light');

    // Reset forgets the choice: the system leads again.
    store.reset();
    expect(store.getState().settings.mode).toBe('dark');
    expect(storage.getItem(APPEARANCE_STORAGE_KEY)).toBeNull();
    unsubscribe();
  });

  it('does not store the mode until it is chosen', () => {
    const storage = memoryStorage();
    const store = createAppearanceStore({ storage, matchMedia: systemScheme(true).matchMedia });
    store.setSetting('theme', 'GREEN_THEME');
    expect(JSON.parse(storage.getItem(APPEARANCE_STORAGE_KEY) ?? '{}')).toEqual({
      theme: 'GREEN_THEME',
    });
  });

  it('tells subscribers about every change', () => {
    const store = createAppearanceStore({
      storage: memoryStorage(),
      matchMedia: systemScheme(false).matchMedia,
    });
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.setSetting('card', 'border');
    store.setSetting('layout', 'horizontal');
    unsubscribe();
    store.setSetting('layout', 'vertical');
    expect(calls).toBe(2);
  });
});
