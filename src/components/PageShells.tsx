import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import {
  Create as RefineCreate,
  Edit as RefineEdit,
  List as RefineList,
  Show as RefineShow,
} from '@refinedev/antd';
import { useBack } from '@refinedev/core';
import { Button, ConfigProvider, Flex, Typography, theme } from 'antd';
import { useContext, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Refine's page frames (List, Show, Edit, Create) with the same props, made accessible:
 * - the page's title is its one `<h1>` (Refine renders an `<h4>` and an empty `<h5>`), at the
 *   size Refine gives it, so every screen has a level-one heading and a sound outline;
 * - the back arrow is one labelled button (Refine puts a button inside an unlabelled
 *   `role="button"` div that cannot be focused: nested interactive controls).
 * Use these instead of the ones from @refinedev/antd.
 */
export function PageHeading({ children, back }: { children: ReactNode; back?: boolean }) {
  const { token } = theme.useToken();
  return (
    <Flex align="center" gap={8}>
      {back ? <BackButton /> : null}
      <Typography.Title
        level={1}
        style={{
          margin: 0,
          fontSize: token.fontSizeHeading4,
          lineHeight: token.lineHeightHeading4,
        }}
      >
        {children}
      </Typography.Title>
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

type WithTitle<P> = Omit<P, 'title'> & { title?: ReactNode };

/** The title as the page's h1; `back` unless the page turned the back button off. */
const frame = <P extends { title?: ReactNode; goBack?: ReactNode }>(props: P) => ({
  ...props,
  title:
    props.title === undefined ? undefined : (
      <PageHeading back={props.goBack !== false && props.goBack !== null}>
        {props.title}
      </PageHeading>
    ),
  goBack: false as const,
});

export function List(props: WithTitle<ComponentProps<typeof RefineList>>) {
  const { title, ...rest } = props;
  return (
    <RefineList
      {...rest}
      title={title === undefined ? undefined : <PageHeading>{title}</PageHeading>}
    />
  );
}

export function Show(props: WithTitle<ComponentProps<typeof RefineShow>>) {
  return <RefineShow {...frame(props)} />;
}

export function Edit(props: WithTitle<ComponentProps<typeof RefineEdit>>) {
  return <RefineEdit {...frame(props)} />;
}

export function Create(props: WithTitle<ComponentProps<typeof RefineCreate>>) {
  return <RefineCreate {...frame(props)} />;
}
