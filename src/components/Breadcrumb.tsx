import { HomeOutlined } from '@ant-design/icons';
import { matchResourceFromRoute, useBreadcrumb, useResourceParams } from '@refinedev/core';
import { Breadcrumb as AntdBreadcrumb } from 'antd';
import { Link } from 'react-router';

/**
 * The page's trail (home, resource, action), as @refinedev/antd's Breadcrumb draws it, without
 * that package (see DeleteButton.tsx for why). Nothing below two items.
 */
export function Breadcrumb() {
  const { breadcrumbs } = useBreadcrumb();
  const { resources } = useResourceParams();
  if (breadcrumbs.length < 2) return null;
  const home = matchResourceFromRoute('/', resources);
  const items = breadcrumbs.map(({ label, icon, href }) => ({
    key: `breadcrumb-item-${label}`,
    title: (
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 4 }}>
        {icon}
        {href ? <Link to={href}>{label}</Link> : <span>{label}</span>}
      </div>
    ),
  }));
  return (
    <AntdBreadcrumb
      items={
        home.found
          ? [
              {
                key: 'breadcrumb-item-home',
                title: <Link to="/">{home.resource?.meta?.icon ?? <HomeOutlined />}</Link>,
              },
              ...items,
            ]
          : items
      }
    />
  );
}
