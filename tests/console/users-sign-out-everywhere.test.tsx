/**
 * "Sign out everywhere" on a user's page: shown to those the policy allows, asks first, then
 * calls `POST users/{id}/sessions/revoke` and says how many sessions ended.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '../../contract';
import { maySignOutEverywhere } from '../../src/access/policy';
import { adminProfile } from '../../mocks/v1/fixtures';
import { appUser, usersHandlers } from '../../mocks/v1/users';
import { SERVER_IDENTITY_KEY } from '../../src/api/serverIdentity';
import { setupMswServer } from './msw';
import { renderPage, signInAsUser } from './users-render';

const server = setupMswServer();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('sign out everywhere', () => {
  it(
    'asks, then ends every session of the user and says how many',
    { timeout: 90_000 },
    async () => {
      const mock = usersHandlers(adminProfile);
      server.use(...mock.handlers);
      signInAsUser(adminProfile);
      const user = userEvent.setup();
      renderPage(`/users/${appUser.user_id}`);
      await user.click(
        await screen.findByRole('button', { name: /Sign out everywhere/ }, { timeout: 30_000 }),
      );
      const confirm = await screen.findByRole('tooltip');
      expect(within(confirm).getByText('Sign Gina Guest out on every device?')).toBeInTheDocument();
      expect(mock.state.signedOut).toEqual([]);
      await user.click(within(confirm).getByRole('button', { name: 'Sign out everywhere' }));
      expect(
        await screen.findByText('Gina Guest was signed out of 2 sessions', {}, { timeout: 30_000 }),
      ).toBeInTheDocument();
      expect(mock.state.signedOut).toEqual([appUser.user_id]);
    },
  );

  it(
    'is not offered on the legacy server, which has no sessions to end',
    { timeout: 90_000 },
    async () => {
      const mock = usersHandlers(adminProfile, { legacy: true });
      server.use(...mock.handlers);
      signInAsUser(adminProfile);
      renderPage(`/users/${appUser.user_id}`);
      expect(await screen.findByText(appUser.email, {}, { timeout: 30_000 })).toBeInTheDocument();
      await vi.waitFor(() => expect(sessionStorage.getItem(SERVER_IDENTITY_KEY)).toBe('legacy'), {
        timeout: 30_000,
      });
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.queryByRole('button', { name: /Sign out everywhere/ })).toBeNull();
    },
  );

  it('cancelling the question sends nothing', { timeout: 90_000 }, async () => {
    const mock = usersHandlers(adminProfile);
    server.use(...mock.handlers);
    signInAsUser(adminProfile);
    const user = userEvent.setup();
    renderPage(`/users/${appUser.user_id}`);
    await user.click(
      await screen.findByRole('button', { name: /Sign out everywhere/ }, { timeout: 30_000 }),
    );
    await user.click(
      within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Cancel' }),
    );
    expect(mock.state.signedOut).toEqual([]);
  });

  it('the policy: a System Admin for anyone, an Institutional Admin for its own users only', () => {
    const own = { institution_id: 7 };
    const other = { institution_id: 8 };
    const none = { institution_id: null };
    expect(
      [own, other, none].map((u) => maySignOutEverywhere(ROLES.SYSTEM_ADMIN, null, u)),
    ).toEqual([true, true, true]);
    expect(
      [own, other, none].map((u) => maySignOutEverywhere(ROLES.INSTITUTIONAL_ADMIN, 7, u)),
    ).toEqual([true, false, false]);
    for (const role of [ROLES.APP_USER, ROLES.INSTITUTIONAL_STAFF]) {
      expect([own, other, none].map((u) => maySignOutEverywhere(role, 7, u))).toEqual([
        false,
        false,
        false,
      ]);
    }
  });
});
