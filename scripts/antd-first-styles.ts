import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { EyeOutlined } from '@ant-design/icons';
import {
  Button,
  Col,
  ConfigProvider,
  Flex,
  Form,
  Input,
  Layout,
  Row,
  type ThemeConfig,
} from 'antd';
import { createElement as h, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { DEFAULT_APPEARANCE, THEME_NAMES, type Mode, type ThemeName } from '../src/theme/settings';
import { buildTheme } from '../src/theme/theme';

/**
 * The antd components the sign-in screen draws (src/LoginShell.tsx), which every other page draws
 * too. antd computes a component's styles per theme, whatever its props, so one of each is
 * enough. tests/console/antd-first-styles.test.tsx fails when the sign-in screen draws a
 * component this list leaves out.
 */
function firstStyleElements(): ReactElement[] {
  return [
    h(Layout, { key: 'layout' }),
    h(Flex, { key: 'flex' }),
    h(Row, { key: 'row' }, h(Col, { span: 24 })),
    h(
      Form,
      { key: 'form' },
      h(Form.Item, { label: 'label', name: 'field' }, h(Input)),
      h(Form.Item, { label: 'label', name: 'secret' }, h(Input.Password)),
    ),
    h(Button, { key: 'button', type: 'primary', icon: h(EyeOutlined) }),
  ];
}

/**
 * antd's styles for those components under `theme`, as one style sheet, byte for byte what antd
 * computes in the browser, with the record antd reads to skip computing them there
 * (`.data-ant-cssinjs-cache-path`; antd's server-side rendering "extract" mode). Must run with
 * NODE_ENV=production, as the build does: antd names its class hashes differently in development.
 */
export function renderFirstStyles(theme: ThemeConfig): string {
  const cache = createCache();
  renderToString(
    h(StyleProvider, { cache }, h(ConfigProvider, { theme }, ...firstStyleElements())),
  );
  return extractStyle(cache, { plain: true, types: 'style' });
}

/** A sheet for each mode and colour theme, at the default radius (the build's sheets). */
export function renderFirstStyleSheets(): {
  radius: number;
  sheets: { mode: Mode; theme: ThemeName; css: string }[];
} {
  const radius = DEFAULT_APPEARANCE.borderRadius;
  const sheets = (['light', 'dark'] as const).flatMap((mode) =>
    THEME_NAMES.map((theme) => ({
      mode,
      theme,
      css: renderFirstStyles(buildTheme({ mode, theme, borderRadius: radius })),
    })),
  );
  return { radius, sheets };
}

/** The style paths a style sheet of renderFirstStyles records (token key | component | ...). */
export function recordedPaths(css: string): string[] {
  const record = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/.exec(css);
  if (!record) return [];
  return record[1]
    .split(';')
    .filter(Boolean)
    .map((entry) => entry.slice(0, entry.lastIndexOf(':')));
}
