import type { DataSource } from 'typeorm';
import type { Activity, ActivityKind } from './activity.entity';
import type * as Contract from '../../generated/graphql';

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

  async record(
    userId: string,
    kind: ActivityKind,
    description: string,
    postId: string | null = null,
  ): Promise<void> {
    try {
      await this.dataSource.query(
        `INSERT INTO activities (user_id, kind, description, post_id)
         SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM users WHERE id = $1)`,
        [userId, kind, description, postId],
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
