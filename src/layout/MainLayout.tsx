import { ThemedLayout } from '@refinedev/antd';
import type { TitleProps } from '@refinedev/core';
import { Suspense, useMemo, type CSSProperties, type FC } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { RESOURCES } from '../resources';
import type { ResourceDefinition } from '../resources/types';
import { useAppearance } from '../theme';
import { BREAKPOINTS } from '../theme/constants';
import { ConsoleHeader } from './ConsoleHeader';
import { ConsoleSider } from './ConsoleSider';
import { ConsoleTitle } from './ConsoleTitle';
import { FocusOnRouteChange } from './FocusOnRouteChange';
import { focusMainContent, MAIN_ID } from './mainContent';
import { PageLoading } from './PageLoading';

export { PageLoading };

/**
 * "Skip to content" (WCAG 2.4.1): the first stop of the Tab key, shown only when focused, jumps
 * over the menu and the header to the page itself.
 */
function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      className="pp-skip-link"
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        focusMainContent();
      }}
    >
      {t('app.skipToContent')}
    </a>
  );
}

const NoSider = () => null;

/**
 * Refine's ThemedLayout shaped by the appearance settings: vertical (ThemedSider, 270 px or mini
 * 87 px, a drawer on phones, beside a 70 px header) or horizontal (no sider, the menu in the
 * header), boxed (content at most 1200 px wide, centred) or full width.
 */
export function MainLayout({
  resources = RESOURCES,
}: {
  resources?: readonly ResourceDefinition[];
}) {
  const { settings, setSetting } = useAppearance();
  const horizontal = settings.layout === 'horizontal';
  const boxed: CSSProperties = useMemo(
    () =>
      settings.container === 'boxed'
        ? { maxWidth: BREAKPOINTS.lg, marginInline: 'auto', width: '100%' }
        : { width: '100%' },
    [settings.container],
  );
  // ThemedLayout calls its Sider as a function to learn whether there is one: the slots must be
  // stable components that call no hook themselves.
  const Sider = useMemo<FC<{ Title?: FC<TitleProps> }>>(
    () =>
      horizontal ? NoSider : ({ Title }) => <ConsoleSider Title={Title} resources={resources} />,
    [horizontal, resources],
  );
  const Header = useMemo<FC>(
    () => () => <ConsoleHeader resources={resources} horizontal={horizontal} boxed={boxed} />,
    [resources, horizontal, boxed],
  );

  return (
    <>
      <SkipLink />
      <FocusOnRouteChange />
      <ThemedLayout
        // The layouts differ in the hooks ThemedLayout's Sider call runs: a new one for each.
        key={settings.layout}
        Sider={Sider}
        Header={Header}
        Title={ConsoleTitle}
        initialSiderCollapsed={settings.sidebar === 'mini'}
        onSiderCollapsed={(collapsed) => setSetting('sidebar', collapsed ? 'mini' : 'full')}
      >
        <div id={MAIN_ID} tabIndex={-1} style={boxed}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </div>
      </ThemedLayout>
    </>
  );
}
