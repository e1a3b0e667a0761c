import { ConfigProvider, theme } from 'antd';
import { useContext, type ReactNode } from 'react';

/**
 * The sign-in form's panel, drawn like a borderless or outlined antd Card (the "card" setting)
 * from the theme's tokens. Not a Card itself: antd's Card brings its tabs (rc-tabs, rc-menu and
 * the popup trigger, ~25 KB gzip) into the smallest first load of the console.
 */
export function SignInPanel({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const { card } = useContext(ConfigProvider.ConfigContext);
  const outlined = card?.variant === 'outlined';
  return (
    <section
      style={{
        width: '100%',
        maxWidth: 420,
        padding: token.paddingLG,
        background: token.colorBgContainer,
        borderRadius: token.borderRadius,
        border: outlined
          ? `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`
          : undefined,
        boxShadow: outlined ? undefined : token.boxShadowTertiary,
        // What antd's App gives the console's text; the signed-out sign-in screen goes without it.
        color: token.colorText,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
      }}
    >
      {children}
    </section>
  );
}

/** The panel's heading and line under it, in the theme's type scale (antd Typography's look). */
export function SignInHeading({ title, subtitle }: { title: string; subtitle: string }) {
  const { token } = theme.useToken();
  return (
    <>
      <h1
        style={{
          margin: `0 0 ${token.marginXS}px`,
          fontSize: 30,
          fontWeight: token.fontWeightStrong,
          lineHeight: token.lineHeightHeading1,
          color: token.colorTextHeading,
        }}
      >
        {title}
      </h1>
      <p style={{ margin: `0 0 ${token.marginMD}px`, color: token.colorTextSecondary }}>
        {subtitle}
      </p>
    </>
  );
}
