import type { AxiosInstance } from 'axios';
import type {
  BaseRecord,
  CrudFilter,
  DataProvider,
  GetListParams,
  HttpError,
} from '@refinedev/core';
import { MAX_PAGE_SIZE } from '../../contract/list';
import { IF_MATCH_HEADER, versionEtag, versionOfEtag } from '../../contract/versions';
import { mapInChunks } from './chunks';
import { applyClientQuery, WholeListCache } from './clientQuery';
import { ENDPOINTS, endpointFor, isApiResource, type ApiAction } from './endpoints';
import { api, apiBaseUrl } from './client';
import { isHttpError } from './httpError';
import { listMeta, plainValues, unwrapList, unwrapOne, withId } from './legacy';
import { isStaleCursor, listIdentity, PageCursorMemory } from './pageCursors';
import { currentInstitutionId, getToken } from './session';
import { SubmitKeys, writeSignature } from './submitKeys';
import { unappliedFields } from './unapplied';

/** Booleans go as "1"/"0" (legacy multipart); Files as files; null/undefined are left out. */
export function toFormData(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else if (typeof value === 'boolean') form.append(key, value ? '1' : '0');
    else if (Array.isArray(value)) {
      for (const item of value) if (item instanceof Blob) form.append(key, item);
    } else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  return form;
}

const hasFile = (values: unknown): boolean =>
  typeof values === 'object' &&
  values !== null &&
  Object.values(values).some(
    (v) => v instanceof Blob || (Array.isArray(v) && v.some((i) => i instanceof Blob)),
  );

const writeBody = (resource: string, variables: unknown): unknown => {
  const multipart = isApiResource(resource) && ENDPOINTS[resource].multipart;
  if ((multipart || hasFile(variables)) && variables && typeof variables === 'object') {
    return toFormData(variables as Record<string, unknown>);
  }
  return variables;
};

/** The plain fields of a write's variables (a cleared value is kept: it was sent too). */
const sentValues = (variables: unknown): Record<string, unknown> =>
  variables && typeof variables === 'object' ? { ...(variables as Record<string, unknown>) } : {};

const idFieldOf = (resource: string): string =>
  isApiResource(resource) ? ENDPOINTS[resource].idField : 'id';

/** Query parameters of DESIGN.md: page, pageSize, sort, order, q and plain field filters. */
export function listParams({ pagination, sorters, filters }: Partial<GetListParams>) {
  const params: Record<string, string | number> = {};
  if (pagination?.mode !== 'off') {
    params.page = pagination?.currentPage ?? 1;
    params.pageSize = pagination?.pageSize ?? 10;
  }
  const sorter = sorters?.[0];
  if (sorter) {
    params.sort = sorter.field;
    params.order = sorter.order;
  }
  for (const filter of filters ?? []) {
    if (!('field' in filter)) continue;
    const { field, operator, value } = filter;
    if (value === undefined || value === null || value === '') continue;
    if (field === 'q') params.q = String(value);
    else if (operator === 'eq' || operator === 'contains') params[field] = String(value);
    // DESIGN.md: `key=v1,v2` is a list and `key_from` / `key_to` an inclusive range.
    else if (operator === 'in' && Array.isArray(value) && value.length > 0) {
      params[field] = value.map(String).join(',');
    } else if (operator === 'between' && Array.isArray(value)) {
      const [from, to] = value as unknown[];
      if (from !== undefined && from !== null && from !== '')
        params[`${field}_from`] = String(from);
      if (to !== undefined && to !== null && to !== '') params[`${field}_to`] = String(to);
    }
  }
  return params;
}

const SERVER_OPERATORS = new Set(['eq', 'contains', 'in', 'between']);

/** Only filters the server understands (eq/contains/in/between/q) are sent; `meta` applied them. */
const serverHandled = (filter: CrudFilter) =>
  'field' in filter && (filter.field === 'q' || SERVER_OPERATORS.has(filter.operator));

/** The record version a reply's ETag names (this server's; the legacy server sends none). */
const versionOf = (res: { headers?: unknown }): number | undefined =>
  versionOfEtag(
    (res.headers as { get?: (name: string) => unknown } | undefined)?.get?.('etag') as
      string | undefined,
  );

/** `meta.ifMatch` of an edit: the version its form loaded (useSafeEdit). */
const ifMatchOf = (meta: unknown): Record<string, string> => {
  const version = (meta as { ifMatch?: unknown } | undefined)?.ifMatch;
  return typeof version === 'number' ? { [IF_MATCH_HEADER]: versionEtag(version) } : {};
};

/** The abort signal Refine passes in a read's `meta`: the call stops when its query is cancelled. */
const signalOf = (meta: unknown): AbortSignal | undefined => {
  const signal = (meta as { signal?: unknown } | undefined)?.signal;
  return signal instanceof AbortSignal ? signal : undefined;
};

