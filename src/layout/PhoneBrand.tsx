import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiderInDrawer } from '../hooks/useScreenAtLeast';

/**
 * The brand in the header below `lg`, where ThemedSider hides the sider (and its title) in a
 * drawer: small, after the menu button's place, linking home.
 */
export function PhoneBrand() {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const drawer = useSiderInDrawer();
  if (!drawer) return null;
  return (
    <Link
      to="/dashboards/modern"
      className="pp-phone-brand"
      style={{
        color: token.colorLink,
        whiteSpace: 'nowrap',
        fontSize: token.fontSizeLG,
        fontWeight: token.fontWeightStrong,
      }}
    >
      {t('app.shortName')}
    </Link>
  );
}
