import { useMemo, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Refine } from '@refinedev/core';
import { createQueryClient } from './api/queryClient';
import { UnsavedChangesDialog } from './components/UnsavedChangesDialog';
import { DevtoolsPanels, DevtoolsRoot } from './devtools';
import { refineOptions, refineProviders } from './refineProviders';
import { RESOURCES, toRefineResources } from './resources';
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
          {...refineProviders}
          resources={refineResources}
          options={{ ...refineOptions, reactQuery: { clientConfig: queryClient } }}
        >
          <AppRoutes resources={resources} />
          <UnsavedChangesDialog />
          <DevtoolsPanels />
        </Refine>
      </DevtoolsRoot>
    </ThemeProvider>
  );
}

export default App;
