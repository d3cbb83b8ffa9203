import { Field, ID, InputType, ObjectType } from 'type-graphql';
import type * as Contract from '../../generated/graphql';

@ObjectType('User', {
  description: 'A Postpilot account: profile, verification and onboarding state, and settings.',
})
export class UserType implements Contract.User {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  email: string;

  @Field(() => String)
  firstName: string;

  @Field(() => String)
  lastName: string;

  @Field(() => String, { description: 'First and last name, separated by a space.' })
  name: string;

  @Field(() => String, { nullable: true })
  jobTitle: string | null;

  @Field(() => String, { nullable: true })
  company: string | null;

  @Field(() => String, { nullable: true })
  bio: string | null;

  @Field(() => String, { nullable: true })
  location: string | null;

  @Field(() => String, { nullable: true })
  website: string | null;

  @Field(() => String, { nullable: true })
  phone: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The address of the avatar image, if one was uploaded: signed and short-lived (an hour by default); read the user again for a fresh one.',
  })
  profilePicture: string | null;

  @Field(() => Boolean)
  isEmailVerified: boolean;

  @Field(() => Boolean)
  hasCompletedOnboarding: boolean;

  @Field(() => Boolean, {
    description: 'The same fact as hasCompletedOnboarding, under the name some clients read.',
  })
  isOnboardingComplete: boolean;

  @Field(() => Boolean, {
    description: 'Whether a LinkedIn account is connected and usable for publishing.',
  })
  linkedInConnected: boolean;

  @Field(() => [String], { description: 'The niches chosen in onboarding.' })
  contentNiches: string[];

  @Field(() => String, {
    nullable: true,
    description: 'Job title, company, experience and goals, as given in onboarding.',
  })
  personalContext: string | null;

  @Field(() => String, { nullable: true, description: 'Who the posts are written for.' })
  targetAudience: string | null;

  @Field(() => String, {
    description:
      'The tone posts are written in: professional, casual, inspirational, educational or humorous.',
  })
  tone: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => String)
  timezone: string;

  @Field(() => String, {
    description:
      'One of en, es, fr, de, ja: the language posts are written in (an AI writes in any of them; the built-in writer writes English only).',
  })
  language: string;

  @Field(() => Boolean)
  emailNotifications: boolean;

  @Field(() => Boolean)
  pushNotifications: boolean;

  @Field(() => Boolean)
  autoPostEnabled: boolean;

  @Field(() => Boolean)
  contentApprovalRequired: boolean;

  @Field(() => String, { description: 'The default time for new posting slots, HH:MM (24-hour).' })
  defaultPostingTime: string;

  @Field(() => String, {
    description:
      "How often the user posts: daily, weekly or custom. The same fact as the schedule's frequency: changing one changes the other.",
  })
  postingFrequency: string;
}

@InputType('OnboardingInput', {
  description: 'What the user writes about and how, collected by the 3-step onboarding.',
})
export class OnboardingInput implements Contract.OnboardingInput {
  @Field(() => [String], { description: 'One or more of the 20 niches.' })
  contentNiches: string[];

  @Field(() => String, {
    description: 'Job title, company, experience and goals joined into one text.',
  })
  personalContext: string;

  @Field(() => String, { description: 'Who the posts are written for.' })
  targetAudience: string;

  @Field(() => String, {
    description: 'An IANA time zone such as Europe/Paris, taken from the browser.',
  })
  timezone: string;

  @Field(() => String, {
    description: 'professional, casual, inspirational, educational or humorous.',
  })
  tone: string;

  @Field(() => Boolean, {
    description: 'Post automatically when a slot comes, rather than waiting for approval.',
  })
  autoPostEnabled: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      "The job title, up to 200 characters; saved to the profile (left out or empty: the profile's stays).",
  })
  jobTitle?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The company, up to 200 characters; saved to the profile (left out or empty: the profile's stays).",
  })
  company?: string | null;
}

@InputType('UpdateProfileInput')
export class UpdateProfileInput implements Contract.UpdateProfileInput {
  @Field(() => String)
  firstName: string;

  @Field(() => String)
  lastName: string;

  @Field(() => String, { nullable: true })
  jobTitle?: string | null;

  @Field(() => String, { nullable: true })
  company?: string | null;

  @Field(() => String, { nullable: true })
  bio?: string | null;

  @Field(() => String, { nullable: true })
  location?: string | null;

  @Field(() => String, { nullable: true })
  website?: string | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;
}

@InputType('UpdateSettingsInput', {
  description: 'Settings to change; a field left out (or null) keeps its stored value.',
})
export class UpdateSettingsInput implements Contract.UpdateSettingsInput {
  @Field(() => String, {
    nullable: true,
    description: 'Full name: the first word becomes the first name, the rest the last name.',
  })
  name?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'One of the 8 settings time zones, such as America/New_York.',
  })
  timezone?: string | null;

  @Field(() => String, { nullable: true, description: 'One of en, es, fr, de, ja.' })
  language?: string | null;

  @Field(() => Boolean, { nullable: true })
  emailNotifications?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  pushNotifications?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  autoPostEnabled?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  contentApprovalRequired?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: 'The default time for new posting slots, HH:MM (24-hour).',
  })
  defaultPostingTime?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "One of daily, weekly, custom; the schedule's frequency changes with it (the days of weekly and custom are the schedule's).",
  })
  postingFrequency?: string | null;
}

@InputType('ChangePasswordInput')
export class ChangePasswordInput implements Contract.ChangePasswordInput {
  @Field(() => String)
  currentPassword: string;

  @Field(() => String, {
    description: 'At least 8 characters with an uppercase letter, a lowercase letter and a digit.',
  })
  newPassword: string;
}

@InputType('DeleteAccountInput')
export class DeleteAccountInput implements Contract.DeleteAccountInput {
  @Field(() => String, {
    description: "The account's current password, to confirm it is really the owner.",
  })
  password: string;
}
