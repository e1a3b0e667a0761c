import { Refine } from '@refinedev/core';
import { theme } from 'antd';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ALL_ROLES } from '../contract';
import { isAllowed } from '../src/access/policy';
import { dataProvider } from '../src/api/dataProvider';
import { HOME_PATH } from '../src/api/redirect';
import { MainLayout } from '../src/layout/MainLayout';
import DashboardPage, { showsFigures } from '../src/pages/dashboard/DashboardPage';
import { RESOURCES, toRefineResources } from '../src/resources';
import { routerProvider } from '../src/routes/routerProvider';
import { DEFAULT_APPEARANCE, type Mode } from '../src/theme/settings';
import { buildTheme } from '../src/theme/theme';
import { ThemeProvider } from '../src/theme/ThemeProvider';
import { defaultAppearance, DRAWN_LANGUAGES, drawnWhole, staticTexts } from './static-render';
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
  const i18n = staticTexts(['common', 'dashboard', 'purchases'], root);
  const html = renderToString(
    h(
      I18nextProvider,
      { i18n },
      h(
        MemoryRouter,
        { initialEntries: [HOME_PATH] },
        h(ThemeProvider, {
          store: defaultAppearance(mode),
          children: h(
            Refine,
            {
              dataProvider,
              routerProvider,
              resources: toRefineResources(RESOURCES, (key) => i18n.t(key)),
              options: { disableTelemetry: true },
            },
            h(
              Routes,
              null,
              h(
                Route,
                { element: h(MainLayout) },
                h(Route, { path: HOME_PATH, element: h(DashboardPage) }),
              ),
            ),
          ),
        }),
      ),
    ),
  );
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
