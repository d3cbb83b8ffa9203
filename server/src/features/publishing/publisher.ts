import { LINKEDIN_MESSAGES } from '@postpilot/common';
import type { Logger } from '../../kernel/logger';
import { excerpt, type ActivityService } from '../activity/activity.service';
import { LinkedInError, type LinkedInApi } from '../linkedin/linkedin.client';
import type { ReconnectNotifier } from '../linkedin/reconnect-notifier';
import type { TokenCipher } from '../linkedin/token-cipher';
import type { PostsService } from '../posts/posts.service';

interface PostRef {
  id: string;
  userId: string;
  content: string;
}

/** What one run of a publish job did. */
export type PublishOutcome = 'published' | 'failed' | 'skipped' | 'held' | 'retry';

export interface PublishAttempt {
  postId: string;
  /** This run is a retry or a recovery of the same job (BullMQ runs one job once at a time). */
  isRetry: boolean;
  /** This run is the job's last attempt: a retryable failure now fails the post. */
  isLastAttempt: boolean;
}

/** A failure BullMQ should retry (with the `publish` backoff); carries LinkedIn's Retry-After. */
export class RetryablePublishError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'RetryablePublishError';
  }
}

export interface PublisherOptions {
  /** How late a post may still go out (after an outage); later, it fails for a reschedule. */
  graceMs: number;
  /** A post claimed this long ago and still publishing was abandoned by a crashed worker. */
  staleClaimMs?: number;
  /** Called once a post is out (the metrics follow-up); its failure never fails the post. */
  onPublished?: (userId: string) => Promise<unknown>;
}

/**
 * The worker's side of publishing. Exactly once: a run first claims the post (the posts
 * feature's conditional UPDATE, scheduled → publishing), so no second worker, retry or restart
 * can send it twice; a retry after LinkedIn may already have it is resolved by LinkedIn's duplicate
 * answer, which names the URN of the post it has.
 */
export class Publisher {
  constructor(
    private readonly posts: PostsService,
    private readonly linkedin: Pick<LinkedInApi, 'createPost' | 'postUrl'>,
    private readonly cipher: TokenCipher,
    private readonly reconnect: ReconnectNotifier,
    private readonly activity: ActivityService,
    private readonly options: PublisherOptions,
    private readonly logger: Logger,
  ) {}

  async publish({ postId, isRetry, isLastAttempt }: PublishAttempt): Promise<PublishOutcome> {
    const claim = await this.posts.claimForPublishing(postId, {
      isRetry,
      staleClaimMs: this.options.staleClaimMs ?? 5 * 60_000,
    });
    if (!claim) return (await this.posts.isHeld(postId)) ? 'held' : 'skipped';
    const post = { id: claim.id, userId: claim.userId, content: claim.content };
    const late = Date.now() - claim.scheduledTime.getTime();
    if (!isRetry && late > this.options.graceMs) {
      return this.fail(post, LINKEDIN_MESSAGES.missedTime);
    }
    if (!claim.account) return this.fail(post, LINKEDIN_MESSAGES.notConnected);
    const account = { ...claim.account, userId: claim.userId };
    if (account.status !== 'connected') return this.fail(post, LINKEDIN_MESSAGES.reconnect);

    try {
      const token = this.cipher.decrypt(account.accessToken);
      const { urn, url } = await this.linkedin.createPost(token, account.memberUrn, post.content);
      return this.published(post, urn, url);
    } catch (error) {
      if (!(error instanceof LinkedInError)) throw error;
      switch (error.kind) {
        case 'duplicate':
          // LinkedIn already has it (a retry after a lost answer): that post is ours.
          if (error.duplicateUrn) {
            return this.published(
              post,
              error.duplicateUrn,
              this.linkedin.postUrl(error.duplicateUrn),
            );
          }
          return this.fail(post, error.message);
        case 'unauthorized':
          await this.reconnect.notify(account);
          return this.fail(post, LINKEDIN_MESSAGES.reconnect);
        case 'version':
          return this.fail(post, error.message);
        case 'rate_limited':
        case 'unavailable':
          if (isLastAttempt) return this.fail(post, error.message);
          throw new RetryablePublishError(error.message, error.retryAfterSeconds);
        default:
          return this.fail(post, error.message);
      }
    }
  }

  private async published(post: PostRef, urn: string, url: string): Promise<PublishOutcome> {
    await this.posts.markPublished(post.id, urn, url);
    this.logger.info({ postId: post.id, urn }, 'post published');
    await this.activity.record(
      post.userId,
      'post_published',
      `Published “${excerpt(post.content)}” on LinkedIn`,
      post.id,
    );
    await this.options
      .onPublished?.(post.userId)
      .catch((err: unknown) =>
        this.logger.warn({ postId: post.id, err }, 'the follow-up of a published post failed'),
      );
    return 'published';
  }

  private async fail(post: PostRef, reason: string): Promise<PublishOutcome> {
    await this.posts.markFailed(post.id, reason);
    this.logger.warn({ postId: post.id, reason }, 'post failed');
    await this.activity.record(
      post.userId,
      'post_failed',
      `Could not publish “${excerpt(post.content)}”: ${reason}`,
      post.id,
    );
    return 'failed';
  }
}
