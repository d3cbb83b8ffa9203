import { LINKEDIN_MESSAGES, MEDIA_MESSAGES } from '@postpilot/common';
import type { Logger } from '../../kernel/logger';
import { excerpt, type ActivityService } from '../activity/activity.service';
import { LinkedInError, type LinkedInApi } from '../linkedin/linkedin.client';
import type { ReconnectNotifier } from '../linkedin/reconnect-notifier';
import type { TokenCipher } from '../linkedin/token-cipher';
import type { PostMedia } from '../posts/attachments/post-media.entity';
import type {
  ClaimedPost,
  FirstCommentDue,
  PublishingClaims,
  PublishOutcomes,
} from '../posts/publishing-claims';
import { AttachmentFileMissing, type AttachmentUploads } from './attachment-uploads';

export interface DispatcherOptions {
  /** How late a post may still go out; until then LinkedIn's failures are tried again. */
  graceMs: number;
  /** The first wait after LinkedIn failed; each next one doubles, up to maxRetryDelayMs. */
  retryDelayMs: number;
  maxRetryDelayMs?: number;
  /** How often Postgres is asked for due posts when the last ask found none to spare. */
  tickMs?: number;
  /** Posts claimed in one statement. */
  batchSize?: number;
  /** Posts sent to LinkedIn at once (HTTP keep-alive reuses the connections). */
  concurrency?: number;
  /** How long a claim holds without renewal: a dead worker's posts are taken again after it. */
  leaseMs?: number;
  /** Outcomes are written in batches at least this often. */
  flushMs?: number;
  /**
   * How often published posts whose first comment is still pending are looked for, besides
   * right after posts with one go out (a worker that died in between left them).
   */
  commentSweepMs?: number;
  /**
   * Called with the posts that went out in one flush (the authors' voices learn from them);
   * never fails a post.
   */
  onPublished?: (posts: PublishedPost[]) => Promise<unknown>;
  /**
   * Called with the posts that failed in one flush (telling their users), one call after the
   * other but apart from the flushes, so it never slows recording; never fails a post.
   */
  onFailed?: (failures: FailedPost[]) => Promise<unknown>;
}

/** A post that went out on LinkedIn: whose, and its text. */
export interface PublishedPost {
  id: string;
  userId: string;
  content: string;
}

/** A post publishing gave up on, and why. */
export interface FailedPost {
  id: string;
  userId: string;
  content: string;
  scheduledTime: Date;
  reason: string;
  /** The attempt that failed, counting from 1. */
  attempt: number;
}

/** What one claimed post came to. */
type Outcome =
  | { kind: 'published'; urn: string; url: string }
  | { kind: 'failed'; reason: string }
  | { kind: 'retry'; reason: string; at: Date };

/**
 * The worker's publishing. Postgres is the clock: the dispatcher asks it for due posts every
 * tick (or at once while there are more), claiming a batch in one statement (PublishingClaims,
 * FOR UPDATE SKIP LOCKED, so workers side by side never share a post), sends them to LinkedIn
 * `concurrency` at a time, and writes the outcomes in batches. A claim is a lease the dispatcher
 * renews while the post is in flight; a worker that dies loses its leases within `leaseMs`, and
 * its posts are claimed again, LinkedIn's duplicate answer naming the post it already has.
 */
