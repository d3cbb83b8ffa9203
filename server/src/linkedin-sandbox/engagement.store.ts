import { In, type DataSource } from 'typeorm';
import { SandboxComment } from './sandbox.entities';

/** LinkedIn's limit on a comment, in characters. */
export const COMMENT_MAX_CHARS = 1250;

/** A post's figures: what the sandbox's Member Post Statistics API reports. */
export interface PostCounts {
  impressions: number;
  /** Distinct viewers the feed showed it to. */
  membersReached: number;
  reactions: number;
  comments: number;
  reposts: number;
}

/** A post's engagement as one viewer of the feed sees it. */
export interface ViewerEngagement {
  counts: PostCounts;
  liked: boolean;
  reposted: boolean;
  /** Oldest first. */
  comments: SandboxComment[];
}

interface FiguresRow {
  id: string;
  impressions: string;
  members_reached: string;
  reactions: string;
  comments: string;
  reposts: string;
  liked: boolean;
  reposted: boolean;
}

/**
 * What viewers of the sandbox feed do with its posts, kept in Postgres: the real interactions
 * behind the sandbox's post statistics. A viewer is a browser, known by its sandbox_viewer
 * cookie. Callers make sure the post exists. Each change is one statement, safe when the same
 * viewer clicks twice at once.
 */
export class EngagementStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The feed showed these posts to the viewer: one impression each. */
  async recordImpressions(viewerId: string, postIds: string[]): Promise<void> {
    if (!postIds.length) return;
    await this.dataSource.query(
      `INSERT INTO linkedin_sandbox.sandbox_post_views (post_id, viewer_id, impressions, first_seen_at, last_seen_at)
       SELECT id, $2, 1, $3, $3 FROM linkedin_sandbox.sandbox_posts WHERE id = ANY($1::bigint[])
       ON CONFLICT (post_id, viewer_id) DO UPDATE
       SET impressions = sandbox_post_views.impressions + 1, last_seen_at = EXCLUDED.last_seen_at`,
      [postIds, viewerId, this.now()],
    );
  }

  /** One Like per viewer: liking again changes nothing. */
  async like(postId: string, viewerId: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO linkedin_sandbox.sandbox_reactions (post_id, viewer_id, created_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [postId, viewerId, this.now()],
    );
  }

  async unlike(postId: string, viewerId: string): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM linkedin_sandbox.sandbox_reactions WHERE post_id = $1 AND viewer_id = $2`,
      [postId, viewerId],
    );
  }

  /** Adds a comment; the text is checked by the caller (1 to COMMENT_MAX_CHARS characters). */
  async comment(postId: string, viewerId: string, text: string): Promise<void> {
    await this.dataSource
      .getRepository(SandboxComment)
      .insert({ postId, viewerId, text, createdAt: this.now() });
  }

  /** One repost per viewer: reposting again changes nothing. */
  /** A member's comment through the Social Actions API; answers its id. */
  async memberComment(postId: string, memberId: string, text: string): Promise<string> {
    const inserted = await this.dataSource
      .getRepository(SandboxComment)
      .insert({ postId, memberId, viewerId: null, text, createdAt: this.now() });
    return String(inserted.identifiers[0]!.id);
  }

  /** Each poll's votes by option, and the viewer's own vote. */
  async polls(
    postIds: string[],
    viewerId: string,
  ): Promise<Map<string, { votes: number[]; mine: number | null }>> {
    const polls = new Map<string, { votes: number[]; mine: number | null }>();
    if (!postIds.length) return polls;
    const rows: { post_id: string; option: number; votes: string; mine: boolean }[] =
      await this.dataSource.query(
        `SELECT post_id, option, count(*) AS votes, bool_or(viewer_id = $2) AS mine
           FROM linkedin_sandbox.sandbox_poll_votes WHERE post_id = ANY($1::bigint[])
          GROUP BY post_id, option`,
        [postIds, viewerId],
      );
    for (const row of rows) {
      const poll = polls.get(row.post_id) ?? { votes: [], mine: null };
      poll.votes[row.option] = Number(row.votes);
      if (row.mine) poll.mine = row.option;
      polls.set(row.post_id, poll);
    }
    return polls;
  }

  /** The viewer's vote (one each: a second one is ignored). */
  async vote(postId: string, viewerId: string, option: number): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO linkedin_sandbox.sandbox_poll_votes (post_id, viewer_id, option, created_at)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [postId, viewerId, option, this.now()],
    );
  }

  async repost(postId: string, viewerId: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO linkedin_sandbox.sandbox_reposts (post_id, viewer_id, created_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [postId, viewerId, this.now()],
    );
  }

  /** The post's figures. */
  async counts(postId: string): Promise<PostCounts> {
    const [row] = await this.figures([postId], null);
    return countsOf(row);
  }

  /** Each post's figures, the viewer's own Like and repost, and its comments. */
  async forViewer(postIds: string[], viewerId: string): Promise<Map<string, ViewerEngagement>> {
    if (!postIds.length) return new Map();
    const [rows, comments] = await Promise.all([
      this.figures(postIds, viewerId),
      this.dataSource.getRepository(SandboxComment).find({
        where: { postId: In(postIds) },
        order: { createdAt: 'ASC', id: 'ASC' },
      }),
    ]);
    return new Map(
      rows.map((row) => [
        row.id,
        {
          counts: countsOf(row),
          liked: row.liked,
          reposted: row.reposted,
          comments: comments.filter((comment) => comment.postId === row.id),
        },
      ]),
    );
  }

  private figures(postIds: string[], viewerId: string | null): Promise<FiguresRow[]> {
    return this.dataSource.query(
      `SELECT p.id,
         (SELECT COALESCE(SUM(impressions), 0) FROM linkedin_sandbox.sandbox_post_views WHERE post_id = p.id)
           AS impressions,
         (SELECT count(*) FROM linkedin_sandbox.sandbox_post_views WHERE post_id = p.id) AS members_reached,
         (SELECT count(*) FROM linkedin_sandbox.sandbox_reactions WHERE post_id = p.id) AS reactions,
         (SELECT count(*) FROM linkedin_sandbox.sandbox_comments WHERE post_id = p.id) AS comments,
         (SELECT count(*) FROM linkedin_sandbox.sandbox_reposts WHERE post_id = p.id) AS reposts,
         EXISTS (SELECT 1 FROM linkedin_sandbox.sandbox_reactions WHERE post_id = p.id AND viewer_id = $2) AS liked,
         EXISTS (SELECT 1 FROM linkedin_sandbox.sandbox_reposts WHERE post_id = p.id AND viewer_id = $2) AS reposted
       FROM linkedin_sandbox.sandbox_posts p WHERE p.id = ANY($1::bigint[])`,
      [postIds, viewerId],
    );
  }
}

/** Postgres answers counts and sums as bigint, which pg reads as text. */
function countsOf(row: FiguresRow | undefined): PostCounts {
  return {
    impressions: Number(row?.impressions ?? 0),
    membersReached: Number(row?.members_reached ?? 0),
    reactions: Number(row?.reactions ?? 0),
    comments: Number(row?.comments ?? 0),
    reposts: Number(row?.reposts ?? 0),
  };
}
