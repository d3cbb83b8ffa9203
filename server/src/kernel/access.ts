import { SERVER_MESSAGES } from '@postpilot/common';
import { AppError } from './errors';

/**
 * Who may call an operation, by how far the user has come (registered, e-mail verified, onboarded):
 * - `signedIn`: any signed-in user, also before the e-mail is verified (what the verify-email
 *   screen needs: who am I, resend the e-mail, delete the account);
 * - `verified`: the e-mail is verified (onboarding, profile, settings);
 * - `member`: verified and onboarded (everything else). The default: a new operation is closed
 *   until it says otherwise.
 */
export type Access = 'signedIn' | 'verified' | 'member';

/** What the kernel knows of a signed-in user: who, and how far through the lifecycle. */
export interface RequestUser {
  id: string;
  isEmailVerified: boolean;
  hasCompletedOnboarding: boolean;
}

/** The user if they have reached `access`; else 401 (not signed in) or 403 saying what to do. */
export function requireAccess<U extends RequestUser>(
  user: U | null | undefined,
  access: Access,
): U {
  if (!user) throw AppError.unauthenticated();
  if (access === 'signedIn') return user;
  if (!user.isEmailVerified) {
    throw new AppError('FORBIDDEN', 'EMAIL_NOT_VERIFIED', SERVER_MESSAGES.emailNotVerified);
  }
  if (access === 'verified') return user;
  if (!user.hasCompletedOnboarding) {
    throw new AppError('FORBIDDEN', 'ONBOARDING_INCOMPLETE', SERVER_MESSAGES.onboardingIncomplete);
  }
  return user;
}
