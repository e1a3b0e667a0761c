import type { AuditLogProvider } from '@refinedev/core';
import type { AxiosInstance } from 'axios';
import { AUDIT_RESOURCES, paths, type AuditEntry, type AuditResource } from '../../contract';
import { api } from './client';
import { listMeta, unwrapList } from './legacy';

/** How many of a record's latest entries its History panel shows. */
export const HISTORY_PAGE_SIZE = 20;

/** What `get` answers: the record's newest entries and how many there are in all. */
export interface RecordHistoryPage {
  data: AuditEntry[];
  total: number;
}

const isAuditResource = (name: string): name is AuditResource =>
  (AUDIT_RESOURCES as readonly string[]).includes(name);

/**
 * Refine's audit-log provider over `GET /audit/list` (issue 44). `get` reads one record's
 * history: `resource` is the audit's resource name (contract AUDIT_RESOURCES, e.g. `tickets` for
 * both ticket screens), `meta.id` the record's id.
 */
export function createAuditLogProvider(client: AxiosInstance = api): AuditLogProvider {
  return {
    get: async ({ resource, meta }) => {
      if (!isAuditResource(resource)) throw new Error(`No audit history for "${resource}"`);
      const id: unknown = meta?.id;
      if (id === undefined || id === null || id === '') {
        throw new Error('An audit history needs the record id (meta.id)');
      }
      const res = await client.get(paths.auditList, {
        params: {
          resource,
          record_id: String(id),
          page: 1,
          pageSize: Number(meta?.pageSize) || HISTORY_PAGE_SIZE,
        },
        signal: meta?.signal instanceof AbortSignal ? meta.signal : undefined,
      });
      const data = unwrapList(res.data) as unknown as AuditEntry[];
      const page: RecordHistoryPage = { data, total: listMeta(res.data)?.total ?? data.length };
      return page;
    },
    // The server writes every entry itself, in the same transaction as the change: an entry
    // written by the browser could be forged or lost, so Refine's after-mutation log and rename
    // send nothing.
    create: async () => undefined,
    update: async () => undefined,
  };
}

export const auditLogProvider = createAuditLogProvider();
