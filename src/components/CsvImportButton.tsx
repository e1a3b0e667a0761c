import { UploadOutlined } from '@ant-design/icons';
import { useCan } from '@refinedev/core';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportResource } from '../../contract';
import { useServerHas } from '../api/serverIdentity';

// The dialog (its table and upload) loads on first use, not with the list.
const CsvImportDialog = lazy(() => import('./CsvImportDialog'));

export interface CsvImportButtonProps {
  /** The Refine resource: policy `create` decides who sees the button; its lists are refreshed. */
  resource: string;
  /** Which import route the file goes to (contract IMPORT_COLUMNS). */
  kind: ImportResource;
}

/**
 * "Import CSV" for a list's header: opens the import dialog. Shown to whoever may create the
 * resource, and only against our server (the legacy server has no import route).
 */
export function CsvImportButton({ resource, kind }: CsvImportButtonProps) {
  const { t } = useTranslation('common');
  const { data: access } = useCan({ resource, action: 'create' });
  const served = useServerHas('bulkEdits');
  const [open, setOpen] = useState(false);
  if (!served || !access?.can) return null;
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {t('kit.import.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CsvImportDialog resource={resource} kind={kind} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
