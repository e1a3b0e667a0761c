/*
 * The antd controls a list draws once its first rows are on screen (listControls.ts): the Table
 * (rc-table, Pagination with its size changer, Checkbox and Radio for the selection column) and
 * the Select of the toolbar's filters (rc-select, rc-virtual-list), ~66 KB gzip together, and the
 * Progress of the ticket types' sold / capacity column (SoldProgress).
 */
export { default as Table } from 'antd/es/table';
export { default as Select } from 'antd/es/select';
export { default as Progress } from 'antd/es/progress';
