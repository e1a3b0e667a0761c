/**
 * Sign-in throttling per (account, address), counted in the database so it holds across restarts
 * and across every server instance. The first `freeFailures` failed sign-ins of an e-mail from one
 * address cost nothing; each further one makes that address wait before its next try on that
 * e-mail, `firstDelayMs` doubling with every failure up to `maxDelayMs`. While it waits, every try
 * from that address on that e-mail is 429 with Retry-After, the right password too, so a guess
 * cannot be confirmed early. Another address is never slowed down: an attacker slows only their
 * own guesses and cannot lock the owner out. A success from an address clears its count; counts
 * are forgotten `forgetMs` after the last failure. Unknown e-mails count like known ones.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

export interface LoginThrottleOptions {
  /** Failed sign-ins per (e-mail, address) before the delays begin. */
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** A count is forgotten this long after its last failure. */
  forgetMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  freeFailures: 5,
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  forgetMs: 24 * 60 * 60 * 1000,
};

/** Old counts are removed at most this often, by whichever sign-in comes first. */
const PURGE_EVERY_MS = 10 * 60 * 1000;

/** A time as a typed SQL parameter (both drivers then read it the same way). */
const stamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The wait after `failures` failed sign-ins, in ms (0 while still free). */
export function delayAfter(failures: number, options: LoginThrottleOptions): number {
  const over = failures - options.freeFailures;
  if (over < 0) return 0;
  return Math.min(options.maxDelayMs, options.firstDelayMs * 2 ** Math.min(over, 40));
}

export class LoginThrottle {
  private lastPurge = 0;

  constructor(
    private readonly db: Db,
    private readonly options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  private key(email: string, address: string) {
    return { email: email.trim().toLowerCase().slice(0, 255), address: address.slice(0, 64) };
  }

  /** Seconds this address must wait before trying this e-mail again, or 0. */
  async retryAfter(email: string, address: string): Promise<number> {
    const key = this.key(email, address);
    const [row] = await this.db
      .select({ blocked_until: loginFailures.blocked_until })
      .from(loginFailures)
      .where(and(eq(loginFailures.email, key.email), eq(loginFailures.address, key.address)))
      .limit(1);
    const until = row?.blocked_until?.getTime() ?? 0;
    const left = until - this.now();
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  /** Counts a failed sign-in (atomically, whatever instance counts it). */
  async fail(email: string, address: string): Promise<void> {
    const key = this.key(email, address);
    const now = new Date(this.now());
    const forgotten = new Date(now.getTime() - this.options.forgetMs);
    const [row] = await this.db
      .insert(loginFailures)
      .values({ ...key, failures: 1, last_failure_at: now })
      .onConflictDoUpdate({
        target: [loginFailures.email, loginFailures.address],
        set: {
          failures: sql`case when ${loginFailures.last_failure_at} < ${stamp(forgotten)} then 1 else ${loginFailures.failures} + 1 end`,
          last_failure_at: now,
        },
      })
      .returning({ failures: loginFailures.failures });
    const delay = delayAfter(row.failures, this.options);
    if (delay > 0) {
      const until = new Date(now.getTime() + delay);
      await this.db
        .update(loginFailures)
        .set({ blocked_until: sql`greatest(${loginFailures.blocked_until}, ${stamp(until)})` })
        .where(and(eq(loginFailures.email, key.email), eq(loginFailures.address, key.address)));
    }
    await this.purgeNowAndThen(now);
  }

  /** A success clears this address's count for this e-mail. */
  async succeed(email: string, address: string): Promise<void> {
    const key = this.key(email, address);
    await this.db
      .delete(loginFailures)
      .where(and(eq(loginFailures.email, key.email), eq(loginFailures.address, key.address)));
  }

  /** Keeps the table small: counts nobody added to for `forgetMs` and no longer blocking. */
  private async purgeNowAndThen(now: Date): Promise<void> {
    if (now.getTime() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now.getTime();
    const forgotten = new Date(now.getTime() - this.options.forgetMs);
    await this.db
      .delete(loginFailures)
      .where(
        and(
          lt(loginFailures.last_failure_at, forgotten),
          sql`(${loginFailures.blocked_until} is null or ${loginFailures.blocked_until} < ${stamp(now)})`,
        ),
      );
  }
}
