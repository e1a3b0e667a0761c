import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import LandingShell from '../../src/LandingShell';
import * as shell from '../../src/shell';
import { seen, LocationProbe } from './locationProbe';
import { setupMswServer } from './msw';

vi.mock('../../src/shell', { spy: true });

setupMswServer();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.mocked(shell.loadConsole).mockClear();
});

const renderLandingShell = (path = '/landingpage') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <LandingShell />
      <LocationProbe />
    </MemoryRouter>,
  );

// The landing page opened from the address bar, without the console (src/main.tsx).
describe('the landing page without the console', () => {
  it('draws the whole page, its features too, without loading the console', async () => {
    renderLandingShell();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Run every night out from one console' }),
    ).toBeVisible();
    // The features follow the heading's first paint (LandingFeatures).
    expect(await screen.findByRole('heading', { level: 2 })).toBeVisible();
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(shell.loadConsole).not.toHaveBeenCalled();
  });

  it('leads a signed-out visitor to the sign-in form, still without the console', async () => {
    const user = userEvent.setup();
    renderLandingShell();
    await user.click(screen.getByRole('link', { name: 'Sign in to the console' }));
    expect(await screen.findByLabelText('E-mail')).toBeVisible();
    expect(seen.location).toBe('/auth/login');
    expect(shell.loadConsole).not.toHaveBeenCalled();
  });

  it('hands any other address over to the console', async () => {
    renderLandingShell('/auth/404');
    await vi.waitFor(() => expect(shell.loadConsole).toHaveBeenCalled());
  });
});
