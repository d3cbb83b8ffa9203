import type { DataSource } from 'typeorm';
import { POST_ANALYTICS_SCOPE } from '../../kernel/config';
import type { Logger } from '../../kernel/logger';
import { LinkedInAccount } from '../linkedin/linkedin-account.entity';
import { LinkedInError } from '../linkedin/linkedin.errors';
import type { ReconnectNotifier } from '../linkedin/reconnect-notifier';
import type { TokenCipher } from '../linkedin/token-cipher';

/** A post's lifetime figures as LinkedIn's Member Post Statistics API reports them. */
export interface PostStatistics {
  impressions: number;
  reactions: number;
  comments: number;
  reshares: number;
  membersReached: number | null;
}

export interface PostStatisticsSource {
  postStatistics(accessToken: string, postUrn: string): Promise<PostStatistics>;
}

/** Posts published longer ago than this are no longer followed. */
export const METRICS_WINDOW_DAYS = 365;
/** Posts asked about at once (each costs five calls to LinkedIn). */
const POSTS_AT_ONCE = 4;

export type MetricsSyncResult =
  | { status: 'synced'; posts: number; changed: number }
  | { status: 'no_access' }
  | { status: 'needs_reconnect' };

/** LinkedIn is busy or unreachable: the job is retried later with back-off. */
export class RetryableMetricsError extends Error {
  override readonly name = 'RetryableMetricsError';
}

interface TrackedPost {
  id: string;
  urn: string;
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
}

/**
 * Brings a member's published posts' statistics up to date. A figure that moved writes a
 * snapshot (the time series) and adds its change to the user's hour in `metric_hours` (the
 * roll-up analytics reads), in one statement guarded by the figures it replaces, so two syncs
 * can never count the same change twice.
 */
