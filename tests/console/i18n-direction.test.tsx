import { act, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../src/i18n';
import { effectiveDirection } from '../../src/i18n/direction';
import { createAppearanceStore, useAppearance, type AppearanceStore } from '../../src/theme';
import { BackIcon, NextIcon, PreviousIcon } from '../../src/theme/directional';
import { addAllLanguages } from './i18n-helpers';

addAllLanguages();

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('effectiveDirection', () => {
  it('forces rtl for Arabic whatever the user chose', () => {
    expect(effectiveDirection('ltr', 'ar')).toBe('rtl');
    expect(effectiveDirection('rtl', 'ar')).toBe('rtl');
    expect(effectiveDirection('ltr', 'ar-SD')).toBe('rtl');
  });

  it('forces rtl for other right-to-left languages too', () => {
    expect(effectiveDirection('ltr', 'he')).toBe('rtl');
    expect(effectiveDirection('ltr', 'fa')).toBe('rtl');
  });

  it('uses the chosen direction for left-to-right languages', () => {
    for (const lng of ['en', 'fr', 'vi', 'zh']) {
      expect(effectiveDirection('ltr', lng)).toBe('ltr');
      expect(effectiveDirection('rtl', lng)).toBe('rtl');
    }
    expect(effectiveDirection('ltr', undefined)).toBe('ltr');
  });
});

function DirectionProbe({ store }: { store: AppearanceStore }) {
  const { effectiveDirection: dir, chosenDirection } = useAppearance(store);
  return (
    <p>
      {dir}/{chosenDirection}
    </p>
  );
}

describe('direction and language together', () => {
  const memoryStore = () => createAppearanceStore({ storage: null, matchMedia: undefined });

  it('switches to rtl in Arabic and back to the chosen ltr afterwards', async () => {
    render(<DirectionProbe store={memoryStore()} />);
    expect(screen.getByText('ltr/ltr')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByText('rtl/ltr')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByText('ltr/ltr')).toBeInTheDocument();
  });

  it('keeps a chosen rtl after leaving Arabic', async () => {
    const store = memoryStore();
    store.setSetting('direction', 'rtl');
    render(<DirectionProbe store={store} />);
    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByText('rtl/rtl')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('rtl/rtl')).toBeInTheDocument();
  });

  it('points "back", "previous" and "next" arrows along the reading direction', () => {
    const arrows = (direction: 'ltr' | 'rtl') => {
      const { container, unmount } = render(
        <ConfigProvider direction={direction}>
          <BackIcon />
          <PreviousIcon />
          <NextIcon />
        </ConfigProvider>,
      );
      const names = [...container.querySelectorAll('[role="img"]')].map((el) =>
        el.getAttribute('aria-label'),
      );
      unmount();
      return names;
    };
    expect(arrows('ltr')).toEqual(['arrow-left', 'left', 'right']);
    expect(arrows('rtl')).toEqual(['arrow-right', 'right', 'left']);
  });

  it('sets <html lang> to the language', async () => {
    await act(() => i18n.changeLanguage('vi'));
    expect(document.documentElement.lang).toBe('vi');
  });
});
