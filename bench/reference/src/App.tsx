/**
 * Wired as create-refine-app's antd template wires it: Refine with the router, antd's
 * notification provider, kbar and devtools, ThemedLayout behind <Authenticated>, AuthPage for
 * sign-in, every page imported up front (no code splitting).
 */
import {
  AuthPage,
  ErrorComponent,
  ThemedLayout,
  ThemedSider,
  useNotificationProvider,
} from '@refinedev/antd';
import '@refinedev/antd/dist/reset.css';
import { Authenticated, Refine } from '@refinedev/core';
import { DevtoolsPanel, DevtoolsProvider } from '@refinedev/devtools';
import { RefineKbar, RefineKbarProvider } from '@refinedev/kbar';
import routerProvider, {
  CatchAllNavigate,
  DocumentTitleHandler,
  NavigateToResource,
  UnsavedChangesNotifier,
} from '@refinedev/react-router';
import { App as AntdApp } from 'antd';
import { DashboardOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router';
import { authProvider } from './authProvider';
import { ColorModeContextProvider } from './colorMode';
import { dataProvider } from './dataProvider';
import { Header } from './Header';
import { Dashboard } from './pages/Dashboard';
import { PurchaseList } from './pages/PurchaseList';

export default function App() {
  return (
    <BrowserRouter>
      <RefineKbarProvider>
        <ColorModeContextProvider>
          <AntdApp>
            <DevtoolsProvider>
              <Refine
                dataProvider={dataProvider}
                notificationProvider={useNotificationProvider}
                routerProvider={routerProvider}
                authProvider={authProvider}
                resources={[
                  {
                    name: 'dashboard',
                    list: '/dashboards/modern',
                    meta: { label: 'Dashboard', icon: <DashboardOutlined /> },
                  },
                  {
                    name: 'purchase',
                    list: '/purchase',
                    meta: { label: 'Purchases', icon: <ShoppingCartOutlined /> },
                  },
                ]}
                options={{
                  syncWithLocation: true,
                  warnWhenUnsavedChanges: true,
                  disableTelemetry: true,
                }}
              >
                <Routes>
                  <Route
                    element={
                      <Authenticated
                        key="authenticated-inner"
                        fallback={<CatchAllNavigate to="/auth/login" />}
                      >
                        <ThemedLayout
                          Header={Header}
                          Sider={(props) => <ThemedSider {...props} fixed />}
                        >
                          <Outlet />
                        </ThemedLayout>
                      </Authenticated>
                    }
                  >
                    <Route index element={<NavigateToResource resource="dashboard" />} />
                    <Route path="/dashboards/modern" element={<Dashboard />} />
                    <Route path="/purchase" element={<PurchaseList />} />
                    <Route path="*" element={<ErrorComponent />} />
                  </Route>
                  <Route
                    element={
                      <Authenticated key="authenticated-outer" fallback={<Outlet />}>
                        <NavigateToResource />
                      </Authenticated>
                    }
                  >
                    <Route path="/auth/login" element={<AuthPage type="login" />} />
                  </Route>
                </Routes>
                <RefineKbar />
                <UnsavedChangesNotifier />
                <DocumentTitleHandler />
              </Refine>
              <DevtoolsPanel />
            </DevtoolsProvider>
          </AntdApp>
        </ColorModeContextProvider>
      </RefineKbarProvider>
    </BrowserRouter>
  );
}
