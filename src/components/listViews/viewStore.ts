import type { BaseRecord, useDataProvider } from '@refinedev/core';
import {
  paths,
  savedViewSchema,
  type SavedView,
  type ViewList,
  type ViewState,
  VIEW_MESSAGES,
} from '../../../contract';

type DataProvider = ReturnType<ReturnType<typeof useDataProvider>>;

/** Where a user's saved views of one list live: the server, or this browser. */
export interface ViewStore {
  list(): Promise<SavedView[]>;
  create(name: string, state: ViewState): Promise<SavedView>;
  remove(id: number): Promise<void>;
}

/** This project's server: `/views`, per user, so a view follows its user to any device. */
export function serverViewStore(dp: DataProvider, list: ViewList): ViewStore {
  return {
    async list() {
      const res = await dp.custom!<BaseRecord>({
        url: paths.views,
        method: 'get',
        query: { list },
      });
      return res.data as unknown as SavedView[];
    },
    async create(name, state) {
      const res = await dp.custom!<BaseRecord>({
        url: paths.views,
        method: 'post',
        payload: { list, name, state },
      });
      return res.data as unknown as SavedView;
    },
    async remove(id) {
      await dp.custom!<BaseRecord>({ url: paths.view(id), method: 'delete' });
    },
  };
}

const storageKey = (userId: number | string, list: ViewList) => `partypass.views.${userId}.${list}`;

/**
 * The legacy server has no `/views`: the views are kept in this browser's localStorage, per user
 * and list, in the server's own shape (what does not parse is dropped).
 */
export function localViewStore(userId: number | string, list: ViewList): ViewStore {
  const key = storageKey(userId, list);
  const read = (): SavedView[] => {
    try {
      const raw: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
      if (!Array.isArray(raw)) return [];
      return raw.flatMap((v) => {
        const parsed = savedViewSchema.safeParse(v);
        return parsed.success ? [parsed.data] : [];
      });
    } catch {
      return [];
    }
  };
  const write = (views: SavedView[]) => localStorage.setItem(key, JSON.stringify(views));
  return {
    list: async () => read().sort((a, b) => a.name.localeCompare(b.name)),
    async create(name, state) {
      const views = read();
      const view: SavedView = {
        id: Math.max(0, ...views.map((v) => v.id)) + 1,
        list,
        name,
        state,
        updated_at: new Date().toISOString(),
      };
      // As on the server, one name per list.
      if (views.some((v) => v.name === name)) throw new Error(VIEW_MESSAGES.nameTaken);
      write([...views, view]);
      return view;
    },
    async remove(id) {
      write(read().filter((v) => v.id !== id));
    },
  };
}
