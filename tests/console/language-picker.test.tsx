import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, SUPPORTED_LANGUAGES } from '../../src/i18n';
import { LANGUAGES, nativeLanguageName } from '../../src/i18n/languages';
import { LanguagePicker } from '../../src/layout/LanguagePicker';
import { ThemeProvider } from '../../src/theme/ThemeProvider';
import { addAllLanguages } from './i18n-helpers';

beforeAll(addAllLanguages);

const { DisplayNames } = Intl;
const setDisplayNames = (value: typeof DisplayNames) =>
  Object.defineProperty(Intl, 'DisplayNames', { value, writable: true, configurable: true });
afterEach(async () => {
  setDisplayNames(DisplayNames);
  await act(() => i18n.changeLanguage('en'));
});

/** Counts the Intl.DisplayNames made from now on (making one is the slow part). */
function countDisplayNames() {
  const made = { count: 0 };
  setDisplayNames(
    class extends DisplayNames {
      constructor(...args: ConstructorParameters<typeof DisplayNames>) {
        super(...args);
        made.count += 1;
      }
    },
  );
  return made;
}

const renderPicker = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ThemeProvider>
          <LanguagePicker />
        </ThemeProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('the header language picker', () => {
  it('names every language in its own language, without asking Intl for the names', async () => {
    const made = countDisplayNames();
    renderPicker();
    const button = screen.getByRole('button', { name: 'Language: English' });
    await userEvent.click(button);
    for (const name of ['English', 'Français', 'Tiếng Việt', '中文', 'العربية (السودان)'])
      expect(
        await screen.findByRole('menuitem', { name: (text) => text.includes(name) }),
      ).toBeInTheDocument();
    // Making an Intl.DisplayNames loads the browser's language names: slow on a first load.
    expect(made.count).toBe(0);
  });

  it("writes each language's name as Intl.DisplayNames gives it in that language", () => {
    for (const code of SUPPORTED_LANGUAGES) {
      const { intl } = LANGUAGES[code];
      const name = new Intl.DisplayNames([intl], { type: 'language' }).of(
        code === 'ar' ? intl : code,
      )!;
      expect(nativeLanguageName(code)).toBe(name.charAt(0).toLocaleUpperCase(intl) + name.slice(1));
    }
  });

  it('switches the console to the language chosen', async () => {
    renderPicker();
    await userEvent.click(screen.getByRole('button', { name: /English/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Français/ }));
    await vi.waitFor(() => expect(i18n.language).toBe('fr'));
    expect(await screen.findByRole('button', { name: /Français/ })).toBeInTheDocument();
  });
});
