import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../contract';
import { adminProfile } from '../../mocks/v1/fixtures';
import { api } from '../../mocks/v1/handlers';
import { legacyUsersHandlers, usersHandlers } from '../../mocks/v1/users';
import { renderPage, rowOf, setUpUsersListTests, signInAsUser } from './users-render';

vi.setConfig({ testTimeout: 180_000 });
configure({ asyncUtilTimeout: 30_000 });

const server = setUpUsersListTests();

describe('users list: move selected users', () => {
  it('sends the selected users with the chosen role in one request', async () => {
    const moves: unknown[] = [];
    server.use(
      http.patch(api(paths.userBulkMove), async ({ request }) => {
        moves.push(await request.json());
        return HttpResponse.json({
          status: 'success',
          message: '2 records updated',
          data: { updated: 2 },
        });
      }),
      ...usersHandlers(adminProfile).handlers,
    );
    signInAsUser(adminProfile);
    const user = userEvent.setup();
    renderPage('/users');
    expect(await screen.findByText('Gina Guest')).toBeInTheDocument();
    await user.click(within(rowOf('Gina Guest')).getByRole('checkbox'));
    await user.click(within(rowOf('Sam Staff')).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: /Move selected \(2\)/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Move 2 users' });
    // Neither a role nor an institution: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText('Choose a role or an institution')).toBeInTheDocument();
    expect(moves).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: 'New role' }));
    await user.click(
      await screen.findByText('App User', { selector: '.ant-select-item-option-content' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(moves).toEqual([{ ids: [30, 31], role: 0 }]));
    expect(await screen.findByText('Users moved: 2')).toBeInTheDocument();
  });

  it('offers no move against the legacy server (it has no such route)', async () => {
    server.use(...legacyUsersHandlers);
    signInAsUser(adminProfile);
    const user = userEvent.setup();
    renderPage('/users');
    expect(await screen.findByText('Gina Guest')).toBeInTheDocument();
    await user.click(within(rowOf('Gina Guest')).getByRole('checkbox'));
    expect(
      await screen.findByRole('button', { name: /Delete selected \(1\)/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move selected/ })).toBeNull();
  });
});
