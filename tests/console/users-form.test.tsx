import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../contract';
import { api } from '../../mocks/v1/handlers';
import { adminProfile } from '../../mocks/v1/fixtures';
import { usersHandlers } from '../../mocks/v1/users';
import { setupMswServer } from './msw';
import { renderPage, signInAsUser } from './users-render';

const server = setupMswServer();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

async function openCreate() {
  const mock = usersHandlers(adminProfile);
  server.use(...mock.handlers);
  signInAsUser(adminProfile);
  renderPage('/users/create');
  await screen.findByLabelText('Name');
  return mock;
}

/** Types by pasting: per-key typing re-renders antd forms for every character (slow). */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

/** Picks an option of an antd Select by its label. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

describe('user form', { timeout: 60_000 }, () => {
  it('shows and requires the institution only for roles 2 and 3', async () => {
    const user = userEvent.setup();
    await openCreate();
    expect(screen.queryByLabelText('Institution')).not.toBeInTheDocument();
    await choose(user, 'Role', 'Institutional Staff');
    expect(await screen.findByLabelText('Institution')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(
      await screen.findByText('Institutional admins and staff need an institution'),
    ).toBeInTheDocument();
    await choose(user, 'Role', 'System Admin');
    await waitFor(() => expect(screen.queryByLabelText('Institution')).not.toBeInTheDocument());
  });

  it('says when the venues could not be loaded, and Retry loads them', async () => {
    const user = userEvent.setup();
    let failing = true;
    server.use(...usersHandlers(adminProfile).handlers);
    server.use(
      http.get(api(paths.institutionList), () =>
        failing
          ? HttpResponse.json(
              { status: 'failed', message: 'The database is not available' },
              { status: 503 },
            )
          : undefined,
      ),
    );
    signInAsUser(adminProfile);
    renderPage('/users/create');
    await screen.findByLabelText('Name');
    await choose(user, 'Role', 'Institutional Staff');
    await user.click(await screen.findByLabelText('Institution'));
    const alert = await screen.findByRole('alert', {}, { timeout: 30_000 });
    expect(alert).toHaveTextContent('The choices could not be loaded');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await screen.findAllByTitle('Club Aurora')).length).toBeGreaterThan(0);
  });

  it('a 256-character name is refused naming the limit, and nothing is sent', async () => {
    const user = userEvent.setup();
    const mock = await openCreate();
    await fill(user, screen.getByLabelText('Name'), 'n'.repeat(256));
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('The name must be at most 255 characters')).toBeInTheDocument();
    expect(mock.state.lastWrite).toBeNull();
  });

  it('asks for the social ID only when "Has social account" is on', async () => {
    const user = userEvent.setup();
    await openCreate();
    expect(screen.queryByLabelText('Social ID')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Has social account' }));
    expect(await screen.findByLabelText('Social ID')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Enter the social ID of the account')).toBeInTheDocument();
  });

  it('applies the password rules of the server and shows the strength', async () => {
    const user = userEvent.setup();
    await openCreate();
    expect(screen.getByText(/At least 10 characters; not a common password/)).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    await fill(user, password, 'short');
    expect(
      await screen.findByText('The password needs at least 10 characters'),
    ).toBeInTheDocument();
    await user.clear(password);
    await fill(user, password, 'Password123');
    expect(
      await screen.findByText('This password is too common: choose another one'),
    ).toBeInTheDocument();
    expect(screen.getByText('Too weak')).toBeInTheDocument();
    await user.clear(password);
    await fill(user, password, 'Long <&> "passphrase" 2026!');
    await waitFor(() =>
      expect(screen.queryByText(/too common|at least 10/)).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Strong');
  });

  it('sends legacy multipart values: strings, "1"/"0", the institution for role 2', async () => {
    const user = userEvent.setup();
    const mock = await openCreate();
    await fill(user, screen.getByLabelText('Name'), 'New Venue Admin');
    await fill(user, screen.getByLabelText('E-mail'), 'new.admin@partypass.test');
    await choose(user, 'Role', 'Institutional Admin');
    await choose(user, 'Institution', 'Harbour Hall');
    await fill(user, screen.getByLabelText('Password'), 'A fine passphrase & more');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(mock.state.lastWrite).not.toBeNull());
    expect(mock.state.lastWrite?.contentType).toMatch(/^multipart\/form-data/);
    expect(mock.state.lastWrite?.fields).toMatchObject({
      name: 'New Venue Admin',
      email: 'new.admin@partypass.test',
      role: '2',
      institution_id: '8',
      is_social: '0',
      password: 'A fine passphrase & more',
    });
    expect(mock.state.lastWrite?.fields).not.toHaveProperty('profile_pic');
  });

  it('puts a server field error under its field (409 duplicate e-mail)', async () => {
    const user = userEvent.setup();
    await openCreate();
    await fill(user, screen.getByLabelText('Name'), 'Dup');
    await fill(user, screen.getByLabelText('E-mail'), 'guest@partypass.test');
    await fill(user, screen.getByLabelText('Password'), 'A fine passphrase & more');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => {
      const item = screen.getByLabelText('E-mail').closest('.ant-form-item') as HTMLElement;
      expect(within(item).getByText('A user with this e-mail already exists')).toBeInTheDocument();
    });
  });

  it('on edit, the password is optional behind "Set a new password"', async () => {
    const user = userEvent.setup();
    const mock = usersHandlers(adminProfile);
    server.use(...mock.handlers);
    signInAsUser(adminProfile);
    renderPage('/users/30/edit');
    expect(await screen.findByDisplayValue('Gina Guest')).toBeInTheDocument();
    expect(screen.getByLabelText('Social ID')).toHaveValue('google-7781');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(mock.state.lastWrite).not.toBeNull());
    expect(mock.state.lastWrite?.fields).not.toHaveProperty('password');
    expect(mock.state.lastWrite?.fields).toMatchObject({ is_social: '1', role: '0' });
    await user.click(screen.getByRole('switch', { name: 'Set a new password' }));
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  });

  it('legacy server (a save answered without data): the toast names the user from what was sent', async () => {
    const user = userEvent.setup();
    const mock = usersHandlers(adminProfile, { legacy: true });
    server.use(...mock.handlers);
    signInAsUser(adminProfile);
    renderPage('/users/30/edit');
    const name = await screen.findByDisplayValue('Gina Guest');
    await user.clear(name);
    await fill(user, name, 'Gina Renamed');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(
      await screen.findByText('Gina Renamed was saved', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^ was saved$/)).not.toBeInTheDocument();
  });
});
