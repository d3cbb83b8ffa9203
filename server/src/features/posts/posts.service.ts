import type { DataSource, EntityManager, Repository } from 'typeorm';
import type * as Contract from '../../generated/graphql';
import {
  createPostSchema,
  SUCCESS,
  updatePostSchema,
  CONTENT_MESSAGES as CM,
  MEDIA_MESSAGES as MM,
  postExtrasSchema,
  setFirstCommentSchema,
  setPostAttachmentSchema,
  type PostStatus,
} from '@postpilot/common';
import { EntityColumns } from '../../kernel/entity-columns';
import { PreparedStatement } from '../../kernel/prepared-statement';
import { AppError } from '../../kernel/errors';
import { parseInput, withoutNulls } from '../../kernel/input';
import { excerpt, type ActivityService } from '../activity/activity.service';
import type { User } from '../users/user.entity';
import type { AttachmentsService } from './attachments/attachments.service';
import type { MediaService } from './attachments/media.service';
import { listInput } from './list-input';
import type { PostMoves } from './post-moves';
import { Post } from './post.entity';

/** Statuses whose text can still change: nothing has gone to LinkedIn yet. */
const EDITABLE: PostStatus[] = ['draft', 'pending_approval', 'scheduled', 'failed', 'cancelled'];

/** LinkedIn's four figures of a post, in the posts table's order. */
export interface PostFigures {
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
}

/**
 * A member's posts: the page every list shows, one post, writing it (its text, what it carries,
 * its first comment), deleting it, and the statistics LinkedIn reports for it. When a post goes
 * out is PostScheduling's; the worker holds a post while it goes out through PublishingClaims.
 * Every look-up a user makes is by owner: another user's post is not found.
 */
export class PostsService {
  private readonly posts: Repository<Post>;
  /** A post's columns, for the page of posts every list shows. */
  private readonly pageColumns: EntityColumns<Post>;
  private readonly pageStatements: { all: PreparedStatement; withStatus: PreparedStatement };

  constructor(
    private readonly dataSource: DataSource,
    private readonly moves: PostMoves,
    private readonly activity: ActivityService,
    private readonly attachments: AttachmentsService,
    private readonly media: MediaService,
  ) {
    this.posts = dataSource.getRepository(Post);
    this.pageColumns = new EntityColumns(dataSource, Post, 'p');
    const columns = this.pageColumns;
    // The total is counted on its own (from the index, for the user's posts) rather than beside
    // every row (`count(*) OVER ()`), which made Postgres read every post in full to send 20.
    const page = (where: (alias: string) => string) => () =>
      `SELECT ${columns.select}, (SELECT count(*) FROM ${columns.table} "c" WHERE ${where('c')}) ` +
      `AS "total" FROM ${columns.table} "p" WHERE ${where('p')} ` +
      `ORDER BY "p"."created_at" DESC, "p"."id" DESC LIMIT $2 OFFSET $3`;
    this.pageStatements = {
      all: new PreparedStatement(
        'posts-page',
        page((alias) => `"${alias}"."user_id" = $1`),
      ),
      withStatus: new PreparedStatement(
        'posts-page-with-status',
        page((alias) => `"${alias}"."user_id" = $1 AND "${alias}"."status" = $4`),
      ),
    };
  }

  /** Posts as the API answers them: each with its attachment and files (one query for all). */
  withAttachments<P extends Post>(posts: P[]): Promise<P[]> {
    return this.moves.answerAll(posts);
  }

  /** The user's posts, newest first, a page at a time. */
  async list(user: User, input: unknown): Promise<Contract.PostPage> {
    const { limit, offset, status } = listInput(input);
    const [posts, totalCount] = await this.page(
      user.id,
      status as PostStatus | null,
      limit,
      offset,
    );
    return {
      posts: await this.moves.answerAll(posts),
      totalCount,
      hasMore: offset + posts.length < totalCount,
    };
  }

