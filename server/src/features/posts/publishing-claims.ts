import type { DataSource } from 'typeorm';
import type { StoredAttachment } from './attachments/stored-attachment';

/** A post claimed for publishing, with its owner's LinkedIn account (null when not connected). */
export interface ClaimedPost {
  id: string;
  userId: string;
  content: string;
  scheduledTime: Date;
  /** This claim's attempt, counting from 1. */
  attempt: number;
  /** Why the previous try failed, when it did. */
  lastError: string | null;
  /** What it carries besides its text (files named by post_media id). */
  attachment: StoredAttachment | null;
  /** Text to comment under it once it is out. */
  firstComment: string | null;
  account: {
    id: string;
    memberUrn: string;
    accessToken: string;
    status: string;
  } | null;
}

interface ClaimedRow {
  id: string;
  user_id: string;
  content: string;
  scheduled_time: Date;
  attempts: number;
  last_error: string | null;
  attachment: StoredAttachment | null;
  first_comment: string | null;
  account_id: string | null;
  member_urn: string | null;
  access_token: string | null;
  account_status: string | null;
}

/** What a batch of publishing came to, post by post. */
export interface PublishOutcomes {
  published: { id: string; urn: string; url: string }[];
  failed: { id: string; reason: string }[];
  /** LinkedIn failed in a way worth trying again: due again at `at`. */
  retry: { id: string; reason: string; at: Date }[];
}

/** A published post's first comment, claimed for commenting. */
export interface FirstCommentDue {
  id: string;
  userId: string;
  postUrn: string | null;
  text: string | null;
  account: { memberUrn: string; accessToken: string; status: string } | null;
}

/** A first comment's outcome: posted (error null) or not, with why in plain words. */
export interface FirstCommentOutcome {
  id: string;
  error: string | null;
}

interface FirstCommentRow {
  id: string;
  user_id: string;
  external_urn: string | null;
  first_comment: string | null;
  member_urn: string | null;
  access_token: string | null;
  account_status: string | null;
}

/**
 * The worker's hold on posts while they go out. Postgres is the clock and the lock: a claim
 * takes due posts (and posts whose worker died mid-publish) in one statement, leased for a
 * while; the outcome moves only a post still `publishing`, so a claim that outlived its lease
 * never overwrites what another worker recorded; a first comment is marked as failed before it
 * is sent, so it is never sent twice. The member's own moves of a post are PostsService's.
 */
export class PublishingClaims {
  constructor(
    private readonly dataSource: DataSource,
    /** How long after going out a post's statistics are first due (see StatisticsClaims). */
    private readonly firstStatisticsAfterMs: number,
  ) {}

