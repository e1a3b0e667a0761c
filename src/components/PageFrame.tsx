import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { useBack, useResourceParams } from '@refinedev/core';
import { Button, ConfigProvider, Flex, Space, Typography, theme } from 'antd';
import { useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from './Breadcrumb';
import { CreateButton, type CreateButtonProps } from './CreateButton';

/*
 * The console's page frames (List here; Show, Edit, Create in PageShells.tsx), with the props of
 * @refinedev/antd's that the pages use and the same buttons. They are the console's own, not Refine's, because:
 * - Refine draws its header with @ant-design/pro-layout's PageHeader, which brings
 *   @ant-design/pro-provider: ~16 KB gzip on every resource page (docs/performance.md part 1);
 * - the page's title is its one `<h1>` (Refine renders an `<h4>` and an empty `<h5>`), at the size
 *   Refine gives it, so every screen has a level-one heading and a sound outline;
 * - the back arrow is one labelled button (Refine puts a button inside an unlabelled
 *   `role="button"` div that cannot be focused: nested interactive controls);
 * - the footer's buttons sit at the end of the line in either direction (Refine floats them
 *   right, also in a right-to-left layout).
 * The frames' buttons are the console's too (CreateButton, DeleteButton, RecordButtons.tsx), on
 * Refine core's button hooks: @refinedev/antd is one module, so a page importing any of it loads
 * all of it, with antd's Form and dayjs (docs/performance.md parts 1e and 1g). The list frame
 * lives apart from the record frames, which a list does not need.
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

/** Header buttons: given, drawn from the frame's own button props, or the frame's default. */
export type Buttons<Context> =
  ReactNode | ((context: Context & { defaultButtons: ReactNode }) => ReactNode);

export const drawButtons = <Context,>(
  buttons: Buttons<Context> | undefined,
  context: Context & { defaultButtons: ReactNode },
): ReactNode =>
  buttons === undefined
    ? context.defaultButtons
    : typeof buttons === 'function'
      ? buttons(context)
      : buttons;

/** Breadcrumb, heading row (back, title, buttons) and the page's content below. */
export function Frame({
  title,
  back,
  extra,
  children,
}: {
  title?: ReactNode;
  back: boolean;
  extra: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <Breadcrumb />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBlockEnd: 12 }}>
        {title === undefined ? <span /> : <PageHeading back={back}>{title}</PageHeading>}
        {extra ? <Space wrap>{extra}</Space> : null}
      </Flex>
      {children}
    </div>
  );
}

interface ListProps {
  title?: ReactNode;
  headerButtons?: Buttons<{ createButtonProps?: CreateButtonProps }>;
  children?: ReactNode;
}

export function List({ title, headerButtons, children }: ListProps) {
  const { resource, identifier } = useResourceParams();
  const createButtonProps: CreateButtonProps | undefined = resource?.create
    ? { size: 'middle', resource: identifier }
    : undefined;
  const defaultButtons = createButtonProps ? <CreateButton {...createButtonProps} /> : null;
  return (
    <Frame
      title={title}
      back={false}
      extra={drawButtons(headerButtons, { defaultButtons, createButtonProps })}
    >
      {children}
    </Frame>
  );
}
