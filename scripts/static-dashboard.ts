import { theme } from 'antd';
import { createElement as h } from 'react';
import { ALL_ROLES } from '../contract';
import { isAllowed } from '../src/access/policy';
import { HOME_PATH } from '../src/api/redirect';
import DashboardPage, { showsFigures } from '../src/pages/dashboard/DashboardPage';
import { DEFAULT_APPEARANCE, type Mode } from '../src/theme/settings';
import { buildTheme } from '../src/theme/theme';
import { renderSignedInPage } from './static-signed-in';
import { DRAWN_LANGUAGES, drawnWhole } from './static-render';
import type { StaticScreenIndex } from './vite-static-screens';

/**
 * The dashboard's first screen as the browser first paints it for a signed-in user with the
 * default settings in `mode` and a wide window: the main layout's frame (its menu and header
 * controls come a frame after the page, src/layout/MainLayout.tsx) and the page's heading and
 * skeletons while its figures load. The same components, texts and theme as in the browser,
 * rendered with react-dom's server renderer; the data provider is never called (no effects run).
 * Must run with NODE_ENV=production, like renderStaticSignIn.
 */
export function renderStaticDashboard(mode: Mode, root: string = process.cwd()): string {
  const html = renderSignedInPage({
    mode,
    root,
    path: HOME_PATH,
    page: h(DashboardPage),
    namespaces: ['common', 'dashboard', 'purchases'],
  });
  return drawnWhole(html, "the dashboard's first screen");
}

/** Who gets the drawn dashboard (public/boot-appearance.js checks it). */
export const STATIC_DASHBOARD_SETTINGS: StaticScreenIndex = {
  path: HOME_PATH,
  signedIn: true,
  // Those the policy lets open it who get its figures (App users get a welcome page).
  roles: ALL_ROLES.filter((role) => showsFigures(role) && isAllowed(role, 'dashboard', 'list')),
  // The sider is full only from antd's `lg` breakpoint (src/layout/MainLayout.tsx).
  minWidth: theme.getDesignToken(buildTheme(DEFAULT_APPEARANCE)).screenLG,
  settings: Object.fromEntries(
    Object.entries(DEFAULT_APPEARANCE).filter(([key]) => key !== 'mode'),
  ) as StaticScreenIndex['settings'],
  ...DRAWN_LANGUAGES,
};