  /**
   * Claims up to `limit` posts for publishing, in one statement: scheduled posts that are due
   * (their slot, or their next try after LinkedIn failed), soonest first, and posts whose
   * worker's lease ran out (it died mid-publish). Each becomes `publishing`, leased for
   * `leaseMs`; SKIP LOCKED lets any number of workers claim side by side, never the same post.
   * A post of a paused schedule waits. With each post, its owner's LinkedIn account.
   */
  async claimDue(limit: number, leaseMs: number): Promise<ClaimedPost[]> {
    const rows: ClaimedRow[] = await this.dataSource.query(
      `WITH due AS (
         SELECT d.id FROM (
           SELECT p.id FROM posts p
            WHERE p.status = 'scheduled'
              AND coalesce(p.next_attempt_at, p.scheduled_time) <= now()
              AND NOT EXISTS (SELECT 1 FROM schedules s
                               WHERE s.user_id = p.user_id AND NOT s.is_active)
            ORDER BY coalesce(p.next_attempt_at, p.scheduled_time)
            LIMIT $1
            FOR UPDATE OF p SKIP LOCKED) d
         UNION ALL
         SELECT r.id FROM (
           SELECT p.id FROM posts p
            WHERE p.status = 'publishing' AND (p.lease_until IS NULL OR p.lease_until < now())
            LIMIT $1
            FOR UPDATE OF p SKIP LOCKED) r),
       claimed AS (
         UPDATE posts SET status = 'publishing', attempts = posts.attempts + 1,
                lease_until = now() + make_interval(secs => $2), updated_at = now()
           FROM due WHERE posts.id = due.id
         RETURNING posts.id, posts.user_id, posts.content, posts.scheduled_time,
                   posts.attempts, posts.last_error, posts.attachment, posts.first_comment)
       SELECT c.*, a.id AS account_id, a.member_urn, a.access_token, a.status AS account_status
         FROM claimed c LEFT JOIN linkedin_accounts a ON a.user_id = c.user_id`,
      [limit, leaseMs / 1000],
    );
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      content: row.content,
      scheduledTime: new Date(row.scheduled_time),
      attempt: row.attempts,
      lastError: row.last_error,
      attachment: row.attachment,
      firstComment: row.first_comment,
      account: row.account_id
        ? {
            id: row.account_id,
            memberUrn: row.member_urn!,
            accessToken: row.access_token!,
            status: row.account_status!,
          }
        : null,
    }));
  }

  /** Keeps the claims of posts still in flight (their worker is alive). */
  async renewLeases(postIds: string[], leaseMs: number): Promise<void> {
    if (postIds.length === 0) return;
    await this.dataSource.query(
      `UPDATE posts SET lease_until = now() + make_interval(secs => $2)
        WHERE id = ANY($1::uuid[]) AND status = 'publishing'`,
      [postIds, leaseMs / 1000],
    );
  }

  /**
   * What publishing made of claimed posts, a batch at a time: published (with LinkedIn's URN
   * and page), failed (with the reason), or due again later while LinkedIn fails (the post is
   * scheduled again, with why and when). Only a post still `publishing` moves; answers the ids
   * that did, by outcome.
   */
  async recordOutcomes(
    outcomes: PublishOutcomes,
  ): Promise<Record<keyof PublishOutcomes, string[]>> {
    const ids = (rows: { id: string }[]) => ({
      name: 'id',
      type: 'uuid',
      values: rows.map((row) => row.id),
    });
    return {
      published: await this.moveClaimed(
        `status = 'published', published_at = now(), external_urn = v.urn,
         external_url = v.url, last_error = NULL, next_attempt_at = NULL,
         metrics_due_at = now() + make_interval(secs => ${this.firstStatisticsAfterMs / 1000})`,
        [
          ids(outcomes.published),
          { name: 'urn', type: 'text', values: outcomes.published.map((o) => o.urn) },
          { name: 'url', type: 'text', values: outcomes.published.map((o) => o.url) },
        ],
      ),
      failed: await this.moveClaimed(
        `status = 'failed', last_error = v.reason, next_attempt_at = NULL`,
        [
          ids(outcomes.failed),
          { name: 'reason', type: 'text', values: outcomes.failed.map((o) => o.reason) },
        ],
      ),
      retry: await this.moveClaimed(
        `status = 'scheduled', last_error = v.reason, next_attempt_at = v.at`,
        [
          ids(outcomes.retry),
          { name: 'reason', type: 'text', values: outcomes.retry.map((o) => o.reason) },
          { name: 'at', type: 'timestamptz', values: outcomes.retry.map((o) => o.at) },
        ],
      ),
    };
  }

  /**
   * Claims up to `limit` published posts whose first comment is still pending, for commenting.
   * The claim records the comment as failed with `interrupted` before anything is sent, so that
   * whatever happens next (a crash, a second worker) it is never sent twice: only
   * recordFirstComments, with LinkedIn's answer, replaces that. It waits for rows others hold
   * (what follows a publication may be writing to the post) rather than skipping them; a second
   * claimer finds them no longer pending once the first commits.
   */
  async claimFirstComments(limit: number, interrupted: string): Promise<FirstCommentDue[]> {
    const rows: FirstCommentRow[] = await this.dataSource.query(
      `WITH due AS (
         SELECT p.id FROM posts p
          WHERE p.status = 'published' AND p.first_comment_status = 'pending'
            AND p.first_comment IS NOT NULL
          ORDER BY p.published_at
          LIMIT $1
          FOR UPDATE OF p),
       claimed AS (
         UPDATE posts SET first_comment_status = 'failed', first_comment_error = $2
           FROM due WHERE posts.id = due.id
         RETURNING posts.id, posts.user_id, posts.external_urn, posts.first_comment)
       SELECT c.*, a.member_urn, a.access_token, a.status AS account_status
         FROM claimed c LEFT JOIN linkedin_accounts a ON a.user_id = c.user_id`,
      [limit, interrupted],
    );
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      postUrn: row.external_urn,
      text: row.first_comment,
      account:
        row.member_urn && row.access_token && row.account_status
          ? {
              memberUrn: row.member_urn,
              accessToken: row.access_token,
              status: row.account_status,
            }
          : null,
    }));
  }

  /** What LinkedIn answered to claimed first comments, in one statement. */
  async recordFirstComments(outcomes: FirstCommentOutcome[]): Promise<void> {
    if (outcomes.length === 0) return;
    await this.dataSource.query(
      `WITH v AS (SELECT unnest($1::uuid[]) AS id, unnest($2::text[]) AS error)
       UPDATE posts SET first_comment_status = CASE WHEN v.error IS NULL THEN 'posted'
                                                     ELSE 'failed' END,
              first_comment_error = v.error
         FROM v WHERE posts.id = v.id`,
      [outcomes.map((o) => o.id), outcomes.map((o) => o.error)],
    );
  }

  /**
   * Moves claimed posts (still `publishing`) in one statement: `set` (a fixed clause) reads the
   * row of `columns` of the same post, unnested as `v`; answers the ids that moved.
   */
  private async moveClaimed(
    set: string,
    columns: { name: string; type: string; values: unknown[] }[],
  ): Promise<string[]> {
    if (columns[0]!.values.length === 0) return [];
    const unnested = columns
      .map((column, i) => `unnest($${i + 1}::${column.type}[]) AS ${column.name}`)
      .join(', ');
    const rows: { id: string }[] = await this.dataSource.query(
      `WITH v AS (SELECT ${unnested}),
            moved AS (
         UPDATE posts SET ${set}, lease_until = NULL, updated_at = now()
           FROM v WHERE posts.id = v.id AND posts.status = 'publishing'
         RETURNING posts.id)
       SELECT id FROM moved`,
      columns.map((column) => column.values),
    );
    return rows.map((row) => row.id);
  }
}
