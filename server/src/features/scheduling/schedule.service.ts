import type { DataSource, Repository } from 'typeorm';
import { In, MoreThan } from 'typeorm';
import {
  SCHEDULE_DEFAULTS,
  scheduleSchema,
  type ScheduleFrequency,
  type Weekday,
} from '@postpilot/common';
import { AppError } from '../../kernel/errors';
import type { User } from '../users/user.entity';
import { parseInput } from '../../kernel/input';
import { Post } from '../content/post.entity';
import { toPostView, type PostView } from '../content/post.view';
import type { PublishScheduler } from '../publishing/publish-scheduler';
import type { PlanScheduler } from '../publishing/planner';
import type { ActivityService } from '../activity/activity.service';
import { Schedule } from './schedule.entity';
import { upcomingSlots, type SlotRule } from './slots';

export interface ScheduleView {
  timezone: string;
  frequency: ScheduleFrequency;
  customDays: Weekday[];
  timeSlots: string[];
  autoPost: boolean;
  isActive: boolean;
}

export interface ScheduleSlotView {
  time: Date;
  post: PostView | null;
}

const toView = (schedule: Schedule | null): ScheduleView =>
  schedule
    ? {
        timezone: schedule.timezone,
        frequency: schedule.frequency,
        customDays: schedule.customDays,
        timeSlots: [...schedule.timeSlots].sort(),
        autoPost: schedule.autoPost,
        isActive: schedule.isActive,
      }
    : {
        timezone: SCHEDULE_DEFAULTS.timezone,
        frequency: SCHEDULE_DEFAULTS.frequency,
        customDays: [...SCHEDULE_DEFAULTS.customDays],
        timeSlots: [...SCHEDULE_DEFAULTS.timeSlots],
        autoPost: SCHEDULE_DEFAULTS.autoPost,
        isActive: SCHEDULE_DEFAULTS.isActive,
      };

const limitOf = (value: unknown, fallback: number, max: number, field: string) => {
  const n = value === undefined || value === null || value === '' ? fallback : Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    const message = `${field} must be a whole number from 1 to ${max}`;
    throw new AppError('BAD_USER_INPUT', 'VALIDATION_FAILED', message, {
      errors: [{ field, message }],
    });
  }
  return n;
};

/** The user's schedule: when they post, what is coming up, and what the next slots hold. */
export class ScheduleService {
  private readonly schedules: Repository<Schedule>;
  private readonly posts: Repository<Post>;

  constructor(
    dataSource: DataSource,
    private readonly publishing: PublishScheduler,
    private readonly planning: PlanScheduler,
    private readonly activity: ActivityService,
  ) {
    this.schedules = dataSource.getRepository(Schedule);
    this.posts = dataSource.getRepository(Post);
  }

  async get(user: User): Promise<ScheduleView> {
    return toView(await this.schedules.findOneBy({ userId: user.id }));
  }

  /**
   * Saves the whole schedule (spec §4: every change is a full update). Turning it off holds the
   * user's scheduled posts (their jobs are removed; the posts stay scheduled); turning it on
   * again puts them back on the clock, by the same rules the worker applies after an outage.
   */
  async update(user: User, input: unknown): Promise<ScheduleView> {
    const values = parseInput(scheduleSchema, input);
    const before = await this.get(user);
    await this.schedules.upsert(
      {
        userId: user.id,
        timezone: values.timezone,
        frequency: values.frequency as ScheduleFrequency,
        customDays: values.customDays as Weekday[],
        timeSlots: [...new Set(values.timeSlots)].sort(),
        autoPost: values.autoPost,
        isActive: values.isActive,
      },
      ['userId'],
    );
    if (before.isActive && !values.isActive) await this.publishing.holdUser(user.id);
    if (!before.isActive && values.isActive) await this.publishing.resumeUser(user.id);
    await this.planning.sync(user.id, values);
    await this.activity.record(user.id, 'schedule_changed', describeChange(before, values));
    return this.get(user);
  }

  /** The rule slots come from: the saved schedule, else spec §3's default one. */
  async rule(user: User): Promise<SlotRule> {
    const view = await this.get(user);
    return {
      timezone: view.timezone,
      frequency: view.frequency,
      customDays: view.customDays,
      timeSlots: view.timeSlots,
    };
  }

  /** Scheduled posts, soonest first. */
  async upcoming(user: User, limit?: unknown): Promise<PostView[]> {
    const take = limitOf(limit, 10, 100, 'limit');
    const posts = await this.posts.find({
      where: { userId: user.id, status: In(['scheduled', 'publishing']) },
      order: { scheduledTime: 'ASC' },
      take,
    });
    return posts.map(toPostView);
  }

  /** The next `count` slots and the post due in each (spec §2 'Preview Schedule'). */
  async preview(user: User, count?: unknown): Promise<ScheduleSlotView[]> {
    const n = limitOf(count, 10, 50, 'count');
    const slots = upcomingSlots(await this.rule(user), new Date(), n);
    if (slots.length === 0) return [];
    // Posts waiting for approval show in the slot auto-post proposed for them.
    const posts = await this.posts.find({
      where: {
        userId: user.id,
        status: In(['scheduled', 'publishing', 'pending_approval']),
        scheduledTime: MoreThan(new Date(slots[0].getTime() - 1)),
      },
    });
    const byTime = new Map<number, Post>();
    for (const post of posts) {
      const time = post.scheduledTime!.getTime();
      // A scheduled post wins over one merely proposed for the same slot.
      if (!byTime.has(time) || byTime.get(time)!.status === 'pending_approval') {
        byTime.set(time, post);
      }
    }
    return slots.map((time) => {
      const post = byTime.get(time.getTime());
      return { time, post: post ? toPostView(post) : null };
    });
  }
}

/** The activity line for a schedule save: what the user will recognise having done. */
function describeChange(before: ScheduleView, after: { isActive: boolean; autoPost: boolean }) {
  if (before.isActive !== after.isActive) {
    return after.isActive ? 'Turned your posting schedule on' : 'Paused your posting schedule';
  }
  if (before.autoPost !== after.autoPost) {
    return after.autoPost ? 'Turned auto-post on' : 'Turned auto-post off';
  }
  return 'Updated your posting schedule';
}
