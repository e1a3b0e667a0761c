import { paths, ticketWhen } from '../../contract';

/** Every resource the data provider serves (SPEC §2 and §7). */
export const API_RESOURCES = [
  'institutions',
  'institution_detail',
  'tickets',
  'tickets_institution',
  'lockers',
  'users',
  'purchase',
  'purchase_institution',
  'profile',
  'analytics',
  'activity',
  'activity_institution',
] as const;
export type ApiResource = (typeof API_RESOURCES)[number];

export type ApiAction = 'list' | 'one' | 'create' | 'update' | 'delete';

export interface EndpointContext {
  id?: string | number;
  /** The signed-in user's institution (roles 2 and 3). */
  institutionId?: number | null;
}

export interface ResourceEndpoints {
  /** The record field Refine's `id` is derived from. */
  idField: string;
  /** Writes go as multipart form data (the legacy server reads nothing else). */
  multipart?: boolean;
  /** The list reply is `data:[{...institution, Tickets:[...]}]`. */
  nestedTickets?: boolean;
  /** A 404 on the list means "no rows" (legacy purchase lists). */
  emptyOn404?: boolean;
  /** Paths taking the institution id from the identity instead of the record id. */
  ownInstitution?: boolean;
  /**
   * Fields a list filters on that only this project's server computes: added to each row when
   * the list is filtered in the browser (a reply without `meta`, i.e. the legacy server).
   */
  clientFields?: (row: Record<string, unknown>) => Record<string, unknown>;
  paths: Partial<Record<ApiAction, (ctx: EndpointContext) => string>>;
}

const need = (value: string | number | null | undefined, what: string): string | number => {
  if (value === undefined || value === null || value === '') {
    throw new Error(`Missing ${what} for this request`);
  }
  return value;
};
const id = (ctx: EndpointContext) => need(ctx.id, 'id');
const own = (ctx: EndpointContext) => need(ctx.institutionId, 'institution');

/** The browser's calendar day, "YYYY-MM-DD". */
const localToday = (): string => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};
/** The ticket lists' upcoming/past filter (`when`), for the legacy server's rows. */
const ticketClientFields = (row: Record<string, unknown>) => ({
  when: ticketWhen(row, localToday()),
});

/** Resource + action -> the exact SPEC §7 path (relative to API_BASE). */
export const ENDPOINTS: Record<ApiResource, ResourceEndpoints> = {
  institutions: {
    idField: 'institution_id',
    multipart: true,
    paths: {
      list: () => paths.institutionList,
      one: (c) => paths.institution(id(c)),
      create: () => paths.institutionCreate,
      update: (c) => paths.institutionUpdate(id(c)),
      delete: (c) => paths.institutionDelete(id(c)),
    },
  },
  institution_detail: {
    idField: 'institution_id',
    multipart: true,
    ownInstitution: true,
    paths: {
      one: (c) => paths.institution(own(c)),
      update: (c) => paths.institutionUpdate(own(c)),
    },
  },
  tickets: {
    idField: 'ticket_id',
    clientFields: ticketClientFields,
    paths: {
      list: () => paths.ticketList,
      one: (c) => paths.ticket(id(c)),
      create: () => paths.ticketCreate,
      update: (c) => paths.ticketUpdate(id(c)),
      delete: (c) => paths.ticketDelete(id(c)),
    },
  },
  tickets_institution: {
    idField: 'ticket_id',
    nestedTickets: true,
    clientFields: ticketClientFields,
    ownInstitution: true,
    paths: {
      list: (c) => paths.institutionTickets(own(c)),
      one: (c) => paths.ticket(id(c)),
      create: () => paths.ticketCreate,
      update: (c) => paths.ticketUpdate(id(c)),
      delete: (c) => paths.ticketDelete(id(c)),
    },
  },
  lockers: {
    idField: 'id',
    ownInstitution: true,
    paths: {
      list: (c) => paths.lockerList(own(c)),
      one: (c) => paths.locker(id(c)),
      create: () => paths.lockerCreate,
      update: (c) => paths.lockerUpdate(id(c)),
      delete: (c) => paths.lockerDelete(id(c)),
    },
  },
  users: {
    idField: 'user_id',
    multipart: true,
    paths: {
      list: () => paths.userList,
      one: (c) => paths.userProfile(id(c)),
      create: () => paths.userCreate,
      update: (c) => paths.userUpdate(id(c)),
      delete: (c) => paths.userDelete(id(c)),
    },
  },
  purchase: {
    idField: 'purchase_id',
    emptyOn404: true,
    paths: {
      list: () => paths.purchaseList,
      one: (c) => paths.purchase(id(c)),
    },
  },
  purchase_institution: {
    idField: 'purchase_id',
    emptyOn404: true,
    ownInstitution: true,
    paths: {
      list: (c) => paths.purchaseListByInstitution(own(c)),
      one: (c) => paths.purchase(id(c)),
    },
  },
  profile: {
    idField: 'user_id',
    multipart: true,
    paths: {
      one: () => paths.ownProfile,
      update: () => paths.ownProfileUpdate,
    },
  },
  analytics: {
    idField: 'id',
    paths: {
      // One record per period: "current" (all time, the legacy call) or "YYYY-MM-DD..YYYY-MM-DD".
      one: (c) => {
        const [from, to] = String(c.id ?? '').split('..');
        return to ? `${paths.analytics}?${new URLSearchParams({ from, to })}` : paths.analytics;
      },
    },
  },
  // The audit history (issue 44): one list for both; the server holds role 2 to its institution.
  activity: {
    idField: 'id',
    paths: { list: () => paths.auditList },
  },
  activity_institution: {
    idField: 'id',
    paths: { list: () => paths.auditList },
  },
};

export const isApiResource = (name: string): name is ApiResource =>
  (API_RESOURCES as readonly string[]).includes(name);

export function endpointFor(resource: string, action: ApiAction, ctx: EndpointContext = {}) {
  if (!isApiResource(resource)) throw new Error(`Unknown resource "${resource}"`);
  const def = ENDPOINTS[resource];
  const build = def.paths[action];
  if (!build) throw new Error(`The resource "${resource}" has no "${action}" call`);
  return build(ctx);
}
