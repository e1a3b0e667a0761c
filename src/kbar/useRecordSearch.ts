import { useDataProvider, type BaseRecord } from '@refinedev/core';
import type { Action } from '@refinedev/kbar';
import { useEffect, useState } from 'react';
import { RECORD_NAME_FIELD, recordPath, type RecordSource } from './recordSources';

/** Waits for a pause in typing before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;
const MIN_TERM_LENGTH = 2;
/**
 * Above every screen section (./screenActions, at most 100): a record whose name matches what
 * was typed is what the user is looking for, more than a screen whose name happens to match too.
 */
export const RECORDS_SECTION_PRIORITY = 200;
const PER_SOURCE = 5;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The "search records" section: after a pause in typing, each allowed source is listed through the
 * data provider filtered by name, and each hit becomes an action opening its record.
 */
export function useRecordSearch(
  term: string,
  sources: readonly RecordSource[],
  t: Translate,
  navigate: (path: string) => void,
): { actions: Action[]; searching: boolean } {
  const getDataProvider = useDataProvider();
  const [state, setState] = useState<{ term: string; actions: Action[] }>({
    term: '',
    actions: [],
  });
  const wanted = term.trim();
  const active = wanted.length >= MIN_TERM_LENGTH && sources.length > 0;

  useEffect(() => {
    if (!active) return;
    let current = true;
    const timer = setTimeout(async () => {
      const lists = await Promise.all(
        sources.map(async (source) => {
          try {
            // Without paging the reply is the whole list (legacy servers too) and the data
            // provider filters it by name in the browser: the same result from both servers.
            const { data } = await getDataProvider().getList<BaseRecord>({
              resource: source.resource,
              filters: [{ field: RECORD_NAME_FIELD, operator: 'contains', value: wanted }],
              pagination: { mode: 'off' },
            });
            return data.slice(0, PER_SOURCE).map((row) => ({ source, row }));
          } catch {
            return []; // one failing list must not hide the others' hits
          }
        }),
      );
      if (!current) return;
      const section = { name: t('palette.sections.records'), priority: RECORDS_SECTION_PRIORITY };
      setState({
        term: wanted,
        actions: lists.flat().flatMap(({ source, row }) =>
          row.id === undefined
            ? []
            : [
                {
                  id: `record:${source.resource}:${row.id}`,
                  name: String(row[RECORD_NAME_FIELD] ?? row.id),
                  subtitle: t(`palette.records.${source.kind}`),
                  // kbar filters by name and keywords: the term itself keeps the hit listed.
                  keywords: wanted,
                  section,
                  perform: () => navigate(recordPath(source.recordPath, row.id!)),
                },
              ],
        ),
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [active, wanted, sources, getDataProvider, t, navigate]);

  return active
    ? { actions: state.term === wanted ? state.actions : [], searching: state.term !== wanted }
    : { actions: [], searching: false };
}