  /**
   * One page of the user's posts, newest first (by creation, then id), with how many there are in
   * all: one statement, the count beside each row. A page past the end has no row to carry the
   * count, so it is counted on its own (countOf).
   */
  private async page(
    userId: string,
    status: PostStatus | null,
    limit: number,
    offset: number,
  ): Promise<[Post[], number]> {
    const columns = this.pageColumns;
    const rows = status
      ? await this.pageStatements.withStatus.rows(this.dataSource, [userId, limit, offset, status])
      : await this.pageStatements.all.rows(this.dataSource, [userId, limit, offset]);
    if (rows.length === 0 && offset > 0) return [[], await this.countOf(userId, status)];
    // The count follows the post's columns in each row.
    const total = rows.length ? Number(rows[0]![columns.width]) : 0;
    return [rows.map((row) => columns.from(row)!), total];
  }

  async get(user: User, id: string): Promise<Post> {
    return this.moves.answer(await this.moves.owned(user, id));
  }

  /** A new post, with what it carries (its files become the post's) and its first comment. */
  async create(user: User, input: unknown): Promise<Post> {
    const { content, status, tone } = parseInput(createPostSchema, withoutNulls(input));
    const { attachment, firstComment } = parseInput(postExtrasSchema, withoutNulls(input));
    const post = await this.dataSource.transaction(async (manager) => {
      const stored = await this.attachments.prepare(manager, user.id, null, attachment);
      const posts = manager.getRepository(Post);
      const saved = await posts.save(
        posts.create({
          userId: user.id,
          content,
          status: status as PostStatus,
          tone,
          storedAttachment: stored,
          firstComment,
          firstCommentStatus: firstComment ? 'pending' : null,
        }),
      );
      await this.attachments.attach(manager, user.id, saved.id, stored);
      return saved;
    });
    const what = status === 'draft' ? 'Saved a draft' : 'Saved a post for approval';
    await this.activity.record(user.id, 'post_saved', `${what}: “${excerpt(content)}”`, post.id);
    return this.moves.answer(post);
  }

  async updateContent(user: User, id: string, input: unknown): Promise<Post> {
    const post = await this.moves.owned(user, id);
    const { content } = parseInput(updatePostSchema, input);
    // Edited, it is the user's own words, whoever wrote the first draft.
    const changes = { content, unreviewed: false };
    return this.moves.answer(await this.moves.move(post, EDITABLE, changes, CM.notEditable));
  }

  /**
   * Sets what the post carries besides its text (null takes it off): the files it names become
   * the post's, those it no longer names are let go. Not once it is being published or out.
   */
  async setAttachment(user: User, id: string, input: unknown): Promise<Post> {
    const post = await this.moves.owned(user, id);
    const { attachment } = parseInput(setPostAttachmentSchema, input ?? {});
    if (!EDITABLE.includes(post.status)) {
      throw new AppError('CONFLICT', 'POST_STATE', MM.notEditable);
    }
    const changed = await this.dataSource.transaction(async (manager) => {
      const stored = await this.attachments.prepare(manager, user.id, post.id, attachment);
      const updated = await this.moves.update(manager, post, EDITABLE, {
        storedAttachment: stored,
      });
      if (!updated) throw new AppError('CONFLICT', 'POST_STATE', MM.notEditable);
      await this.attachments.attach(manager, user.id, post.id, stored);
      return updated;
    });
    return this.moves.answer(changed);
  }

  /** Sets the text posted as the first comment (null removes it); it waits for the post. */
  async setFirstComment(user: User, id: string, input: unknown): Promise<Post> {
    const post = await this.moves.owned(user, id);
    const { firstComment } = parseInput(setFirstCommentSchema, input ?? {});
    const changed = await this.moves.move(
      post,
      EDITABLE,
      {
        firstComment,
        firstCommentStatus: firstComment ? 'pending' : null,
        firstCommentError: null,
      },
      MM.notEditable,
    );
    return this.moves.answer(changed);
  }

