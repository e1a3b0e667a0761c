import type { BaseRecord } from '@refinedev/core';
import { EMPTY_VALUE } from '../i18n/constants';
import type { StaleChange } from '../components/StaleChanges';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** A value as the dialog shows it: text, a file by its name, an empty one as EMPTY_VALUE. */
export function shownValue(value: unknown): string {
  if (isEmpty(value)) return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof File) return value.name;
  if (Array.isArray(value)) return value.map(shownValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Equal as the server stores them: `1` and `true`, `""` and `null` are the same value. */
const same = (a: unknown, b: unknown) =>
  (isEmpty(a) && isEmpty(b)) ||
  JSON.stringify(typeof a === 'boolean' ? Number(a) : a) ===
    JSON.stringify(typeof b === 'boolean' ? Number(b) : b);

/**
 * The fields of `fields` whose value another user changed: different in `theirs` (the record as
 * it is now) than in `loaded` (the record this form started from).
 */
export function changedFields(
  loaded: BaseRecord | undefined,
  theirs: BaseRecord | undefined,
  fields: string[],
): string[] {
  if (!loaded || !theirs) return [];
  return fields.filter((field) => field in theirs && !same(loaded[field], theirs[field]));
}

/** The dialog's rows: each changed field of the form, their value and the one being saved. */
export function staleChanges(
  loaded: BaseRecord | undefined,
  theirs: BaseRecord | undefined,
  mine: Record<string, unknown>,
  labelOf: (field: string) => string,
): StaleChange[] {
  return changedFields(loaded, theirs, Object.keys(mine)).map((field) => ({
    field,
    label: labelOf(field),
    theirs: shownValue(theirs?.[field]),
    yours: shownValue(mine[field]),
  }));
}
