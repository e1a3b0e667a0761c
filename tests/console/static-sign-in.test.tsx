import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { STATIC_SIGN_IN_ID } from '../../src/pages/auth/staticSignIn';
import { renderStaticSignIn } from '../../scripts/static-sign-in';
import { currentServerHandlers, PASSWORD } from '../../mocks/v1/handlers';
import { seen } from './locationProbe';
import { putDrawing, takeDrawingOut } from './putDrawing';
import { renderLoginShell } from './renderLoginShell';
import { setupMswServer } from './msw';

const server = setupMswServer();
const texts = JSON.parse(
  readFileSync(resolve(__dirname, '../../public/locales/en/auth.json'), 'utf8'),
) as { login: Record<string, string> & { errors: Record<string, string> } };

const drawings = {
  light: renderStaticSignIn('light'),
  dark: renderStaticSignIn('dark'),
};

const putDrawnScreen = (mode?: 'light' | 'dark' | null) =>
  putDrawing(STATIC_SIGN_IN_ID, drawings, mode);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => takeDrawingOut(STATIC_SIGN_IN_ID));

describe('the sign-in screen drawn by the build', () => {
  it('is the sign-in form with its English texts, the e-mail field focused', () => {
    const drawn = putDrawnScreen()!;
    expect(within(drawn).getByRole('heading', { name: texts.login.title })).toBeInTheDocument();
    const email = within(drawn).getByLabelText(texts.login.email);
    expect(email).toHaveAttribute('id', 'login_email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autofocus');
    expect(within(drawn).getByLabelText(texts.login.password)).toHaveAttribute(
      'id',
      'login_password',
    );
    expect(within(drawn).getByRole('button', { name: texts.login.submit })).toHaveAttribute(
      'type',
      'submit',
    );
  });

  it("is drawn in each mode with that mode's colours; the page gets the one chosen, alone", () => {
    const panel = (drawn: HTMLElement | null) => drawn?.querySelector('section')?.style.background;
    const dark = panel(putDrawnScreen('dark'));
    document.getElementById(STATIC_SIGN_IN_ID)?.remove();
    const light = panel(putDrawnScreen('light'));
    expect(dark).toBeTruthy();
    expect(light).toBeTruthy();
    expect(dark).not.toBe(light);
    // The templates' forms are not in the page: one form, one of each field.
    expect(document.querySelectorAll('form')).toHaveLength(1);
    expect(document.querySelectorAll('#login_email')).toHaveLength(1);
  });

  it('is not put in the page for a visitor it was not drawn for', () => {
    expect(putDrawnScreen(null)).toBeNull();
    expect(document.querySelectorAll('form')).toHaveLength(0);
  });

  it('is not put in the page once React has drawn its own form', async () => {
    renderLoginShell();
    expect(await screen.findByLabelText(texts.login.email)).toBeInTheDocument();
    const root = document.body.lastElementChild!;
    root.id = 'root';
    try {
      expect(putDrawnScreen()).toBeNull();
      expect(document.querySelectorAll('form')).toHaveLength(1);
    } finally {
      root.removeAttribute('id');
    }
  });

  it('is not sent by the browser: the sending is kept for the React form', () => {
    const form = putDrawnScreen()!.querySelector('form')!;
    const sending = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(sending);
    expect(sending.defaultPrevented).toBe(true);
    expect(form).toHaveAttribute('data-sent');
  });
});

describe('the React form takes over from the drawn screen', () => {
  it('keeps what the visitor typed and the field they were in, and removes the drawing', async () => {
    const drawn = putDrawnScreen()!;
    within(drawn).getByLabelText<HTMLInputElement>(texts.login.email).value =
      'admin@partypass.test';
    const password = within(drawn).getByLabelText<HTMLInputElement>(texts.login.password);
    password.value = 'half-typ';
    password.focus();
    renderLoginShell();
    await waitFor(() => expect(document.getElementById(STATIC_SIGN_IN_ID)).toBeNull());
    expect(document.documentElement).not.toHaveAttribute('data-static-sign-in');
    expect(screen.getByLabelText(texts.login.email)).toHaveValue('admin@partypass.test');
    expect(screen.getByLabelText(texts.login.password)).toHaveValue('half-typ');
    expect(screen.getByLabelText(texts.login.password)).toHaveFocus();
    // Typed, not sent: nobody is signed in.
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(seen.location).toBe('/auth/login');
  });

  it('sends the form the visitor sent before the console’s code had run', async () => {
    server.use(...currentServerHandlers);
    const drawn = putDrawnScreen()!;
    within(drawn).getByLabelText<HTMLInputElement>(texts.login.email).value =
      'admin@partypass.test';
    within(drawn).getByLabelText<HTMLInputElement>(texts.login.password).value = PASSWORD;
    drawn.querySelector('form')!.requestSubmit();
    renderLoginShell(`/auth/login?to=${encodeURIComponent('/account-profile')}`);
    expect(
      await screen.findByRole('button', { name: 'User menu' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(seen.location).toBe('/account-profile');
    expect(sessionStorage.getItem('token')).not.toBeNull();
  });

  it("checks a sent form as the React form would, with the form's messages", async () => {
    const drawn = putDrawnScreen()!;
    drawn.querySelector('form')!.requestSubmit();
    renderLoginShell();
    expect(await screen.findByText(texts.login.errors.requiredEmail)).toBeInTheDocument();
    expect(screen.getByText(texts.login.errors.requiredPassword)).toBeInTheDocument();
  });

  it('draws the form as before when the page has no drawing', async () => {
    renderLoginShell();
    expect(await screen.findByLabelText(texts.login.email)).toHaveValue('');
    expect(screen.getByLabelText(texts.login.email)).toHaveFocus();
  });
});
