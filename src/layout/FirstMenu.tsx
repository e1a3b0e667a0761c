import { ConfigProvider, theme } from 'antd';
import { cloneElement, isValidElement, useContext, useEffect, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { useQuietPage } from '../hooks/useQuietPage';
import { FIRST_MENU_CLASS } from './firstMenuInUse';
import type { MenuGroupEntry } from './menuItems';
import './firstMenu.css';

/** antd Menu's `inlineIndent` default: the first level's start padding. */
const INLINE_INDENT = 24;

interface FirstMenuProps {
  groups: MenuGroupEntry[];
  /** The keys of the entries the current page belongs to. */
  selected: string[];
  collapsed: boolean;
  /** Called once the page is quiet: antd's Menu may take over. */
  onDone: () => void;
}

/**
 * The sider's menu drawn without antd's Menu while the page loads (SiderMenu.tsx): the same
 * groups, icons, links and selected entry, at antd's sizes and colours (its Menu tokens, with the
 * theme's overrides), so the swap barely moves anything. Drawing antd's Menu and generating its
 * styles took ~200 ms of every signed-in first load at 4× CPU (docs/performance.md part 2c).
 * The links work as they are; SiderMenu keeps this menu while it is in use (a press on a link,
 * the focus on one), as the swap would take that link away (firstMenuInUse.ts).
 */
export function FirstMenu({ groups, selected, collapsed, onDone }: FirstMenuProps) {
  const { token } = theme.useToken();
  const overrides = useContext(ConfigProvider.ConfigContext).theme?.components?.Menu ?? {};
  const quiet = useQuietPage();
  useEffect(() => {
    if (quiet) onDone();
  }, [quiet, onDone]);

  const margin = token.marginXXS;
  // Colours the hover and selected states take from firstMenu.css.
  const colours = {
    '--pp-menu-color': overrides.itemColor ?? token.colorText,
    '--pp-menu-hover-bg': overrides.itemHoverBg ?? token.colorBgTextHover,
    '--pp-menu-selected-bg': overrides.itemSelectedBg ?? token.controlItemBgActive,
    '--pp-menu-selected-color': overrides.itemSelectedColor ?? token.colorPrimary,
  } as CSSProperties;
  const groupTitle: CSSProperties = {
    padding: `${token.paddingXS}px ${collapsed ? token.paddingXS : token.padding}px`,
    lineHeight: token.lineHeight,
    fontSize: token.fontSize,
    color: overrides.groupTitleColor ?? token.colorTextDescription,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  };
  const item: CSSProperties = {
    display: collapsed ? 'block' : 'flex',
    alignItems: 'center',
    height: token.controlHeightLG,
    lineHeight: `${token.controlHeightLG}px`,
    margin,
    // Mini centres the icon, as antd does.
    paddingInline: collapsed
      ? `calc(50% - ${token.fontSizeLG / 2}px - ${margin}px)`
      : `${INLINE_INDENT}px ${token.padding}px`,
    borderRadius: overrides.itemBorderRadius ?? token.borderRadiusLG,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
  };
  // On the icon itself, as antd's Menu styles it (collapsed: a line as high as the item).
  const iconStyle: CSSProperties = collapsed
    ? { fontSize: token.fontSizeLG, lineHeight: `${token.controlHeightLG}px`, margin: 0 }
    : { fontSize: token.fontSize, minWidth: token.fontSize };
  const label: CSSProperties = {
    marginInlineStart: token.controlHeightSM - token.fontSize,
    ...(collapsed
      ? { display: 'inline-block', opacity: 0 }
      : { flex: 'auto', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }),
  };

  return (
    <ul
      className={FIRST_MENU_CLASS}
      style={{ margin: 0, padding: 0, listStyle: 'none', ...colours }}
    >
      {groups.map((group) => (
        <li key={group.key}>
          <div style={groupTitle} title={collapsed ? undefined : group.label}>
            {collapsed ? null : group.label}
          </div>
          <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {group.children.map((entry) => (
              <li key={entry.key}>
                <Link
                  to={entry.path}
                  title={entry.label}
                  aria-current={selected.includes(entry.key) ? 'page' : undefined}
                  style={item}
                >
                  {isValidElement<{ style?: CSSProperties }>(entry.icon)
                    ? cloneElement(entry.icon, { style: iconStyle, 'aria-hidden': true } as object)
                    : null}
                  <span style={label}>{entry.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
