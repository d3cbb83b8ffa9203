import type { Queue } from 'bullmq';
import { GENERATION_DEFAULTS, TONES, type Tone } from '@postpilot/common';
import { jobKind, scheduleJob } from '../../kernel/jobs';
import type { Logger } from '../../kernel/logger';
import { languageOf, type ContentGenerator } from '../content/generation';
import type { ScheduleService } from '../schedule/schedule.service';
import { upcomingSlots } from '../schedule/slots';
import type { UsersService } from '../users/users.service';
import type { PostsService } from '../posts/posts.service';
import type { ActivityService } from '../activity/activity.service';

/** The `plan` queue: one job scheduler per schedule with auto-post on. */
export const PLAN_QUEUE = 'plan' as const;
export const PLAN_USER_JOB = jobKind<{ userId: string }>(PLAN_QUEUE, 'plan-user');
export const planSchedulerId = (userId: string) => `plan-${userId}`;

/** How far ahead auto-post keeps the slots filled. */
export const PLANNING_HORIZON_DAYS = 7;
/** How often the planner looks again (new slots come into the horizon, posts get deleted). */
export const PLAN_EVERY_MS = 3600_000;
/** Slots sooner than this are left alone: a post needs a moment to be written and reviewed. */
const PLANNING_LEAD_MS = 5 * 60_000;

/** Starts or stops a user's planner as their schedule changes (the API side). */
export class PlanScheduler {
  constructor(private readonly queue: Queue) {}

  /** An `every` scheduler runs its first job at once, then hourly. */
  async sync(userId: string, schedule: { isActive: boolean; autoPost: boolean }) {
    const id = planSchedulerId(userId);
    if (schedule.isActive && schedule.autoPost) {
      await scheduleJob(
        this.queue,
        id,
        { every: PLAN_EVERY_MS },
        PLAN_USER_JOB,
        { userId },
        { removeOnComplete: true, removeOnFail: 100 },
      );
    } else {
      await this.queue.removeJobScheduler(id);
    }
  }

  /** Every schedule with auto-post on gets its planner (job schedulers are idempotent upserts). */
  async restore(schedules: ScheduleService): Promise<void> {
    for (const userId of await schedules.autoPostUsers()) {
      await this.sync(userId, { isActive: true, autoPost: true });
    }
  }
}

/** Posts one planning run wrote for the user's approval, each with its proposed time. */
export type AwaitingApproval = (
  userId: string,
  posts: { id: string; content: string; scheduledTime: Date }[],
) => Promise<unknown>;

/**
 * Auto-post (the worker side): fills every free slot of the next 7 days with a post written in
 * the user's voice. It is scheduled at once, or waits for approval (holding its slot as the
 * proposed time) when the user asked to approve content first; then `onAwaitingApproval` hears
 * of the run's posts, once a run.
 */
export class Planner {
  constructor(
    private readonly schedules: ScheduleService,
    private readonly users: UsersService,
    private readonly generator: ContentGenerator,
    private readonly posts: PostsService,
    private readonly activity: ActivityService,
    private readonly logger: Logger,
    private readonly onAwaitingApproval?: AwaitingApproval,
  ) {}

  /** Answers how many posts it wrote. */
  async plan(userId: string): Promise<number> {
    const schedule = await this.schedules.get({ id: userId });
    if (!schedule.isActive || !schedule.autoPost) return 0;
    const user = await this.users.findById(userId);
    if (!user) return 0;

    const from = new Date(Date.now() + PLANNING_LEAD_MS);
    const slots = upcomingSlots(schedule, from, 24 * PLANNING_HORIZON_DAYS, PLANNING_HORIZON_DAYS);
    const horizon = new Date(from.getTime() + PLANNING_HORIZON_DAYS * 24 * 3600_000);
    const taken = await this.posts.takenSlots(userId, from, horizon);
    const free = slots.filter(
      (slot) => slot.getTime() <= horizon.getTime() && !taken.has(slot.getTime()),
    );

    const tone = (TONES as readonly string[]).includes(user.tone)
      ? (user.tone as Tone)
      : GENERATION_DEFAULTS.tone;
    let written = await this.posts.countOf(userId);
    let planned = 0;
    const awaiting: { id: string; content: string; scheduledTime: Date }[] = [];
    for (const slot of free) {
      const content = await this.generator.generate({
        topic: '',
        tone,
        length: GENERATION_DEFAULTS.length,
        includeHashtags: GENERATION_DEFAULTS.includeHashtags,
        includeEmojis: GENERATION_DEFAULTS.includeEmojis,
        customPrompt: '',
        language: languageOf(user.language),
        // Each post of the user is a new take, so a week of posts does not repeat itself.
        variant: written++,
        voice: null,
        recentPosts: [],
        author: {
          firstName: user.firstName,
          lastName: user.lastName,
          jobTitle: user.jobTitle,
          company: user.company,
          contentNiches: user.contentNiches,
          personalContext: user.personalContext,
          targetAudience: user.targetAudience,
        },
      });
      const status = user.contentApprovalRequired ? 'pending_approval' : 'scheduled';
      // Null when the user scheduled a post into this slot meanwhile: theirs stays.
      const post = await this.posts.createPlanned({
        userId,
        content,
        status,
        scheduledTime: slot,
        tone,
      });
      if (post) planned++;
      if (post && status === 'pending_approval') {
        awaiting.push({ id: post.id, content, scheduledTime: slot });
      }
    }
    if (planned > 0) {
      this.logger.info({ userId, planned }, 'auto-post planned posts');
      const posts = planned === 1 ? 'a post' : `${planned} posts`;
      const then = user.contentApprovalRequired ? 'for your approval' : 'and scheduled them';
      await this.activity.record(userId, 'post_generated', `Auto-post wrote ${posts} ${then}`);
    }
    if (awaiting.length && this.onAwaitingApproval) {
      await this.onAwaitingApproval(userId, awaiting);
    }
    return planned;
  }
}
