/** Rendering the sider's menu for the tests of FirstMenu, SiderMenu and the swap between them. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LocationProbe } from './locationProbe';
import { PageWithData } from './quiet-page';

/** `ui` at `path`, with a page whose data stays in flight if `withPage`. */
export function renderAt(path: string, ui: React.ReactNode, withPage = false) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        {withPage ? <PageWithData /> : null}
        {ui}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** FirstMenu alone, in the navigation landmark SiderMenu gives it. */
export const inNav = (ui: React.ReactNode) => <nav aria-label="Main menu">{ui}</nav>;

export const nav = () => screen.getByRole('navigation', { name: 'Main menu' });
