import { useEditButton, useShowButton, type BaseKey } from '@refinedev/core';
import { createContext, useContext, type ReactNode } from 'react';

/** Stands for a row's id in the links made once per table (encodeURIComponent leaves it as is). */
const ROW_ID = '__row_id__';

type LinkValues = ReturnType<typeof useShowButton>;

interface RowLinks {
  /** The resource the links are for: the row buttons' `resource` (undefined: the route's). */
  resource: string | undefined;
  show: LinkValues;
  edit: LinkValues;
}

const RowLinksContext = createContext<RowLinks | null>(null);

/**
 * A table's rows' Show and Edit links, worked out once for the table: Refine's useShowButton and
 * useEditButton read the route, the resources and the access policy, and ran twice in every row
 * (the first rows, then antd's Table): ~100 ms of a throttled /purchase load for ten rows
 * (docs/performance.md part 2b). The policy decides per role, resource and action, not per
 * record, so one answer serves every row.
 */
export function RowLinksProvider({
  resource,
  children,
}: {
  resource: string | undefined;
  children: ReactNode;
}) {
  const show = useShowButton({ resource, id: ROW_ID });
  const edit = useEditButton({ resource, id: ROW_ID });
  return (
    <RowLinksContext.Provider value={{ resource, show, edit }}>{children}</RowLinksContext.Provider>
  );
}

/**
 * The `action` link of the row `id` from its table's RowLinksProvider, as Refine's hook would give
 * it; null outside such a table or for another resource (the caller then asks Refine itself).
 */
export function useTableRowLink(
  action: 'show' | 'edit',
  resource: string | undefined,
  id: BaseKey | undefined,
): LinkValues | null {
  const links = useContext(RowLinksContext);
  if (!links || links.resource !== resource || id === undefined) return null;
  const values = links[action];
  return values.to
    ? { ...values, to: values.to.replace(ROW_ID, encodeURIComponent(String(id))) }
    : values;
}
