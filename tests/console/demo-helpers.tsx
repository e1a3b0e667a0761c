import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createDemoHandlers } from '../../mocks/demo';

/** An msw/node server with the browser worker's own demo handlers, fresh seed data per test. */
export function setupDemoServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => server.resetHandlers(...createDemoHandlers()));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Renders one demo page at `path` (matched by `route`) with the providers the console gives it. */
export function renderDemo(page: ReactElement, path = '/', route = '*') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider>
        <AntdApp>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={page} />
            </Routes>
          </MemoryRouter>
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}
