import {
  useDataProvider,
  useInvalidate,
  useNavigation,
  useResourceParams,
  type BaseKey,
  type BaseRecord,
  type LiveEvent,
} from '@refinedev/core';
import { Alert, Button } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { liveProvider } from '../api/liveProvider';
import { changedFields } from './staleFields';

/** Time for Refine to publish this console's own write, whose event may come first. */
export const OWN_WRITE_GRACE_MS = 1000;

type Change = 'updated' | 'deleted';

/** Props-like options: `record` (what the form shows) and its `fieldLabels` name changed fields. */
interface LiveRecordOptions {
  resource?: string;
  id?: BaseKey;
  record?: BaseRecord;
  fieldLabels?: Record<string, string>;
}

/**
 * A show or edit page's live behaviour (docs/console-kit.md, "Live updates"): the record is not
 * refetched by itself (`liveMode: 'manual'`, so a form being filled in is never overwritten);
 * instead, when it is changed or deleted elsewhere, `notice` is an antd Alert saying so, with the
 * action to reload it (or to go back to the list). A change this console made itself is not
 * one. Given the `record` an edit form shows, the notice names the fields that changed (read
 * once with the data provider's getOne, outside the page's query, so the form is untouched). Spread `mode` into `useShow`/`useForm` and render `notice` above the content:
 *
 *   const live = useLiveRecord();
 *   const { query } = useShow({ ...live.mode });  ...  <Show>{live.notice}...</Show>
 */
export function useLiveRecord(options: LiveRecordOptions = {}) {
  const { t } = useTranslation('common');
  const { resource, id, identifier } = useResourceParams({
    resource: options.resource,
    id: options.id,
  });
  const dataProvider = useDataProvider();
  const invalidate = useInvalidate();
  const { list } = useNavigation();
  // Kept with the record it is about: another record (the page's id changed) has no notice.
  const [seen, setSeen] = useState<{ id: string; change: Change; fields?: string[] } | null>(null);
  const change = seen && id !== undefined && seen.id === String(id) ? seen.change : null;
  // Read by the event handler, which Refine keeps from the first render.
  const compared = useRef<{ record?: BaseRecord; fields: string[]; name?: string }>({ fields: [] });
  useEffect(() => {
    compared.current = {
      record: options.record,
      fields: Object.keys(options.fieldLabels ?? {}),
      name: resource?.name,
    };
  }, [options.record, options.fieldLabels, resource?.name]);
  const { fieldLabels = {} } = options;
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  // Refine keeps the first onLiveEvent of a subscription: it reads the record's id from here.
  const current = useRef(id);
  useEffect(() => {
    current.current = id;
  }, [id]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const onLiveEvent = useCallback((event: LiveEvent) => {
    const id = current.current;
    // `*` (after a reconnection) names no record: nothing to tell.
    if (id === undefined || (event.type !== 'updated' && event.type !== 'deleted')) return;
    const ids = event.payload.ids;
    if (ids && !ids.some((one) => String(one) === String(id))) return;
    const at = Date.now();
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      if (liveProvider.isOwnWrite(event.channel, id, at)) return;
      setSeen((before) =>
        before?.id === String(id) && before.change === 'deleted'
          ? before
          : { id: String(id), change: event.type as Change },
      );
      const { record, fields, name } = compared.current;
      if (event.type !== 'updated' || !record || !name) return;
      dataProvider()
        .getOne({ resource: name, id })
        .then(({ data }) => {
          const changed = changedFields(record, data, fields.length ? fields : Object.keys(record));
          setSeen((before) =>
            before?.id === String(id) && before.change === 'updated'
              ? { ...before, fields: changed }
              : before,
          );
        })
        .catch(() => undefined); // the notice without field names stays
    }, OWN_WRITE_GRACE_MS);
    timers.current.add(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Refine keeps the first handler
  }, []);

  const reload = () => {
    setSeen(null);
    void invalidate({ resource: identifier, id, invalidates: ['detail'] });
  };

  const notice: ReactNode = change && (
    <Alert
      role="status"
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      message={t(change === 'deleted' ? 'live.deleted' : 'live.changed')}
      description={
        change === 'updated' && seen?.fields?.length
          ? t('live.changedFields', {
              fields: seen.fields.map((field) => fieldLabels[field] ?? field).join(', '),
            })
          : t(change === 'deleted' ? 'live.deletedHint' : 'live.changedHint')
      }
      action={
        change === 'deleted' ? (
          <Button size="small" onClick={() => resource && list(identifier ?? resource.name)}>
            {t('live.backToList')}
          </Button>
        ) : (
          <Button size="small" type="primary" onClick={reload}>
            {t('live.reload')}
          </Button>
        )
      }
    />
  );

  return { mode: { liveMode: 'manual' as const, onLiveEvent }, notice, change };
}