export function createDataProvider(client: AxiosInstance = api): DataProvider {
  // `meta.institutionId` names the institution of an institution-scoped list (a System Admin
  // viewing one venue's lockers); without it the signed-in user's own institution is used.
  const ctx = (id?: string | number, institutionId?: unknown) => ({
    id,
    institutionId:
      institutionId !== undefined && institutionId !== null && institutionId !== ''
        ? Number(institutionId)
        : currentInstitutionId(),
  });
  const path = (
    resource: string,
    action: ApiAction,
    id?: string | number,
    institutionId?: unknown,
  ) => endpointFor(resource, action, ctx(id, institutionId));

  const readOne = async (resource: string, id: string | number, signal?: AbortSignal) => {
    const res = await client.get(path(resource, 'one', id), { signal });
    const row = unwrapOne(res.data);
    if (!row) {
      const notFound: HttpError = { message: 'Not found', statusCode: 404 };
      throw notFound;
    }
    return { data: withId(row, idFieldOf(resource)), version: versionOf(res) };
  };
  const getOne = async (resource: string, id: string | number, signal?: AbortSignal) =>
    (await readOne(resource, id, signal)).data;

  // Creates and door moves: one Idempotency-Key per submit, reused when it is sent again.
  const submitKeys = new SubmitKeys();
  const keyedWrite = async <R>(
    signature: string,
    send: (headers: Record<string, string>) => Promise<R>,
  ) => {
    try {
      const res = await send(submitKeys.headerFor(signature));
      submitKeys.settle(signature, 200);
      return res;
    } catch (error) {
      submitKeys.settle(signature, (error as { statusCode?: number }).statusCode);
      throw error;
    }
  };

  // Whole lists of a server without paging, reused for sorting, filtering and paging (clientQuery.ts).
  const wholeLists = new WholeListCache<BaseRecord>();
  // The last page and cursors of each paged list, to step to the next or previous page by cursor.
  const pageCursors = new PageCursorMemory();

  return {
    getApiUrl: apiBaseUrl,

    getList: async ({ resource, pagination, sorters, filters, meta }) => {
      const def = isApiResource(resource) ? ENDPOINTS[resource] : undefined;
      // The session is part of the key: another user never sees a list kept for the previous one.
      const wholeKey = JSON.stringify([resource, meta?.institutionId, meta?.query, getToken()]);
      const kept = wholeLists.get(wholeKey);
      if (kept) {
        const { data, total } = applyClientQuery(kept, { pagination, sorters, filters });
        return { data: data as never[], total };
      }
      const url = path(resource, 'list', undefined, meta?.institutionId);
      const params = { ...listParams({ pagination, sorters, filters }), ...(meta?.query ?? {}) };
      // A whole list (`mode: 'off'`: selects, the CSV export, the palette) is read a page at a time:
      // this server refuses an unpaged list past its ceiling; the legacy server ignores the page
      // parameters and answers the whole list without `meta`.
      const allPages = pagination?.mode === 'off';
      const wholePage = (page: number) => ({ ...params, page, pageSize: MAX_PAGE_SIZE });
      const fetchPage = async (query: Record<string, unknown>) => {
        try {
          const res = await client.get(url, { params: query, signal: signalOf(meta) });
          return res.data as unknown;
        } catch (error) {
          if (def?.emptyOn404 && isHttpError(error) && error.statusCode === 404) return undefined;
          throw error;
        }
      };
      // A page after or before a remembered one goes by its cursor (pageCursors.ts); a cursor the
      // server no longer knows is dropped and the page read by number, so the user never sees it.
      const list = allPages ? undefined : listIdentity(url, params, getToken());
      const readPage = async (query: Record<string, unknown>, cursor?: string) => {
        if (cursor === undefined) return fetchPage(query);
        try {
          return await fetchPage({ ...query, cursor });
        } catch (error) {
          if (!isStaleCursor(error)) throw error;
          if (list !== undefined) pageCursors.forget(list);
          return fetchPage(query);
        }
      };
      const page = Number(params.page);
      const body = await readPage(
        allPages ? wholePage(1) : params,
        list === undefined ? undefined : pageCursors.cursorFor(list, page),
      );
      const serverMeta = listMeta(body);
      if (list !== undefined) {
        pageCursors.remember(list, { page, next: serverMeta?.next, prev: serverMeta?.prev });
      }
      if (body === undefined) return { data: [], total: 0 };
      let listed = unwrapList(body, def?.nestedTickets);
      if (allPages && serverMeta) {
        // An estimated total may be short of the real count: then read on while pages come full.
        let last = listed.length;
        const more = () =>
          listed.length < serverMeta.total || (serverMeta.estimate && last === MAX_PAGE_SIZE);
        // Each page is read after the previous one's last row when the server gives `meta.next`:
        // by number, page N walks (N-1) × 200 rows, and a long export would read ever deeper.
        let after = serverMeta.next;
        for (let number = 2; more(); number++) {
          const nextBody = await readPage(wholePage(number), after);
          const rows = nextBody === undefined ? [] : unwrapList(nextBody, def?.nestedTickets);
          if (rows.length === 0) break; // the list shrank while it was read
          listed = listed.concat(rows);
          last = rows.length;
          const nextMeta = listMeta(nextBody);
          after = nextMeta?.next;
          // A page read by cursor has `prev`; without `next` as well it was the last one.
          if (nextMeta?.prev !== undefined && after === undefined) break;
        }
      }
      const idField = idFieldOf(resource);
      const rows = await mapInChunks(listed, (r) => withId(r, idField));
      if (serverMeta) {
        // A whole list read page by page is also narrowed here by its `contains` filters: the
        // server ignores a field it does not filter on (the palette's name search), as it did
        // when the whole list came back unpaged and was filtered in the browser.
        const rest = (filters ?? []).filter(
          (f) => !serverHandled(f) || (allPages && 'operator' in f && f.operator === 'contains'),
        );
        const filtered = rest.length
          ? applyClientQuery(rows, { filters: rest, pagination: { mode: 'off' } }).data
          : rows;
        return { data: filtered as never[], total: serverMeta.total };
      }
      const clientFields = def?.clientFields;
      const whole = clientFields ? rows.map((row) => ({ ...row, ...clientFields(row) })) : rows;
      wholeLists.set(wholeKey, whole);
      const { data, total } = applyClientQuery(whole, { pagination, sorters, filters });
      return { data: data as never[], total };
    },

    // The version (the ETag of this server) goes beside `data`: an edit form sends it back.
    getOne: async ({ resource, id, meta }) => {
      const { data, version } = await readOne(resource, id, signalOf(meta));
      return { data: data as never, ...(version !== undefined ? { version } : {}) };
    },

    getMany: async ({ resource, ids, meta }) => {
      const signal = signalOf(meta);
      const rows = await Promise.all(ids.map((id) => getOne(resource, id, signal)));
      return { data: rows as never[] };
    },

    create: async ({ resource, variables }) => {
      wholeLists.clear(); // a write makes every kept whole list stale
      const url = path(resource, 'create');
      const res = await keyedWrite(writeSignature('post', url, variables), (headers) =>
        client.post(url, writeBody(resource, variables), { headers }),
      );
      const row = unwrapOne(res.data);
      // The legacy server answers 201 with a message only, without the new id.
      const data = row ? withId(row, idFieldOf(resource)) : (plainValues(variables) as BaseRecord);
      return { data: data as never };
    },

    update: async ({ resource, id, variables, meta }) => {
      wholeLists.clear(); // a write makes every kept whole list stale
      const res = await client.patch(path(resource, 'update', id), writeBody(resource, variables), {
        headers: ifMatchOf(meta),
      });
      const row = unwrapOne(res.data);
      const version = versionOf(res);
      if (row) {
        const data = withId(row, idFieldOf(resource)) as never;
        return { data, ...(version !== undefined ? { version } : {}) };
      }
      // No `data` in the reply (legacy): read the record again and tell which sent fields it does
      // not hold (the legacy server keeps old values for falsy ones); else echo what was sent.
      let stored: BaseRecord;
      try {
        stored = await getOne(resource, id);
      } catch {
        return { data: { ...plainValues(variables), id } as never };
      }
      const notApplied = unappliedFields(sentValues(variables), stored);
      return { data: stored as never, ...(notApplied.length > 0 ? { notApplied } : {}) };
    },

    deleteOne: async ({ resource, id }) => {
      wholeLists.clear(); // a write makes every kept whole list stale
      const res = await client.delete(path(resource, 'delete', id));
      const row = unwrapOne(res.data); // 204: empty body
      return { data: (row ? withId(row, idFieldOf(resource)) : { id }) as never };
    },

    custom: async ({ url, method, payload, query, headers, meta }) => {
      if (method !== 'get') wholeLists.clear();
      const request = (keyHeaders: Record<string, string>) =>
        client.request({
          url,
          method,
          data: payload,
          params: query as Record<string, unknown> | undefined,
          headers: { ...(headers as Record<string, string> | undefined), ...keyHeaders },
          signal: signalOf(meta),
        });
      // A write (a door move) carries its submit's Idempotency-Key.
      const res =
        method === 'get'
          ? await request({})
          : await keyedWrite(writeSignature(method, url, payload), request);
      const body: unknown = res.data;
      const data =
        body && typeof body === 'object' && 'data' in body
          ? (body as { data: unknown }).data
          : body;
      return { data: data as never };
    },
  };
}

export const dataProvider = createDataProvider();
