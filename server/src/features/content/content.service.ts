import { randomUUID } from 'node:crypto';
import { type Queue, type QueueEvents } from 'bullmq';
import {
  CONTENT_MESSAGES as CM,
  GENERATION_DEFAULTS,
  assistSchema,
  generateContentSchema,
  rewritePostSchema,
  type PostLength,
  type Tone,
  type VoiceProfile,
} from '@postpilot/common';
import { AppError } from '../../kernel/errors';
import { parseInput, withoutNulls } from '../../kernel/input';
import { addJob, type JobKind } from '../../kernel/jobs';
import type { RateLimit, RateLimiter } from '../../kernel/rate-limiter';
import { excerpt, type ActivityService } from '../activity/activity.service';
import type { User } from '../users/user.entity';
import {
  GENERATE_POST_JOB,
  REWRITE_POST_JOB,
  SUGGEST_HOOKS_JOB,
  type GeneratedPost,
  type JobAnswer,
} from './content.jobs';
import type * as Contract from '../../generated/graphql';
import { languageOf, type GenerationRequest } from './generation';
import { languageProblem, type ActiveWriter, type Writers } from './writers';
import { fitToLimit } from './ai/post-text';

/**
 * Each generation may be a paid call to the user's AI endpoint and holds a worker: enough for
 * anyone writing and regenerating by hand, not for a script. Hooks and rewrites count too.
 */
