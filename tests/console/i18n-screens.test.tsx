import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App';
import { i18n, SUPPORTED_LANGUAGES } from '../../src/i18n';
import { currentServerHandlers } from '../../mocks/v1/handlers';
import { makeToken } from '../../mocks/v1/jwt';
import { addAllLanguages, readLanguage } from './i18n-helpers';
import { setupMswServer } from './msw';

const server = setupMswServer();
addAllLanguages();

/** What an untranslated key looks like on screen: `menu.dashboard`, `palette.sections.create`. */
const RAW_KEY = /(^|[\s(:"'])[a-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+($|[\s),:"'])/;
const isEmailOrNumber = (text: string) => /@|\d\.\d/.test(text);

/** Every text a user can read or hear: text nodes and the labelling attributes. */
function readableTexts(root: ParentNode): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  for (const el of root.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
    for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = el.getAttribute(attr)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}

const rawKeys = () =>
  readableTexts(document.body).filter((t) => RAW_KEY.test(t) && !isEmailOrNumber(t));

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
