import {
  GENERATION_DEFAULTS,
  IDEA_MESSAGES as IM,
  TONES,
  WRITER_MESSAGES as WM,
  type Tone,
} from '@postpilot/common';
import type { Logger } from '../../kernel/logger';
import type { ContentService } from '../content/content.service';
import { languageOf } from '../content/generation';
import { languageProblem, type Writers } from '../content/writers';
import type { ScheduleService } from '../schedule/schedule.service';
import { upcomingSlots, type SlotRule } from '../schedule/slots';
import type { UsersService } from '../users/users.service';
import type { PostScheduling } from '../posts/post-scheduling';
import type { PostsService } from '../posts/posts.service';
import type { ActivityService } from '../activity/activity.service';

/** How far ahead auto-post keeps the slots filled. */
export const PLANNING_HORIZON_DAYS = 7;
/** Slots sooner than this are left alone: a post needs a moment to be written and reviewed. */
const PLANNING_LEAD_MS = 5 * 60_000;
/** How soon a run that left slots empty (no idea left, no writer for the language) looks again. */
export const PLAN_RETRY_MS = 3600_000;
/** How often auto-post says again, in the user's activity, why it writes nothing. */
const SKIPPED_NOTED_EVERY_MS = 24 * 3600_000;

/** The idea bank, as auto-post takes ideas from it (a feature this one does not know). */
export interface PlannerIdeas {
  /** The user's oldest unused idea, or null when the bank ran dry. */
  nextUnused: (userId: string) => Promise<{ id: string; title: string; notes: string } | null>;
  /** A post was written from the idea. */
  markUsed: (userId: string, ideaId: string) => Promise<void>;
}

/**
 * What auto-post writes with: the user's writer, the requests Generate builds too, and the ideas
 * of the user's idea bank (none without it).
 */
export interface PlannerWriting {
  writers: Pick<Writers, 'for'>;
  requests: Pick<ContentService, 'requestFor'>;
  ideas?: PlannerIdeas;
}

/** Posts one planning run wrote for the user's approval, each with its proposed time. */
export type AwaitingApproval = (
  userId: string,
  posts: { id: string; content: string; scheduledTime: Date }[],
) => Promise<unknown>;

/**
 * Auto-post (the worker side): fills every free slot of the next 7 days with a post written in
 * the user's voice, each from the next unused idea of their idea bank (oldest first, marked used
 * with its post). When the bank runs dry, the built-in writer writes nothing more and a model
 * writes from the user's niches; either way the user's activity says so, once a day. It is scheduled at once, or waits for approval (holding its slot as the
 * proposed time) when the user asked to approve content first; then `onAwaitingApproval` hears
 * of the run's posts, once a run. A run ends by telling the schedule when it is due next: when
 * its next slot comes into the horizon, or within the hour while slots are left empty.
 */
