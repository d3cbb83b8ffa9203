import type { DataSource, Repository } from 'typeorm';
import {
  SCHEDULE_DEFAULTS,
  scheduleSchema,
  type ScheduleFrequency,
  type Weekday,
} from '@postpilot/common';
import type { User } from '../users/user.entity';
import { parseInput } from '../../kernel/input';
import type { ActivityService } from '../activity/activity.service';
import type * as Contract from '../../generated/graphql';
import { Schedule } from './schedule.entity';
import type { SlotRule } from './slots';

/** The contract's Schedule, its frequency and days typed as the slots read them. */
export type ScheduleView = Contract.Schedule & {
  frequency: ScheduleFrequency;
  customDays: Weekday[];
};

/** A saved schedule and the one it replaced: what the features that follow it react to. */
export interface ScheduleChange {
  userId: string;
  before: ScheduleView;
  after: ScheduleView;
}

export type ScheduleListener = (change: ScheduleChange) => Promise<void>;

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

/** The user's schedule: when they post, what is coming up, and what the next slots hold. */
export class ScheduleService {
  private readonly schedules: Repository<Schedule>;
  private readonly listeners: ScheduleListener[] = [];

  constructor(
    dataSource: DataSource,
    private readonly activity: ActivityService,
  ) {
    this.schedules = dataSource.getRepository(Schedule);
  }

  /**
   * Called after every save, in the order subscribed: the features above follow the schedule
   * (posts leave or rejoin the clock, auto-post's planner starts or stops) without it knowing them.
   */
  subscribe(listener: ScheduleListener): void {
    this.listeners.push(listener);
  }

  async get(user: User): Promise<ScheduleView> {
    return toView(await this.schedules.findOneBy({ userId: user.id }));
  }

  /**
   * Saves the whole schedule (spec §4: every change is a full update), then tells the listeners:
   * turning it off holds the user's scheduled posts, turning it on puts them back on the clock.
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
    const after = await this.get(user);
    for (const listener of this.listeners) await listener({ userId: user.id, before, after });
    await this.activity.record(user.id, 'schedule_changed', describeChange(before, after));
    return after;
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
