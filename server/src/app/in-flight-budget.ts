import { GraphQLError } from 'graphql';

interface Waiter {
  cost: number;
  admit: () => void;
}

interface Caller {
  /** The cost of the caller's operations running now. */
  running: number;
  waiting: Waiter[];
}

/**
 * How much GraphQL work each caller (a user, or an address when signed out) may have running in
 * this process at once, in cost points. An operation that does not fit waits, in order, until
 * the caller's earlier ones finish; one that would wait behind too many is refused with 429.
 * So a caller who keeps several heavy requests in flight gets them done one after the other
 * instead of taking the database connections and the event loop from everyone else.
 */
export class InFlightBudget {
  private readonly callers = new Map<string, Caller>();

  /**
   * `capacity`: the points one caller may have running (at least the cost of the heaviest
   * operation allowed, so that one always runs). `maxWaiting`: the operations one caller may
   * have waiting.
   */
  constructor(
    private readonly capacity: number,
    private readonly maxWaiting: number,
  ) {}

  /** Resolves once `cost` fits in the caller's budget, with the function that gives it back. */
  async acquire(key: string, cost: number): Promise<() => void> {
    const caller = this.callers.get(key) ?? { running: 0, waiting: [] };
    this.callers.set(key, caller);
    if (caller.waiting.length === 0 && this.fits(caller, cost)) {
      caller.running += cost;
    } else if (caller.waiting.length >= this.maxWaiting) {
      throw new GraphQLError(
        `${this.maxWaiting} requests of yours are already waiting for your earlier ones to finish; ` +
          'wait for their answers before sending more.',
        { extensions: { code: 'RATE_LIMITED', http: { status: 429 } } },
      );
    } else {
      await new Promise<void>((admit) => caller.waiting.push({ cost, admit }));
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      caller.running -= cost;
      this.admitWaiting(key, caller);
    };
  }

  /** The points the caller has running now (for tests). */
  runningFor(key: string): number {
    return this.callers.get(key)?.running ?? 0;
  }

  private fits(caller: Caller, cost: number): boolean {
    return caller.running === 0 || caller.running + cost <= this.capacity;
  }

  private admitWaiting(key: string, caller: Caller) {
    while (caller.waiting.length > 0 && this.fits(caller, caller.waiting[0]!.cost)) {
      const next = caller.waiting.shift()!;
      caller.running += next.cost;
      next.admit();
    }
    if (caller.running === 0 && caller.waiting.length === 0) this.callers.delete(key);
  }
}
