import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { useBack } from '@refinedev/core';
import { Button, ConfigProvider, Flex, theme, Typography } from 'antd';
import { useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A page's one h1, for @refinedev/antd's List, Show, Edit and Create, at the size they give a
 * title: given a string they draw an h4, and a page needs a level-one heading.
 */
export function PageTitle({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Typography.Title
      level={1}
      className="refine-pageHeader-title"
      style={{ margin: 0, fontSize: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4 }}
    >
      {children}
    </Typography.Title>
  );
}

/**
 * A record page's title for Show, Edit and Create (with `goBack={false}`): a labelled back
 * button and the page's h1. Their own back control is a nameless Button inside the page
 * header's `role="button"`.
 */
export function RecordTitle({ children }: { children: ReactNode }) {
  return (
    <Flex align="center" gap={8}>
      <BackButton />
      <PageTitle>{children}</PageTitle>
    </Flex>
  );
}

function BackButton() {
  const { t } = useTranslation('common');
  const back = useBack();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const Arrow = direction === 'rtl' ? ArrowRightOutlined : ArrowLeftOutlined;
  return <Button type="text" icon={<Arrow />} aria-label={t('page.back')} onClick={back} />;
}
