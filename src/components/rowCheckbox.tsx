import type { BaseKey } from '@refinedev/core';
import type { TableProps } from 'antd';
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * antd's Table copies every column title into a hidden measuring row (`aria-hidden`) when it
 * scrolls sideways; a copy of the "select all" checkbox there is a focusable control hidden from
 * screen readers. This title renders nothing when it finds itself in that row.
 */
function OutsideMeasureRow({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [measuring, setMeasuring] = useState(false);
  useLayoutEffect(() => {
    if (ref.current?.closest('.ant-table-measure-row')) setMeasuring(true);
  }, []);
  return <span ref={ref}>{measuring ? null : children}</span>;
}

const selectAllTitle = (checkbox: ReactNode) => <OutsideMeasureRow>{checkbox}</OutsideMeasureRow>;

/**
 * Spread into a Table's `rowSelection`: each row's checkbox is named ("Select Harbour Club"; antd
 * leaves them unlabelled, so a screen reader would hear only "checkbox" in every row), and the
 * "select all" box stays out of antd's hidden measuring row.
 */
export function useRowCheckboxProps<T>(
  nameOf: (row: T) => string | number | null | undefined,
  more?: (row: T) => { disabled?: boolean },
) {
  const { t } = useTranslation('common');
  const getCheckboxProps = useCallback(
    (row: T) => ({ 'aria-label': t('kit.selectRow', { name: nameOf(row) ?? '' }), ...more?.(row) }),
    [t, nameOf, more],
  );
  return { getCheckboxProps, columnTitle: selectAllTitle };
}

/**
 * A list's selected rows, for its bulk buttons (`clear` once they are done), and the Table's
 * `rowSelection` that keeps them, with the named checkboxes of `useRowCheckboxProps`.
 */
export function useRowSelection<T>(
  nameOf: (row: T) => string | number | null | undefined,
  more?: (row: T) => { disabled?: boolean },
) {
  const [selected, setSelected] = useState<BaseKey[]>([]);
  const checkboxProps = useRowCheckboxProps(nameOf, more);
  const rowSelection: TableProps<T>['rowSelection'] = {
    selectedRowKeys: selected,
    onChange: (keys) => setSelected(keys as BaseKey[]),
    ...checkboxProps,
  };
  return { selected, clear: () => setSelected([]), rowSelection };
}
