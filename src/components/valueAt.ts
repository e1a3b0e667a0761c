/** A column's `dataIndex` (antd's): a field, or the steps to a nested one. */
export type Path = string | number | readonly (string | number)[] | undefined;

/** The value at `path` in `row`, as antd's Table reads a column's `dataIndex`. */
export const valueAt = (row: object, path: Path): unknown => {
  if (path === undefined) return undefined;
  const steps = Array.isArray(path) ? path : [path];
  return steps.reduce<unknown>(
    (value, step) =>
      value && typeof value === 'object' ? (value as Record<string, unknown>)[step] : undefined,
    row,
  );
};
