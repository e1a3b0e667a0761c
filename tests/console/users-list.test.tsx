import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '../../contract';
import { adminProfile } from '../../mocks/v1/fixtures';
import { api } from '../../mocks/v1/handlers';
import { legacyUsersHandlers, usersHandlers } from '../../mocks/v1/users';
import { renderPage, rowOf, setUpUsersListTests, signInAsUser } from './users-render';

const server = setUpUsersListTests();

describe('users list', { timeout: 60_000 }, () => {
  it('shows name, e-mail, role tag, institution or "-", and no delete for the signed-in user', async () => {
    server.use(...usersHandlers(adminProfile).handlers);
    signInAsUser(adminProfile);
    renderPage('/users');
    expect(await screen.findByText('Gina Guest')).toBeInTheDocument();
    const guest = rowOf('Gina Guest');
    expect(within(guest).getByText('guest@partypass.test')).toBeInTheDocument();
    expect(within(guest).getByText('App User')).toBeInTheDocument();
    expect(within(guest).getByText('-')).toBeInTheDocument();
    expect(within(guest).getByLabelText('Social account')).toBeInTheDocument();
    const staff = rowOf('Sam Staff');
    expect(within(staff).getByText('Club Aurora')).toBeInTheDocument();
    expect(within(staff).getByText('Institutional Staff')).toBeInTheDocument();

    // Buttons appear once the policy answered; then the own row has none.
    expect(await within(guest).findByRole('button', { name: /delete/i })).toBeInTheDocument();
    const me = rowOf('Ada Admin');
    expect(within(me).getByRole('checkbox')).toBeDisabled();
    expect(within(me).queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
  });

  it('reads the legacy list (no top-level institution_id) the same way', async () => {
    server.use(...legacyUsersHandlers, ...usersHandlers(adminProfile).handlers.slice(1));
    signInAsUser(adminProfile);
    renderPage('/users');
    expect(await screen.findByText('Sam Staff')).toBeInTheDocument();
    expect(within(rowOf('Sam Staff')).getByText('Club Aurora')).toBeInTheDocument();
  });

  it('bulk delete asks first and never deletes the signed-in user', async () => {
    const user = userEvent.setup();
    const mock = usersHandlers(adminProfile);
    server.use(...mock.handlers);
    signInAsUser(adminProfile);
    renderPage('/users');
    await screen.findByText('Gina Guest');
    await user.click(within(rowOf('Gina Guest')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /Delete selected \(1\)/ }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Delete 1 record?');
    await user.click(within(confirm).getByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(mock.state.users.map((u) => u.name)).not.toContain('Gina Guest'));
    expect(mock.state.users.map((u) => u.user_id)).toContain(adminProfile.user_id);
  });

  it('a failed load empties the list and shows the error with Retry', async () => {
    server.use(
      ...usersHandlers(adminProfile).handlers.slice(1),
      http.get(api(paths.userList), () =>
        HttpResponse.text('Too many requests, please try again later.', { status: 429 }),
      ),
    );
    signInAsUser(adminProfile);
    renderPage('/users');
    expect(await screen.findByRole('alert', {}, { timeout: 30_000 })).toHaveTextContent(
      'Too many requests',
    );
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('the show page links an app user to their purchases', async () => {
    server.use(...usersHandlers(adminProfile).handlers);
    signInAsUser(adminProfile);
    renderPage('/users/30');
    const link = await screen.findByRole('link', { name: /Purchases of this user/ });
    expect(link).toHaveAttribute('href', '/purchase?user_id=30');
    expect(screen.getByText('google-7781')).toBeInTheDocument();
  });
});
