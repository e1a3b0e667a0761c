/**
 * Deterministic demo data. On an empty database (no users) and SEED != none, `seedIfEmpty` writes
 * the demo accounts of issue 2 plus realistic institutions, ticket types, lockers, users,
 * purchases and locker allocations. Every value comes from a seeded PRNG (mulberry32) and from
 * "today" (UTC), so the same seed on the same day gives the same rows.
 * `growData` adds bulk rows for benchmarks (`npm run seed -- --purchases 100000`).
 */
import { count, eq, sql } from 'drizzle-orm';
import { PAYMENT_METHODS, ROLES, type PaymentStatus } from '../../contract';
import { hashPassword } from '../auth/password';
import { nightStart } from '../door/night';
import { insertPurchasesInBulk } from './bulkPurchases';
import type { Db } from './client';
import { foldAllSalesDeltas } from './rollupFold';
import {
  institutions,
  lockerAllocations,
  lockers,
  purchases,
  ticketTypes,
  users,
  type TicketTypeRow,
} from './schema';

export const DEMO_PASSWORD = 'PartyPass!2026';
export const DEMO_SEED = 20260101;

export const DEMO_ACCOUNTS = [
  {
    email: 'admin@partypass.test',
    name: 'Alex Admin',
    role: ROLES.SYSTEM_ADMIN,
    institution: null,
  },
  {
    email: 'venue.admin@partypass.test',
    name: 'Vera Venue',
    role: ROLES.INSTITUTIONAL_ADMIN,
    institution: 1,
  },
  {
    email: 'venue2.admin@partypass.test',
    name: 'Victor Stage',
    role: ROLES.INSTITUTIONAL_ADMIN,
    institution: 2,
  },
  {
    email: 'staff@partypass.test',
    name: 'Sam Staff',
    role: ROLES.INSTITUTIONAL_STAFF,
    institution: 1,
  },
  { email: 'guest@partypass.test', name: 'Gina Guest', role: ROLES.APP_USER, institution: null },
] as const;

export const DEMO_COUNTS = {
  institutions: 8,
  tickets: 30,
  lockers: 60,
  users: 60,
  purchases: 400,
} as const;

/**
 * Tonight's event (issue 43): one ticket type of the first institution dated the day of seeding,
 * with purchases in every door state, so that the door can be tried at once.
 */
export const TONIGHT = {
  /** Ticket type 9 (index 8) is the first institution's (8 institutions, round robin). */
  ticketIndex: 8,
  /** [payment_status, ticket_status]: paid outside, inside (with a locker), checked out, unpaid. */
  purchases: [
    ['completed', 0],
    ['completed', 0],
    ['completed', 0],
    ['completed', 0],
    ['completed', 1],
    ['completed', 1],
    ['completed', 1],
    ['completed', 2],
    ['completed', 2],
    ['pending', 0],
    ['refunded', 0],
  ] as const satisfies readonly (readonly [PaymentStatus, 0 | 1 | 2])[],
};

export interface SeedResult {
  /** true when this start wrote the demo data */
  seeded: boolean;
  /** true when the demo accounts exist (seeded now or earlier) */
  demoAccounts: boolean;
}

/** mulberry32: a tiny deterministic PRNG (no Math.random anywhere in the seed). */
export function mulberry32(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const weighted = <T>(entries: readonly (readonly [T, number])[]): T => {
    const total = entries.reduce((s, [, w]) => s + w, 0);
    let r = next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return entries[entries.length - 1][0];
  };
  return { next, int, pick, weighted };
}
export type Rng = ReturnType<typeof mulberry32>;

const DAY = 86_400_000;
/** Midnight UTC of the current day: the anchor of every relative date. */
export const todayUtc = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY);
const money = (n: number) => n.toFixed(2);

const osm = (lat: number, lon: number) =>
  `https://www.openstreetmap.org/export/embed.html?bbox=${(lon - 0.01).toFixed(4)}%2C${(lat - 0.006).toFixed(4)}%2C${(lon + 0.01).toFixed(4)}%2C${(lat + 0.006).toFixed(4)}&layer=mapnik&marker=${lat}%2C${lon}`;

