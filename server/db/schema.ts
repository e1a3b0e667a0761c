/**
 * Drizzle schema of every table the contract needs. Column names are the wire field names
 * (contract/), so rows map to replies without renaming. DATE and TIME columns use "string" mode:
 * a date is "YYYY-MM-DD" end to end and no timezone can shift it by a day.
 *
 * ON DELETE: purchases and locker allocations RESTRICT by default (money history is never lost
 * silently); users.institution_id becomes NULL when an institution goes. Forced deletes (legacy
 * "cascade") are done explicitly by the routes that need them, inside a transaction.
 */
import { sql } from 'drizzle-orm';
import {
  type ExtraConfigColumn,
  bigint,
  bigserial,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  primaryKey,
  pgTable,
  serial,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

export const institutions = pgTable(
  'institutions',
  {
    institution_id: serial('institution_id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }),
    phone: varchar('phone', { length: 50 }),
    address: text('address'),
    map_location: text('map_location'),
    status: smallint('status').notNull().default(1),
    details: text('details'),
    cover_photo: text('cover_photo'),
    video_link: text('video_link'),
    /** Raised by one on each edit through the API; the ETag of its replies (migration 0013). */
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('institutions_status_idx').on(t.status),
    index('institutions_name_idx').on(t.name),
    // Created by migration 0009 unless the data already had duplicates (docs/operations.md).
    uniqueIndex('institutions_email_lower_uq').on(sql`lower(${t.email})`),
  ],
);

export const users = pgTable(
  'users',
  {
    user_id: serial('user_id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    password_hash: text('password_hash').notNull(),
    phone: varchar('phone', { length: 50 }),
    role: smallint('role').notNull().default(0),
    is_social: boolean('is_social').notNull().default(false),
    social_uuid: varchar('social_uuid', { length: 255 }),
    date_of_birth: date('date_of_birth', { mode: 'string' }),
    institution_id: integer('institution_id').references(() => institutions.institution_id, {
      onDelete: 'set null',
    }),
    profile_pic: text('profile_pic'),
    /** Raised by one on each edit through the API; the ETag of its replies (migration 0013). */
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    index('users_institution_idx').on(t.institution_id),
    // purchase list sorted by buyer (`sort=user_name`) and the users list sorted by name
    index('users_name_idx').on(t.name, t.user_id),
    // `q` of the purchase list (and the users list) matches names by substring (pg_trgm)
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const ticketTypes = pgTable(
  'ticket_types',
  {
    ticket_id: serial('ticket_id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    institution_id: integer('institution_id')
      .notNull()
      .references(() => institutions.institution_id, { onDelete: 'restrict' }),
    price: numeric('price', { precision: 10, scale: 2 }).notNull().default('0.00'),
    capacity: integer('capacity').notNull().default(0),
    benefits: text('benefits'),
    is_regular: boolean('is_regular').notNull().default(false),
    date: date('date', { mode: 'string' }),
    start_datetime: time('start_datetime'),
    end_datetime: time('end_datetime'),
    /** Raised by one on each edit through the API; the ETag of its replies (migration 0013). */
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ticket_types_institution_idx').on(t.institution_id),
    index('ticket_types_date_idx').on(t.date),
    // purchase list sorted by ticket type (`sort=ticket_name`) and the tickets list by name
    index('ticket_types_name_idx').on(t.name, t.ticket_id),
    index('ticket_types_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const lockers = pgTable(
  'lockers',
  {
    id: serial('id').primaryKey(),
    institution_id: integer('institution_id')
      .notNull()
      .references(() => institutions.institution_id, { onDelete: 'restrict' }),
    locker_number: integer('locker_number').notNull(),
    status: smallint('status').notNull().default(1),
    /** Raised by one on each edit through the API; the ETag of its replies (migration 0013). */
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('lockers_institution_number_uq').on(t.institution_id, t.locker_number)],
);

/** The purchase columns the list filters on, in index order, without `sorted` (0004). */
const FILTER_COLUMNS = [
  'ticket_status',
  'payment_status',
  'payment_method',
  'user_id',
  'ticket_id',
] as const;
function filterColumns<T extends Record<(typeof FILTER_COLUMNS)[number], ExtraConfigColumn>>(
  t: T,
  sorted?: string,
): ExtraConfigColumn[] {
  return FILTER_COLUMNS.filter((name) => name !== sorted).map((name) => t[name]);
}

export const purchases = pgTable(
  'purchases',
  {
    purchase_id: serial('purchase_id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'restrict' }),
    ticket_id: integer('ticket_id')
      .notNull()
      .references(() => ticketTypes.ticket_id, { onDelete: 'restrict' }),
    purchase_date: timestamp('purchase_date', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    ticket_date: date('ticket_date', { mode: 'string' }),
    price_amount: numeric('price_amount', { precision: 10, scale: 2 }).notNull(),
    payment_status: varchar('payment_status', { length: 32 }).notNull(),
    payment_method: varchar('payment_method', { length: 32 }).notNull(),
    ticket_status: smallint('ticket_status').notNull().default(0),
    /** The last entry at the door and the last check-out (the door, docs/resources/door.md). */
    entered_at: timestamp('entered_at', { withTimezone: true, mode: 'date' }),
    checked_out_at: timestamp('checked_out_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // Every sort of the purchase list ends with purchase_id (server/http/list.ts), so each
    // own-column sort has an index (column, purchase_id, every filter column): the ids of a page,
    // filtered or not, are an index-only range read, never a sort of the whole table. Selective
    // filters combined with the default sort (newest first) use the
    // (filter, purchase_date, purchase_id) ones, which also serve the foreign keys.
    index('purchases_id_cover_idx').on(t.purchase_id, ...filterColumns(t, 'purchase_id')),
    index('purchases_date_cover_idx').on(t.purchase_date, t.purchase_id, ...filterColumns(t)),
    index('purchases_price_cover_idx').on(t.price_amount, t.purchase_id, ...filterColumns(t)),
    index('purchases_ticket_date_cover_idx').on(t.ticket_date, t.purchase_id, ...filterColumns(t)),
    index('purchases_status_cover_idx').on(
      t.ticket_status,
      t.purchase_id,
      ...filterColumns(t, 'ticket_status'),
    ),
    index('purchases_payment_status_cover_idx').on(
      t.payment_status,
      t.purchase_id,
      ...filterColumns(t, 'payment_status'),
    ),
    index('purchases_payment_method_cover_idx').on(
      t.payment_method,
      t.purchase_id,
      ...filterColumns(t, 'payment_method'),
    ),
    index('purchases_status_date_idx').on(t.ticket_status, t.purchase_date, t.purchase_id),
    index('purchases_payment_status_date_idx').on(t.payment_status, t.purchase_date, t.purchase_id),
    index('purchases_payment_method_date_idx').on(t.payment_method, t.purchase_date, t.purchase_id),
    index('purchases_ticket_date_idx').on(t.ticket_id, t.purchase_date, t.purchase_id),
    index('purchases_user_date_idx').on(t.user_id, t.purchase_date, t.purchase_id),
    index('purchases_entered_at_idx').on(t.entered_at),
  ],
);

export const lockerAllocations = pgTable(
  'locker_allocations',
  {
    id: serial('id').primaryKey(),
    purchase_id: integer('purchase_id')
      .notNull()
      .references(() => purchases.purchase_id, { onDelete: 'cascade' }),
    locker_id: integer('locker_id')
      .notNull()
      .references(() => lockers.id, { onDelete: 'restrict' }),
    allocation_date: timestamp('allocation_date', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    status: smallint('status').notNull().default(1),
  },
  (t) => [
    index('locker_allocations_purchase_idx').on(t.purchase_id),
    index('locker_allocations_locker_idx').on(t.locker_id),
    // A locker is never given to two purchases at once, nor a purchase two lockers.
    uniqueIndex('locker_allocations_active_locker_uq')
      .on(t.locker_id)
      .where(sql`${t.status} = 1`),
    uniqueIndex('locker_allocations_active_purchase_uq')
      .on(t.purchase_id)
      .where(sql`${t.status} = 1`),
  ],
);

/** Every move at the door, by whom, with the reason of an admin's override. */
export const doorEvents = pgTable(
  'door_events',
  {
    id: serial('id').primaryKey(),
    purchase_id: integer('purchase_id').notNull(),
    user_id: integer('user_id'),
    from_status: smallint('from_status').notNull(),
    to_status: smallint('to_status').notNull(),
    override_reason: text('override_reason'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Migration 0005 wrote these keys by hand: PostgreSQL's names, not drizzle's, are the real ones.
  (t) => [
    index('door_events_purchase_idx').on(t.purchase_id),
    foreignKey({
      name: 'door_events_purchase_id_fkey',
      columns: [t.purchase_id],
      foreignColumns: [purchases.purchase_id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'door_events_user_id_fkey',
      columns: [t.user_id],
      foreignColumns: [users.user_id],
    }).onDelete('set null'),
  ],
);

/**
 * One signed-in session (its id is the JWT's `sid`). No foreign key to users: a deleted user's
 * sessions stay, ended with the reason, until they expire (migration 0003).
 */
export const sessions = pgTable(
  'sessions',
  {
    session_id: uuid('session_id').primaryKey(),
    user_id: integer('user_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ended_at: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    end_reason: varchar('end_reason', { length: 32 }),
  },
  (t) => [index('sessions_user_idx').on(t.user_id), index('sessions_expires_idx').on(t.expires_at)],
);

/** Failed sign-ins per (account, address), for the growing delay (server/auth/login-throttle.ts). */
export const loginFailures = pgTable(
  'login_failures',
  {
    email: varchar('email', { length: 255 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    failures: integer('failures').notNull().default(0),
    last_failure_at: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }).notNull(),
    blocked_until: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ name: 'login_failures_pk', columns: [t.email, t.address] }),
    index('login_failures_last_idx').on(t.last_failure_at),
  ],
);

/**
 * The audit history (issue 44, migration 0007): append-only, a trigger refuses UPDATE, DELETE and
 * TRUNCATE. No foreign keys: an entry outlives the user, institution and record it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    user_id: integer('user_id'),
    user_email: varchar('user_email', { length: 255 }),
    user_role: smallint('user_role'),
    institution_id: integer('institution_id'),
    resource: varchar('resource', { length: 32 }).notNull(),
    record_id: text('record_id'),
    action: varchar('action', { length: 32 }).notNull(),
    changes: jsonb('changes')
      .$type<Record<string, { old: unknown; new: unknown }>>()
      .notNull()
      .default({}),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_institution_at_idx').on(t.institution_id, t.at, t.id),
    index('audit_log_record_at_idx').on(t.resource, t.record_id, t.at, t.id),
  ],
);

/**
 * Sales rollups (issue 45, migrations 0010 and 0011): statement triggers on purchases (and on a
 * ticket type's move to another institution) append their changes to `sales_deltas`, which
 * `fold_sales_deltas()` moves into these tables (server/db/rollupFold.ts); the dashboard reads
 * them through the `*_live` views, which add what is not folded yet, instead of scanning
 * purchases (server/routes/analytics.ts). Never written by the server's own statements.
 * Rows that fall to zero stay; the foreign keys remove them with what they count.
 */
export const salesByMonth = pgTable(
  'sales_by_month',
  {
    institution_id: integer('institution_id')
      .notNull()
      .references(() => institutions.institution_id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** The purchase's UTC month, as its first day. */
    month: date('month', { mode: 'string' }).notNull(),
    payment_status: varchar('payment_status', { length: 32 }).notNull(),
    ticket_status: smallint('ticket_status').notNull(),
    purchases: integer('purchases').notNull().default(0),
    amount: numeric('amount')
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    primaryKey({
      name: 'sales_by_month_pk',
      columns: [t.institution_id, t.month, t.payment_status, t.ticket_status],
    }),
  ],
);

/** Per ticket type: sold = purchases not failed or refunded; revenue = completed ones' sum. */
export const ticketSales = pgTable('ticket_sales', {
  ticket_id: integer('ticket_id')
    .primaryKey()
    .references(() => ticketTypes.ticket_id, { onDelete: 'cascade', onUpdate: 'cascade' }),
  sold: integer('sold').notNull().default(0),
  revenue: numeric('revenue')
    .notNull()
    .default(sql`0`),
});

/** Per ticket type and UTC day of purchase: the period figures' rollup (migration 0011). */
export const salesByDay = pgTable(
  'sales_by_day',
  {
    ticket_id: integer('ticket_id')
      .notNull()
      .references(() => ticketTypes.ticket_id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    sold: integer('sold').notNull().default(0),
    revenue: numeric('revenue')
      .notNull()
      .default(sql`0`),
    /** Purchases in each ticket status (0 purchased, 1 entered, 2 checked out). */
    purchased: integer('purchased').notNull().default(0),
    entered: integer('entered').notNull().default(0),
    checked_out: integer('checked_out').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'sales_by_day_pk', columns: [t.ticket_id, t.day] }),
    index('sales_by_day_day_idx').on(t.day, t.ticket_id),
  ],
);

/** The purchase triggers' net changes, not folded into the rollups yet (migration 0011). */
export const salesDeltas = pgTable(
  'sales_deltas',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    institution_id: integer('institution_id')
      .notNull()
      .references(() => institutions.institution_id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    ticket_id: integer('ticket_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    payment_status: varchar('payment_status', { length: 32 }).notNull(),
    ticket_status: smallint('ticket_status').notNull(),
    purchases: integer('purchases').notNull(),
    amount: numeric('amount').notNull(),
  },
  (t) => [index('sales_deltas_institution_idx').on(t.institution_id)],
);

/** Each user's purchases (any status) per institution: its buyers. */
export const institutionBuyers = pgTable(
  'institution_buyers',
  {
    institution_id: integer('institution_id')
      .notNull()
      .references(() => institutions.institution_id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    purchases: integer('purchases').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'institution_buyers_pk', columns: [t.institution_id, t.user_id] }),
    index('institution_buyers_user_idx').on(t.user_id),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type InstitutionRow = typeof institutions.$inferSelect;
export type TicketTypeRow = typeof ticketTypes.$inferSelect;
export type LockerRow = typeof lockers.$inferSelect;
export type PurchaseRow = typeof purchases.$inferSelect;
export type LockerAllocationRow = typeof lockerAllocations.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;

/** A user's saved list views (issue 59, migration 0014): they go with the user. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull(),
    list: varchar('list', { length: 32 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  // Migration 0014 wrote this key by hand: PostgreSQL's name, not drizzle's, is the real one.
  (t) => [
    uniqueIndex('saved_views_user_list_name_idx').on(t.user_id, t.list, t.name),
    foreignKey({
      name: 'saved_views_user_id_fkey',
      columns: [t.user_id],
      foreignColumns: [users.user_id],
    }).onDelete('cascade'),
  ],
);
export type SavedViewRow = typeof savedViews.$inferSelect;
/**
 * The first outcome of each Idempotency-Key a user sent to a create or a door move, kept a day
 * (server/http/idempotency.ts, migration 0013).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: integer('user_id').notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    /** Method and path of the request that used the key: another request may not reuse it. */
    request: text('request').notNull(),
    status_code: smallint('status_code').notNull(),
    /** The reply body as sent (JSON text). */
    body: text('body').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.user_id, t.key] }),
    index('idempotency_keys_created_idx').on(t.created_at),
  ],
);
