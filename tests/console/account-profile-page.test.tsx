import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../contract';
import { getClaims, identityFromProfile, saveUser } from '../../src/api/session';
import { staffUser, usersHandlers } from '../../mocks/v1/users';
import { setupMswServer } from './msw';
import { renderPage, signInAsUser } from './users-render';

const server = setupMswServer();
const CURRENT = 'My current passphrase';
const PROFILE_PATH = `/api/v1${paths.ownProfile}`;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

/** `storeUser`: with the user the console stores at sign-in, so the header needs no profile read. */
async function open({ storeUser = false, legacy = false } = {}) {
  const mock = usersHandlers(staffUser, { currentPassword: CURRENT, legacy });
  server.use(...mock.handlers);
  signInAsUser(staffUser);
  if (storeUser) saveUser(identityFromProfile(staffUser, getClaims()));
  renderPage('/account-profile');
  expect(await screen.findByDisplayValue('Sam Staff', {}, { timeout: 20_000 })).toBeInTheDocument();
  return mock;
}

async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

/** Fills the "Change password" card (current password right) and sends it; returns the card. */
async function sendPasswordChange(
  user: ReturnType<typeof userEvent.setup>,
  password: string,
  repeat = password,
) {
  const card = screen.getByRole('region', { name: 'Change password' });
  await user.click(within(card).getByLabelText('Current password'));
  await user.paste(CURRENT);
  await user.click(within(card).getByLabelText('New password'));
  await user.paste(password);
  await user.click(within(card).getByLabelText('Repeat the new password'));
  await user.paste(repeat);
  await user.click(within(card).getByRole('button', { name: 'Change password' }));
  return card;
}

describe('account profile', { timeout: 60_000 }, () => {
  it('shows role and institution read-only and saves without them; the header updates', async () => {
    const user = userEvent.setup();
    const mock = await open();
    const details = screen.getByRole('region', { name: 'Personal details' });
    expect(within(details).getByText('Institutional Staff')).toBeInTheDocument();
    expect(within(details).getByText('Club Aurora')).toBeInTheDocument();
    expect(within(details).queryByRole('combobox', { name: 'Role' })).not.toBeInTheDocument();

    await fill(user, 'Name', 'Samantha Staff');
    await user.click(within(details).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mock.state.lastWrite?.fields.name).toBe('Samantha Staff'));
    expect(mock.state.lastWrite?.url).toBe('/api/v1/users/update-user');
    expect(mock.state.lastWrite?.fields).not.toHaveProperty('role');
    expect(mock.state.lastWrite?.fields).not.toHaveProperty('institution_id');
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('user') ?? '{}').name).toBe('Samantha Staff'),
    );
    expect(
      await within(screen.getByRole('button', { name: /user menu/i })).findByText('Samantha Staff'),
    ).toBeInTheDocument();
  });

  it('reads the profile once after a save, and not at all after a password change', async () => {
    const user = userEvent.setup();
    const reads: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === PROFILE_PATH) {
        reads.push(request.url);
      }
    };
    server.events.on('request:start', count);
    try {
      // With the user stored at sign-in the header reads nothing: the form's read is the only one
      // (this harness has no main layout, so no ProfileRefresh either).
      await open({ storeUser: true });
      expect(reads).toHaveLength(1);
      const details = screen.getByRole('region', { name: 'Personal details' });
      await fill(user, 'Name', 'Samantha Staff');
      await user.click(within(details).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(reads).toHaveLength(2));
      await waitFor(() =>
        expect(JSON.parse(sessionStorage.getItem('user') ?? '{}').name).toBe('Samantha Staff'),
      );
      const card = await sendPasswordChange(user, 'A brand new passphrase');
      await waitFor(() => expect(within(card).getByLabelText('New password')).toHaveValue(''));
      // A second read would start at the same moment as the first; give it time to show.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(reads).toHaveLength(2);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });

  it('a changed e-mail asks for the current password', async () => {
    const user = userEvent.setup();
    await open();
    const details = screen.getByRole('region', { name: 'Personal details' });
    expect(within(details).queryByLabelText('Current password')).not.toBeInTheDocument();
    await fill(user, 'E-mail', 'sam.new@partypass.test');
    expect(
      await screen.findByText('Changing your e-mail needs your current password.'),
    ).toBeInTheDocument();
  });

  it('changes the password: a wrong current password shows under its field, the right one passes', async () => {
    const user = userEvent.setup();
    const mock = await open();
    const card = screen.getByRole('region', { name: 'Change password' });
    const inCard = (label: string) => within(card).getByLabelText(label);
    await user.click(inCard('Current password'));
    await user.paste('wrong password here');
    await user.click(inCard('New password'));
    await user.paste('A brand new passphrase');
    await user.click(inCard('Repeat the new password'));
    await user.paste('A brand new passphrase');
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    await waitFor(() => {
      const item = inCard('Current password').closest('.ant-form-item') as HTMLElement;
      expect(within(item).getByText('The current password is not correct')).toBeInTheDocument();
    });
    // Shown once, on its field: no toast, and never the wire's field name.
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
    expect(screen.queryByText(/current_password/)).not.toBeInTheDocument();
    await user.clear(inCard('Current password'));
    await user.click(inCard('Current password'));
    await user.paste(CURRENT);
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(mock.state.lastWrite?.fields).toMatchObject({
        current_password: CURRENT,
        password: 'A brand new passphrase',
      }),
    );
    expect(mock.state.lastWrite?.fields).not.toHaveProperty('confirm');
    await waitFor(() => expect(inCard('New password')).toHaveValue(''));
  });

  it('refuses a mismatched confirmation in the browser', async () => {
    const user = userEvent.setup();
    const mock = await open();
    const card = await sendPasswordChange(user, 'A brand new passphrase', 'Another passphrase');
    expect(await within(card).findByText('The two passwords differ')).toBeInTheDocument();
    expect(mock.state.lastWrite).toBeNull();
  });

  it('uploads a picture at once and removes it after a confirmation', async () => {
    const user = userEvent.setup();
    const mock = await open();
    const card = screen.getByRole('region', { name: 'Profile picture' });
    const input = card.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(mock.state.lastWrite?.url).toBe('/api/v1/users/profile/upload-profile-picture'),
    );
    expect(mock.state.lastWrite?.fields.profile_pic).toHaveProperty('file');
    // The header shows the new picture at once.
    const header = screen.getByRole('button', { name: /user menu/i });
    await waitFor(() =>
      expect(header.querySelector('img')?.getAttribute('src')).toContain(
        '/uploads/avatars/new.png',
      ),
    );
    const remove = await within(card).findByRole('button', { name: /Remove/ });
    await user.click(remove);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Remove/ }));
    await waitFor(() => expect(mock.state.lastWrite?.url).toBe('/api/v1/users/update-user'));
    expect(mock.state.lastWrite?.fields).toEqual({ profile_pic: '' });
    await waitFor(() => expect(header.querySelector('img')).toBeNull());
  });

  it('legacy server (the upload answers a message only): the new picture shows without a reload', async () => {
    const user = userEvent.setup();
    await open({ legacy: true });
    const card = screen.getByRole('region', { name: 'Profile picture' });
    const input = card.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    );
    const header = screen.getByRole('button', { name: /user menu/i });
    await waitFor(
      () =>
        expect(header.querySelector('img')?.getAttribute('src')).toContain(
          '/uploads/avatars/new.png',
        ),
      { timeout: 20_000 },
    );
    await waitFor(() =>
      expect(card.querySelector('img')?.getAttribute('src')).toContain('/uploads/avatars/new.png'),
    );
  });
});