const INSTITUTIONS = [
  {
    name: 'Neon Harbor Club',
    city: 'Hamburg',
    street: 'Grosse Freiheit 36, 22767 Hamburg, Germany',
    lat: 53.5503,
    lon: 9.9566,
    phone: '+49 40 3177 7811',
    kind: 'nightclub',
  },
  {
    name: 'Velvet Room Lounge',
    city: 'London',
    street: '12 Greek Street, London W1D 4DL, United Kingdom',
    lat: 51.5139,
    lon: -0.1312,
    phone: '+44 20 7946 0321',
    kind: 'cocktail lounge',
  },
  {
    name: 'Skyline Rooftop',
    city: 'Barcelona',
    street: 'Passeig de Colom 22, 08002 Barcelona, Spain',
    lat: 41.3776,
    lon: 2.1801,
    phone: '+34 932 10 44 87',
    kind: 'rooftop bar',
  },
  {
    name: 'The Warehouse Project',
    city: 'Berlin',
    street: 'Revaler Strasse 99, 10245 Berlin, Germany',
    lat: 52.5074,
    lon: 13.4541,
    phone: '+49 30 2936 0212',
    kind: 'techno venue',
  },
  {
    name: 'Saigon Beats',
    city: 'Ho Chi Minh City',
    street: '74 Hai Ba Trung, District 1, Ho Chi Minh City, Vietnam',
    lat: 10.7769,
    lon: 106.7009,
    phone: '+84 28 3822 4155',
    kind: 'dance club',
  },
  {
    name: 'Le Petit Cabaret',
    city: 'Paris',
    street: '82 Boulevard de Clichy, 75018 Paris, France',
    lat: 48.8841,
    lon: 2.3322,
    phone: '+33 1 53 09 82 82',
    kind: 'cabaret',
  },
  {
    name: 'Blue Note Cellar',
    city: 'Amsterdam',
    street: 'Leidseplein 12, 1017 PT Amsterdam, Netherlands',
    lat: 52.3641,
    lon: 4.8828,
    phone: '+31 20 623 1711',
    kind: 'jazz cellar',
  },
  {
    name: 'Dune Festival Grounds',
    city: 'Dubai',
    street: 'Al Qudra Road, Dubai, United Arab Emirates',
    lat: 24.9762,
    lon: 55.3089,
    phone: '+971 4 409 8877',
    kind: 'open-air venue',
  },
] as const;

const EVENT_NAMES = [
  'Friday Night Fever',
  'Saturday Deep House',
  'Techno Marathon',
  'Retro 80s Night',
  'Latin Heat',
  'Jazz & Cocktails',
  'Drum & Bass Session',
  'Silent Disco',
  'Hip-Hop Block Party',
  'Neon Glow Rave',
  'Sunset Sessions',
  'Afrobeats Night',
  'Indie Live Showcase',
  'Masquerade Ball',
  'New Year Countdown',
  'Summer Opening Party',
  'Halloween Horror Night',
  'K-Pop Dance Night',
  'Vinyl Only Night',
  'Burlesque Revue',
  'Student Night',
  'Ladies Night',
  'Open Mic Thursday',
  'Disco Inferno',
  'Trance Nation',
  'Reggae Sunsplash',
  'Electro Swing Soirée',
  'Full Moon Party',
  'Boat Party Warm-up',
  'Closing Party',
];

const BENEFITS = [
  'Free welcome drink',
  'Fast-track entry',
  'Cloakroom included',
  'VIP area access',
  'Free locker',
  'Meet & greet with the DJ',
  'Two drink vouchers',
  'Reserved table',
];

