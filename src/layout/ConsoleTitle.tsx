import type { TitleProps } from '@refinedev/core';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * ThemedLayout's `Title` slot: the console's name linking home, two letters when the sider is
 * mini. Not ThemedTitle: it sets the name in an <h1>, which belongs to each page's own title.
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
        fontSize: token.fontSizeHeading4,
        fontWeight: token.fontWeightStrong,
      }}
    >
      {collapsed ? t('app.shortName').slice(0, 2) : t('app.name')}
    </Link>
  );
}