export class Dispatcher {
  private readonly options: Required<Omit<DispatcherOptions, 'onPublished' | 'onFailed'>> &
    Pick<DispatcherOptions, 'onPublished' | 'onFailed'>;
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  /** Claimed posts not yet written back. */
  private readonly inFlight = new Map<string, ClaimedPost>();
  private readonly finished: Array<{ post: ClaimedPost; outcome: Outcome }> = [];
  private sending = 0;
  private readonly waitingToSend: Array<() => void> = [];
  private flushing: Promise<void> = Promise.resolve();
  /** What follows failed posts (onFailed), in order, beside the flushes. */
  private following: Promise<void> = Promise.resolve();
  /** First comments being posted, one round after the other, beside the flushes. */
  private commenting: Promise<void> = Promise.resolve();
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly claims: PublishingClaims,
    private readonly linkedin: Pick<LinkedInApi, 'createPost' | 'createComment' | 'postUrl'>,
    private readonly cipher: TokenCipher,
    private readonly reconnect: ReconnectNotifier,
    private readonly activity: ActivityService,
    private readonly uploads: AttachmentUploads,
    options: DispatcherOptions,
    private readonly logger: Logger,
  ) {
    this.options = {
      maxRetryDelayMs: 5 * 60_000,
      tickMs: 250,
      batchSize: 500,
      concurrency: 200,
      leaseMs: 8_000,
      flushMs: 100,
      commentSweepMs: 30_000,
      ...options,
    };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
    this.timers = [
      setInterval(() => void this.renewLeases(), this.options.leaseMs / 4),
      setInterval(() => void this.flush(), this.options.flushMs),
      setInterval(() => void this.commentSoon(), this.options.commentSweepMs),
    ];
  }

  /** Stops claiming, lets the posts in flight finish, and writes their outcomes. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.wake?.();
    await this.loop;
    while (this.inFlight.size > this.finished.length) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const timer of this.timers) clearInterval(timer);
    await this.flush();
    await this.following;
    await this.commenting;
  }

  /** One claim and its posts, start to finish: what tests and the benchmark drive directly. */
  async dispatchOnce(): Promise<number> {
    const claimed = await this.claims.claimDue(this.options.batchSize, this.options.leaseMs);
    const files = this.filesOf(claimed);
    await Promise.all(claimed.map((post) => this.send(post, files)));
    await this.flush();
    await this.following;
    await this.commenting;
    return claimed.length;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let claimed = 0;
      const room = this.options.batchSize * 2 - this.inFlight.size;
      if (room > 0) {
        try {
          const posts = await this.claims.claimDue(
            Math.min(room, this.options.batchSize),
            this.options.leaseMs,
          );
          claimed = posts.length;
          const files = this.filesOf(posts);
          for (const post of posts) void this.send(post, files);
        } catch (error) {
          this.logger.error({ err: error }, 'could not claim due posts');
        }
      }
      // A full batch: there may be more due at once; otherwise wait for the next tick.
      if (claimed < this.options.batchSize || room <= 0) await this.sleep(this.options.tickMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  /**
   * The files a claimed batch carries, in one query, or none without a query when no post of
   * the batch has an attachment (text-only publishing is not slowed). A failure is each post's,
   * tried again within the grace.
   */
  private filesOf(posts: ClaimedPost[]): Promise<Map<string, PostMedia>> {
    const attachments = posts.map((post) => post.attachment).filter((a) => a !== null);
    if (attachments.length === 0) return Promise.resolve(new Map());
    const files = this.uploads.load(attachments);
    files.catch(() => undefined);
    return files;
  }

  private async send(post: ClaimedPost, files: Promise<Map<string, PostMedia>>): Promise<void> {
    this.inFlight.set(post.id, post);
    await this.slot();
    let outcome: Outcome;
    try {
      outcome = await this.publish(post, files);
    } catch (error) {
      // Not LinkedIn's answer (a bug, the database): logged, and tried again within the grace.
      this.logger.error({ postId: post.id, err: error }, 'publishing a post went wrong');
      outcome = this.retry(post, LINKEDIN_MESSAGES.notSent, undefined);
    } finally {
      this.release();
    }
    this.finished.push({ post, outcome });
    if (this.finished.length >= this.options.batchSize) void this.flush();
  }

  /**
   * What LinkedIn makes of the post (the post itself is written back with its batch). Its files
   * are uploaded first, each failure of theirs treated as the post's own: the post is created
   * only once every file is at LinkedIn, so it never goes out with part of its attachment.
   */
  private async publish(
    post: ClaimedPost,
    files: Promise<Map<string, PostMedia>>,
  ): Promise<Outcome> {
    const deadline = post.scheduledTime.getTime() + this.options.graceMs;
    if (Date.now() > deadline) {
      // Nothing ran while it was due (or LinkedIn failed until now): too late to go out.
      return { kind: 'failed', reason: post.lastError ?? LINKEDIN_MESSAGES.missedTime };
    }
    const account = post.account;
    if (!account) return { kind: 'failed', reason: LINKEDIN_MESSAGES.notConnected };
    if (account.status !== 'connected') {
      return { kind: 'failed', reason: LINKEDIN_MESSAGES.reconnect };
    }
    try {
      const token = this.cipher.decrypt(account.accessToken);
      const content = post.attachment
        ? await this.uploads.content(post.attachment, await files, token, account.memberUrn)
        : undefined;
      const { urn, url } = await this.linkedin.createPost(
        token,
        account.memberUrn,
        post.content,
        content,
      );
      return { kind: 'published', urn, url };
    } catch (error) {
      if (error instanceof AttachmentFileMissing) {
        return { kind: 'failed', reason: MEDIA_MESSAGES.mediaNotFound };
      }
      if (!(error instanceof LinkedInError)) throw error;
      switch (error.kind) {
        case 'duplicate':
          // LinkedIn already has it (a try after a lost answer): that post is ours.
          if (error.duplicateUrn) {
            return {
              kind: 'published',
              urn: error.duplicateUrn,
              url: this.linkedin.postUrl(error.duplicateUrn),
            };
          }
          return { kind: 'failed', reason: error.message };
        case 'unauthorized':
          await this.reconnect.notify({ id: account.id, userId: post.userId });
          return { kind: 'failed', reason: LINKEDIN_MESSAGES.reconnect };
        case 'rate_limited':
        case 'unavailable':
          return this.retry(post, error.message, error.retryAfterSeconds);
        default:
          return { kind: 'failed', reason: error.message };
      }
    }
  }

  /**
   * LinkedIn failed in a way worth trying again: due again after a capped, doubling wait (or as
   * long as LinkedIn asked), but never past the grace; past it, the post fails with the reason.
   */
  private retry(post: ClaimedPost, reason: string, retryAfterSeconds: number | undefined): Outcome {
    const deadline = post.scheduledTime.getTime() + this.options.graceMs;
    const now = Date.now();
    if (now >= deadline) return { kind: 'failed', reason };
    const wait = Math.max(
      Math.min(
        this.options.retryDelayMs * 2 ** Math.max(0, post.attempt - 1),
        this.options.maxRetryDelayMs,
      ),
      (retryAfterSeconds ?? 0) * 1000,
    );
    return { kind: 'retry', reason, at: new Date(Math.min(now + wait, deadline)) };
  }

  /**
   * Posts the first comments of published posts, after their publication is recorded: each is
   * claimed first (PublishingClaims.claimFirstComments), so a crash or a second worker never posts
   * one twice, and a refusal is recorded on the post, which stays published.
   */
  private commentSoon(): Promise<void> {
    this.commenting = this.commenting
      .then(() => this.postFirstComments())
      .catch((err: unknown) => this.logger.warn({ err }, 'could not post first comments'));
    return this.commenting;
  }

  private async postFirstComments(): Promise<void> {
    for (;;) {
      const due = await this.claims.claimFirstComments(
        this.options.concurrency,
        MEDIA_MESSAGES.firstCommentInterrupted,
      );
      if (due.length === 0) return;
      const outcomes = await Promise.all(
        due.map(async (comment) => ({ id: comment.id, error: await this.comment(comment) })),
      );
      await this.claims.recordFirstComments(outcomes);
      const refused = outcomes.filter((outcome) => outcome.error !== null).length;
      if (refused) this.logger.warn({ comments: refused }, 'LinkedIn refused first comments');
      if (due.length < this.options.concurrency) return;
    }
  }

  /** Posts one first comment: null when LinkedIn took it, else why not, in plain words. */
  private async comment(due: FirstCommentDue): Promise<string | null> {
    const refused = (why: string) => `${MEDIA_MESSAGES.firstCommentRefused} ${why}`;
    const { account, postUrn, text } = due;
    if (!account || account.status !== 'connected') {
      return refused(account ? LINKEDIN_MESSAGES.reconnect : LINKEDIN_MESSAGES.notConnected);
    }
    if (!postUrn || !text) return refused(LINKEDIN_MESSAGES.notSent);
    try {
      const token = this.cipher.decrypt(account.accessToken);
      await this.linkedin.createComment(token, account.memberUrn, postUrn, text);
      return null;
    } catch (error) {
      if (error instanceof LinkedInError) return refused(error.message);
      this.logger.error({ postId: due.id, err: error }, 'posting a first comment went wrong');
      return refused(LINKEDIN_MESSAGES.notSent);
    }
  }

  /** Waits for one of the `concurrency` places to send from. */
  private async slot(): Promise<void> {
    if (this.sending < this.options.concurrency) {
      this.sending++;
      return;
    }
    await new Promise<void>((resolve) => this.waitingToSend.push(resolve));
  }

  private release(): void {
    const next = this.waitingToSend.shift();
    if (next) next();
    else this.sending--;
  }

  private async renewLeases(): Promise<void> {
    const ids = [...this.inFlight.keys()];
    try {
      await this.claims.renewLeases(ids, this.options.leaseMs);
    } catch (error) {
      this.logger.warn({ err: error }, 'could not renew the leases of posts in flight');
    }
  }

  /** Writes the finished posts' outcomes, one statement an outcome, then what follows them. */
  private flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write()).catch(() => undefined);
    return this.flushing;
  }

  private async write(): Promise<void> {
    if (this.finished.length === 0) return;
    const batch = this.finished.splice(0, this.finished.length);
    const outcomes: PublishOutcomes = { published: [], failed: [], retry: [] };
    for (const { post, outcome } of batch) {
      if (outcome.kind === 'published') {
        outcomes.published.push({ id: post.id, urn: outcome.urn, url: outcome.url });
      } else if (outcome.kind === 'failed') {
        outcomes.failed.push({ id: post.id, reason: outcome.reason });
      } else {
        outcomes.retry.push({ id: post.id, reason: outcome.reason, at: outcome.at });
      }
    }
    let moved: Awaited<ReturnType<PublishingClaims['recordOutcomes']>>;
    try {
      moved = await this.claims.recordOutcomes(outcomes);
    } catch (error) {
      // The leases stay: when they run out the posts are claimed again, and LinkedIn's
      // duplicate answer settles the ones it already has.
      this.logger.error({ err: error, posts: batch.length }, 'could not record publishing');
      return;
    } finally {
      for (const { post } of batch) this.inFlight.delete(post.id);
    }
    const postOf = new Map(batch.map(({ post }) => [post.id, post]));
    const reasonOf = new Map(outcomes.failed.map(({ id, reason }) => [id, reason]));
    const published = moved.published.map((id) => postOf.get(id)!);
    const failed = moved.failed.map((id) => ({ post: postOf.get(id)!, reason: reasonOf.get(id)! }));
    if (published.length) this.logger.info({ posts: published.length }, 'posts published');
    if (published.some((post) => post.firstComment !== null)) void this.commentSoon();
    for (const { post, reason } of failed)
      this.logger.warn({ postId: post.id, reason }, 'post failed');
    if (moved.retry.length) {
      this.logger.warn({ posts: moved.retry.length }, 'LinkedIn failed; posts will be tried again');
    }
    await this.activity.recordMany([
      ...published.map((post) => ({
        userId: post.userId,
        kind: 'post_published' as const,
        description: `Published “${excerpt(post.content)}” on LinkedIn`,
        postId: post.id,
      })),
      ...failed.map(({ post, reason }) => ({
        userId: post.userId,
        kind: 'post_failed' as const,
        description: `Could not publish “${excerpt(post.content)}”: ${reason}`,
        postId: post.id,
      })),
    ]);
    if (published.length && this.options.onPublished) {
      await this.options
        .onPublished(published.map(({ id, userId, content }) => ({ id, userId, content })))
        .catch((err: unknown) =>
          this.logger.warn(
            { err, posts: published.length },
            'the follow-up of published posts failed',
          ),
        );
    }
    if (failed.length && this.options.onFailed) {
      const onFailed = this.options.onFailed;
      const failures = failed.map(({ post, reason }) => ({
        id: post.id,
        userId: post.userId,
        content: post.content,
        scheduledTime: post.scheduledTime,
        reason,
        attempt: post.attempt,
      }));
      this.following = this.following
        .then(() => onFailed(failures))
        .then(
          () => undefined,
          (err: unknown) =>
            this.logger.warn(
              { err, posts: failures.length },
              'telling users of failed posts failed',
            ),
        );
    }
  }
}
