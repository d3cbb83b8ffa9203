import type { DataSource } from 'typeorm';
import type { CallBudget } from '../../kernel/call-budget';
import { POST_ANALYTICS_SCOPE } from '../../kernel/config';
import { inTurns } from '../../kernel/in-turns';
import type { Logger } from '../../kernel/logger';
import { POST_METRICS } from '../linkedin/linkedin.client';
import { LinkedInError } from '../linkedin/linkedin.errors';
import type { ReconnectNotifier } from '../linkedin/reconnect-notifier';
import type { TokenCipher } from '../linkedin/token-cipher';
import type { PostsService } from '../posts/posts.service';
import type { StatisticsClaims, StatisticsDue, StatisticsDueAt } from '../posts/statistics-claims';
import { nextStatisticsSync } from './metrics-schedule';
import { sameFigures, StatisticsRecord, type PostStatistics } from './statistics-record';

export type { PostStatistics } from './statistics-record';

export interface PostStatisticsSource {
  postStatistics(accessToken: string, postUrn: string): Promise<PostStatistics>;
}

/**
 * What one post's statistics cost: LinkedIn's entity finder answers one post and one metric a
 * call (no batch of posts; the `me` finder sums all of the member's posts), so one call a metric.
 */
export const CALLS_PER_POST = POST_METRICS.length;

/** Posts of one member asked about at once. */
const POSTS_AT_ONCE = 4;
/** Members whose due posts one look fetches side by side. */
const MEMBERS_AT_ONCE = 4;
/** At most this many posts are claimed in one look, whatever the budget allows. */
const POSTS_A_LOOK = 1000;
/** A claimed post is due again after this if its look never finished (its worker died). */
const CLAIM_LEASE_MS = 10 * 60_000;
/** A post LinkedIn could not answer for now (busy, unreachable) is due again after this. */
const RETRY_AFTER_MS = 15 * 60_000;
/** The posts of a member who must reconnect are looked at again (without a call) after this. */
const RECONNECT_WAIT_MS = 24 * 3600_000;
/**
 * "Refresh statistics" passes by figures read more recently than this, and asks about the newest
 * posts only: the schedule reads new posts often anyway, and one member's clicks must not spend
 * what every member shares.
 */
const FRESH_FOR_MS = 3600_000;
const REFRESHED_AT_MOST = 30;
const DAY_MS = 24 * 3600_000;

export interface MetricsSyncOptions {
  /** Posts older than this are never asked about (METRICS_MAX_AGE_DAYS). */
  maxAgeDays: number;
}

export type MetricsSyncResult =
  /** `deferred`: posts the day's budget left for their scheduled time. */
  | { status: 'synced'; posts: number; changed: number; deferred: number }
  | { status: 'no_access' }
  | { status: 'needs_reconnect' };

/** What one look at the due posts did. */
export interface DueSyncResult {
  /** Posts whose statistics LinkedIn answered. */
  posts: number;
  changed: number;
  /** Calls made to LinkedIn. */
  calls: number;
}

/** LinkedIn is busy or unreachable: the job is retried later with back-off. */
export class RetryableMetricsError extends Error {
  override readonly name = 'RetryableMetricsError';
}

interface Account {
  id: string;
  userId: string;
  status: string;
  scopes: string[];
  accessToken: string;
}

/** What became of one post's fetch. */
type Outcome =
  | 'changed'
  | 'same'
  /** Refused for this post (403): made by another member, or the scope is gone. */
  | 'refused'
  /** Any other answer that will not change (deleted on LinkedIn). */
  | 'gone'
  /** LinkedIn busy or unreachable. */
  | 'busy'
  /** Not asked: the member's token was refused, or LinkedIn asked to slow down. */
  | 'skipped';

interface MemberRun {
  outcomes: Map<string, Outcome>;
  changed: number;
  calls: number;
  /** Why the run stopped before the member's last post. */
  stopped: 'unauthorized' | 'rate_limited' | null;
  busy: LinkedInError | null;
  /** LinkedIn refused every post asked about: the connection lost the scope. */
  noAccess: boolean;
}

/**
 * Keeps published posts' statistics up to date, at the pace of the decaying schedule
 * (metrics-schedule.ts) and within the daily call budget that every worker shares. `syncDue`
 * takes the most overdue posts the interval's share of the budget allows; `syncUser` is a
 * member's own "Refresh statistics", within the same budget.
 */
export class MetricsSync {
  private readonly record: StatisticsRecord;

  constructor(
    private readonly dataSource: DataSource,
    private readonly posts: PostsService,
    private readonly statistics: StatisticsClaims,
    private readonly linkedin: PostStatisticsSource,
    private readonly cipher: TokenCipher,
    private readonly reconnect: ReconnectNotifier,
    private readonly budget: CallBudget,
    private readonly options: MetricsSyncOptions,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.record = new StatisticsRecord(dataSource, posts);
  }

