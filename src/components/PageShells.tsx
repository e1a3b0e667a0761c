import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import {
  Breadcrumb,
  CreateButton,
  DeleteButton,
  EditButton,
  ListButton,
  RefreshButton,
  SaveButton,
  type CreateButtonProps,
  type DeleteButtonProps,
  type EditButtonProps,
  type ListButtonProps,
  type RefreshButtonProps,
  type SaveButtonProps,
} from '@refinedev/antd';
import {
  useBack,
  useGo,
  useMutationMode,
  useResourceParams,
  useToPath,
  type BaseKey,
} from '@refinedev/core';
import { Button, ConfigProvider, Flex, Space, Spin, Typography, theme } from 'antd';
import { useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from './Panel';

/*
 * The console's page frames (List, Show, Edit, Create), with the props of @refinedev/antd's that
 * the pages use and the same buttons. They are the console's own, not Refine's, because:
 * - Refine draws its header with @ant-design/pro-layout's PageHeader, which brings
 *   @ant-design/pro-provider: ~16 KB gzip on every resource page (docs/performance.md part 1);
 * - the page's title is its one `<h1>` (Refine renders an `<h4>` and an empty `<h5>`), at the size
 *   Refine gives it, so every screen has a level-one heading and a sound outline;
 * - the back arrow is one labelled button (Refine puts a button inside an unlabelled
 *   `role="button"` div that cannot be focused: nested interactive controls);
 * - the footer's buttons sit at the end of the line in either direction (Refine floats them
 *   right, also in a right-to-left layout).
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
type Buttons<Context> =
  ReactNode | ((context: Context & { defaultButtons: ReactNode }) => ReactNode);

const drawButtons = <Context,>(
  buttons: Buttons<Context> | undefined,
  context: Context & { defaultButtons: ReactNode },
): ReactNode =>
  buttons === undefined
    ? context.defaultButtons
    : typeof buttons === 'function'
      ? buttons(context)
      : buttons;

/** Breadcrumb, heading row (back, title, buttons) and the page's content below. */
function Frame({
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

/** The record's card, greyed while it loads, with the footer's buttons at its end. */
function RecordCard({
  isLoading,
  footer,
  children,
}: {
  isLoading: boolean;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Spin spinning={isLoading}>
      <Panel
        borderless
        footer={
          footer ? (
            <Flex justify="end">
              <Space wrap>{footer}</Space>
            </Flex>
          ) : undefined
        }
      >
        {children}
      </Panel>
    </Spin>
  );
}

/**
 * What a record's frame (Show, Edit) takes from its props and the route: the record's id, the
 * disabled state while it loads, and the list, refresh and delete buttons' props. After a
 * delete, the resource's list, as Refine's frames do.
 */
function useRecordFrame(props: RecordFrameProps) {
  const go = useGo();
  const { resource, identifier, id: idFromRoute } = useResourceParams();
  const listPath = useToPath({ resource, action: 'list' });
  const { mutationMode } = useMutationMode();
  const id = props.recordItemId ?? idFromRoute;
  const disabled = props.isLoading ? { disabled: true } : {};
  const canDelete = props.canDelete ?? (resource?.meta?.canDelete || props.deleteButtonProps);
  const listButtonProps: ListButtonProps | undefined =
    resource?.list && !props.recordItemId ? { resource: identifier } : undefined;
  const refreshButtonProps: RefreshButtonProps = {
    ...disabled,
    resource: identifier,
    recordItemId: id,
  };
  const deleteButtonProps: DeleteButtonProps | undefined = canDelete
    ? {
        ...disabled,
        resource: identifier,
        recordItemId: id,
        mutationMode,
        onSuccess: () => go({ to: listPath }),
        ...props.deleteButtonProps,
      }
    : undefined;
  return {
    resource,
    identifier,
    id,
    disabled,
    listButtonProps,
    refreshButtonProps,
    deleteButtonProps,
  };
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

interface RecordFrameProps {
  title?: ReactNode;
  isLoading?: boolean;
  /** The record, when it is not the one in the route. */
  recordItemId?: BaseKey;
  canDelete?: boolean;
  deleteButtonProps?: DeleteButtonProps;
  /** false: no back button. */
  goBack?: false | null;
  children?: ReactNode;
}

interface ShowProps extends RecordFrameProps {
  canEdit?: boolean;
  headerButtons?: Buttons<{
    listButtonProps?: ListButtonProps;
    editButtonProps?: EditButtonProps;
    deleteButtonProps?: DeleteButtonProps;
    refreshButtonProps: RefreshButtonProps;
  }>;
}

export function Show(props: ShowProps) {
  const {
    resource,
    identifier,
    id,
    disabled,
    listButtonProps,
    refreshButtonProps,
    deleteButtonProps,
  } = useRecordFrame(props);
  const editButtonProps: EditButtonProps | undefined =
    (props.canEdit ?? !!resource?.edit)
      ? { ...disabled, type: 'primary', resource: identifier, recordItemId: id }
      : undefined;
  const defaultButtons = (
    <>
      {listButtonProps && <ListButton {...listButtonProps} />}
      {editButtonProps && <EditButton {...editButtonProps} />}
      {deleteButtonProps && <DeleteButton {...deleteButtonProps} />}
      <RefreshButton {...refreshButtonProps} />
    </>
  );
  return (
    <Frame
      title={props.title}
      back={props.goBack !== false && props.goBack !== null}
      extra={drawButtons(props.headerButtons, {
        defaultButtons,
        listButtonProps,
        editButtonProps,
        deleteButtonProps,
        refreshButtonProps,
      })}
    >
      <RecordCard isLoading={props.isLoading ?? false}>{props.children}</RecordCard>
    </Frame>
  );
}

interface EditProps extends RecordFrameProps {
  saveButtonProps?: SaveButtonProps;
  headerButtons?: Buttons<{
    listButtonProps?: ListButtonProps;
    refreshButtonProps: RefreshButtonProps;
  }>;
}

export function Edit(props: EditProps) {
  const { disabled, refreshButtonProps, deleteButtonProps, ...frame } = useRecordFrame(props);
  // Unlike on a record's page, the list button waits for the record here (as in Refine's Edit).
  const listButtonProps = frame.listButtonProps && { ...disabled, ...frame.listButtonProps };
  const defaultButtons = (
    <>
      {listButtonProps && <ListButton {...listButtonProps} />}
      <RefreshButton {...refreshButtonProps} />
    </>
  );
  return (
    <Frame
      title={props.title}
      back={props.goBack !== false && props.goBack !== null}
      extra={drawButtons(props.headerButtons, {
        defaultButtons,
        listButtonProps,
        refreshButtonProps,
      })}
    >
      <RecordCard
        isLoading={props.isLoading ?? false}
        footer={
          <>
            {deleteButtonProps && <DeleteButton {...deleteButtonProps} />}
            <SaveButton {...disabled} {...props.saveButtonProps} />
          </>
        }
      >
        {props.children}
      </RecordCard>
    </Frame>
  );
}

interface CreateProps {
  title?: ReactNode;
  isLoading?: boolean;
  saveButtonProps?: SaveButtonProps;
  goBack?: false | null;
  children?: ReactNode;
}

export function Create(props: CreateProps) {
  const { isLoading = false } = props;
  return (
    <Frame title={props.title} back={props.goBack !== false && props.goBack !== null} extra={null}>
      <RecordCard
        isLoading={isLoading}
        footer={
          <SaveButton
            {...(isLoading ? { disabled: true } : {})}
            {...props.saveButtonProps}
            htmlType="submit"
          />
        }
      >
        {props.children}
      </RecordCard>
    </Frame>
  );
}
