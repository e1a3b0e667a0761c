/**
 * A fair queue in front of the embedded database. PGlite runs one statement at a time in this
 * process and cannot cut a long one short (statement_timeout needs signals it does not have), so
 * under load the order of the waiting statements decides who waits. Its own queue is first come,
 * first served by statement: a request of four statements joins the back of the line four times,
 * behind every newer request, and a burst of long searches holds up every short page.
 *
 * Here the next statement is that of the request with the earliest turn: the time the request
 * arrived plus LONG_WEIGHT times the database time it has had so far (ties first come first).
 * Among requests of equal cost that is the oldest request first, so a request started is finished
 * before newer ones start and its wait is bounded by the work that arrived before it; a request
 * that has already had a lot of database time steps back behind newer short ones, but only by a
 * bounded amount, so it still ends under a steady stream of them. Least attained service alone
 * sent every newly arrived request ahead of every request under way, and under a steady load kept
 * the longer ones waiting past any client's time-out.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Each ms of database time a request has had puts its next statement behind requests that arrive
 * up to this many ms after it.
 */
export const LONG_WEIGHT = 4;

/** One request's account: when it arrived and the database time its statements have taken. */
export interface QueueOwner {
  arrivedAt: number;
  attainedMs: number;
}

interface Waiting {
  owner: QueueOwner;
  order: number;
  start: () => void;
}

const turnOf = (owner: QueueOwner) => owner.arrivedAt + LONG_WEIGHT * owner.attainedMs;

export class FairQueue {
  private readonly owners = new AsyncLocalStorage<QueueOwner>();
  private readonly waiting: Waiting[] = [];
  private busy = false;
  private arrivals = 0;

  constructor(private readonly now: () => number = () => performance.now()) {}

  /**
   * A new account, arrived now; `behindMs` later (work outside requests, e.g. a background build,
   * waits for the requests that arrive within that time, then has its turn whatever the load).
   */
  owner(behindMs = 0): QueueOwner {
    return { arrivedAt: this.now() + behindMs, attainedMs: 0 };
  }

  /** Runs `work` (and everything it awaits) as one owner: its statements share one account. */
  withOwner<T>(work: () => T, owner: QueueOwner = this.owner()): T {
    return this.owners.run(owner, work);
  }

  /** Runs `statement` when its turn comes, alone, and charges its time to the current owner. */
  async run<T>(statement: () => Promise<T>): Promise<T> {
    // Work outside any request (start, the change feed) counts as arrived now.
    const owner = this.owners.getStore() ?? this.owner();
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
    // PGlite runs a statement synchronously and hands the next one its turn through promises
    // only: without this pause Node would not read a socket while statements wait, and requests
    // sent meanwhile would neither be answered nor have their place in the queue until it empties.
    setImmediate(() => this.startNext());
  }

  private startNext(): void {
    let best = 0;
    let bestTurn = turnOf(this.waiting[0].owner);
    for (let i = 1; i < this.waiting.length; i++) {
      const turn = turnOf(this.waiting[i].owner);
      if (
        turn < bestTurn ||
        (turn === bestTurn && this.waiting[i].order < this.waiting[best].order)
      ) {
        best = i;
        bestTurn = turn;
      }
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
