import { profileSchema } from '@postpilot/common';
import type { SessionUser } from '../../shared/session/sessionContext';
import type { UpdateProfileInput } from '../../gql/graphql';
import { dateFormat } from '../../shared/format/display';

export const EMAIL_READ_ONLY_NOTE = 'Email cannot be changed. Contact support if needed.';

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  jobTitle: string;
  company: string;
  bio: string;
  location: string;
  website: string;
  phone: string;
}

export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'jobTitle',
  'company',
  'bio',
  'location',
  'website',
  'phone',
] as const satisfies readonly (keyof ProfileFormValues)[];

/** The server's limits (profileSchema), so a field stops taking text where it would be refused. */
export const PROFILE_MAX_LENGTHS = {
  jobTitle: 200,
  company: 200,
  bio: 2000,
  location: 200,
  website: 500,
  phone: 50,
} as const;

/** The stored profile as form values; a field never filled in is empty text. */
export function profileValuesOf(user: SessionUser): ProfileFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    jobTitle: user.jobTitle ?? '',
    company: user.company ?? '',
    bio: user.bio ?? '',
    location: user.location ?? '',
    website: user.website ?? '',
    phone: user.phone ?? '',
  };
}

/** Trimmed, with empty fields sent as null (cleared), as the server stores them. */
export function toProfileInput(values: ProfileFormValues): UpdateProfileInput {
  const cleaned = profileSchema.cast(values, { stripUnknown: true });
  return {
    firstName: cleaned.firstName,
    lastName: cleaned.lastName,
    jobTitle: cleaned.jobTitle ?? null,
    company: cleaned.company ?? null,
    bio: cleaned.bio ?? null,
    location: cleaned.location ?? null,
    website: cleaned.website ?? null,
    phone: cleaned.phone ?? null,
  };
}

/** The avatar's stand-in letter: the first name's, else the e-mail's, else U. */
export function avatarInitialOf(user: Pick<SessionUser, 'firstName' | 'email'>): string {
  return (user.firstName.trim().charAt(0) || user.email.trim().charAt(0) || 'U').toUpperCase();
}

const memberSinceFormat = () => dateFormat({ year: 'numeric', month: 'long', day: 'numeric' });

/** 'November 21, 2026'. */
export const formatMemberSince = (createdAt: string) =>
  memberSinceFormat().format(new Date(createdAt));

/** A website as a link: an address typed without a scheme is taken as https. */
export const websiteHref = (website: string) =>
  /^https?:\/\//i.test(website) ? website : `https://${website}`;
