import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentServerHandlers, PASSWORD } from '../../mocks/v1/handlers';
import { seen } from './locationProbe';
import { renderLoginShell } from './renderLoginShell';
import { setupMswServer } from './msw';
import * as shell from '../../src/shell';

vi.mock('../../src/shell', { spy: true });

const server = setupMswServer();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

// The sign-in screen a signed-out visitor gets before the console's code (src/shell.ts).
describe('the sign-in screen without the console', () => {
  it('signs in and hands over to the console on the page of `to`', async () => {
    server.use(...currentServerHandlers);
    const user = userEvent.setup();
    renderLoginShell(`/auth/login?to=${encodeURIComponent('/account-profile')}`);
    expect(screen.queryByRole('button', { name: /user menu/i })).not.toBeInTheDocument();
    await user.type(await screen.findByLabelText('E-mail'), 'admin@partypass.test');
    await user.type(screen.getByLabelText('Password'), `${PASSWORD}{Enter}`);
    // The console's own layout (header, user menu) now draws the page the visitor asked for.
    expect(
      await screen.findByRole('button', { name: /user menu/i }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(seen.location).toBe('/account-profile');
    expect(sessionStorage.getItem('token')).not.toBeNull();
  });

  it("keeps the visitor on the form with the server's message when the sign-in fails", async () => {
    server.use(...currentServerHandlers);
    const user = userEvent.setup();
    renderLoginShell('/auth/login');
    await user.type(await screen.findByLabelText('E-mail'), 'admin@partypass.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password{Enter}');
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(seen.location).toBe('/auth/login');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('checks the form before calling the server', async () => {
    const user = userEvent.setup();
    renderLoginShell('/auth/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
  });

  it('fetches the console only once the sign-in request is sent, not while the form is in use', async () => {
    server.use(...currentServerHandlers);
    vi.mocked(shell.loadConsole).mockClear();
    const user = userEvent.setup();
    renderLoginShell('/auth/login');
    await user.type(await screen.findByLabelText('E-mail'), 'admin@partypass.test');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    // Past the idle moment after the first render, where it used to start.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(shell.loadConsole).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shell.loadConsole).toHaveBeenCalled());
  });
});