const FIRST = [
  'Liam',
  'Olivia',
  'Noah',
  'Emma',
  'Mateo',
  'Sofia',
  'Lucas',
  'Mia',
  'Elias',
  'Amelia',
  'Hugo',
  'Chloé',
  'Minh',
  'Linh',
  'Omar',
  'Layla',
  'Wei',
  'Mei',
  'Jonas',
  'Lea',
  'Diego',
  'Valentina',
  'Arjun',
  'Priya',
  'Kenji',
  'Yuki',
  'Finn',
  'Nora',
  'Leo',
  'Zara',
];
const LAST = [
  'Schmidt',
  'Garcia',
  'Nguyen',
  'Martin',
  'Rossi',
  'Kowalski',
  'Smith',
  'Dubois',
  'Jansen',
  'Haddad',
  'Chen',
  'Tanaka',
  'Silva',
  'Novak',
  'Larsen',
  'Costa',
  'Weber',
  'Tran',
  'Ali',
  'Müller',
];

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row.n) === 0;
}

export async function demoAccountsExist(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS[0].email));
  return Number(row.n) > 0;
}

/** Seeds the demo data when SEED is 'demo' and the database has no users yet. */
export async function seedIfEmpty(db: Db, mode: 'demo' | 'none'): Promise<SeedResult> {
  if (mode === 'demo' && (await isEmpty(db))) {
    await seedDemo(db);
    return { seeded: true, demoAccounts: true };
  }
  return { seeded: false, demoAccounts: await demoAccountsExist(db) };
}

async function insertChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

function ticketDateAndPurchase(rng: Rng, ticket: TicketTypeRow, today: Date) {
  let ticketDate: Date;
  let purchaseDate: Date;
  if (ticket.date) {
    ticketDate = new Date(`${ticket.date}T00:00:00Z`);
    const earliest = addDays(today, -364);
    const daysBefore = rng.int(0, 45);
    purchaseDate = addDays(ticketDate, -daysBefore);
    if (purchaseDate < earliest) purchaseDate = addDays(earliest, rng.int(0, 5));
    if (purchaseDate >= today) purchaseDate = addDays(today, -rng.int(1, 30));
  } else {
    purchaseDate = addDays(today, -rng.int(1, 364));
    ticketDate = addDays(purchaseDate, rng.int(0, 14));
  }
  // Purchases end yesterday: a time of day "today" could lie after the moment of seeding.
  const withTime = new Date(purchaseDate.getTime() + rng.int(8 * 60, 23 * 60 + 59) * 60_000);
  return { purchaseDate: withTime, ticketDate };
}

function purchaseRow(rng: Rng, ticket: TicketTypeRow, userId: number, today: Date) {
  const { purchaseDate, ticketDate } = ticketDateAndPurchase(rng, ticket, today);
  const payment_status = rng.weighted<PaymentStatus>([
    ['completed', 80],
    ['pending', 8],
    ['failed', 6],
    ['refunded', 6],
  ]);
  const past = ticketDate < today;
  const ticket_status =
    payment_status !== 'completed' || !past
      ? 0
      : rng.weighted([
          [0, 10],
          [1, 25],
          [2, 65],
        ] as const);
  return {
    user_id: userId,
    ticket_id: ticket.ticket_id,
    purchase_date: purchaseDate,
    ticket_date: isoDate(ticketDate),
    price_amount: ticket.price,
    payment_status,
    payment_method: rng.weighted([
      [PAYMENT_METHODS[0], 60],
      [PAYMENT_METHODS[1], 28],
      [PAYMENT_METHODS[2], 12],
    ] as const),
    ticket_status,
  };
}

