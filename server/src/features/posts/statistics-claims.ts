import type { DataSource } from 'typeorm';
import type { PostFigures } from './posts.service';

/** A published post whose statistics are to be fetched, with the figures it holds now. */
export interface StatisticsDue extends PostFigures {
  id: string;
  userId: string;
  /** LinkedIn's URN of the post. */
  urn: string;
  publishedAt: Date;
}

interface DueRow {
  id: string;
  user_id: string;
  urn: string;
  published_at: Date;
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
}

const toDue = (row: DueRow): StatisticsDue => ({
  id: row.id,
  userId: row.user_id,
  urn: row.urn,
  publishedAt: row.published_at,
  views: row.views,
  likes: row.likes,
  comments: row.comments,
  shares: row.shares,
});

/** When one post's statistics are due next; null: never again. */
export interface StatisticsDueAt {
  id: string;
  dueAt: Date | null;
}

/**
 * When each published post's statistics are fetched next (`posts.metrics_due_at`, indexed where
 * set): publishing sets the first, the statistics sync claims the most overdue and sets the
 * next. A claim moves the time to the claim's lease, so two workers never fetch the same post,
 * and a worker that dies leaves it due again when the lease ends.
 */
export class StatisticsClaims {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Claims up to `limit` posts due at `now`, most overdue first. A post published before
   * `publishedSince` is past the maximum age: it stops being followed (its time is cleared) and
   * is not answered, so no call is ever made for it; `dropped` counts those.
   */
  async claimDue(
    limit: number,
    now: Date,
    leaseUntil: Date,
    publishedSince: Date,
  ): Promise<{ posts: StatisticsDue[]; dropped: number }> {
    if (limit <= 0) return { posts: [], dropped: 0 };
    const rows: (DueRow & { aged: boolean })[] = await this.dataSource.query(
      `WITH due AS (
         SELECT id FROM posts
          WHERE metrics_due_at <= $2
          ORDER BY metrics_due_at
          LIMIT $1
          FOR UPDATE SKIP LOCKED),
       claimed AS (
         UPDATE posts p
            SET metrics_due_at = CASE WHEN p.published_at < $4 OR p.external_urn IS NULL
                                      THEN NULL ELSE $3::timestamptz END
           FROM due WHERE p.id = due.id
         RETURNING p.id, p.user_id, p.external_urn AS urn, p.published_at, p.views, p.likes,
                   p.comments, p.shares, p.metrics_due_at IS NULL AS aged)
       SELECT * FROM claimed`,
      [limit, now, leaseUntil, publishedSince],
    );
    const posts = rows.filter((row) => !row.aged).map(toDue);
    return { posts, dropped: rows.length - posts.length };
  }

  /**
   * Up to `limit` of the member's published posts since `publishedSince` whose figures are older
   * than `staleBefore` (or were never read), newest first: what "Refresh statistics" fetches.
   */
  async ofUser(
    userId: string,
    publishedSince: Date,
    staleBefore: Date,
    limit: number,
  ): Promise<StatisticsDue[]> {
    const rows: DueRow[] = await this.dataSource.query(
      `SELECT id, user_id, external_urn AS urn, published_at, views, likes, comments, shares
         FROM posts
        WHERE user_id = $1 AND status = 'published' AND external_urn IS NOT NULL
          AND published_at >= $2
          AND (metrics_updated_at IS NULL OR metrics_updated_at < $3)
        ORDER BY published_at DESC
        LIMIT $4`,
      [userId, publishedSince, staleBefore, limit],
    );
    return rows.map(toDue);
  }

  /** Sets when each post's statistics are due next, in one statement. */
  async reschedule(entries: StatisticsDueAt[]): Promise<void> {
    if (entries.length === 0) return;
    await this.dataSource.query(
      `UPDATE posts p SET metrics_due_at = v.due_at
         FROM (SELECT unnest($1::uuid[]) AS id, unnest($2::timestamptz[]) AS due_at) v
        WHERE p.id = v.id AND p.status = 'published'`,
      [entries.map((entry) => entry.id), entries.map((entry) => entry.dueAt)],
    );
  }
}