export class Planner {
  constructor(
    private readonly schedules: ScheduleService,
    private readonly users: UsersService,
    private readonly writing: PlannerWriting,
    private readonly posts: PostsService,
    private readonly scheduling: PostScheduling,
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

    const now = Date.now();
    const from = new Date(now + PLANNING_LEAD_MS);
    const slots = upcomingSlots(schedule, from, 24 * PLANNING_HORIZON_DAYS, PLANNING_HORIZON_DAYS);
    const horizon = new Date(from.getTime() + PLANNING_HORIZON_DAYS * 24 * 3600_000);
    const taken = await this.scheduling.takenSlots(userId, from, horizon);
    const free = slots.filter(
      (slot) => slot.getTime() <= horizon.getTime() && !taken.has(slot.getTime()),
    );
    // Every slot of the horizon filled: the schedule is due again when its next slot comes in.
    const filled = nextPlanning(schedule, horizon);
    const retry = new Date(now + PLAN_RETRY_MS);

    if (free.length === 0) {
      await this.schedules.planned(userId, filled);
      return 0;
    }

    // The user's writer, or none: a user whose own AI cannot be used, or whose language the
    // built-in writer does not write, gets no English stand-ins; their activity says why, daily.
    const writer = await this.writing.writers.for(userId);
    const problem = writer.problem ?? languageProblem(writer, languageOf(user.language));
    if (problem) {
      await this.activity.recordUnlessRecent(
        userId,
        'auto_post_skipped',
        WM.autoPostSkipped(problem),
        SKIPPED_NOTED_EVERY_MS,
      );
      await this.schedules.planned(userId, earliest(filled, retry));
      return 0;
    }

    const tone = (TONES as readonly string[]).includes(user.tone)
      ? (user.tone as Tone)
      : GENERATION_DEFAULTS.tone;
    // The built-in writer (the composer) writes only from what the user gave it: from ideas,
    // never a niche name; and what it wrote was read by no one, so it always waits for the user,
    // whatever the approval switch says. A model's post follows the switch.
    const builtIn = writer.generator.provider === 'composer';
    const approvalFirst = user.contentApprovalRequired || builtIn;
    let written = await this.posts.countOf(userId);
    let planned = 0;
    const awaiting: { id: string; content: string; scheduledTime: Date }[] = [];
    let ranDry = false;
    for (const slot of free) {
      // Each slot takes the bank's next idea. Without one, the composer stops; a model writes
      // from the niches.
      const idea = (await this.writing.ideas?.nextUnused(userId)) ?? null;
      if (!idea) {
        ranDry = true;
        if (builtIn) break;
      }
      // Built anew for each slot: its recent posts include the ones this run wrote before.
      const request = await this.writing.requests.requestFor(
        user,
        {
          topic: idea?.title ?? '',
          tone,
          length: GENERATION_DEFAULTS.length,
          includeHashtags: GENERATION_DEFAULTS.includeHashtags,
          includeEmojis: GENERATION_DEFAULTS.includeEmojis,
          customPrompt: '',
          keyPoints: '',
          // Each post of the user is a new take, so a week of posts does not repeat itself.
          variant: written++,
        },
        idea && { title: idea.title, notes: idea.notes },
      );
      const content = await writer.generator.generate(request);
      const status = approvalFirst ? 'pending_approval' : 'scheduled';
      // Null when the user scheduled a post into this slot meanwhile: theirs stays.
      const post = await this.scheduling.createPlanned({
        userId,
        content,
        status,
        scheduledTime: slot,
        tone,
      });
      if (post) planned++;
      // Used with its post; an idea whose slot the user took meanwhile waits for the next one.
      if (post && idea) await this.writing.ideas?.markUsed(userId, idea.id);
      if (post && status === 'pending_approval') {
        awaiting.push({ id: post.id, content, scheduledTime: slot });
      }
    }
    // A slot left empty (the bank ran dry, or the user took it meanwhile) is looked at again.
    await this.schedules.planned(userId, planned < free.length ? earliest(filled, retry) : filled);
    if (ranDry) {
      await this.activity.recordUnlessRecent(
        userId,
        'auto_post_skipped',
        builtIn ? IM.bankDryBuiltin : IM.bankDryModel,
        SKIPPED_NOTED_EVERY_MS,
      );
    }
    if (planned > 0) {
      this.logger.info({ userId, planned }, 'auto-post planned posts');
      const posts = planned === 1 ? 'a post' : `${planned} posts`;
      const then = approvalFirst ? 'for your approval' : 'and scheduled them';
      await this.activity.record(userId, 'post_generated', `Auto-post wrote ${posts} ${then}`);
    }
    if (awaiting.length && this.onAwaitingApproval) {
      await this.onAwaitingApproval(userId, awaiting);
    }
    return planned;
  }
}

/**
 * When a schedule whose slots up to `horizonEnd` are all planned is due again: when its next slot
 * comes into the horizon (the horizon is a week ahead of the planning lead). Null: it has no
 * slot (a custom schedule without days).
 */
export function nextPlanning(rule: SlotRule, horizonEnd: Date): Date | null {
  const [next] = upcomingSlots(rule, horizonEnd, 1);
  if (!next) return null;
  return new Date(next.getTime() - PLANNING_HORIZON_DAYS * 24 * 3600_000 - PLANNING_LEAD_MS);
}

const earliest = (a: Date | null, b: Date) => (a && a < b ? a : b);
