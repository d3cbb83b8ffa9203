import { randomUUID } from 'node:crypto';
import { type Queue, type QueueEvents } from 'bullmq';
import { CONTENT_MESSAGES as CM, generateContentSchema } from '@postpilot/common';
import { AppError } from '../../kernel/errors';
import { parseInput, withoutNulls } from '../../kernel/input';
import { addJob } from '../../kernel/jobs';
import type { RateLimit, RateLimiter } from '../../kernel/rate-limiter';
import { excerpt, type ActivityService } from '../activity/activity.service';
import type { User } from '../users/user.entity';
import { GENERATE_POST_JOB, type GeneratedPost } from './content.jobs';
import type * as Contract from '../../generated/graphql';
import {
  languageNotice,
  languageOf,
  type ContentGenerator,
  type GenerationRequest,
} from './generation';

/**
 * Each generation may be a paid call to the user's AI endpoint and holds a worker: enough for
 * anyone writing and regenerating by hand, not for a script.
 */
export const GENERATION_LIMITS = {
  perMinute: { limit: 10, windowSeconds: 60 },
  perHour: { limit: 100, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimit>;

export interface ContentServiceOptions {
  /** How long generate() waits for the worker's answer. */
  generationTimeoutMs: number;
}

/** Writing posts in the user's voice, on the worker; saving them is the posts feature's. */
export class ContentService {
  constructor(
    private readonly generateQueue: Queue,
    private readonly generateEvents: QueueEvents,
    private readonly activity: ActivityService,
    private readonly limiter: RateLimiter,
    private readonly options: ContentServiceOptions,
    /** The configured writer, as the worker runs it: what the client is told about it. */
    private readonly writer: Pick<ContentGenerator, 'provider' | 'writes'>,
  ) {}

  /** Who writes the user's posts, and whether in the user's language. */
  describeWriter(user: User): Contract.Writer {
    const language = languageOf(user.language);
    const notice = languageNotice(this.writer, language);
    return { provider: this.writer.provider, writesUserLanguage: notice === null, notice };
  }

  /** Writes a post through the `generate` queue and waits for it; nothing is saved. */
  async generate(user: User, input: unknown): Promise<GeneratedPost> {
    const settings = parseInput(generateContentSchema, withoutNulls(input ?? {}));
    await this.limiter.consume('generate-minute', user.id, GENERATION_LIMITS.perMinute);
    await this.limiter.consume('generate-hour', user.id, GENERATION_LIMITS.perHour);
    const request: GenerationRequest = {
      topic: settings.topic,
      tone: settings.tone,
      length: settings.length,
      includeHashtags: settings.includeHashtags,
      includeEmojis: settings.includeEmojis,
      customPrompt: settings.customPrompt,
      variant: settings.variant,
      voice: null,
      recentPosts: [],
      language: languageOf(user.language),
      author: {
        firstName: user.firstName,
        lastName: user.lastName,
        jobTitle: user.jobTitle,
        company: user.company,
        contentNiches: user.contentNiches,
        personalContext: user.personalContext,
        targetAudience: user.targetAudience,
      },
    };
    const job = await addJob(this.generateQueue, GENERATE_POST_JOB, request, {
      jobId: randomUUID(),
      // The writer retries its own transient failures; a second job run would only wait longer.
      attempts: 1,
      removeOnComplete: { age: 3600 },
      removeOnFail: { age: 24 * 3600 },
    });
    const timeoutMs = this.options.generationTimeoutMs;
    try {
      const generated = (await job.waitUntilFinished(
        this.generateEvents,
        timeoutMs,
      )) as GeneratedPost;
      const about = request.topic ? ` about “${excerpt(request.topic, 80)}”` : '';
      await this.activity.record(
        user.id,
        'post_generated',
        `Generated a ${request.tone} post${about}`,
      );
      return generated;
    } catch (error) {
      const timedOut = error instanceof Error && /timed out/i.test(error.message);
      if (timedOut) {
        // Nobody waits for it any more; a job not yet started is dropped.
        await job.remove().catch(() => undefined);
      }
      const reason = timedOut
        ? CM.generationTimedOut(Math.round(timeoutMs / 1000))
        : error instanceof Error
          ? error.message
          : String(error);
      throw new AppError('SERVICE_UNAVAILABLE', 'GENERATION_FAILED', CM.generationFailed(reason));
    }
  }
}
