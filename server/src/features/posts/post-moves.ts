import type { DataSource, EntityManager, Repository } from 'typeorm';
import { CONTENT_MESSAGES as CM, isUuid, type PostStatus } from '@postpilot/common';
import { AppError } from '../../kernel/errors';
import type { User } from '../users/user.entity';
import type { AttachmentsService } from './attachments/attachments.service';
import { Post } from './post.entity';

/** What a transition changes of a post. */
type PostChanges = Partial<
  Pick<
    Post,
    | 'content'
    | 'unreviewed'
    | 'status'
    | 'scheduledTime'
    | 'lastError'
    | 'nextAttemptAt'
    | 'storedAttachment'
    | 'firstComment'
    | 'firstCommentStatus'
    | 'firstCommentError'
  >
>;

/**
 * The steps every move of a post is made of: the member's post found by owner (another user's
 * is not found), one conditional UPDATE on the status it expects, so two actors can never both
 * win, and the post answered with its attachment. PostsService and PostScheduling share them.
 */
export class PostMoves {
  private readonly posts: Repository<Post>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly attachments: AttachmentsService,
  ) {
    this.posts = dataSource.getRepository(Post);
  }

  /** The post as the API answers it: with its attachment and files. */
  async answer(post: Post): Promise<Post> {
    await this.attachments.fill([post]);
    return post;
  }

  /** Posts as the API answers them (one query for all their files). */
  answerAll<P extends Post>(posts: P[]): Promise<P[]> {
    return this.attachments.fill(posts);
  }

  /** One conditional UPDATE: the change happens only if the post is still in one of `from`. */
  async move(
    post: Post,
    from: PostStatus[],
    changes: PostChanges,
    wrongState: string,
  ): Promise<Post> {
    const changed = await this.update(this.dataSource.manager, post, from, changes);
    if (!changed) throw new AppError('CONFLICT', 'POST_STATE', wrongState);
    return changed;
  }

  /** The conditional UPDATE itself, in `manager`'s transaction; null when the post moved on. */
  async update(
    manager: EntityManager,
    post: Post,
    from: PostStatus[],
    changes: PostChanges,
  ): Promise<Post | null> {
    const result = await manager
      .createQueryBuilder()
      .update(Post)
      .set(changes)
      .where('id = :id AND user_id = :userId AND status IN (:...from)', {
        id: post.id,
        userId: post.userId,
        from,
      })
      .returning('*')
      .execute();
    const [row] = result.raw as Record<string, unknown>[];
    return row ? this.fromRow(row) : null;
  }

  /** A posts row as RETURNING * answers it (column names), as the entity (property names). */
  private fromRow(row: Record<string, unknown>): Post {
    const post = this.posts.create();
    for (const column of this.posts.metadata.columns) {
      Object.assign(post, { [column.propertyName]: row[column.databaseName] });
    }
    return post;
  }

  /** The post if it is the user's; otherwise, and for an unknown id, 404. */
  async owned(user: User, id: string): Promise<Post> {
    if (!isUuid(id)) {
      throw new AppError('BAD_USER_INPUT', 'INVALID_ID', CM.postIdInvalid, {
        errors: [{ field: 'id', message: CM.postIdInvalid }],
      });
    }
    const post = await this.posts.findOneBy({ id, userId: user.id });
    if (!post) throw AppError.notFound('POST_NOT_FOUND', CM.postNotFound);
    return post;
  }
}

/** A unique violation of posts_user_slot: another post holds that moment. */
export function isSlotTaken(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: string; constraint?: string } })
    ?.driverError;
  return driverError?.code === '23505' && driverError.constraint === 'posts_user_slot';
}
