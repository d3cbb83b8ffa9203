import type { DataSource } from 'typeorm';
import { POST_ANALYTICS_SCOPE } from '../../kernel/config';
import type { Logger } from '../../kernel/logger';
import { LinkedInAccount } from '../linkedin/linkedin-account.entity';
import { LinkedInError } from '../linkedin/linkedin.errors';
import type { ReconnectNotifier } from '../linkedin/reconnect-notifier';
import type { TokenCipher } from '../linkedin/token-cipher';
import type { PostFigures, PostsService } from '../posts/posts.service';

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
    private readonly posts: PostsService,
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
    await this.posts.confirmStatistics(userId, confirmed, this.now());
    await this.dataSource.query(
      `UPDATE linkedin_accounts SET metrics_synced_at = $2 WHERE id = $1`,
      [account.id, this.now()],
    );
    this.logger.info({ userId, posts: posts.length, changed }, 'post statistics synced');
    return { status: 'synced', posts: posts.length, changed };
  }

  /**
   * Writes the post's moved figures (through the posts feature) and, in the same transaction,
   * their history: a snapshot and the change in the hour's roll-up. Answers whether this sync
   * recorded them (not when another sync got there first).
   */
  private async store(userId: string, post: TrackedPost, stats: PostStatistics): Promise<boolean> {
    const now = this.now();
    const before = storedFigures(post);
    const after = figuresOf(stats);
    // The change lands in the hour LinkedIn reported it (UTC hours; days are cut per timezone).
    const hour = new Date(Math.floor(now.getTime() / 3600_000) * 3600_000);
    return this.dataSource.transaction(async (manager) => {
      const moved = await this.posts.recordStatistics(
        manager,
        { id: post.id, userId },
        before,
        after,
        now,
      );
      if (!moved) return false;
      await manager.query(
        `WITH snapshot AS (
           INSERT INTO post_metrics
                  (post_id, user_id, captured_at, views, likes, comments, shares, members_reached)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           RETURNING user_id)
         INSERT INTO metric_hours AS h (user_id, hour, views, likes, comments, shares)
         SELECT user_id, $9, $4 - coalesce($10::int, 0), $5 - coalesce($11::int, 0),
                $6 - coalesce($12::int, 0), $7 - coalesce($13::int, 0)
           FROM snapshot
         ON CONFLICT (user_id, hour) DO UPDATE SET
           views = h.views + EXCLUDED.views, likes = h.likes + EXCLUDED.likes,
           comments = h.comments + EXCLUDED.comments, shares = h.shares + EXCLUDED.shares`,
        [
          post.id,
          userId,
          now,
          after.views,
          after.likes,
          after.comments,
          after.shares,
          stats.membersReached,
          hour,
          before.views,
          before.likes,
          before.comments,
          before.shares,
        ],
      );
      return true;
    });
  }

  private windowStart(): Date {
    return new Date(this.now().getTime() - METRICS_WINDOW_DAYS * 24 * 3600_000);
  }
}

/** LinkedIn's four figures as the posts table names them. */
const figuresOf = (stats: PostStatistics): PostFigures => ({
  views: stats.impressions,
  likes: stats.reactions,
  comments: stats.comments,
  shares: stats.reshares,
});

/** The post's stored figures (null before LinkedIn reported any). */
const storedFigures = (post: TrackedPost): PostFigures => ({
  views: post.views,
  likes: post.likes,
  comments: post.comments,
  shares: post.shares,
});

const sameFigures = (post: TrackedPost, stats: PostStatistics) => {
  const before = storedFigures(post);
  const after = figuresOf(stats);
  return (Object.keys(after) as (keyof PostFigures)[]).every((key) => after[key] === before[key]);
};
