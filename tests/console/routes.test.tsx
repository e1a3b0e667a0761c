import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { App } from '../../src/App';
import { RESOURCES } from '../../src/resources';
import type { ResourceDefinition } from '../../src/resources/types';
import { currentServerHandlers, legacyServerHandlers, PASSWORD } from '../../mocks/v1/handlers';
import { makeToken } from '../../mocks/v1/jwt';
import { LocationProbe, seen } from './locationProbe';
import { withScreenWidth } from './desktopScreen';
import { setupMswServer } from './msw';

const server = setupMswServer();
// A desktop: the menu is in the sider, not in a phone's closed drawer.
withScreenWidth();

function renderAt(path: string, resources: readonly ResourceDefinition[] = RESOURCES) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App resources={resources} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** A role-1-only route registered for this test only (the real ones come with their issues). */
const InstitutionsStub = () => <p>institutions list</p>;
const withInstitutions: readonly ResourceDefinition[] = [
  // The real institutions resource (issue 3) is replaced by the stub: this test is about routing.
  ...RESOURCES.filter((r) => r.name !== 'institutions'),
  {
    name: 'institutions',
    labelKey: 'menu.institutions',
    icon: null,
    group: 'management',
    scope: 'all',
    routes: { list: { path: '/institutions', component: InstitutionsStub } },
  },
];

const signIn = (role: number, institution_id: number | null = null) =>
  sessionStorage.setItem('token', makeToken({ name: 'Vera Venue', id: 2, role, institution_id }));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('routes', () => {
  it('sends a signed-out user from the dashboard to the login page, keeping the page', async () => {
    renderAt('/dashboards/modern');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(seen.location).toBe(`/auth/login?to=${encodeURIComponent('/dashboards/modern')}`);
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('ends an expired session and sends the user to the login page, keeping the page', async () => {
    sessionStorage.setItem('token', makeToken({ name: 'Vera Venue', id: 2, role: 1 }, -60));
    renderAt('/dashboards/modern');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(seen.location).toBe(`/auth/login?to=${encodeURIComponent('/dashboards/modern')}`);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('redirects / to /dashboards/modern for a signed-in user', async () => {
    server.use(...currentServerHandlers);
    signIn(1);
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    // The probe reads the location in a passive effect, which may follow the heading's commit.
    await waitFor(() => expect(seen.location).toBe('/dashboards/modern'));
  });

  it('redirects unknown paths to /auth/404, signed in or not', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(seen.location).toBe('/auth/404');
    expect(screen.getByRole('button', { name: 'Back home' })).toBeInTheDocument();
  });

  it('shows the 403 result to role 2 on a role-1-only route, with a way home', async () => {
    server.use(...legacyServerHandlers);
    signIn(2, 7);
    renderAt('/institutions', withInstitutions);
    expect(await screen.findByRole('heading', { name: '403' })).toBeInTheDocument();
    expect(screen.queryByText('institutions list')).not.toBeInTheDocument();
    expect(seen.location).toBe('/institutions');
    await userEvent.click(screen.getByRole('button', { name: 'Back home' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('lets role 1 open the role-1 route and shows it in the menu; role 2 sees no such item', async () => {
    server.use(...currentServerHandlers);
    signIn(1);
    const view = renderAt('/institutions', withInstitutions);
    expect(await screen.findByText('institutions list')).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Institutions' })).toBeInTheDocument();
    view.unmount();

    signIn(2, 7);
    renderAt('/dashboards/modern', withInstitutions);
    const nav2 = await screen.findByRole('navigation', { name: 'Main menu' });
    await within(nav2).findByRole('link', { name: 'Dashboard' });
    expect(within(nav2).queryByRole('link', { name: 'Institutions' })).not.toBeInTheDocument();
    expect(within(nav2).queryByText('Management')).not.toBeInTheDocument();
  });

  it("keeps the menu and the header's controls on screen across a navigation", async () => {
    server.use(...currentServerHandlers);
    signIn(1);
    renderAt('/institutions', withInstitutions);
    expect(await screen.findByText('institutions list')).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await screen.findByRole('button', { name: /user menu/i })).toBeInTheDocument();

    await userEvent.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /user menu/i })).toBeInTheDocument();
  });

  it('signs in, lands on the dashboard, and logs out from the user menu', async () => {
    server.use(...currentServerHandlers);
    const user = userEvent.setup();
    renderAt('/auth/login');
    await user.type(await screen.findByLabelText('E-mail'), 'admin@partypass.test');
    await user.type(screen.getByLabelText('Password'), `${PASSWORD}{Enter}`);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(seen.location).toBe('/dashboards/modern');
    expect(sessionStorage.getItem('token')).not.toBeNull();

    await user.click(await screen.findByRole('button', { name: /user menu/i }));
    expect(await screen.findByText('admin@partypass.test')).toBeInTheDocument();
    expect(screen.getByText('System Admin')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: /Log out/ }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it("shows the server's message when the sign-in fails", async () => {
    server.use(...currentServerHandlers);
    const user = userEvent.setup();
    renderAt('/auth/login');
    await user.type(await screen.findByLabelText('E-mail'), 'admin@partypass.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(seen.location).toBe('/auth/login');
  });

  it('validates the login form before calling the server', async () => {
    const user = userEvent.setup();
    renderAt('/auth/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
  });

  it('sends a signed-in user away from the login page to `to`', async () => {
    server.use(...currentServerHandlers);
    signIn(1);
    renderAt(`/auth/login?to=${encodeURIComponent('/account-profile')}`);
    expect(await screen.findByRole('heading', { name: 'Account settings' })).toBeInTheDocument();
    expect(seen.location).toBe('/account-profile');
  });

  it('renders the public landing page with a sign-in call to action', async () => {
    renderAt('/landingpage');
    expect(
      await screen.findByRole('heading', { name: 'Run every night out from one console' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to the console' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });
});
