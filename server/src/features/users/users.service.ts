import type { DataSource, Repository } from 'typeorm';
import { onboardingSchema, validate } from '@postpilot/common';
import { AppError } from '../../app/errors';
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
    // No LinkedIn connection can exist until the publishing feature stores one.
    linkedInConnected: false,
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
  };
}

export class UsersService {
  private readonly users: Repository<User>;

  constructor(dataSource: DataSource) {
    this.users = dataSource.getRepository(User);
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** Stores the onboarding answers and marks onboarding complete. */
  async completeOnboarding(user: User, input: unknown): Promise<User> {
    const result = validate(onboardingSchema, input);
    if (result.errors) throw AppError.validation(result.errors);
    const { contentNiches, personalContext, targetAudience, timezone, tone, autoPostEnabled } =
      result.value;
    await this.users.update(user.id, {
      contentNiches,
      personalContext,
      targetAudience,
      timezone,
      tone,
      autoPostEnabled,
      hasCompletedOnboarding: true,
    });
    return this.users.findOneByOrFail({ id: user.id });
  }
}
