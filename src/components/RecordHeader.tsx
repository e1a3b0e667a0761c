import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { ConfigProvider, theme, Typography } from 'antd';
import { useContext, type ReactNode } from 'react';

/**
 * A record page's title for @refinedev/antd's Show, Edit and Create: the page's one h1 (their
 * string titles are h4s), at the size they give a title.
 */
export function RecordTitle({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Typography.Title
      level={1}
      className="refine-pageHeader-title"
      style={{ margin: 0, fontSize: token.fontSizeHeading4 }}
    >
      {children}
    </Typography.Title>
  );
}

/**
 * The back control's arrow, for the frames' `goBack`. Their default is a Button inside the page
 * header's own `role="button"`, two nested controls; the arrow alone leaves one.
 */
export function BackArrow() {
  const { direction } = useContext(ConfigProvider.ConfigContext);
  return direction === 'rtl' ? <ArrowRightOutlined /> : <ArrowLeftOutlined />;
}
