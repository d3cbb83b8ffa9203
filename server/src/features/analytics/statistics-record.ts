import type { DataSource } from 'typeorm';
import type { PostFigures, PostsService } from '../posts/posts.service';

/** A post's lifetime figures as LinkedIn's Member Post Statistics API reports them. */
export interface PostStatistics {
  impressions: number;
  reactions: number;
  comments: number;
  reshares: number;
  membersReached: number | null;
}

/** A post whose statistics were fetched, with the figures it held before. */
export interface FetchedPost extends PostFigures {
  id: string;
}

/**
 * Writes what LinkedIn reported. A figure that moved writes a snapshot (the time series) and adds
 * its change to the user's hour in `metric_hours` (the roll-up analytics reads), in one statement
 * guarded by the figures it replaces, so two syncs can never count the same change twice.
 */
export class StatisticsRecord {
  constructor(
    private readonly dataSource: DataSource,
    private readonly posts: PostsService,
  ) {}

  /**
   * Writes the post's moved figures (through the posts feature) and, in the same transaction,
   * their history: a snapshot and the change in the hour's roll-up. Answers whether this sync
   * recorded them (not when another sync got there first).
   */
  async store(userId: string, post: FetchedPost, stats: PostStatistics, now: Date) {
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
}

/** LinkedIn's four figures as the posts table names them. */
const figuresOf = (stats: PostStatistics): PostFigures => ({
  views: stats.impressions,
  likes: stats.reactions,
  comments: stats.comments,
  shares: stats.reshares,
});

/** The post's stored figures (null before LinkedIn reported any). */
const storedFigures = (post: FetchedPost): PostFigures => ({
  views: post.views,
  likes: post.likes,
  comments: post.comments,
  shares: post.shares,
});

/** Whether LinkedIn reported the figures the post already holds. */
export const sameFigures = (post: FetchedPost, stats: PostStatistics) => {
  const before = storedFigures(post);
  const after = figuresOf(stats);
  return (Object.keys(after) as (keyof PostFigures)[]).every((key) => after[key] === before[key]);
};
