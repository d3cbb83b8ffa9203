import type { ActivityService } from '../activity/activity.service';
import type { DataSource, Repository } from 'typeorm';
import { onboardingSchema, profileSchema, settingsSchema, splitFullName } from '@postpilot/common';
import { parseInput, withoutNulls } from '../../kernel/input';
import type { AvatarService } from './avatar.service';
import { User } from './user.entity';

/** The user as every door shows it: stored fields plus the facts derived from them. */
export interface UserView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  jobTitle: string | null;
  company: string | null;
  bio: string | null;
  location: string | null;
  website: string | null;
  phone: string | null;
  profilePicture: string | null;
  isEmailVerified: boolean;
  hasCompletedOnboarding: boolean;
  isOnboardingComplete: boolean;
  linkedInConnected: boolean;
  contentNiches: string[];
  personalContext: string | null;
  targetAudience: string | null;
  tone: string;
  createdAt: Date;
  timezone: string;
  language: string;
  emailNotifications: boolean;
  pushNotifications: boolean;
  autoPostEnabled: boolean;
  contentApprovalRequired: boolean;
  defaultPostingTime: string;
  postingFrequency: string;
}

export function toUserView(user: User): UserView {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    jobTitle: user.jobTitle,
    company: user.company,
    bio: user.bio,
    location: user.location,
    website: user.website,
    phone: user.phone,
    profilePicture: user.profilePicture,
    isEmailVerified: user.isEmailVerified,
    hasCompletedOnboarding: user.hasCompletedOnboarding,
    isOnboardingComplete: user.hasCompletedOnboarding,
    linkedInConnected:
      user.linkedInAccount?.status === 'connected' &&
      user.linkedInAccount.expiresAt.getTime() > Date.now(),
    contentNiches: user.contentNiches,
    personalContext: user.personalContext,
    targetAudience: user.targetAudience,
    tone: user.tone,
    createdAt: user.createdAt,
    timezone: user.timezone,
    language: user.language,
    emailNotifications: user.emailNotifications,
    pushNotifications: user.pushNotifications,
    autoPostEnabled: user.autoPostEnabled,
    contentApprovalRequired: user.contentApprovalRequired,
    defaultPostingTime: user.defaultPostingTime,
    postingFrequency: user.postingFrequency,
  };
}

/**
 * The queued work a user can have (their posts' publish jobs, their auto-post planner), kept by
 * the features above this one; the composition root gives it.
 */
export interface UserJobs {
  /** Read before the account goes (what it names goes with the account's rows). */
  queuedFor(userId: string): Promise<string[]>;
  /** Takes the account's queued work off the queues. */
  forgetUser(userId: string, queued: string[]): Promise<void>;
}

export class UsersService {
  private readonly users: Repository<User>;

  constructor(
    dataSource: DataSource,
    private readonly avatars: AvatarService,
    private readonly activity: ActivityService,
    private readonly jobs: UserJobs,
  ) {
    this.users = dataSource.getRepository(User);
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** Stores the onboarding answers and marks onboarding complete. */
  async completeOnboarding(user: User, input: unknown): Promise<User> {
    const { contentNiches, personalContext, targetAudience, timezone, tone, autoPostEnabled } =
      parseInput(onboardingSchema, input);
    await this.users.update(user.id, {
      contentNiches,
      personalContext,
      targetAudience,
      timezone,
      // Spec §3's payload has no tone: then the user's current one (at first the default) stays.
      ...(tone ? { tone } : {}),
      autoPostEnabled,
      hasCompletedOnboarding: true,
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

  /**
   * Deletes the user; the database cascades to everything that belongs to them. Their files go
   * after the rows, so a failure leaves an orphan file rather than a broken account.
   */
  /** The user and everything of theirs: rows (by cascade), files, and queued jobs. */
  async remove(user: User): Promise<void> {
    const queued = await this.jobs.queuedFor(user.id);
    await this.users.delete(user.id);
    if (user.profilePicture) await this.avatars.removeFile(user.profilePicture);
    await this.jobs.forgetUser(user.id, queued);
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
      await this.activity.record(user.id, 'settings_changed', 'Updated your settings');
    }
    return this.users.findOneByOrFail({ id: user.id });
  }
}
