import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Card } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../src/i18n';
import { CustomizerButton } from '../../src/layout/customizer/CustomizerButton';
import { closeCustomizer } from '../../src/layout/customizer/customizerOpen';
import { APPEARANCE_STORAGE_KEY, ThemeProvider, appearanceStore } from '../../src/theme';

function renderCustomizer() {
  return render(
    <ThemeProvider>
      <CustomizerButton />
      <Card title="Sample card">content</Card>
    </ThemeProvider>,
  );
}

async function openDrawer() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open the appearance settings' }));
  const drawer = await screen.findByRole('dialog', { name: 'Settings' });
  return { user, drawer };
}

/** Clicks an option's visible button (antd keeps the radio input itself out of pointer reach). */
async function choose(user: ReturnType<typeof userEvent.setup>, drawer: HTMLElement, name: string) {
  const radio = within(drawer).getByRole('radio', { name });
  await user.click(radio.closest('label') as HTMLElement);
  expect(radio).toBeChecked();
}

const stored = () => JSON.parse(localStorage.getItem(APPEARANCE_STORAGE_KEY) ?? '{}');
const card = () => screen.getByText('Sample card').closest('.ant-card') as HTMLElement;

afterEach(async () => {
  act(() => {
    appearanceStore.reset();
    closeCustomizer();
  });
  await act(() => i18n.changeLanguage('en'));
});

// The first render compiles antd's styles for the whole drawer: slow on a busy machine.
describe('customizer drawer', { timeout: 60_000 }, () => {
  it('opens from the header button showing the default settings', async () => {
    renderCustomizer();
    const { drawer } = await openDrawer();
    for (const name of ['Light', 'Left to right', 'Blue', 'Vertical', 'Boxed', 'Full', 'Shadow']) {
      expect(within(drawer).getByRole('radio', { name })).toBeChecked();
    }
    expect(within(drawer).getByRole('slider')).toHaveAttribute('aria-valuenow', '7');
    expect(within(drawer).getByText('Following your system until you choose.')).toBeVisible();
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('applies dark, purple and rtl at once, on <html> and antd, and persists them', async () => {
    renderCustomizer();
    const { user, drawer } = await openDrawer();
    await choose(user, drawer, 'Dark');
    await choose(user, drawer, 'Purple');
    await choose(user, drawer, 'Right to left');

    const root = document.documentElement;
    expect(root.dataset.theme).toBe('dark');
    expect(root.dataset.colorTheme).toBe('PURPLE_THEME');
    expect(root.dir).toBe('rtl');
    expect(card()).toHaveClass('ant-card-rtl');
    expect(stored()).toEqual({ mode: 'dark', theme: 'PURPLE_THEME', direction: 'rtl' });
    expect(within(drawer).queryByText('Following your system until you choose.')).toBeNull();
  });

  it('switches cards between shadow (borderless) and border', async () => {
    renderCustomizer();
    expect(card()).not.toHaveClass('ant-card-bordered');
    const { user, drawer } = await openDrawer();
    await choose(user, drawer, 'Border');
    expect(card()).toHaveClass('ant-card-bordered');
    expect(stored()).toEqual({ card: 'border' });
  });

  it('disables the sidebar choice in the horizontal layout', async () => {
    renderCustomizer();
    const { user, drawer } = await openDrawer();
    await choose(user, drawer, 'Horizontal');
    expect(within(drawer).getByRole('radio', { name: 'Mini' })).toBeDisabled();
    expect(
      within(drawer).getByText('The sidebar exists in the vertical layout only.'),
    ).toBeVisible();
  });

  it('keeps Arabic right to left and restores the chosen direction after it', async () => {
    renderCustomizer();
    const { drawer } = await openDrawer();
    await act(() => i18n.changeLanguage('ar'));
    expect(document.documentElement.dir).toBe('rtl');
    // The choice itself is untouched.
    expect(within(drawer).getByRole('radio', { name: 'Left to right' })).toBeChecked();
    await act(() => i18n.changeLanguage('en'));
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('resets every choice', async () => {
    renderCustomizer();
    const { user, drawer } = await openDrawer();
    await choose(user, drawer, 'Dark');
    await user.click(within(drawer).getByRole('button', { name: 'Reset to defaults' }));
    expect(within(drawer).getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(localStorage.getItem(APPEARANCE_STORAGE_KEY)).toBeNull();
  });
});