export class MetricsSync {
  constructor(
    private readonly dataSource: DataSource,
    private readonly linkedin: PostStatisticsSource,
    private readonly cipher: TokenCipher,
    private readonly reconnect: ReconnectNotifier,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Users whose connection may read post statistics and who have posts to follow. */
  async usersToSync(): Promise<string[]> {
    const rows: { user_id: string }[] = await this.dataSource.query(
      `SELECT a.user_id FROM linkedin_accounts a
        WHERE a.status = 'connected' AND $1 = ANY (a.scopes)
          AND EXISTS (SELECT 1 FROM posts p WHERE p.user_id = a.user_id
                        AND p.status = 'published' AND p.published_at >= $2)`,
      [POST_ANALYTICS_SCOPE, this.windowStart()],
    );
    return rows.map((row) => row.user_id);
  }

  async syncUser(userId: string): Promise<MetricsSyncResult> {
    const account = await this.dataSource.getRepository(LinkedInAccount).findOneBy({ userId });
    if (!account || !account.scopes.includes(POST_ANALYTICS_SCOPE)) return { status: 'no_access' };
    if (account.status !== 'connected') return { status: 'needs_reconnect' };
    const token = this.cipher.decrypt(account.accessToken);
    const posts: TrackedPost[] = await this.dataSource.query(
      `SELECT id, external_urn AS urn, views, likes, comments, shares FROM posts
        WHERE user_id = $1 AND status = 'published' AND external_urn IS NOT NULL
          AND published_at >= $2
        ORDER BY published_at DESC`,
      [userId, this.windowStart()],
    );

    let changed = 0;
    let refused = 0;
    /** Posts whose figures LinkedIn confirmed unchanged: their time is moved in one statement. */
    const confirmed: string[] = [];
    for (let i = 0; i < posts.length; i += POSTS_AT_ONCE) {
      const batch = posts.slice(i, i + POSTS_AT_ONCE);
      const answers = await Promise.allSettled(
        batch.map((post) => this.linkedin.postStatistics(token, post.urn)),
      );
      for (const [j, answer] of answers.entries()) {
        const post = batch[j]!;
        if (answer.status === 'fulfilled') {
          if (sameFigures(post, answer.value)) confirmed.push(post.id);
          else if (await this.store(userId, post, answer.value)) changed++;
          continue;
        }
        const error: unknown = answer.reason;
        if (!(error instanceof LinkedInError)) throw error;
        if (error.kind === 'unauthorized') {
          await this.reconnect.notify({ id: account.id, userId });
          return { status: 'needs_reconnect' };
        }
        if (error.retryable) throw new RetryableMetricsError(error.message);
        // Refused for this post only (deleted on LinkedIn, or made by another member).
        if (error.kind === 'forbidden') refused++;
        this.logger.warn({ postId: post.id, err: error }, 'post statistics unavailable');
      }
    }

    if (posts.length > 0 && refused === posts.length) {
      // Refused for every post: the connection lacks the scope after all (LinkedIn revoked it).
      await this.dataSource.query(
        `UPDATE linkedin_accounts SET scopes = array_remove(scopes, $2), updated_at = now()
          WHERE id = $1`,
        [account.id, POST_ANALYTICS_SCOPE],
      );
      this.logger.warn({ userId }, 'LinkedIn refused post statistics; access removed');
      return { status: 'no_access' };
    }
    if (confirmed.length > 0) {
      await this.dataSource.query(
        `UPDATE posts SET metrics_updated_at = $3 WHERE id = ANY($1::uuid[]) AND user_id = $2`,
        [confirmed, userId, this.now()],
      );
    }
    await this.dataSource.query(
      `UPDATE linkedin_accounts SET metrics_synced_at = $2 WHERE id = $1`,
      [account.id, this.now()],
    );
    this.logger.info({ userId, posts: posts.length, changed }, 'post statistics synced');
    return { status: 'synced', posts: posts.length, changed };
  }

  /**
   * Writes the post's moved figures; answers whether this sync recorded them (not when another
   * sync got there first).
   */
  private async store(userId: string, post: TrackedPost, stats: PostStatistics): Promise<boolean> {
    const now = this.now();
    const next = figuresOf(stats);
    const before = storedFigures(post);
    // The change lands in the hour LinkedIn reported it (UTC hours; days are cut per timezone).
    const hour = new Date(Math.floor(now.getTime() / 3600_000) * 3600_000);
    const rows: unknown[] = await this.dataSource.query(
      `WITH moved AS (
         UPDATE posts SET views = $3, likes = $4, comments = $5, shares = $6,
                metrics_updated_at = $7
          WHERE id = $1 AND user_id = $2
            AND views IS NOT DISTINCT FROM $8::int AND likes IS NOT DISTINCT FROM $9::int
            AND comments IS NOT DISTINCT FROM $10::int AND shares IS NOT DISTINCT FROM $11::int
          RETURNING user_id),
       snapshot AS (
         INSERT INTO post_metrics
                (post_id, user_id, captured_at, views, likes, comments, shares, members_reached)
         SELECT $1, user_id, $7, $3, $4, $5, $6, $12 FROM moved
         RETURNING user_id)
       INSERT INTO metric_hours AS h (user_id, hour, views, likes, comments, shares)
       SELECT user_id, $13, $3 - coalesce($8::int, 0), $4 - coalesce($9::int, 0),
              $5 - coalesce($10::int, 0), $6 - coalesce($11::int, 0)
         FROM snapshot
       ON CONFLICT (user_id, hour) DO UPDATE SET
         views = h.views + EXCLUDED.views, likes = h.likes + EXCLUDED.likes,
         comments = h.comments + EXCLUDED.comments, shares = h.shares + EXCLUDED.shares
       RETURNING 1`,
      [post.id, userId, ...next, now, ...before, stats.membersReached, hour],
    );
    return rows.length > 0;
  }

  private windowStart(): Date {
    return new Date(this.now().getTime() - METRICS_WINDOW_DAYS * 24 * 3600_000);
  }
}

/** LinkedIn's four figures in the order of the posts table's columns. */
const figuresOf = (stats: PostStatistics) => [
  stats.impressions,
  stats.reactions,
  stats.comments,
  stats.reshares,
];

/** The post's stored figures, in the same order (null before LinkedIn reported any). */
const storedFigures = (post: TrackedPost) => [post.views, post.likes, post.comments, post.shares];

const sameFigures = (post: TrackedPost, stats: PostStatistics) => {
  const before = storedFigures(post);
  return figuresOf(stats).every((value, i) => value === before[i]);
};