export const GENERATION_LIMITS = {
  perMinute: { limit: 10, windowSeconds: 60 },
  perHour: { limit: 100, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimit>;

/** How many of the user's latest posts a writer reads, so it does not repeat them. */
export const RECENT_POSTS_READ = 20;

/** How many of the user's own posts a writer gets as examples of their voice. */
export const EXAMPLE_POSTS = 3;
/** An example's length at most: enough to show the voice, without crowding the prompt. */
export const EXAMPLE_MAX_CHARS = 1200;

export interface ContentServiceOptions {
  /** How long generate() waits for the worker's answer. */
  generationTimeoutMs: number;
}

/** Where a request's user-specific parts come from (features this one does not know). */
export interface RequestSources {
  /** The user's voice profile, or null when there is none. */
  voiceOf: (userId: string) => Promise<VoiceProfile | null>;
  /** The contents of the user's latest `limit` posts, newest first, whatever their status. */
  latestPosts: (userId: string, limit: number) => Promise<string[]>;
  /**
   * Up to `limit` posts the user wrote or let go out under their name (published first, then
   * scheduled), newest first: the examples of their voice.
   */
  ownPosts: (userId: string, limit: number) => Promise<string[]>;
}

/** The idea bank, as Generate takes ideas from it (a feature this one does not know). */
export interface IdeaSource {
  /** The user's idea, or a 404 when they have none of that id. */
  material: (userId: string, ideaId: string) => Promise<{ title: string; notes: string }>;
  /** A post was written from the idea. */
  markUsed: (userId: string, ideaId: string) => Promise<void>;
}

/** How to write one post: generateContent's settings, defaults filled in. */
export interface GenerationSettings {
  topic: string;
  tone: Tone;
  length: PostLength;
  includeHashtags: boolean;
  includeEmojis: boolean;
  customPrompt: string;
  /** The user's own points, one a line; empty when none. */
  keyPoints: string;
  variant: number;
}

/** Writing posts in the user's voice, on the worker; saving them is the posts feature's. */
export class ContentService {
  constructor(
    private readonly generateQueue: Queue,
    private readonly generateEvents: QueueEvents,
    private readonly activity: ActivityService,
    private readonly limiter: RateLimiter,
    private readonly options: ContentServiceOptions,
    private readonly writers: Writers,
    private readonly sources: RequestSources,
    private readonly ideas?: IdeaSource,
  ) {}

  /** Who writes the user's posts, why, and whether in the user's language. */
  async describeWriter(user: User): Promise<Contract.Writer> {
    return this.writers.describe(await this.writers.for(user.id), languageOf(user.language));
  }

  /**
   * The one way a request for `user` is built, for Generate and auto-post alike: the author and
   * language from the user, their voice, and their latest posts (read now, so a run of auto-post
   * sees the posts it wrote before).
   */
  async requestFor(
    user: User,
    settings: GenerationSettings,
    idea: GenerationRequest['idea'] = null,
  ): Promise<GenerationRequest> {
    const [voice, recentPosts, ownPosts] = await Promise.all([
      this.sources.voiceOf(user.id),
      this.sources.latestPosts(user.id, RECENT_POSTS_READ),
      this.sources.ownPosts(user.id, EXAMPLE_POSTS),
    ]);
    return {
      ...settings,
      idea,
      voice,
      recentPosts,
      examplePosts: ownPosts
        .map((post) => fitToLimit(post.trim(), EXAMPLE_MAX_CHARS))
        .filter(Boolean)
        .slice(0, EXAMPLE_POSTS),
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
  }

  /** Writes a post through the `generate` queue and waits for it; nothing is saved. */
  async generate(user: User, input: unknown): Promise<GeneratedPost> {
    const { ideaId, ...settings } = parseInput(generateContentSchema, withoutNulls(input ?? {}));
    // Another user's idea, or none, is a 404 before anything is written.
    const idea = ideaId && this.ideas ? await this.ideas.material(user.id, ideaId) : null;
    await this.writerOf(user);
    await this.countAgainstLimits(user);
    const request = await this.requestFor(
      user,
      { ...settings, topic: settings.topic || idea?.title || '' },
      idea && { title: idea.title, notes: idea.notes },
    );
    const generated = await this.run<GeneratedPost>(GENERATE_POST_JOB, {
      userId: user.id,
      request,
    });
    // Used once a post is written from it, saved or not: the user chose it and saw the post.
    if (ideaId && idea) await this.ideas!.markUsed(user.id, ideaId);
    const about = request.topic ? ` about “${excerpt(request.topic, 80)}”` : '';
    await this.activity.record(
      user.id,
      'post_generated',
      `Generated a ${request.tone} post${about}`,
    );
    return generated;
  }

  /** Alternative first lines for the editor's text, from the user's writer; nothing is saved. */
  async suggestHooks(user: User, input: unknown): Promise<string[]> {
    const { content, tone } = parseInput(assistSchema, withoutNulls(input ?? {}));
    await this.writerOf(user);
    await this.countAgainstLimits(user);
    const request = await this.requestFor(user, assistSettings(tone));
    return this.run<string[]>(SUGGEST_HOOKS_JOB, { userId: user.id, request, post: content });
  }

  /** The editor's text rewritten by the user's writer as `action` says; nothing is saved. */
  async rewritePost(user: User, input: unknown): Promise<GeneratedPost> {
    const { content, action, tone, detail } = parseInput(
      rewritePostSchema,
      withoutNulls(input ?? {}),
    );
    await this.writerOf(user);
    await this.countAgainstLimits(user);
    const request = await this.requestFor(user, assistSettings(tone));
    return this.run<GeneratedPost>(REWRITE_POST_JOB, {
      userId: user.id,
      request,
      post: content,
      action,
      detail,
    });
  }

  /** The user's writer, or 409 when it cannot write for them (their language, an unreadable key). */
  private async writerOf(user: User): Promise<ActiveWriter> {
    const writer = await this.writers.for(user.id);
    if (writer.problem) {
      throw new AppError('CONFLICT', 'AI_CONNECTION_KEY_UNREADABLE', writer.problem);
    }
    const problem = languageProblem(writer, languageOf(user.language));
    if (problem) throw new AppError('CONFLICT', 'WRITER_LANGUAGE_UNSUPPORTED', problem);
    return writer;
  }

  private async countAgainstLimits(user: User): Promise<void> {
    await this.limiter.consume('generate-minute', user.id, GENERATION_LIMITS.perMinute);
    await this.limiter.consume('generate-hour', user.id, GENERATION_LIMITS.perHour);
  }

  /** Runs a job on the worker and waits for its answer, at most generationTimeoutMs. */
  private async run<Result, Payload = unknown>(
    kind: JobKind<Payload>,
    payload: Payload,
  ): Promise<Result> {
    const job = await addJob(this.generateQueue, kind, payload, {
      jobId: randomUUID(),
      // The writer retries its own transient failures; a second job run would only wait longer.
      attempts: 1,
      removeOnComplete: { age: 3600 },
      removeOnFail: { age: 24 * 3600 },
    });
    const timeoutMs = this.options.generationTimeoutMs;
    let answer: JobAnswer<Result>;
    try {
      answer = (await job.waitUntilFinished(this.generateEvents, timeoutMs)) as JobAnswer<Result>;
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
    if ('refused' in answer)
      throw new AppError('UNPROCESSABLE', 'GENERATION_REFUSED', answer.refused);
    return answer.value;
  }
}

/** The settings a hook or rewrite request carries: the tone to keep, the rest as generation's defaults. */
function assistSettings(tone: Tone): GenerationSettings {
  return {
    topic: '',
    tone,
    length: GENERATION_DEFAULTS.length,
    includeHashtags: GENERATION_DEFAULTS.includeHashtags,
    includeEmojis: GENERATION_DEFAULTS.includeEmojis,
    customPrompt: '',
    keyPoints: '',
    variant: 0,
  };
}
