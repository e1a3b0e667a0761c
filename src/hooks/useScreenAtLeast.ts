import { theme } from 'antd';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

const TOKEN = { sm: 'screenSM', md: 'screenMD', lg: 'screenLG', xl: 'screenXL' } as const;

/** The server renderer's answer: the build draws screens of a wide window (scripts/static-dashboard.ts). */
const drawnWide = () => true;

/**
 * Whether the window is at least antd's `screen` breakpoint wide (what `Grid.useBreakpoint()[screen]`
 * says), known from the first render. Grid.useBreakpoint answers only after its first effect, so
 * the layout and every list rendered twice, with all they hold, before their first paint.
 */
export function useScreenAtLeast(screen: keyof typeof TOKEN): boolean {
  const { token } = theme.useToken();
  const query = `(min-width: ${token[TOKEN[screen]]}px)`;
  // One query list per component, read on each render (not made on each render). None in Node.
  const list = useMemo(
    () => (typeof window === 'undefined' ? null : window.matchMedia(query)),
    [query],
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list?.matches ?? false, drawnWide);
}

/**
 * The console's one phone rule: below antd's `md` breakpoint every list shows its records as
 * cards (src/components/TableOrCards.tsx).
 */
export const usePhone = (): boolean => !useScreenAtLeast('md');

/**
 * Below antd's `lg` breakpoint ThemedSider draws the menu in a drawer behind a button (its own
 * rule): the header then makes room for that button and shows the brand the sider would.
 */
export const useSiderInDrawer = (): boolean => !useScreenAtLeast('lg');
