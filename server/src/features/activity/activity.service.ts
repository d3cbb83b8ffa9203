import type { DataSource } from 'typeorm';
import type { Activity, ActivityKind } from './activity.entity';
import type * as Contract from '../../generated/graphql';

/** Kinds of line that repeated changes fold into one. */
const COALESCED: ReadonlySet<ActivityKind> = new Set(['schedule_changed', 'settings_changed']);

/** A short, readable excerpt of a post for an activity line. */
export function excerpt(content: string, max = 60): string {
  const oneLine = content.replace(/\s+/g, ' ').trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1).trimEnd()}…` : oneLine;
}

/**
 * The record of what happens to a user's account and posts, written by the services and the
 * worker. Recording never fails the action it records: a lost line is logged, not thrown.
 */
export class ActivityService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /**
   * Adds a line to the user's activity. A change of settings or schedule within 15 minutes of
   * the same kind of change replaces that line (now, with this description) rather than adding
   * one a field.
   */
  async record(
    userId: string,
    kind: ActivityKind,
    description: string,
    postId: string | null = null,
  ): Promise<void> {
    try {
      if (COALESCED.has(kind)) {
        await this.dataSource.query(
          `WITH last AS (
             SELECT id, kind, created_at FROM activities
              WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1),
           replaced AS (
             UPDATE activities a SET description = $3, created_at = now()
               FROM last
              WHERE a.id = last.id AND last.kind = $2
                AND last.created_at > now() - interval '15 minutes'
             RETURNING a.id)
           INSERT INTO activities (user_id, kind, description, post_id)
           SELECT $1, $2, $3, $4
            WHERE NOT EXISTS (SELECT 1 FROM replaced)
              AND EXISTS (SELECT 1 FROM users WHERE id = $1)`,
          [userId, kind, description, postId],
        );
        return;
      }
      await this.dataSource.query(
        `INSERT INTO activities (user_id, kind, description, post_id)
         SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM users WHERE id = $1)`,
        [userId, kind, description, postId],
      );
    } catch (error) {
      this.onError(error);
    }
  }

  /**
   * Adds a line unless the same line (kind and words) was added within `withinMs`: what a job
   * running every hour has to say again, said once a day.
   */
  async recordUnlessRecent(
    userId: string,
    kind: ActivityKind,
    description: string,
    withinMs: number,
  ): Promise<void> {
    try {
      await this.dataSource.query(
        `INSERT INTO activities (user_id, kind, description)
         SELECT $1::uuid, $2::varchar, $3::text
          WHERE EXISTS (SELECT 1 FROM users WHERE id = $1::uuid)
            AND NOT EXISTS (
              SELECT 1 FROM activities
               WHERE user_id = $1::uuid AND kind = $2::varchar AND description = $3::text
                 AND created_at > now() - make_interval(secs => $4::double precision / 1000))`,
        [userId, kind, description, withinMs],
      );
    } catch (error) {
      this.onError(error);
    }
  }

  /** Many lines in one statement (a batch of published posts); the same never-fail rule. */
  async recordMany(
    lines: { userId: string; kind: ActivityKind; description: string; postId: string | null }[],
  ): Promise<void> {
    if (lines.length === 0) return;
    try {
      await this.dataSource.query(
        `INSERT INTO activities (user_id, kind, description, post_id)
         SELECT v.user_id, v.kind, v.description, v.post_id
           FROM unnest($1::uuid[], $2::text[], $3::text[], $4::uuid[])
                AS v(user_id, kind, description, post_id)
          WHERE EXISTS (SELECT 1 FROM users WHERE id = v.user_id)`,
        [
          lines.map((line) => line.userId),
          lines.map((line) => line.kind),
          lines.map((line) => line.description),
          lines.map((line) => line.postId),
        ],
      );
    } catch (error) {
      this.onError(error);
    }
  }

  async recent(userId: string, limit: number): Promise<Contract.Activity[]> {
    const rows: Activity[] = await this.dataSource
      .getRepository<Activity>('Activity')
      .find({ where: { userId }, order: { createdAt: 'DESC' }, take: limit });
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      description: row.description,
      timestamp: row.createdAt,
      postId: row.postId,
    }));
  }
}
