import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App';
import { i18n, SUPPORTED_LANGUAGES } from '../../src/i18n';
import { currentServerHandlers } from '../../mocks/v1/handlers';
import { makeToken } from '../../mocks/v1/jwt';
import { addAllLanguages, rawKeys, readLanguage } from './i18n-helpers';
import { setupMswServer } from './msw';
import { withScreenWidth } from './desktopScreen';

const server = setupMswServer();
addAllLanguages();
// A desktop window: the sider (not the phone's drawer) holds the menu.
withScreenWidth();

/** A text of `lng`, read from its file, to check the screen really is in that language. */
const text = (lng: string, ns: string, path: string) =>
  path
    .split('.')
    .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], readLanguage(lng)[ns]) as string;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe.each([...SUPPORTED_LANGUAGES])('in %s', (lng) => {
  it('the login page shows no raw key', async () => {
    await act(() => i18n.changeLanguage(lng));
    render(
      <MemoryRouter initialEntries={['/auth/login']}>
        <App />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { name: text(lng, 'auth', 'login.title') }),
    ).toBeInTheDocument();
    expect(rawKeys()).toEqual([]);
  });

  it('the main layout (menu, header, dashboard) shows no raw key', async () => {
    server.use(...currentServerHandlers);
    sessionStorage.setItem(
      'token',
      makeToken({ name: 'Vera Venue', id: 2, role: 2, institution_id: 1 }),
    );
    await act(() => i18n.changeLanguage(lng));
    render(
      <MemoryRouter initialEntries={['/dashboards/modern']}>
        <App />
      </MemoryRouter>,
    );
    const nav = await screen.findByRole('navigation', { name: text(lng, 'common', 'menu.label') });
    expect(
      await within(nav).findByRole('link', { name: text(lng, 'common', 'menu.dashboard') }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: text(lng, 'common', 'palette.open') }),
    ).toBeInTheDocument();
    expect(rawKeys()).toEqual([]);
  });
});
