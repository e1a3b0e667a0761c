import { Refine } from '@refinedev/core';
import { useNotificationProvider } from '@refinedev/antd';
import routerProvider, { UnsavedChangesNotifier } from '@refinedev/react-router';
import { accessControlProvider } from './access/accessControlProvider';
import { authProvider } from './api/authProvider';
import { dataProvider } from './api/dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { RESOURCES, toRefineResources } from './resources';
import type { ResourceDefinition } from './resources/types';
import { AppRoutes } from './routes/AppRoutes';
import { ThemeProvider } from './theme/ThemeProvider';

/** Wires <Refine>: providers, resources and routes. Must sit inside a react-router Router. */
export function App({ resources = RESOURCES }: { resources?: readonly ResourceDefinition[] }) {
  return (
    <ThemeProvider>
      <Refine
        dataProvider={dataProvider}
        authProvider={authProvider}
        accessControlProvider={accessControlProvider}
        i18nProvider={i18nProvider}
        routerProvider={routerProvider}
        notificationProvider={useNotificationProvider}
        resources={toRefineResources(resources)}
        options={{
          disableTelemetry: true,
          syncWithLocation: true,
          warnWhenUnsavedChanges: true,
        }}
      >
        <AppRoutes resources={resources} />
        <UnsavedChangesNotifier />
      </Refine>
    </ThemeProvider>
  );
}

export default App;
