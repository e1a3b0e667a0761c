import { App } from 'antd';
import type { ReactNode } from 'react';
import { appearanceStore, type AppearanceStore } from './appearanceStore';
import { TOPBAR_HEIGHT } from './constants';
import { ThemeConfig } from './ThemeConfig';

/**
 * Toasts start below the header: at antd's default 24 px they covered the user menu, the
 * language picker and the settings button for seconds after every save.
 */
const NOTIFICATIONS = { top: TOPBAR_HEIGHT + 16 } as const;

/** The theme (./ThemeConfig) and antd's App, for App.useApp()'s message, notification and modal. */
export function ThemeProvider({
  children,
  store = appearanceStore,
}: {
  children: ReactNode;
  store?: AppearanceStore;
}) {
  return (
    <ThemeConfig store={store}>
      <App notification={NOTIFICATIONS}>{children}</App>
    </ThemeConfig>
  );
}
