import { useOne, type BaseRecord } from '@refinedev/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isAllowed } from '../access/policy';
import { useRole } from '../access/useRole';

interface Reference {
  /** The console resource that reads such a record for this role; none when it may not. */
  source: (role: unknown) => string | undefined;
  /** The record's name as its own pages title it. */
  name: (record: BaseRecord, t: TFunction) => string | undefined;
}

/** The first of the resources the role may open a record of. */
const shown =
  (...resources: string[]) =>
  (role: unknown) =>
    resources.find((resource) => isAllowed(role, resource, 'show'));

const named = (record: BaseRecord) => (typeof record.name === 'string' ? record.name : undefined);

const INSTITUTION: Reference = { source: shown('institutions', 'institution_detail'), name: named };
const USER: Reference = { source: shown('users'), name: named };
const TICKET: Reference = { source: shown('tickets', 'tickets_institution'), name: named };
const LOCKER: Reference = {
  // A System Admin sees lockers in an institution's read-only list, through the same calls.
  source: (role) =>
    isAllowed(role, 'lockers', 'show') || isAllowed(role, 'institution_lockers', 'list')
      ? 'lockers'
      : undefined,
  name: (record, t) =>
    record.locker_number === undefined
      ? undefined
      : t('lockers:show.title', { number: record.locker_number }),
};

/** Audited fields that hold another record's id. */
const FIELD_REFERENCES: Partial<Record<string, Reference>> = {
  institution_id: INSTITUTION,
  user_id: USER,
  locker_id: LOCKER,
  ticket_id: TICKET,
};

/** The audit's resources whose records have a name (a purchase is known by its number). */
const RESOURCE_REFERENCES: Partial<Record<string, Reference>> = {
  institutions: INSTITUTION,
  users: USER,
  lockers: LOCKER,
  tickets: TICKET,
};

/** True when an audited field's value is the id of a record that has a name. */
export const isReferenceField = (field: string) => FIELD_REFERENCES[field] !== undefined;

function RecordName({
  reference,
  id,
  fallback,
  format = (name) => name,
}: {
  reference: Reference | undefined;
  id: unknown;
  fallback: ReactNode;
  format?: (name: string) => ReactNode;
}) {
  const { t } = useTranslation('lockers');
  const role = useRole();
  const resource = reference?.source(role);
  const known = (typeof id === 'number' || typeof id === 'string') && id !== '';
  // The record page's own query (same resource and id): read once, shared with that page.
  const { result } = useOne({
    resource,
    id: known ? id : undefined,
    queryOptions: { enabled: resource !== undefined && known, retry: false },
  });
  const name = result && reference ? reference.name(result, t) : undefined;
  return <>{name === undefined ? fallback : format(name)}</>;
}

/**
 * An audited field's value that is another record's id (`locker_id`, `institution_id`, user and
 * ticket ids), shown as that record's name ("Locker 12", "Neon Harbor Club"), as its pages name
 * it; `fallback` ("#12") while it loads, for a record gone or one the role may not read.
 */
export const AuditFieldRecord = ({
  field,
  id,
  fallback,
}: {
  field: string;
  id: unknown;
  fallback: ReactNode;
}) => <RecordName reference={FIELD_REFERENCES[field]} id={id} fallback={fallback} />;

/**
 * An audit entry's own record by its name, as AuditFieldRecord: `format` places the name
 * ("Lockers: Locker 12"), `fallback` ("Lockers #3") stands until then or for good.
 */
export const AuditEntryRecord = ({
  resource,
  id,
  fallback,
  format,
}: {
  resource: string;
  id: unknown;
  fallback: ReactNode;
  format: (name: string) => ReactNode;
}) => (
  <RecordName
    reference={RESOURCE_REFERENCES[resource]}
    id={id}
    fallback={fallback}
    format={format}
  />
);