  /**
   * One look: claims the most overdue posts the budget allows now, fetches them member by member,
   * and sets when each is due next. A post past the maximum age stops being followed unasked.
   */
  async syncDue(): Promise<DueSyncResult> {
    const now = this.now();
    const units = await this.budget.take(POSTS_A_LOOK, CALLS_PER_POST);
    const claimed: StatisticsDue[] = [];
    // Posts past the maximum age cost nothing: the budget taken goes to the next ones due.
    for (let dropped = 1; dropped > 0 && claimed.length < units;) {
      const claim = await this.statistics.claimDue(
        units - claimed.length,
        now,
        new Date(now.getTime() + CLAIM_LEASE_MS),
        this.publishedSince(now),
      );
      claimed.push(...claim.posts);
      dropped = claim.dropped;
    }
    const byUser = groupByUser(claimed);
    const accounts = await this.accountsOf([...byUser.keys()]);
    const dues: StatisticsDueAt[] = [];
    const totals: DueSyncResult = { posts: 0, changed: 0, calls: 0 };
    await inTurns([...byUser], MEMBERS_AT_ONCE, async ([userId, posts]) => {
      const account = accounts.get(userId);
      if (!account || !account.scopes.includes(POST_ANALYTICS_SCOPE)) {
        // No access to statistics: the posts stop being followed (a refresh picks them up).
        for (const post of posts) dues.push({ id: post.id, dueAt: null });
        return;
      }
      if (account.status !== 'connected') {
        const later = new Date(now.getTime() + RECONNECT_WAIT_MS);
        for (const post of posts) dues.push({ id: post.id, dueAt: later });
        return;
      }
      const run = await this.fetchMember(account, posts, now);
      totals.calls += run.calls;
      totals.changed += run.changed;
      for (const post of posts) {
        const outcome = run.outcomes.get(post.id)!;
        if (outcome === 'changed' || outcome === 'same') totals.posts++;
        dues.push({ id: post.id, dueAt: this.dueAfter(post, outcome, run, now) });
      }
    });
    await this.budget.giveBack(units - Math.ceil(totals.calls / CALLS_PER_POST), CALLS_PER_POST);
    await this.statistics.reschedule(dues);
    if (claimed.length > 0) this.logger.info({ ...totals }, 'due post statistics synced');
    return totals;
  }

  /**
   * A member's "Refresh statistics": their newest posts within the maximum age whose figures are
   * not fresh, as many as the budget allows now (the others keep their time).
   */
  async syncUser(userId: string): Promise<MetricsSyncResult> {
    const account = (await this.accountsOf([userId])).get(userId);
    if (!account || !account.scopes.includes(POST_ANALYTICS_SCOPE)) return { status: 'no_access' };
    if (account.status !== 'connected') return { status: 'needs_reconnect' };
    const now = this.now();
    const stale = await this.statistics.ofUser(
      userId,
      this.publishedSince(now),
      new Date(now.getTime() - FRESH_FOR_MS),
      REFRESHED_AT_MOST,
    );
    const units = await this.budget.take(stale.length, CALLS_PER_POST);
    const posts = stale.slice(0, units);
    const run = await this.fetchMember(account, posts, now);
    await this.budget.giveBack(units - Math.ceil(run.calls / CALLS_PER_POST), CALLS_PER_POST);
    // Posts not asked about, or not answered for now, keep the time they had.
    await this.statistics.reschedule(
      posts.flatMap((post) => {
        const outcome = run.outcomes.get(post.id)!;
        if (outcome === 'busy' || outcome === 'skipped') return [];
        return [{ id: post.id, dueAt: this.dueAfter(post, outcome, run, now) }];
      }),
    );
    if (run.stopped === 'unauthorized') return { status: 'needs_reconnect' };
    if (run.noAccess) return { status: 'no_access' };
    if (run.busy) throw new RetryableMetricsError(run.busy.message);
    const synced = [...run.outcomes.values()].filter((o) => o === 'changed' || o === 'same');
    this.logger.info(
      { userId, posts: synced.length, changed: run.changed },
      'statistics refreshed',
    );
    return {
      status: 'synced',
      posts: synced.length,
      changed: run.changed,
      deferred: stale.length - posts.length,
    };
  }

