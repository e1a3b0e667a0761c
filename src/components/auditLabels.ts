import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AUDIT_ACTIONS,
  AUDIT_REDACTED,
  AUDIT_RESOURCES,
  ROLE_LABEL_KEYS,
  isRole,
  type AuditEntry,
} from '../../contract';
import { EMPTY_VALUE } from '../i18n/constants';

type Translate = (key: string) => string;

/**
 * One side of a changed field as text: a missing value is the empty mark, a redacted one (a
 * password, a token, an image) says it changed without its value, a structure is its JSON.
 */
export function changeValueText(value: unknown, t: Translate): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (value === AUDIT_REDACTED) return t('audit.redacted');
  if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** An entry's changes in one line for the CSV file: `name: A → B; price: 10.00 → 12.50`. */
export function changesText(
  entry: Pick<AuditEntry, 'changes'>,
  t: Translate,
  fieldLabel: (field: string) => string = (field) => field,
): string {
  return Object.entries(entry.changes ?? {})
    .map(
      ([field, change]) =>
        `${fieldLabel(field)}: ${changeValueText(change?.old, t)} → ${changeValueText(change?.new, t)}`,
    )
    .join('; ');
}

/** The audit's coded values in the user's language: actions, resources, roles, and their options. */
export function useAuditLabels() {
  const { t, i18n } = useTranslation('common');
  const language = i18n.resolvedLanguage;
  return useMemo(() => {
    const actionLabel = (action: string): string =>
      (AUDIT_ACTIONS as readonly string[]).includes(action) ? t(`audit.actions.${action}`) : action;
    const resourceLabel = (resource: string): string =>
      (AUDIT_RESOURCES as readonly string[]).includes(resource)
        ? t(`audit.resources.${resource}`)
        : resource;
    const roleLabel = (role: unknown): string => (isRole(role) ? t(ROLE_LABEL_KEYS[role]) : '');
    return {
      t: t as Translate,
      actionLabel,
      resourceLabel,
      roleLabel,
      actionOptions: AUDIT_ACTIONS.map((value) => ({ value, label: actionLabel(value) })),
      resourceOptions: AUDIT_RESOURCES.map((value) => ({ value, label: resourceLabel(value) })),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels change with the language
  }, [t, language]);
}

/** The colour of an action's tag: removals red, creations green, sign-in trouble orange. */
export const ACTION_COLORS: Partial<Record<string, string>> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  entry: 'cyan',
  role: 'purple',
  login_failed: 'orange',
  revoke: 'volcano',
};
