import { Skeleton, theme } from 'antd';
import { useId, type CSSProperties, type ReactNode } from 'react';

/**
 * A card's look (antd `Card`'s tokens: background, border, 24 px body, 56 px title row)
 * without antd's `Card`, whose module brings its tabs (rc-tabs) into the first load of every
 * page that shows one (docs/performance.md). For a card with tabs, use antd's `Card`.
 * A panel with a title or a label is a region named by it, so assistive technology (and tests)
 * can reach it by name.
 */
export function Panel({
  title,
  extra,
  footer,
  loading = false,
  borderless = false,
  size = 'default',
  style,
  children,
  'aria-label': label,
}: {
  title?: ReactNode;
  /** At the end of the title row, like Card's `extra` (e.g. the panel's Save button). */
  extra?: ReactNode;
  /** A row under the body, above a line, like Card's `actions`. */
  footer?: ReactNode;
  /** A skeleton instead of the body, as Card's `loading`. */
  loading?: boolean;
  borderless?: boolean;
  /** 'small': Card's small size (38 px title row, 12 px body). */
  size?: 'default' | 'small';
  style?: CSSProperties;
  children?: ReactNode;
  'aria-label'?: string;
}) {
  const { token } = theme.useToken();
  const titleId = useId();
  const named = title !== undefined || label !== undefined;
  const Root = named ? 'section' : 'div';
  const line = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const small = size === 'small';
  const inset = small ? token.paddingSM : token.paddingLG;
  return (
    <Root
      aria-label={label}
      aria-labelledby={label === undefined && title !== undefined ? titleId : undefined}
      style={{
        background: token.colorBgContainer,
        // The customizer's radius itself, as the theme gives antd's Card (src/theme/theme.ts).
        borderRadius: token.borderRadius,
        border: borderless ? undefined : line,
        boxShadow: borderless ? token.boxShadowTertiary : undefined,
        color: token.colorText,
        ...style,
      }}
    >
      {title === undefined ? null : (
        <div
          style={{
            minHeight: small ? 38 : 56,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: token.paddingSM,
            paddingInline: inset,
            borderBlockEnd: line,
          }}
        >
          <div
            id={titleId}
            style={{
              color: token.colorTextHeading,
              fontWeight: token.fontWeightStrong,
              fontSize: small ? token.fontSize : token.fontSizeLG,
            }}
          >
            {title}
          </div>
          {extra}
        </div>
      )}
      <div style={{ padding: inset }}>
        {loading ? <Skeleton active paragraph={{ rows: 4 }} title={false} /> : children}
      </div>
      {footer ? (
        <footer
          style={{
            borderBlockStart: line,
            paddingBlock: token.paddingSM,
            paddingInline: inset,
          }}
        >
          {footer}
        </footer>
      ) : null}
    </Root>
  );
}
