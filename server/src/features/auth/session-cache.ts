/** The channel migration SessionUserChanges announces each change to a session user on. */
export const SESSION_CHANGES_CHANNEL = 'session_users';
/** The name of the API's connection that listens on it, in pg_stat_activity. */
export const SESSION_CHANGES_LISTENER = 'postpilot-session-changes';

/** What the cache keeps of a session user: the row of the session statement, as read. */
export type SessionRow = readonly unknown[];

/** Where a read began: a row read since anything changed is not kept. */
export interface SessionTicket {
  readonly generation: number;
}

export interface SessionCacheOptions {
  /** How long a row is used before it is read again, whatever happened. */
  maxAgeMs: number;
  /** How many users are kept; the longest kept is dropped first. */
  maxEntries: number;
  now?: () => number;
}

const SESSION_CACHE_DEFAULTS: SessionCacheOptions = { maxAgeMs: 30_000, maxEntries: 10_000 };

/** A value the request may change as its own (a date, a list, a JSON column), copied. */
const own = (value: unknown): unknown =>
  value === null || typeof value !== 'object'
    ? value
    : value instanceof Date
      ? new Date(value.getTime())
      : structuredClone(value);

const copy = (row: SessionRow): unknown[] => row.map(own);

/**
 * The session users the API has read, so that a request with a token does not ask the database
 * for its user each time. A row is used only while the cache is told of every change:
 *
 * - the database announces each change to a user or their LinkedIn account, whoever made it
 *   (`forget`, from the notifications of migration SessionUserChanges), and a lost connection to
 *   those announcements empties the cache and stops it keeping anything (`setLive(false)`) until
 *   it is back;
 * - a statement this process sends that may write anything (`forgetAll`, before it is sent and
 *   once it is done) empties it at once, so a change made here (a password changed, a session
 *   ended) holds for the very next request, before the database's announcement arrives.
 *
 * A row read while anything changed is not kept (its ticket is older than the change), so a read
 * that raced a change never outlives it. Each request gets its own copy of the row: nothing a
 * request changes on its user reaches another. Rows are read again after `maxAgeMs` regardless.
 */
export class SessionCache {
  private readonly rows = new Map<string, { row: SessionRow; keptAt: number }>();
  private generation = 0;
  private live = false;
  private readonly now: () => number;

  constructor(private readonly options: SessionCacheOptions = SESSION_CACHE_DEFAULTS) {
    this.now = options.now ?? Date.now;
  }

  /** The user's row, a copy of its own for the caller; undefined when it must be read. */
  get(userId: string): unknown[] | undefined {
    const entry = this.rows.get(userId);
    if (!entry) return undefined;
    if (this.now() - entry.keptAt > this.options.maxAgeMs) {
      this.rows.delete(userId);
      return undefined;
    }
    return copy(entry.row);
  }

  /** Taken before reading a row, and given back to `keep` with it. */
  ticket(): SessionTicket {
    return { generation: this.generation };
  }

  /** Keeps `row` (a copy) unless anything changed since `ticket` was taken, or nothing is heard of changes. */
  keep(userId: string, row: SessionRow, ticket: SessionTicket): void {
    if (!this.live || ticket.generation !== this.generation) return;
    this.rows.delete(userId);
    if (this.rows.size >= this.options.maxEntries) {
      this.rows.delete(this.rows.keys().next().value!);
    }
    this.rows.set(userId, { row: copy(row), keptAt: this.now() });
  }

  /** The database says this user changed ('*': any user may have). */
  forget(userId: string): void {
    this.generation++;
    if (userId === '*') this.rows.clear();
    else this.rows.delete(userId);
  }

  /** Anything may have changed. */
  forgetAll(): void {
    this.generation++;
    this.rows.clear();
  }

  /** Whether the database's announcements of changes are heard; either way, starts afresh. */
  setLive(live: boolean): void {
    this.forgetAll();
    this.live = live;
  }

  /** Whether changes are heard, and so rows kept. */
  get isLive(): boolean {
    return this.live;
  }

  /** How many users are kept. */
  get size(): number {
    return this.rows.size;
  }
}
