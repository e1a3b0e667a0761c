import type { BaseRecord, HttpError } from '@refinedev/core';
import { App, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaleChanges } from '../components/StaleChanges';
import { fieldErrorsOnly } from '../api/httpError';
import { staleChanges } from './staleFields';

/** What a record's read gave the form: the record and, from this server, its version (ETag). */
export interface LoadedRecord {
  data?: BaseRecord;
  version?: number;
}

/** The 409 of an edit made on an older version: the record as it is now and its version. */
export function staleOf(error: unknown): { data: BaseRecord; version: number } | undefined {
  const e = error as (HttpError & { version?: unknown; body?: unknown }) | null | undefined;
  const data = (e?.body as { data?: unknown } | undefined)?.data;
  if (e?.statusCode !== 409 || typeof e.version !== 'number') return undefined;
  if (!data || typeof data !== 'object') return undefined;
  return { data: data as BaseRecord, version: e.version };
}

/** What `formOptions` reads of useForm's result when a save fails. */
export interface SafeEditForm {
  form: FormInstance;
  query?: { refetch: () => unknown };
}

const fieldName = (field: string) => field.replace(/_/g, ' ');

/**
 * An edit form that never overwrites a change it has not seen (docs/console-kit.md, "Safe
 * edits"). The form sends the version it loaded as If-Match (`mutationMeta`); when someone else
 * saved meanwhile, the server answers 409 with the record as it is now, and a dialog shows
 * which fields changed (theirs → yours) with "Reload" (their record in the form) and "Save mine
 * anyway" (the values the form held when it was refused, on their version). Against the legacy
 * server (no version) nothing changes. Use it beside `useForm`:
 *
 *   const safe = useSafeEdit({ fieldLabels });
 *   const { query, form, ... } = useForm({
 *     ...safe.formOptions((): SafeEditForm => ({ form, query })),
 *   });
 *   safe.track(query?.data);
 *
 * A form with errors of its own to place uses `mutationMeta`, `onError` and `isStale` instead.
 */
export function useSafeEdit({ fieldLabels = {} }: { fieldLabels?: Record<string, string> } = {}) {
  const { t } = useTranslation('common');
  const { modal } = App.useApp();
  const [loaded, setLoaded] = useState<LoadedRecord>({});
  // "Save mine anyway": the version to overwrite, the form's submit to run with it, and what the
  // form held when the save was refused (Refine reads the record again after the 409 and puts
  // theirs in the form meanwhile).
  const [forced, setForced] = useState<{
    version: number;
    submit: () => void;
    restore?: () => void;
  } | null>(null);

  useEffect(() => {
    forced?.restore?.();
    forced?.submit();
  }, [forced]);

  /** Keeps the record the form shows; call it while rendering with the form's query data. */
  const track = (response: LoadedRecord | undefined) => {
    if (response?.data === loaded.data) return;
    setLoaded({ data: response?.data, version: response?.version });
    setForced(null);
  };

  const version = forced?.version ?? loaded.version;

  const onError = (
    error: unknown,
    values: unknown,
    { reload, submit, form }: { reload: () => void; submit: () => void; form?: FormInstance },
  ) => {
    const current = staleOf(error);
    if (!current) return;
    const typed = form?.getFieldsValue(true) as Record<string, unknown> | undefined;
    const restore = form && typed ? () => form.setFieldsValue(typed) : undefined;
    const mine = (values && typeof values === 'object' ? values : {}) as Record<string, unknown>;
    const changes = staleChanges(
      loaded.data,
      current.data,
      mine,
      (field) => fieldLabels[field] ?? fieldName(field),
    );
    modal.confirm({
      title: t('stale.title'),
      width: 600,
      content: <StaleChanges changes={changes} />,
      okText: t('stale.saveMine'),
      cancelText: t('stale.reload'),
      // Escape would reload and drop what was typed: the choice is made with the buttons.
      keyboard: false,
      onOk: () => setForced({ version: current.version, submit, restore }),
      onCancel: reload,
    });
  };

  const mutationMeta = version === undefined ? {} : { ifMatch: version };
  const isStale = (error: unknown) => staleOf(error) !== undefined;

  /**
   * The three useForm options of an edit form that reports field errors on the form only
   * (`fieldErrorsOnly`). `of` reads useForm's own `form` and `query`, which exist only once
   * useForm has returned: the options call it when a save fails, never before.
   */
  const formOptions = (of: () => SafeEditForm) => ({
    mutationMeta,
    errorNotification: (error?: HttpError): false | undefined =>
      isStale(error) ? false : fieldErrorsOnly(of().form)(error),
    onMutationError: (error: HttpError, values: unknown) => {
      const { form, query } = of();
      onError(error, values, {
        reload: () => void query?.refetch(),
        submit: () => form.submit(),
        form,
      });
    },
  });

  return {
    /** useForm's `mutationMeta`: the version the update sends as If-Match. */
    mutationMeta,
    formOptions,
    track,
    onError,
    /** A stale 409 is told by the dialog, never by a notification. */
    isStale,
    loaded,
  };
}
