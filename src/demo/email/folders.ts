import type { Email, EmailLabel } from '../../../mocks/demo/types';

/** Folders are flags on the e-mail (SPEC.md §4): one e-mail may sit in several. */
export const FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash', 'starred', 'important'] as const;
export type Folder = (typeof FOLDERS)[number];
export const LABELS: readonly EmailLabel[] = ['Promotional', 'Social', 'Health'];

export type EmailFilter = { folder: Folder } | { label: EmailLabel };

/** Whether an e-mail shows under a folder or label; trashed ones show only in the trash. */
export function matches(email: Email, filter: EmailFilter): boolean {
  if ('label' in filter) return !email.trash && email.label === filter.label;
  if (filter.folder === 'trash') return email.trash;
  return !email.trash && email[filter.folder];
}

export const filterKey = (f: EmailFilter): string => ('label' in f ? `label:${f.label}` : f.folder);