  /** Deletes the post and its files (rows in the same transaction; bytes after it). */
  async remove(user: User, id: string): Promise<{ success: true; message: string }> {
    const post = await this.moves.owned(user, id);
    const files = await this.dataSource.transaction(async (manager) => {
      const rows = (await manager.query(
        `WITH gone AS (
           DELETE FROM post_media WHERE post_id = $1 AND user_id = $2
           RETURNING storage_key, page_images)
         SELECT storage_key, page_images FROM gone`,
        [post.id, user.id],
      )) as { storage_key: string; page_images: string[] }[];
      const result = await manager
        .createQueryBuilder()
        .delete()
        .from(Post)
        .where('id = :id AND user_id = :userId AND status <> :publishing', {
          id: post.id,
          userId: user.id,
          publishing: 'publishing',
        })
        .execute();
      if (!result.affected) throw new AppError('CONFLICT', 'POST_PUBLISHING', CM.notDeletable);
      return rows.flatMap((row) => [row.storage_key, ...row.page_images]);
    });
    await this.media.removeFiles(files);
    await this.activity.record(user.id, 'post_deleted', `Deleted “${excerpt(post.content)}”`);
    return { success: true, message: SUCCESS.postDeleted };
  }

  /**
   * How many posts the user has (of `status`, when given): auto-post's next take on their
   * voice, and a page's total when the page is past the last.
   */
  countOf(userId: string, status: PostStatus | null = null): Promise<number> {
    return this.posts.countBy(status ? { userId, status } : { userId });
  }

  /**
   * The text of up to `limit` posts the user wrote or let go out under their name: published
   * ones first, then scheduled ones, newest first; never drafts, posts waiting for approval or
   * what auto-post scheduled without anyone reading it.
   */
  async ownVoiceContents(userId: string, limit: number): Promise<string[]> {
    const posts = await this.posts
      .createQueryBuilder('post')
      .select(['post.id', 'post.content'])
      .where('post.user_id = :userId', { userId })
      .andWhere("post.status IN ('published', 'scheduled')")
      .andWhere('post.unreviewed = false')
      .orderBy("CASE WHEN post.status = 'published' THEN 0 ELSE 1 END", 'ASC')
      .addOrderBy('COALESCE(post.published_at, post.scheduled_time, post.created_at)', 'DESC')
      .addOrderBy('post.id', 'DESC')
      .limit(limit)
      .getMany();
    return posts.map((post) => post.content);
  }

  /** The text of the user's latest `limit` posts, newest first, whatever their status. */
  async latestContents(userId: string, limit: number): Promise<string[]> {
    const posts = await this.posts.find({
      select: { id: true, content: true },
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
    return posts.map((post) => post.content);
  }

  /**
   * The post's figures as LinkedIn reported them, if they still are `before` (a sync that got
   * there first wins); answers whether this call moved them. Runs in the caller's transaction,
   * so the statistics' history is written with it.
   */
  async recordStatistics(
    manager: EntityManager,
    post: { id: string; userId: string },
    before: PostFigures,
    after: PostFigures,
    at: Date,
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      // A CTE, so the answer is the moved rows (a bare UPDATE answers [rows, count]).
      `WITH moved AS (
         UPDATE posts SET views = $3, likes = $4, comments = $5, shares = $6,
                metrics_updated_at = $7
          WHERE id = $1 AND user_id = $2
            AND views IS NOT DISTINCT FROM $8::int AND likes IS NOT DISTINCT FROM $9::int
            AND comments IS NOT DISTINCT FROM $10::int AND shares IS NOT DISTINCT FROM $11::int
          RETURNING id)
       SELECT id FROM moved`,
      [
        post.id,
        post.userId,
        after.views,
        after.likes,
        after.comments,
        after.shares,
        at,
        before.views,
        before.likes,
        before.comments,
        before.shares,
      ],
    );
    return rows.length > 0;
  }

  /** LinkedIn confirmed these posts' figures unchanged: only the time of the figures moves. */
  async confirmStatistics(userId: string, postIds: string[], at: Date): Promise<void> {
    if (postIds.length === 0) return;
    await this.dataSource.query(
      `UPDATE posts SET metrics_updated_at = $3 WHERE id = ANY($1::uuid[]) AND user_id = $2`,
      [postIds, userId, at],
    );
  }
}
