import { Refine, type RefineProps } from '@refinedev/core';
import { createElement as h, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { dataProvider } from '../src/api/dataProvider';
import { MainLayout } from '../src/layout/MainLayout';
import { RESOURCES, toRefineResources } from '../src/resources';
import { routerProvider } from '../src/routes/routerProvider';
import type { Mode } from '../src/theme/settings';
import { ThemeProvider } from '../src/theme/ThemeProvider';
import { defaultAppearance, staticTexts } from './static-render';

/**
 * A signed-in page at `path` as the browser first paints it on a wide window with the default
 * settings in `mode`: the main layout's frame with `page` in it, in `ThemeProvider`, under a
 * `<Refine>` with the console's resources and data and router providers (and `refine`'s
 * additions), with the English texts of `namespaces`. Rendered by react-dom's server renderer:
 * no effect runs, nothing is fetched. The drawings of the dashboard and `/purchase`.
 */
export function renderSignedInPage({
  mode,
  root,
  path,
  page,
  namespaces,
  refine = {},
}: {
  mode: Mode;
  root: string;
  path: string;
  page: ReactElement;
  namespaces: readonly string[];
  refine?: Partial<RefineProps>;
}): string {
  const i18n = staticTexts(namespaces, root);
  return renderToString(
    h(
      I18nextProvider,
      { i18n },
      h(
        MemoryRouter,
        { initialEntries: [path] },
        h(ThemeProvider, {
          store: defaultAppearance(mode),
          children: h(
            Refine,
            {
              dataProvider,
              routerProvider,
              resources: toRefineResources(RESOURCES, (key) => i18n.t(key)),
              ...refine,
              options: { disableTelemetry: true, ...refine.options },
            },
            h(
              Routes,
              null,
              h(Route, { element: h(MainLayout) }, h(Route, { path, element: page })),
            ),
          ),
        }),
      ),
    ),
  );
}
