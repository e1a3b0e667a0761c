/**
 * Per-account sign-in throttling. The per-address rate limit (LOGIN_RATE_LIMIT, @fastify/rate-limit)
 * stops one machine guessing fast; this stops many machines guessing one account's password:
 * after `max` failed attempts on an e-mail within `windowMs`, every attempt on that e-mail (even
 * with the right password, so a guess cannot be confirmed) answers 429 until the window ends.
 * A successful sign-in clears the count.
 *
 * Counts live in memory, per server process, bounded to `maxAccounts` entries (the oldest window
 * is dropped first) so a flood of random e-mails cannot grow it without limit.
 */
export interface LoginThrottleOptions {
  max: number;
  windowMs: number;
  maxAccounts?: number;
}

interface Entry {
  failures: number;
  windowStart: number;
}

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();
  private readonly maxAccounts: number;

  constructor(
    private readonly options: LoginThrottleOptions,
    private readonly now: () => number = Date.now,
  ) {
    this.maxAccounts = options.maxAccounts ?? 10_000;
  }

  private key = (email: string) => email.trim().toLowerCase();

  private current(email: string): Entry | undefined {
    const entry = this.entries.get(this.key(email));
    if (entry && this.now() - entry.windowStart >= this.options.windowMs) {
      this.entries.delete(this.key(email));
      return undefined;
    }
    return entry;
  }

  /** Seconds until this account may try again, or 0 when it may try now. */
  retryAfter(email: string): number {
    const entry = this.current(email);
    if (!entry || entry.failures < this.options.max) return 0;
    return Math.max(1, Math.ceil((entry.windowStart + this.options.windowMs - this.now()) / 1000));
  }

  fail(email: string): void {
    const entry = this.current(email);
    if (entry) {
      entry.failures += 1;
      return;
    }
    if (this.entries.size >= this.maxAccounts) {
      // Map keeps insertion order: the first key has the oldest window.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(this.key(email), { failures: 1, windowStart: this.now() });
  }

  succeed(email: string): void {
    this.entries.delete(this.key(email));
  }
}