/** Writes the demo data set. Call on an empty database only. */
export async function seedDemo(db: Db, options: { seed?: number; now?: Date } = {}): Promise<void> {
  const rng = mulberry32(options.seed ?? DEMO_SEED);
  const today = todayUtc(options.now);
  const passwordHash = await hashPassword(DEMO_PASSWORD); // once: argon2 is slow on purpose

  await db.transaction(async (tx) => {
    const insts = await tx
      .insert(institutions)
      .values(
        INSTITUTIONS.map((inst, i) => ({
          name: inst.name,
          email: `hello@${inst.name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`,
          phone: inst.phone,
          address: inst.street,
          map_location: osm(inst.lat, inst.lon),
          status: i === INSTITUTIONS.length - 1 ? 0 : 1,
          details: `${inst.name} is a ${inst.kind} in ${inst.city}. Doors open at 21:00; valid ID required. Lockers and cloakroom on site.`,
          cover_photo: null,
          video_link: null,
          created_at: addDays(today, -400 + i),
        })),
      )
      .returning({ id: institutions.institution_id });
    const instIds = insts.map((r) => r.id);

    // Users: the five demo accounts first (ids 1..5), then generated ones.
    const userRows: (typeof users.$inferInsert)[] = DEMO_ACCOUNTS.map((a, i) => ({
      name: a.name,
      email: a.email,
      password_hash: passwordHash,
      phone: `+1 555 010${i}`,
      role: a.role,
      institution_id: a.institution === null ? null : instIds[a.institution - 1],
      date_of_birth: `199${i}-0${i + 1}-1${i}`,
      created_at: addDays(today, -390),
    }));
    for (let i = userRows.length; i < DEMO_COUNTS.users; i++) {
      const first = rng.pick(FIRST);
      const last = rng.pick(LAST);
      const role =
        i < 10
          ? ROLES.INSTITUTIONAL_ADMIN
          : i < 16
            ? ROLES.INSTITUTIONAL_STAFF
            : i === 16
              ? ROLES.SYSTEM_ADMIN
              : ROLES.APP_USER;
      const social = role === ROLES.APP_USER && rng.next() < 0.2;
      userRows.push({
        name: `${first} ${last}`,
        email: `${first}.${last}.${i}@example.com`
          .toLowerCase()
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, ''),
        password_hash: passwordHash,
        phone: rng.next() < 0.85 ? `+1 555 ${String(rng.int(1000, 9999))}` : null,
        role,
        is_social: social,
        social_uuid: social ? `google-oauth2|${String(rng.int(10 ** 9, 2 * 10 ** 9))}` : null,
        date_of_birth: isoDate(addDays(today, -rng.int(18 * 365, 55 * 365))),
        institution_id:
          role === ROLES.INSTITUTIONAL_ADMIN || role === ROLES.INSTITUTIONAL_STAFF
            ? instIds[(i - 5) % instIds.length]
            : null,
        created_at: addDays(today, -rng.int(0, 380)),
      });
    }
    const insertedUsers = await tx
      .insert(users)
      .values(userRows)
      .returning({ id: users.user_id, role: users.role });
    const customerIds = insertedUsers.filter((u) => u.role === ROLES.APP_USER).map((u) => u.id);

    // Ticket types: every institution gets some; mix of regular and dated, past and upcoming.
    const ticketRows: (typeof ticketTypes.$inferInsert)[] = [];
    for (let i = 0; i < DEMO_COUNTS.tickets; i++) {
      const regular = i % 3 === 0;
      const start = rng.pick(['20:00:00', '21:00:00', '22:00:00', '23:00:00', '18:00:00']);
      const end = rng.pick(['02:00:00', '03:00:00', '04:00:00', '05:00:00', '23:30:00']);
      const dayOffset = i % 5 === 4 ? rng.int(1, 90) : -rng.int(5, 330);
      ticketRows.push({
        name: EVENT_NAMES[i],
        description: `${EVENT_NAMES[i]} at ${INSTITUTIONS[i % INSTITUTIONS.length].name}: resident DJs, full bar, and a late finish.`,
        institution_id: instIds[i % instIds.length],
        price: money(rng.int(8, 60) + rng.pick([0, 0.5, 0.99])),
        capacity: rng.pick([100, 150, 200, 300, 500, 800]),
        benefits: [rng.pick(BENEFITS), rng.pick(BENEFITS)]
          .filter((b, k, a) => a.indexOf(b) === k)
          .join(', '),
        is_regular: regular,
        date: regular ? null : isoDate(addDays(today, dayOffset)),
        // A regular event runs on any day: no date and no times (issue 4).
        start_datetime: regular ? null : start,
        end_datetime: regular ? null : end,
        created_at: addDays(today, -370),
      });
    }
    // Tonight's event at the first institution, dated the day the database is created.
    Object.assign(ticketRows[TONIGHT.ticketIndex], {
      date: isoDate(today),
      start_datetime: '21:00:00',
      end_datetime: '04:00:00',
      is_regular: false,
    });
    const insertedTickets = await tx.insert(ticketTypes).values(ticketRows).returning();

    // Lockers: numbers unique per institution.
    const lockerRows: (typeof lockers.$inferInsert)[] = [];
    for (let i = 0; i < DEMO_COUNTS.lockers; i++) {
      const inst = i % instIds.length;
      lockerRows.push({
        institution_id: instIds[inst],
        locker_number: 100 + Math.floor(i / instIds.length) + 1,
        status: rng.next() < 0.9 ? 1 : 0,
      });
    }
    const insertedLockers = await tx.insert(lockers).values(lockerRows).returning();

    const purchaseRows: (ReturnType<typeof purchaseRow> & {
      entered_at?: Date;
      checked_out_at?: Date;
    })[] = [];
    for (let i = 0; i < DEMO_COUNTS.purchases; i++) {
      const ticket = rng.pick(insertedTickets);
      const userId = i % 7 === 0 ? insertedUsers[4].id : rng.pick(customerIds);
      purchaseRows.push(purchaseRow(rng, ticket, userId, today));
    }
    // Guarantee every ticket status, payment status and method appears.
    purchaseRows[1].ticket_status = 1;
    purchaseRows[2].ticket_status = 2;
    purchaseRows[3].payment_status = 'pending';
    purchaseRows[4].payment_status = 'failed';
    purchaseRows[5].payment_status = 'refunded';
    purchaseRows[6].payment_method = 'paypal';
    purchaseRows[7].payment_method = 'bank_transfer';
    const now = options.now ?? new Date();
    const tonight = insertedTickets[TONIGHT.ticketIndex];
    const night = nightStart(now).getTime();
    const minutesAgo = (m: number) => new Date(Math.max(night, now.getTime() - m * 60_000));
    TONIGHT.purchases.forEach(([payment_status, ticket_status], k) => {
      const row = purchaseRows[DEMO_COUNTS.purchases - TONIGHT.purchases.length + k];
      Object.assign(row, {
        user_id: k === 0 ? insertedUsers[4].id : row.user_id,
        ticket_id: tonight.ticket_id,
        price_amount: tonight.price,
        purchase_date: new Date(addDays(today, -(k + 1)).getTime() + 10 * 3_600_000),
        ticket_date: isoDate(today),
        payment_status,
        ticket_status,
        entered_at: ticket_status === 0 ? undefined : minutesAgo(90 - k * 5),
        checked_out_at: ticket_status === 2 ? minutesAgo(20 - k) : undefined,
      });
    });
    purchaseRows.sort((a, b) => a.purchase_date.getTime() - b.purchase_date.getTime());
    const insertedPurchases = await tx.insert(purchases).values(purchaseRows).returning({
      id: purchases.purchase_id,
      ticket_id: purchases.ticket_id,
      ticket_status: purchases.ticket_status,
      ticket_date: purchases.ticket_date,
    });

    const ticketInst = new Map(insertedTickets.map((t) => [t.ticket_id, t.institution_id]));
    const allocations = [];
    for (const p of insertedPurchases) {
      if (p.ticket_status === 0 || rng.next() > 0.3) continue;
      const instId = ticketInst.get(p.ticket_id);
      const candidates = insertedLockers.filter((l) => l.institution_id === instId);
      if (candidates.length === 0) continue;
      allocations.push({
        purchase_id: p.id,
        locker_id: rng.pick(candidates).id,
        allocation_date: new Date(
          `${p.ticket_date}T22:${String(rng.int(0, 59)).padStart(2, '0')}:00Z`,
        ),
        // Past nights are over: their lockers are free again (one active allocation per locker).
        status: 0,
      });
    }
    // Tonight's guests inside hold the first free lockers of the institution; the others stay free.
    const tonightLockers = insertedLockers
      .filter((l) => l.institution_id === tonight.institution_id && l.status === 1)
      .sort((a, b) => a.locker_number - b.locker_number);
    const inside = insertedPurchases.filter(
      (p) => p.ticket_id === tonight.ticket_id && p.ticket_status === 1,
    );
    inside.forEach((p, k) => {
      if (k >= tonightLockers.length) return;
      allocations.push({
        purchase_id: p.id,
        locker_id: tonightLockers[k].id,
        allocation_date: minutesAgo(90 - k * 5),
        status: 1,
      });
    });
    if (allocations.length > 0) await tx.insert(lockerAllocations).values(allocations);
  });
}

