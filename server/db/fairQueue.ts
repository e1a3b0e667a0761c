/**
 * A fair queue in front of the embedded database. PGlite runs one statement at a time in this
 * process and cannot cut a long one short (statement_timeout needs signals it does not have), so
 * under load the order of the waiting statements decides who waits. Its own queue is first come,
 * first served: a request of four statements joins the back of the line four times, behind every
 * newer request, and a burst of long searches holds up every short page.
 *
 * Here the next statement is the one whose request has had the least database time so far
 * (least attained service, ties first come first): a short request runs almost at once, a long one
 * still moves on whenever the short ones are served, and nobody waits behind a request that has
 * already had more than its share. Work outside a request (start, the change feed) counts as new.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** One request's account: the database time its statements have taken so far. */
export interface QueueOwner {
  attainedMs: number;
}

interface Waiting {
  owner: QueueOwner;
  order: number;
  start: () => void;
}

export class FairQueue {
  private readonly owners = new AsyncLocalStorage<QueueOwner>();
  private readonly waiting: Waiting[] = [];
  private busy = false;
  private arrivals = 0;

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Runs `work` (and everything it awaits) as one owner: its statements share one account. */
  withOwner<T>(work: () => T, owner: QueueOwner = { attainedMs: 0 }): T {
    return this.owners.run(owner, work);
  }

  /** Runs `statement` when its turn comes, alone, and charges its time to the current owner. */
  async run<T>(statement: () => Promise<T>): Promise<T> {
    const owner = this.owners.getStore() ?? { attainedMs: 0 };
    await this.turn(owner);
    const started = this.now();
    try {
      return await statement();
    } finally {
      owner.attainedMs += this.now() - started;
      this.next();
    }
  }

  /** Statements waiting for their turn (not counting the one running). */
  get length(): number {
    return this.waiting.length;
  }

  private turn(owner: QueueOwner): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise((start) => {
      this.waiting.push({ owner, order: this.arrivals++, start });
    });
  }

  private next(): void {
    if (this.waiting.length === 0) {
      this.busy = false;
      return;
    }
    let best = 0;
    for (let i = 1; i < this.waiting.length; i++) {
      const a = this.waiting[i];
      const b = this.waiting[best];
      if (
        a.owner.attainedMs < b.owner.attainedMs ||
        (a.owner.attainedMs === b.owner.attainedMs && a.order < b.order)
      )
        best = i;
    }
    const [chosen] = this.waiting.splice(best, 1);
    chosen.start();
  }
}

/** The part of PGlite's client that drizzle calls. */
interface PgliteLike {
  query: (...args: never[]) => Promise<unknown>;
  exec: (...args: never[]) => Promise<unknown>;
  transaction: (...args: never[]) => Promise<unknown>;
}

/**
 * `client` with its statements and transactions taken through `queue`, for drizzle. A transaction
 * holds its turn until it ends, as it holds PGlite's own lock. LISTEN and closing go to the client
 * itself.
 */
export function queuedClient<C extends PgliteLike>(client: C, queue: FairQueue): C {
  const through =
    <K extends keyof PgliteLike>(method: K) =>
    (...args: Parameters<C[K]>) =>
      queue.run(() => (client[method] as (...a: Parameters<C[K]>) => Promise<unknown>)(...args));
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'query' || property === 'exec' || property === 'transaction')
        return through(property);
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
