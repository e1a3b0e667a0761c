// The console's one font, from the package (no network font host), and antd's documented
// global reset (body margin, box sizing): imported once, here.
import '@fontsource-variable/plus-jakarta-sans';
import 'antd/dist/reset.css';
import './focus.css';
import { ConfigProvider } from 'antd';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useAntdLocale } from '../i18n/componentLocale';
import { appearanceStore, type AppearanceStore } from './appearanceStore';
import { applyDocumentAppearance } from './documentAppearance';
import { readableColours } from './readableColours';
import { buildTheme } from './theme';
import { THEMES } from './themes';
import { useAppearance } from './useAppearance';

/**
 * antd ConfigProvider driven by the appearance settings: algorithm and tokens (mode, colour
 * theme, radius), direction, and the card look (a borderless antd Card gets the theme's card
 * shadow; "border" outlines it instead), plus the components' locale from the language side.
 * Without antd's App: the sign-in screen of a signed-out visitor uses none of its APIs
 * (src/LoginShell.tsx); the console adds it (./ThemeProvider).
 */
export function ThemeConfig({
  children,
  store = appearanceStore,
}: {
  children: ReactNode;
  store?: AppearanceStore;
}) {
  const { settings, effectiveDirection } = useAppearance(store);
  const { mode, theme, borderRadius, card } = settings;
  // The components' language (src/i18n/componentLocale.ts), antd's built-in English until its
  // chunk loads. Not `antd/locale/en_US`: that CommonJS copy of the same texts cost every first
  // load a second set of locale modules.
  const antdLocale = useAntdLocale();
  const themeConfig = useMemo(
    () => buildTheme({ mode, theme, borderRadius }),
    [mode, theme, borderRadius],
  );
  const cardConfig = useMemo(
    () => ({ variant: card === 'shadow' ? ('borderless' as const) : ('outlined' as const) }),
    [card],
  );

  // Before the browser paints the new settings, so <html> never shows the old mode or direction.
  useLayoutEffect(() => {
    applyDocumentAppearance(document.documentElement, {
      mode,
      theme,
      direction: effectiveDirection,
    });
    // The keyboard focus ring of focus.css, in a shade that reads on this mode's surfaces.
    document.documentElement.style.setProperty(
      '--pp-focus',
      readableColours(mode, THEMES[theme][mode]).text,
    );
  }, [mode, theme, effectiveDirection]);

  return (
    <ConfigProvider
      theme={themeConfig}
      locale={antdLocale}
      direction={effectiveDirection}
      card={cardConfig}
    >
      {children}
    </ConfigProvider>
  );
}
