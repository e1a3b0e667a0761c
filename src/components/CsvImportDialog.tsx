import { InboxOutlined } from '@ant-design/icons';
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { Alert, Button, Modal, Result, Space, Table, Typography, Upload } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IMPORT_MAX_ROWS,
  importTemplate,
  paths,
  type FieldError,
  type ImportPreview,
  type ImportResource,
  type ImportResult,
  type ImportRow,
} from '../../contract';
import { downloadCsv } from './exportCsv';

const ROUTES: Record<ImportResource, { preview: string; run: string }> = {
  lockers: { preview: paths.lockerImportPreview, run: paths.lockerImport },
  tickets: { preview: paths.ticketImportPreview, run: paths.ticketImport },
  users: { preview: paths.userImportPreview, run: paths.userImport },
};

export interface CsvImportDialogProps {
  resource: string;
  kind: ImportResource;
  onClose: () => void;
}

/** A cell of the preview: the value as read and, under it, what is wrong with it. */
function Cell({ value, errors }: { value?: string; errors: FieldError[] }) {
  return (
    <Space direction="vertical" size={0}>
      <Typography.Text type={errors.length > 0 ? 'danger' : undefined}>
        {value ?? ''}
      </Typography.Text>
      {errors.map((e) => (
        <Typography.Text key={e.message} type="danger" style={{ fontSize: 12 }}>
          {e.message}
        </Typography.Text>
      ))}
    </Space>
  );
}

/**
 * The import dialog: a template to download, the file to upload, the server's preview of every
 * row with each error under its cell, then one import of the valid rows and what came of it.
 * Nothing is written before "Import" (the preview route writes nothing).
 */
export default function CsvImportDialog({ resource, kind, onClose }: CsvImportDialogProps) {
  const { t } = useTranslation('common');
  const { mutateAsync } = useCustomMutation();
  const [running, setRunning] = useState(false);
  const invalidate = useInvalidate();
  const [csv, setCsv] = useState<string>();
  const [preview, setPreview] = useState<ImportPreview>();
  const [result, setResult] = useState<ImportResult>();

  const check = async (file: File) => {
    const text = await file.text();
    setCsv(text);
    setPreview(undefined);
    const { data } = await mutateAsync({
      url: ROUTES[kind].preview,
      method: 'post',
      values: { csv: text },
      successNotification: false,
      errorNotification: (error) => ({
        type: 'error',
        message: t('kit.import.unreadable', { message: error?.message ?? '' }),
      }),
    });
    setPreview(data as unknown as ImportPreview);
  };

  const run = async () => {
    setRunning(true);
    const { data } = await mutateAsync({
      url: ROUTES[kind].run,
      method: 'post',
      values: { csv },
      successNotification: false,
      errorNotification: (error) => ({
        type: 'error',
        message: t('kit.import.failed', { message: error?.message ?? '' }),
      }),
    }).finally(() => setRunning(false));
    setResult(data as unknown as ImportResult);
    await invalidate({ resource, invalidates: ['list', 'many'] });
  };

  const restart = () => {
    setCsv(undefined);
    setPreview(undefined);
    setResult(undefined);
  };

  const errorsOf = (row: ImportRow, field: string) => row.errors.filter((e) => e.field === field);
  const columns: TableColumnsType<ImportRow> = preview
    ? [
        { title: t('kit.import.row'), dataIndex: 'row', width: 64 },
        ...preview.columns.map((column) => ({
          title: column,
          key: column,
          render: (_: unknown, row: ImportRow) => (
            <Cell value={row.values[column]} errors={errorsOf(row, column)} />
          ),
        })),
        {
          // Errors of a field the file has no column for (a required one left out, say).
          title: t('kit.import.problems'),
          key: 'problems',
          render: (_: unknown, row: ImportRow) => (
            <Cell errors={row.errors.filter((e) => !preview.columns.includes(e.field))} />
          ),
        },
      ]
    : [];

  const footer = result
    ? [
        <Button key="again" onClick={restart}>
          {t('kit.import.again')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('kit.import.close')}
        </Button>,
      ]
    : [
        <Button key="close" onClick={onClose}>
          {t('kit.import.close')}
        </Button>,
        <Button
          key="run"
          type="primary"
          disabled={!preview || preview.valid === 0}
          loading={running}
          onClick={() => void run().catch(() => undefined)}
        >
          {t('kit.import.submit', { count: preview?.valid ?? 0 })}
        </Button>,
      ];

  return (
    <Modal open title={t('kit.import.title')} width={960} onCancel={onClose} footer={footer}>
      {result ? (
        <Result
          status="success"
          title={t('kit.import.done', { count: result.created })}
          subTitle={
            result.skipped.length > 0
              ? t('kit.import.skipped', { count: result.skipped.length })
              : undefined
          }
        />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph>
            {t('kit.import.hint', { rows: IMPORT_MAX_ROWS })}{' '}
            <Typography.Link onClick={() => downloadCsv(`${kind}-template`, importTemplate(kind))}>
              {t('kit.import.template')}
            </Typography.Link>
          </Typography.Paragraph>
          <Upload.Dragger
            accept=".csv,text/csv"
            maxCount={1}
            showUploadList={false}
            beforeUpload={(file) => {
              void check(file).catch(() => undefined);
              // The file is read here and sent as text: antd uploads nothing by itself.
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('kit.import.drop')}</p>
          </Upload.Dragger>
          {preview && (
            <>
              <Alert
                type={preview.invalid > 0 ? 'warning' : 'success'}
                showIcon
                message={t('kit.import.summary', {
                  valid: preview.valid,
                  invalid: preview.invalid,
                })}
                description={
                  preview.ignored_columns.length > 0
                    ? t('kit.import.ignored', { columns: preview.ignored_columns.join(', ') })
                    : undefined
                }
              />
              <Table<ImportRow>
                size="small"
                rowKey="row"
                columns={columns}
                dataSource={preview.rows}
                pagination={{ pageSize: 20, hideOnSinglePage: true }}
                scroll={{ x: 'max-content' }}
              />
            </>
          )}
        </Space>
      )}
    </Modal>
  );
}
