import type { CrudFilter, CrudSort } from '@refinedev/core';
import type { ViewList } from '../../../contract';
import { ColumnChooser } from './ColumnChooser';
import { SavedViewsPicker } from './SavedViewsPicker';
import type { ColumnChoice, ColumnOption } from './useColumnChoice';

/** What the controls need of `useTable`'s result (the same object the Table is fed from). */
export interface ViewTable {
  filters: CrudFilter[];
  sorters: CrudSort[];
  setFilters: (filters: CrudFilter[], behavior?: 'merge' | 'replace') => void;
  setSorters: (sorters: CrudSort[]) => void;
  setCurrentPage: (page: number) => void;
}

export interface ListViewControlsProps {
  list: ViewList;
  table: ViewTable;
  choice: ColumnChoice;
  columns: readonly ColumnOption[];
}

/**
 * A list's "Columns" chooser and saved views, beside its filters. `columns` names each choosable
 * column (its Table.Column key and title); the Table is a `ChosenTable` with the same `choice`.
 */
export function ListViewControls({ list, table, choice, columns }: ListViewControlsProps) {
  return (
    <>
      <ColumnChooser columns={columns} choice={choice} />
      <SavedViewsPicker
        list={list}
        filters={table.filters}
        sorters={table.sorters}
        setFilters={table.setFilters}
        setSorters={table.setSorters}
        setCurrentPage={table.setCurrentPage}
        choice={choice}
      />
    </>
  );
}
