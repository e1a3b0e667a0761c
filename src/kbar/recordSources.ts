import type { Institution, TicketType, User } from '../../contract';
import { isAllowed, type PolicyResource } from '../access/policy';
import { policyOf, type ResourceDefinition } from '../resources/types';

/** The field the palette searches: every searched record type names it the same way. */
export const RECORD_NAME_FIELD: keyof Institution & keyof TicketType & keyof User = 'name';

/** Record kinds of the "search records" section; each kind's label is `palette.records.<kind>`. */
export type RecordKind = 'institutions' | 'tickets' | 'users';

/**
 * Where each kind is listed, per role: System Admins list every institution, ticket type and user;
 * Institutional Admins list their own ticket types. The policy decides which ones a role gets.
 */
const SOURCES: readonly { resource: PolicyResource; kind: RecordKind }[] = [
  { resource: 'institutions', kind: 'institutions' },
  { resource: 'tickets', kind: 'tickets' },
  { resource: 'tickets_institution', kind: 'tickets' },
  { resource: 'users', kind: 'users' },
];

export interface RecordSource {
  /** The resource name the data provider lists. */
  resource: string;
  kind: RecordKind;
  /** The page a found record opens on, `:param` standing for its id. */
  recordPath: string;
}

/**
 * The sources a role may search: it may list the resource, and the console has a page (show, else
 * edit) it may open for one record. A resource without screens yet is not searched.
 */
export function recordSourcesFor(
  role: unknown,
  resources: readonly ResourceDefinition[],
): RecordSource[] {
  return SOURCES.flatMap(({ resource, kind }) => {
    const def = resources.find((r) => policyOf(r) === resource);
    if (!def || !isAllowed(role, resource, 'list')) return [];
    const action = (['show', 'edit'] as const).find(
      (a) => def.routes[a] && isAllowed(role, resource, a),
    );
    return action ? [{ resource: def.name, kind, recordPath: def.routes[action]!.path }] : [];
  });
}

/** `/tickets/:id/edit` + 7 -> `/tickets/7/edit`. */
export const recordPath = (pattern: string, id: string | number) =>
  pattern.replace(/:[A-Za-z_]\w*/, encodeURIComponent(String(id)));