export interface GrowOptions {
  purchases?: number;
  users?: number;
  tickets?: number;
  seed?: number;
  /** Called as purchases are written (the seed command's progress bar). */
  onProgress?: (done: number, total: number) => void;
}

/** Adds bulk rows (benchmarks). Needs institutions; new users share the demo password hash. */
export async function growData(db: Db, options: GrowOptions): Promise<Record<string, number>> {
  const rng = mulberry32((options.seed ?? DEMO_SEED) + 7);
  const today = todayUtc();
  const instIds = (await db.select({ id: institutions.institution_id }).from(institutions)).map(
    (r) => r.id,
  );
  if (instIds.length === 0) throw new Error('No institutions: seed the demo data first');
  const added: Record<string, number> = { users: 0, tickets: 0, purchases: 0 };

  if (options.users) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const [{ n }] = await db
      .select({ n: sql<number>`coalesce(max(${users.user_id}), 0)` })
      .from(users);
    const base = Number(n);
    const rows = Array.from({ length: options.users }, (_, k) => {
      const first = rng.pick(FIRST);
      const last = rng.pick(LAST);
      return {
        name: `${first} ${last}`,
        email: `bulk.${base + k + 1}@example.com`,
        password_hash: passwordHash,
        phone: `+1 555 ${String(rng.int(1000, 9999))}`,
        role: ROLES.APP_USER,
        date_of_birth: isoDate(addDays(today, -rng.int(18 * 365, 55 * 365))),
      };
    });
    await insertChunks(rows, 2000, (chunk) => db.insert(users).values(chunk));
    added.users = rows.length;
  }
  if (options.tickets) {
    const rows = Array.from({ length: options.tickets }, (_, k) => {
      const regular = rng.next() < 0.3;
      return {
        name: `${rng.pick(EVENT_NAMES)} #${k + 1}`,
        description: 'Generated for benchmarks.',
        institution_id: rng.pick(instIds),
        price: money(rng.int(8, 80)),
        capacity: rng.pick([100, 200, 500]),
        benefits: rng.pick(BENEFITS),
        is_regular: regular,
        date: regular ? null : isoDate(addDays(today, rng.int(-330, 90))),
        start_datetime: regular ? null : '22:00:00',
        end_datetime: regular ? null : '04:00:00',
      };
    });
    await insertChunks(rows, 2000, (chunk) => db.insert(ticketTypes).values(chunk));
    added.tickets = rows.length;
  }
  if (options.purchases) {
    const tickets = await db.select().from(ticketTypes);
    const customerIds = (
      await db.select({ id: users.user_id }).from(users).where(eq(users.role, ROLES.APP_USER))
    ).map((r) => r.id);
    if (tickets.length === 0 || customerIds.length === 0)
      throw new Error('Need tickets and app users first');
    await insertPurchasesInBulk(
      db,
      options.purchases,
      () => purchaseRow(rng, rng.pick(tickets), rng.pick(customerIds), today),
      options.onProgress,
    );
    added.purchases = options.purchases;
  }
  // Fresh planner statistics: PGlite has no autovacuum, and without them the planner takes a
  // 100 000-row table for a small one and picks sequential scans. VACUUM
  // also marks the new pages all-visible, so a page of a list read from an index (index-only
  // scan) skips the table itself: at once on PostgreSQL (autovacuum gets there a minute later)
  // and at all on PGlite.
  // The bulk rows' sales are still deltas (migration 0011): folded now, not read on every request.
  await foldAllSalesDeltas(db);
  await db.execute(sql`vacuum analyze`);
  return added;
}
