import type { DataSource, Repository } from 'typeorm';
import {
  SCHEDULE_DEFAULTS,
  SCHEDULE_FREQUENCIES,
  SCHEDULE_TIMEZONES,
  scheduleSchema,
  type ScheduleFrequency,
  type Weekday,
} from '@postpilot/common';
import type { User } from '../users/user.entity';
import type { AccountChange, UsersService } from '../users/users.service';
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
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
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

  async get(user: Pick<User, 'id'>): Promise<ScheduleView> {
    return toView(await this.schedules.findOneBy({ userId: user.id }));
  }

  /**
   * Saves the whole schedule (each change the user makes is saved at once, as a full update),
   * then tells the listeners: turning it off holds the user's scheduled posts, turning it on
   * puts them back on the clock.
   */
  async update(user: User, input: unknown): Promise<ScheduleView> {
    const values = parseInput(scheduleSchema, input);
    const before = await this.get(user);
    const after = await this.save(user.id, before, {
      timezone: values.timezone,
      frequency: values.frequency as ScheduleFrequency,
      customDays: values.customDays as Weekday[],
      timeSlots: values.timeSlots,
      autoPost: values.autoPost,
      isActive: values.isActive,
    });
    // The account shows the same zone, auto-post switch and frequency.
    await this.users.mirrorSchedule(user.id, {
      timezone: after.timezone,
      autoPostEnabled: after.autoPost,
      postingFrequency: after.frequency,
    });
    await this.activity.record(user.id, 'schedule_changed', describeChange(before, after));
    return after;
  }

  /**
   * The account's side of the shared facts: auto-post as onboarding or Settings set it, the
   * account's time zone (the browser's at onboarding, when there is no schedule yet; the one
   * chosen in Settings always), when it is one of the schedule's zones, and the posting
   * frequency as Settings set it (onboarding's only starts a schedule that does not exist yet).
   * The days of a weekly or custom frequency stay the schedule's.
   */
  async followAccount(change: AccountChange): Promise<void> {
    const existing = await this.schedules.findOneBy({ userId: change.userId });
    const before = toView(existing);
    const zoneApplies =
      change.timezone !== undefined &&
      (SCHEDULE_TIMEZONES as readonly string[]).includes(change.timezone) &&
      (!existing || !change.onboarded);
    const frequencyApplies =
      change.postingFrequency !== undefined &&
      (SCHEDULE_FREQUENCIES as readonly string[]).includes(change.postingFrequency) &&
      (!existing || !change.onboarded);
    const after = {
      ...before,
      timezone: zoneApplies ? change.timezone! : before.timezone,
      autoPost: change.autoPostEnabled ?? before.autoPost,
      frequency: frequencyApplies ? change.postingFrequency! : before.frequency,
    };
    if (
      existing &&
      after.timezone === before.timezone &&
      after.autoPost === before.autoPost &&
      after.frequency === before.frequency
    ) {
      return;
    }
    await this.save(change.userId, before, after);
  }

  /**
   * Writes the whole schedule, then tells the listeners. With auto-post on, the schedule is due
   * for planning at once (its slots or zone may have changed); off or paused, never.
   */
  private async save(userId: string, before: ScheduleView, after: ScheduleView) {
    await this.schedules.upsert(
      {
        userId,
        ...after,
        timeSlots: [...new Set(after.timeSlots)].sort(),
        nextPlanAt: after.isActive && after.autoPost ? () => 'now()' : null,
      },
      ['userId'],
    );
    const saved = toView(await this.schedules.findOneBy({ userId }));
    for (const listener of this.listeners) await listener({ userId, before, after: saved });
    return saved;
  }

  /**
   * Claims up to `limit` schedules due for planning, most overdue first, for `leaseMs`: their
   * time moves to the lease's end, so another worker passes them by, and a run that never ends
   * (a worker died) makes them due again. Answers their users.
   */
  async claimDuePlans(limit: number, leaseMs: number): Promise<string[]> {
    const rows: { user_id: string }[] = await this.dataSource.query(
      `WITH due AS (
         SELECT user_id FROM schedules
          WHERE next_plan_at <= now()
          ORDER BY next_plan_at
          LIMIT $1
          FOR UPDATE SKIP LOCKED),
       claimed AS (
         UPDATE schedules s SET next_plan_at = now() + make_interval(secs => $2)
           FROM due WHERE s.user_id = due.user_id
         RETURNING s.user_id)
       SELECT user_id FROM claimed`,
      [limit, leaseMs / 1000],
    );
    return rows.map((row) => row.user_id);
  }

  /**
   * A planning run is over: the schedule is due next at `next` (null: no slot will ever come).
   * Only a claimed schedule moves; one saved during the run stays due at once, so the run that
   * follows sees the new slots.
   */
  async planned(userId: string, next: Date | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE schedules SET next_plan_at = $2 WHERE user_id = $1 AND next_plan_at > now()`,
      [userId, next],
    );
  }

  /** When the user's schedule is due for planning next (null: not planned). */
  async nextPlanAt(userId: string): Promise<Date | null> {
    const row = await this.schedules.findOne({ select: { nextPlanAt: true }, where: { userId } });
    return row?.nextPlanAt ?? null;
  }

  /** The rule slots come from: the saved schedule, else SCHEDULE_DEFAULTS. */
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
