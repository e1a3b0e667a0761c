import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { EyeOutlined } from '@ant-design/icons';
import {
  App,
  Avatar,
  Breadcrumb,
  Button,
  Card,
  Col,
  ConfigProvider,
  Descriptions,
  Divider,
  Dropdown,
  Empty,
  Flex,
  Form,
  Input,
  Layout,
  Popconfirm,
  Progress,
  Radio,
  Result,
  Row,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Tag,
  Typography,
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
function signInElements(): ReactElement[] {
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
 * What a signed-in page draws before its largest paint, beyond the sign-in screen's: the console's
 * loading state, the main layout (sider, header menus, avatar), and a page's heading, skeletons,
 * cards, figures, tags, first rows and their delete confirmation, record details and the 403 and
 * 404 results (measured in the browser, docs/performance.md part 2j). Later parts (antd's Table,
 * Select, pickers, charts) still compute theirs when they load. tests/e2e/antd-first-styles.spec.ts
 * fails when the layout or the dashboard's first screen computes a style.
 */
function signedInElements(): ReactElement[] {
  return [
    h(Spin, { key: 'spin' }),
    h(App, { key: 'app' }),
    h(Layout.Sider, { key: 'sider' }),
    h(Dropdown, { key: 'dropdown', menu: { items: [] } }, h(Button, null, 'menu')),
    h(Avatar, { key: 'avatar' }),
    h(Typography.Title, { key: 'title' }, 'title'),
    h(Typography.Text, { key: 'text' }, 'text'),
    h(Skeleton, { key: 'skeleton', active: true, avatar: true }),
    h(Skeleton.Button, { key: 'skeleton-button' }),
    h(Skeleton.Input, { key: 'skeleton-input' }),
    h(Card, { key: 'card', title: 'card' }, 'card'),
    h(Statistic, { key: 'statistic', value: 1 }),
    h(Tag, { key: 'tag', color: 'blue' }, 'tag'),
    h(Tag, { key: 'status-tag', color: 'success' }, 'tag'),
    h(Space, { key: 'space' }, 'space'),
    h(Empty, { key: 'empty' }),
    h(Breadcrumb, { key: 'breadcrumb', items: [{ title: 'crumb' }] }),
    h(Divider, { key: 'divider' }),
    h(Progress, { key: 'progress', percent: 5 }),
    h(Radio.Group, { key: 'radio', options: ['radio'] }),
    h(Popconfirm, { key: 'popconfirm', title: 'sure?' }, h(Button, null, 'delete')),
    h(Descriptions, { key: 'descriptions', items: [{ label: 'label', children: 'value' }] }),
    h(Result, { key: 'result', status: '404' }),
  ];
}

/**
 * Two sets of sheets: the sign-in screen's, and a signed-in page's, which holds the sign-in
 * screen's styles too: antd reads one record, the last sheet's, so a page links only one.
 */
export type FirstStylesSet = 'sign-in' | 'signed-in';

/**
 * antd's styles for those components under `theme`, as one style sheet, byte for byte what antd
 * computes in the browser, with the record antd reads to skip computing them there
 * (`.data-ant-cssinjs-cache-path`; antd's server-side rendering "extract" mode). Must run with
 * NODE_ENV=production, as the build does: antd names its class hashes differently in development.
 */
export function renderFirstStyles(theme: ThemeConfig, set: FirstStylesSet = 'sign-in'): string {
  const cache = createCache();
  const elements =
    set === 'sign-in' ? signInElements() : [...signInElements(), ...signedInElements()];
  renderToString(h(StyleProvider, { cache }, h(ConfigProvider, { theme }, ...elements)));
  return extractStyle(cache, { plain: true, types: 'style' });
}

/** A sheet of each set for each mode and colour theme, at the default radius (the build's). */
export function renderFirstStyleSheets(): {
  radius: number;
  sheets: { set: FirstStylesSet; mode: Mode; theme: ThemeName; css: string }[];
} {
  const radius = DEFAULT_APPEARANCE.borderRadius;
  const sheets = (['sign-in', 'signed-in'] as const).flatMap((set) =>
    (['light', 'dark'] as const).flatMap((mode) =>
      THEME_NAMES.map((theme) => ({
        set,
        mode,
        theme,
        css: renderFirstStyles(buildTheme({ mode, theme, borderRadius: radius }), set),
      })),
    ),
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