  /**
   * Fetches the member's posts, a few at a time, and records what moved. Stops at a refused
   * token (the member is told to reconnect) and when LinkedIn asks to slow down.
   */
  private async fetchMember(
    account: Account,
    posts: StatisticsDue[],
    now: Date,
  ): Promise<MemberRun> {
    const run: MemberRun = {
      outcomes: new Map(posts.map((post) => [post.id, 'skipped' as Outcome])),
      changed: 0,
      calls: 0,
      stopped: null,
      busy: null,
      noAccess: false,
    };
    if (posts.length === 0) return run;
    const token = this.cipher.decrypt(account.accessToken);
    const fetched: string[] = [];
    const confirmed: string[] = [];
    for (let i = 0; i < posts.length && !run.stopped; i += POSTS_AT_ONCE) {
      const batch = posts.slice(i, i + POSTS_AT_ONCE);
      const answers = await Promise.allSettled(
        batch.map((post) => this.linkedin.postStatistics(token, post.urn)),
      );
      run.calls += batch.length * CALLS_PER_POST;
      for (const [j, answer] of answers.entries()) {
        const post = batch[j]!;
        if (answer.status === 'fulfilled') {
          fetched.push(post.id);
          if (sameFigures(post, answer.value)) {
            confirmed.push(post.id);
            run.outcomes.set(post.id, 'same');
          } else {
            // Another sync that got there first recorded the same figures.
            if (await this.record.store(account.userId, post, answer.value, now)) run.changed++;
            run.outcomes.set(post.id, 'changed');
          }
          continue;
        }
        const error: unknown = answer.reason;
        if (!(error instanceof LinkedInError)) throw error;
        if (error.kind === 'unauthorized') {
          run.stopped = 'unauthorized';
          continue;
        }
        if (error.retryable) {
          run.busy = error;
          run.outcomes.set(post.id, 'busy');
          if (error.kind === 'rate_limited') run.stopped ??= 'rate_limited';
          continue;
        }
        run.outcomes.set(post.id, error.kind === 'forbidden' ? 'refused' : 'gone');
        this.logger.warn({ postId: post.id, err: error }, 'post statistics unavailable');
      }
    }

    if (run.stopped === 'unauthorized') {
      await this.reconnect.notify({ id: account.id, userId: account.userId });
    }
    const outcomes = [...run.outcomes.values()];
    if (outcomes.every((outcome) => outcome === 'refused')) {
      // Refused for every post: the connection lacks the scope after all (LinkedIn revoked it).
      run.noAccess = true;
      await this.dataSource.query(
        `UPDATE linkedin_accounts SET scopes = array_remove(scopes, $2), updated_at = now()
          WHERE id = $1`,
        [account.id, POST_ANALYTICS_SCOPE],
      );
      this.logger.warn(
        { userId: account.userId },
        'LinkedIn refused post statistics; access removed',
      );
    }
    await this.posts.confirmStatistics(account.userId, confirmed, now);
    if (fetched.length > 0) {
      await this.dataSource.query(
        `UPDATE linkedin_accounts SET metrics_synced_at = $2 WHERE id = $1`,
        [account.id, now],
      );
    }
    return run;
  }

  /** When a post is due next, after this outcome of its fetch. */
  private dueAfter(post: StatisticsDue, outcome: Outcome, run: MemberRun, now: Date) {
    if (run.noAccess) return null;
    switch (outcome) {
      case 'changed':
      case 'same':
        return nextStatisticsSync(post.publishedAt, now, this.options.maxAgeDays);
      case 'refused':
      case 'gone':
        return null;
      case 'busy':
        return new Date(now.getTime() + RETRY_AFTER_MS);
      case 'skipped':
        return new Date(
          now.getTime() + (run.stopped === 'unauthorized' ? RECONNECT_WAIT_MS : RETRY_AFTER_MS),
        );
    }
  }

  private async accountsOf(userIds: string[]): Promise<Map<string, Account>> {
    if (userIds.length === 0) return new Map();
    const rows: (Omit<Account, 'userId' | 'accessToken'> & {
      user_id: string;
      access_token: string;
    })[] = await this.dataSource.query(
      `SELECT id, user_id, status, scopes, access_token FROM linkedin_accounts
        WHERE user_id = ANY($1::uuid[])`,
      [userIds],
    );
    return new Map(
      rows.map((row) => [
        row.user_id,
        {
          id: row.id,
          userId: row.user_id,
          status: row.status,
          scopes: row.scopes,
          accessToken: row.access_token,
        },
      ]),
    );
  }

  private publishedSince(now: Date): Date {
    return new Date(now.getTime() - this.options.maxAgeDays * DAY_MS);
  }
}

function groupByUser(posts: StatisticsDue[]): Map<string, StatisticsDue[]> {
  const byUser = new Map<string, StatisticsDue[]>();
  for (const post of posts) {
    const list = byUser.get(post.userId);
    if (list) list.push(post);
    else byUser.set(post.userId, [post]);
  }
  return byUser;
}
