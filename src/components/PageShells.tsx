import {
  useGo,
  useMutationMode,
  useResourceParams,
  useToPath,
  type BaseKey,
} from '@refinedev/core';
import { Flex, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { DeleteButton, type DeleteButtonProps } from './DeleteButton';
import { drawButtons, Frame, type Buttons } from './PageFrame';
import {
  EditButton,
  ListButton,
  RefreshButton,
  SaveButton,
  type EditButtonProps,
  type ListButtonProps,
  type RefreshButtonProps,
  type SaveButtonProps,
} from './RecordButtons';
import { Panel } from './Panel';

/**
 * The record frames (Show, Edit, Create) on the heading and breadcrumb of PageFrame.tsx, which
 * says why the console draws its own frames.
 */

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
