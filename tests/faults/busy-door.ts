/**
 * A busy door, shared by the load-balancer drill (correctness) and bench/door-load.ts (speed):
 * paid purchases of one venue made this month, each entered and then checked out by one of many
 * connections at once, with readers of the purchase list and the dashboard beside them.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { paths } from '../../contract';
import { call } from './api';

export interface DoorPassRow {
  purchase_id: number;
  ticket_id: number;
}

/**
 * `count` paid purchases of the first regular ticket type (valid any day), spread over the App
 * Users: the moves of one venue and month that once queued behind one rollup row.
 */
export async function insertDoorPasses(databaseUrl: string, count: number): Promise<DoorPassRow[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<DoorPassRow>(
      `with t as (select ticket_id from ticket_types where date is null order by ticket_id limit 1),
        u as (select user_id from users where role = 0 order by user_id)
      insert into purchases (user_id, ticket_id, price_amount, payment_status, payment_method, ticket_status)
      select (select user_id from u offset (i % (select count(*) from u)) limit 1), t.ticket_id,
        12.5, 'completed', 'credit_card', 0
      from t, generate_series(1, $1) i
      returning purchase_id, ticket_id`,
      [count],
    );
    return rows;
  } finally {
    await client.end();
  }
}

export interface BusyDoorOptions {
  /** The balancer's (or a server's) origin. */
  url: string;
  token: string;
  passes: DoorPassRow[];
  connections: number;
  /** Readers beside the door, one request at a time each (0: the door alone). */
  readers: number;
  /** Send an Idempotency-Key with each move, as the console does. */
  idempotencyKeys?: boolean;
}

export interface BusyDoorResult {
  doorTimes: number[];
  readTimes: number[];
  failures: string[];
  moves: number;
}

/** Reads that stop when `isOpen()` turns false, as a dashboard and a purchase list beside a door. */
export async function readWhile(
  url: string,
  token: string,
  isOpen: () => boolean,
  times: number[],
  failures: string[],
): Promise<void> {
  for (let i = 0; isOpen(); i++) {
    const pathname = i % 2 === 0 ? `${paths.purchaseList}?page=1&pageSize=10` : paths.analytics;
    const outcome = await call(url, pathname, { token });
    times.push(outcome.ms);
    if (outcome.status !== 200) failures.push(`read: ${outcome.status ?? outcome.error}`);
  }
}

/** Enters and checks out every pass, `connections` at a time, with `readers` reading beside. */
export async function runBusyDoor(options: BusyDoorOptions): Promise<BusyDoorResult> {
  const { url, token, passes } = options;
  const doorTimes: number[] = [];
  const readTimes: number[] = [];
  const failures: string[] = [];
  let next = 0;
  let doorsOpen = true;
  const door = async () => {
    while (next < passes.length) {
      const pass = passes[next++];
      for (const ticket_status of [1, 2]) {
        const outcome = await call(url, paths.entryUpdate(pass.purchase_id), {
          method: 'PATCH',
          token,
          body: { ticket_id: pass.ticket_id, ticket_status, locker_id: null },
          headers: options.idempotencyKeys ? { 'idempotency-key': randomUUID() } : undefined,
        });
        doorTimes.push(outcome.ms);
        if (outcome.status !== 200)
          failures.push(`door ${ticket_status}: ${outcome.status ?? outcome.error}`);
      }
    }
  };
  const readers = Array.from({ length: options.readers }, () =>
    readWhile(url, token, () => doorsOpen, readTimes, failures),
  );
  await Promise.all(Array.from({ length: options.connections }, door));
  doorsOpen = false;
  await Promise.all(readers);
  return { doorTimes, readTimes, failures, moves: doorTimes.length };
}

/** The q-quantile (0-1) of `times`, rounded to a millisecond. */
export function quantile(times: number[], q: number): number {
  if (times.length === 0) return NaN;
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
}
