import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import { App, Button, Form, Input, Modal, Popconfirm, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_VIEW_NAME, type SavedView, type ViewList, type ViewState } from '../../../contract';
import type { ColumnChoice } from './useColumnChoice';
import { useSavedViews } from './useSavedViews';
import { filterStyle } from '../listTable';

export interface SavedViewsPickerProps {
  list: ViewList;
  filters: CrudFilter[];
  sorters: CrudSort[];
  setFilters: (filters: CrudFilter[], behavior?: 'merge' | 'replace') => void;
  setSorters: (sorters: CrudSort[]) => void;
  setCurrentPage: (page: number) => void;
  choice: ColumnChoice;
}

const hasValue = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && value !== '';

/** The list's current filters (with a value), sort and shown columns: what a view keeps. */
export function currentViewState(
  filters: readonly CrudFilter[],
  sorters: readonly CrudSort[],
  columns: readonly string[],
): ViewState {
  return {
    filters: filters.flatMap((f) =>
      'field' in f && hasValue(f.value)
        ? [{ field: f.field, operator: f.operator, value: f.value as unknown }]
        : [],
    ),
    sorters: sorters.map((s) => ({ field: s.field, order: s.order })),
    columns: [...columns],
  };
}

/**
 * A list header's saved views: pick one (its filters, sort and columns are applied, back to page
 * 1), save the current ones under a name, delete the picked one. Kept by the server per user
 * (src/components/listViews/useSavedViews.ts), or in this browser against the legacy server.
 */
export function SavedViewsPicker({
  list,
  filters,
  sorters,
  setFilters,
  setSorters,
  setCurrentPage,
  choice,
}: SavedViewsPickerProps) {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  const [picked, setPicked] = useState<number | undefined>();
  const { views, save, remove } = useSavedViews(list);
  const [naming, setNaming] = useState(false);
  const [form] = Form.useForm<{ name: string }>();

  const apply = (view: SavedView) => {
    setFilters(
      view.state.filters.map((f) => ({ ...f, operator: f.operator }) as CrudFilter),
      'replace',
    );
    setSorters(view.state.sorters);
    choice.setVisible(view.state.columns);
    setCurrentPage(1);
  };

  const submit = async ({ name }: { name: string }) => {
    try {
      const view = await save.mutateAsync({
        name: name.trim(),
        state: currentViewState(filters, sorters, choice.visible),
      });
      setPicked(view.id);
      setNaming(false);
      form.resetFields();
      void message.success(t('kit.views.saved', { name: view.name }));
    } catch (error) {
      void message.error((error as Error)?.message || t('kit.views.saveFailed'));
    }
  };

  const pickedView = views.find((v) => v.id === picked);
  return (
    <Space wrap>
      <Select<number>
        allowClear
        aria-label={t('kit.views.label')}
        placeholder={t('kit.views.placeholder')}
        style={filterStyle(t('kit.views.placeholder'), 180)}
        value={pickedView?.id}
        options={views.map((v) => ({ value: v.id, label: v.name }))}
        notFoundContent={t('kit.views.none')}
        // onSelect, not onChange: picking the shown view again applies it again.
        onSelect={(id) => {
          setPicked(id);
          const view = views.find((v) => v.id === id);
          if (view) apply(view);
        }}
        onClear={() => setPicked(undefined)}
      />
      <Button icon={<SaveOutlined />} onClick={() => setNaming(true)}>
        {t('kit.views.save')}
      </Button>
      {pickedView && (
        <Popconfirm
          title={t('kit.views.deleteConfirm', { name: pickedView.name })}
          okText={t('kit.views.deleteOk')}
          cancelText={t('kit.views.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={async () => {
            await remove.mutateAsync(pickedView.id);
            setPicked(undefined);
          }}
        >
          <Button danger icon={<DeleteOutlined />} aria-label={t('kit.views.delete')} />
        </Popconfirm>
      )}
      <Modal
        open={naming}
        title={t('kit.views.saveTitle')}
        okText={t('kit.views.save')}
        cancelText={t('kit.views.cancel')}
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setNaming(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
          <Form.Item
            name="name"
            label={t('kit.views.name')}
            rules={[
              { required: true, whitespace: true, message: t('kit.views.nameRequired') },
              { max: MAX_VIEW_NAME, message: t('kit.views.nameTooLong', { max: MAX_VIEW_NAME }) },
            ]}
          >
            <Input autoFocus maxLength={MAX_VIEW_NAME} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
