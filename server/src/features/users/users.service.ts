import type { ActivityService } from '../activity/activity.service';
import type { DataSource, Repository } from 'typeorm';
import {
  onboardingSchema,
  profileSchema,
  settingsSchema,
  splitFullName,
  type ScheduleFrequency,
} from '@postpilot/common';
import { parseInput, withoutNulls } from '../../kernel/input';
import type { AvatarService } from './avatar.service';
import { User } from './user.entity';

/**
 * The queued work a user can have (their auto-post planner), kept by the features above this
 * one; the composition root gives it. Their posts go with their rows.
 */
export interface UserJobs {
  /** Takes the account's queued work off the queues. */
  forgetUser(userId: string): Promise<void>;
  /**
   * The files the features above keep for the account (its posts' images and documents), read
   * before it goes: answers what removes them once the rows are gone.
   */
  filesOf(userId: string): Promise<() => Promise<void>>;
}

/**
 * What the account says that the schedule shares: its time zone, whether auto-post is on and
 * how often the user posts (one fact each, shown in onboarding, Settings and the Schedule page
 * alike).
 */
export interface AccountChange {
  userId: string;
  /** The onboarding answers (the browser's zone), rather than a change in Settings. */
  onboarded: boolean;
  timezone?: string;
  autoPostEnabled?: boolean;
  postingFrequency?: ScheduleFrequency;
}

export type AccountListener = (change: AccountChange) => Promise<void>;

export class UsersService {
  private readonly users: Repository<User>;
  private readonly listeners: AccountListener[] = [];

  constructor(
    dataSource: DataSource,
    private readonly avatars: AvatarService,
    private readonly activity: ActivityService,
    private readonly jobs: UserJobs,
  ) {
    this.users = dataSource.getRepository(User);
  }

  /** Called after onboarding and after a settings save that changes a shared fact. */
  subscribe(listener: AccountListener): void {
    this.listeners.push(listener);
  }

  /** The schedule's side of the shared facts, written back (it came from there: nobody is told). */
  async mirrorSchedule(
    userId: string,
    facts: { timezone: string; autoPostEnabled: boolean; postingFrequency: ScheduleFrequency },
  ): Promise<void> {
    await this.users.update(userId, facts);
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** Stores the onboarding answers and marks onboarding complete. */
  async completeOnboarding(user: User, input: unknown): Promise<User> {
    const {
      contentNiches,
      personalContext,
      targetAudience,
      timezone,
      tone,
      autoPostEnabled,
      jobTitle,
      company,
    } = parseInput(onboardingSchema, input);
    await this.users.update(user.id, {
      contentNiches,
      personalContext,
      targetAudience,
      timezone,
      // A payload without a tone (the specification's has none) keeps the user's current tone.
      ...(tone ? { tone } : {}),
      // The job title and company fill the profile (the specification's payload has neither).
      ...(jobTitle ? { jobTitle } : {}),
      ...(company ? { company } : {}),
      autoPostEnabled,
      hasCompletedOnboarding: true,
    });
    await this.notify({
      userId: user.id,
      onboarded: true,
      timezone,
      autoPostEnabled,
      // A schedule made now starts at the frequency Settings may have stored before onboarding.
      postingFrequency: user.postingFrequency as ScheduleFrequency,
    });
    return this.users.findOneByOrFail({ id: user.id });
  }

  /** Saves the profile fields; the e-mail address is never changed here, whatever is sent. */
  async updateProfile(user: User, input: unknown): Promise<User> {
    const values = parseInput(profileSchema, input);
    await this.users.update(user.id, values);
    return this.users.findOneByOrFail({ id: user.id });
  }

  async uploadAvatar(user: User, file: Buffer | undefined): Promise<User> {
    return this.avatars.upload(user, file);
  }

  /** The contract's profilePicture: a short-lived signed address of the avatar, or null. */
  avatarUrl(user: Pick<User, 'avatarKey'>): Promise<string | null> {
    return this.avatars.url(user);
  }

  /**
   * Deletes the user; the database cascades to everything that belongs to them. Their files go
   * after the rows, so a failure leaves an orphan file rather than a broken account; then the
   * features above forget the queued work (auto-post's planner).
   */
  async remove(user: User): Promise<void> {
    const removeFiles = await this.jobs.filesOf(user.id);
    await this.users.delete(user.id);
    if (user.avatarKey) await this.avatars.remove(user.avatarKey);
    await removeFiles();
    await this.jobs.forgetUser(user.id);
  }

  /** Saves the settings that were given; the others keep their stored values (false stays false). */
  async updateSettings(user: User, input: unknown): Promise<User> {
    const { name, ...rest } = parseInput(settingsSchema, withoutNulls(input));
    const changes: Partial<User> = Object.fromEntries(
      Object.entries(rest).filter(([, value]) => value !== undefined),
    );
    if (name !== undefined) Object.assign(changes, splitFullName(name));
    if (Object.keys(changes).length) {
      await this.users.update(user.id, changes);
      if (
        changes.timezone !== undefined ||
        changes.autoPostEnabled !== undefined ||
        changes.postingFrequency !== undefined
      ) {
        await this.notify({
          userId: user.id,
          onboarded: false,
          timezone: changes.timezone,
          autoPostEnabled: changes.autoPostEnabled,
          postingFrequency: changes.postingFrequency as ScheduleFrequency | undefined,
        });
      }
      await this.activity.record(user.id, 'settings_changed', 'Updated your settings');
    }
    return this.users.findOneByOrFail({ id: user.id });
  }

  private async notify(change: AccountChange): Promise<void> {
    for (const listener of this.listeners) await listener(change);
  }
}
