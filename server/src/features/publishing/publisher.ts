import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { LINKEDIN_MESSAGES } from '@postpilot/common';
import type { Logger } from '../../kernel/logger';
import { excerpt, type ActivityService } from '../activity/activity.service';
import { LinkedInError, type LinkedInClient } from '../linkedin/linkedin.client';
import type { ReconnectNotifier } from '../linkedin/reconnect-notifier';
import type { TokenCipher } from '../linkedin/token-cipher';
import { PUBLISH_JOB_OPTIONS } from './publish-scheduler';
import { addJob } from '../../kernel/jobs';
import { PUBLISH_POST_JOB, publishJobId } from './publish.jobs';

/** The claimed post with its owner's LinkedIn account (null columns when not connected). */
interface ClaimedPost {
  id: string;
  user_id: string;
  content: string;
  scheduled_time: Date;
  account_id: string | null;
  member_urn: string | null;
  access_token: string | null;
  account_status: string | null;
}

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
 * The worker's side of publishing. Exactly once: a run first claims the post with one
 * conditional UPDATE (scheduled → publishing), so no second worker, retry or restart can send
 * it twice; a retry after LinkedIn may already have it is resolved by LinkedIn's duplicate
 * answer, which names the URN of the post it has.
 */
export class Publisher {
  constructor(
    private readonly dataSource: DataSource,
    private readonly linkedin: LinkedInClient,
    private readonly cipher: TokenCipher,
    private readonly reconnect: ReconnectNotifier,
    private readonly activity: ActivityService,
    private readonly options: PublisherOptions,
    private readonly logger: Logger,
  ) {}

  async publish({ postId, isRetry, isLastAttempt }: PublishAttempt): Promise<PublishOutcome> {
    const claim = await this.claim(postId, isRetry);
    if (!claim) return (await this.isHeld(postId)) ? 'held' : 'skipped';
    const post = { id: claim.id, userId: claim.user_id, content: claim.content };
    const late = Date.now() - new Date(claim.scheduled_time).getTime();
    if (!isRetry && late > this.options.graceMs) {
      return this.fail(post, LINKEDIN_MESSAGES.missedTime);
    }
    if (!claim.account_id) return this.fail(post, LINKEDIN_MESSAGES.notConnected);
    const account = {
      id: claim.account_id,
      userId: claim.user_id,
      memberUrn: claim.member_urn!,
      accessToken: claim.access_token!,
    };
    if (claim.account_status !== 'connected') return this.fail(post, LINKEDIN_MESSAGES.reconnect);

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

  /**
   * After a start, or after Redis lost its data: every scheduled post without a job gets one,
   * and so does a post a crashed worker left publishing. The job itself applies the grace rule.
   */
  async reconcile(queue: Queue): Promise<number> {
    const rows: { id: string; time: Date; status: string }[] = await this.dataSource.query(
      `SELECT p.id, p.scheduled_time AS time, p.status FROM posts p
         LEFT JOIN schedules s ON s.user_id = p.user_id
        WHERE p.status IN ('scheduled', 'publishing') AND coalesce(s.is_active, true)`,
    );
    let restored = 0;
    for (const row of rows) {
      const jobId = publishJobId(row.id);
      if (await queue.getJob(jobId)) continue;
      await addJob(
        queue,
        PUBLISH_POST_JOB,
        { postId: row.id, recover: row.status === 'publishing' },
        {
          ...PUBLISH_JOB_OPTIONS,
          jobId,
          delay: Math.max(0, new Date(row.time).getTime() - Date.now()),
        },
      );
      restored++;
    }
    if (restored > 0) this.logger.info({ restored }, 'publish jobs restored from the database');
    return restored;
  }

  /**
   * scheduled → publishing (or a retry's own, or an abandoned, publishing post), unless the
   * user's schedule is paused; with the post, the user's LinkedIn account, in one round trip.
   */
  private async claim(postId: string, isRetry: boolean): Promise<ClaimedPost | null> {
    const staleMs = this.options.staleClaimMs ?? 5 * 60_000;
    const rows: ClaimedPost[] = await this.dataSource.query(
      `WITH claimed AS (
         UPDATE posts SET status = 'publishing', attempts = attempts + 1, updated_at = now()
          WHERE id = $1
            AND (status = 'scheduled'
                 OR (status = 'publishing'
                     AND ($2 OR updated_at < now() - make_interval(secs => $3))))
            AND NOT EXISTS (SELECT 1 FROM schedules s
                             WHERE s.user_id = posts.user_id AND NOT s.is_active)
          RETURNING id, user_id, content, scheduled_time)
       SELECT c.*, a.id AS account_id, a.member_urn, a.access_token, a.status AS account_status
         FROM claimed c LEFT JOIN linkedin_accounts a ON a.user_id = c.user_id`,
      [postId, isRetry, staleMs / 1000],
    );
    return rows[0] ?? null;
  }

  /** A scheduled post whose schedule is paused: it waits for the schedule to be on again. */
  private async isHeld(postId: string): Promise<boolean> {
    const rows = await this.dataSource.query(
      `SELECT 1 FROM posts p JOIN schedules s ON s.user_id = p.user_id
        WHERE p.id = $1 AND p.status = 'scheduled' AND NOT s.is_active`,
      [postId],
    );
    return rows.length > 0;
  }

  private async published(post: PostRef, urn: string, url: string): Promise<PublishOutcome> {
    await this.dataSource.query(
      `UPDATE posts SET status = 'published', published_at = now(), external_urn = $2,
              external_url = $3, last_error = NULL, updated_at = now()
        WHERE id = $1 AND status = 'publishing'`,
      [post.id, urn, url],
    );
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
    await this.dataSource.query(
      `UPDATE posts SET status = 'failed', last_error = $2, updated_at = now()
        WHERE id = $1 AND status = 'publishing'`,
      [post.id, reason],
    );
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
