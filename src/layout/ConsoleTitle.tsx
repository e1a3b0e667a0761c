import type { TitleProps } from '@refinedev/core';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * ThemedLayout's `Title` slot: the console's name linking home, two letters when the sider is
 * mini. Not ThemedTitle: it sets the name in an <h1>, which belongs to each page's own title.
 * At the body's large size, not a heading's: the largest text a first load paints must be the
 * page's own (its title, rows or figures), not the brand drawn before them.
 */
export function ConsoleTitle({ collapsed }: TitleProps) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  return (
    <Link
      to="/dashboards/modern"
      aria-label={collapsed ? t('app.name') : undefined}
      style={{
        color: token.colorLink,
        whiteSpace: 'nowrap',
        fontSize: token.fontSizeLG,
        fontWeight: token.fontWeightStrong,
      }}
    >
      {collapsed ? t('app.shortName').slice(0, 2) : t('app.name')}
    </Link>
  );
}
