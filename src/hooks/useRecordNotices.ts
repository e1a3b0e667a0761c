import type { BaseRecord, OpenNotificationParams } from '@refinedev/core';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { notAppliedOf } from '../api/unapplied';

/** The kinds of record a notification names, in the user's language (common `notices.resource`). */
export type NoticeResource = 'institution' | 'ticket' | 'user' | 'locker';

const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== ''
    ? v.trim()
    : typeof v === 'number'
      ? String(v)
      : undefined;

/**
 * The record's name: from the reply, else from what was sent (a legacy write answers a message
 * only). Refine passes an update's variables as `{id, values}` and a create's or delete's as is.
 */
export function recordName(reply: unknown, sent: unknown, field = 'name'): string | undefined {
  const data = (reply as { data?: BaseRecord } | null)?.data;
  const values =
    (sent as { values?: Record<string, unknown> } | null)?.values ??
    (sent as Record<string, unknown> | null);
  return text(data?.[field]) ?? text(values?.[field]);
}

/**
 * The success notifications of a resource's create, save and delete: one line naming the kind of
 * record and the record ("Ticket type “VIP” was saved"), never an internal resource name and no
 * description repeating it. `onSaved` warns, after a save, about the fields the server did not
 * apply (the data provider's read-back; src/api/unapplied.ts), naming them by `fieldLabels`.
 */
export function useRecordNotices(
  resource: NoticeResource,
  {
    nameField = 'name',
    fieldLabels = {},
  }: { nameField?: string; fieldLabels?: Record<string, string> } = {},
) {
  const { t } = useTranslation('common');
  const { notification } = App.useApp();
  const kind = t(`notices.resource.${resource}`);
  const notice =
    (action: 'created' | 'saved' | 'deleted') =>
    (reply: unknown, sent: unknown): OpenNotificationParams | false => {
      if (action === 'saved' && notAppliedOf(reply).length > 0) return false; // onSaved warns
      const name = recordName(reply, sent, nameField);
      return {
        type: 'success',
        message: name
          ? t(`notices.${action}`, { resource: kind, name })
          : t(`notices.${action}Unnamed`, { resource: kind }),
      };
    };
  const onSaved = (reply: unknown, sent?: unknown) => {
    const fields = notAppliedOf(reply);
    if (fields.length === 0) return;
    const name = recordName(reply, sent, nameField) ?? '';
    notification.warning({
      message: t('notices.notApplied', { resource: kind, name }),
      description: t('notices.notAppliedFields', {
        fields: fields.map((f) => fieldLabels[f] ?? t('notices.otherField')).join(', '),
      }),
    });
  };
  /** A delete's notification, named from the row or page that offered the Delete. */
  const deletedNamed = (name?: string): OpenNotificationParams => ({
    type: 'success',
    message: name
      ? t('notices.deleted', { resource: kind, name })
      : t('notices.deletedUnnamed', { resource: kind }),
  });
  return {
    created: notice('created'),
    saved: notice('saved'),
    deleted: notice('deleted'),
    deletedNamed,
    onSaved,
  };
}
