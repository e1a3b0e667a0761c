import { useMemo, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Refine } from '@refinedev/core';
import { createQueryClient } from './api/queryClient';
import { UnsavedChangesNotifier } from '@refinedev/react-router';
import { accessControlProvider } from './access/accessControlProvider';
import { auditLogProvider } from './api/auditLogProvider';
import { authProvider } from './api/authProvider';
import { dataProvider } from './api/dataProvider';
import { liveProvider } from './api/liveProvider';
import { useConsoleNotificationProvider } from './api/notificationProvider';
import { DevtoolsPanels, DevtoolsRoot } from './devtools';
import { i18nProvider } from './i18n/i18nProvider';
import { RESOURCES, toRefineResources } from './resources';
import { REDIRECT_AFTER_SAVE } from './routes/afterSave';
import { routerProvider } from './routes/routerProvider';
import type { ResourceDefinition } from './resources/types';
import { AppRoutes } from './routes/AppRoutes';
import { ThemeProvider } from './theme/ThemeProvider';

const DEMO_APPS = import.meta.env.VITE_DEMO_APPS !== 'false';

export interface AppProps {
  resources?: readonly ResourceDefinition[];
  /** The client a first read started in at boot (src/routes/firstRead.ts); a new one otherwise. */
  queryClient?: QueryClient;
}

/** Wires <Refine>: providers, resources and routes. Must sit inside a react-router Router. */
export function App({ resources = RESOURCES, queryClient: bootClient }: AppProps) {
  const [queryClient] = useState(() => bootClient ?? createQueryClient());
  // The demo sections' labels are in their own namespace: Refine's labels (breadcrumbs, the
  // menu) are made again once it is in, and with each language.
  const { t, i18n, ready } = useTranslation(DEMO_APPS ? ['common', 'demo'] : 'common');
  const language = i18n.resolvedLanguage;
  const refineResources = useMemo(
    () => toRefineResources(resources, t),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels change with these
    [resources, t, language, ready],
  );
  return (
    <ThemeProvider>
      <DevtoolsRoot>
        <Refine
          dataProvider={dataProvider}
          liveProvider={liveProvider}
          authProvider={authProvider}
          auditLogProvider={auditLogProvider}
          accessControlProvider={accessControlProvider}
          i18nProvider={i18nProvider}
          routerProvider={routerProvider}
          notificationProvider={useConsoleNotificationProvider}
          resources={refineResources}
          options={{
            disableTelemetry: true,
            // Lists and the dashboard refetch on a change; show and edit pages say so instead
            // (src/hooks/useLiveRecord.tsx).
            liveMode: 'auto',
            reactQuery: { clientConfig: queryClient },
            redirect: REDIRECT_AFTER_SAVE,
            syncWithLocation: true,
            warnWhenUnsavedChanges: true,
            // How long a delete that can be undone (src/components/UndoableDeleteButton.tsx)
            // waits for Undo before it is sent.
            undoableTimeout: 5_000,
          }}
        >
          <AppRoutes resources={resources} />
          <UnsavedChangesNotifier />
          <DevtoolsPanels />
        </Refine>
      </DevtoolsRoot>
    </ThemeProvider>
  );
}

export default App;
