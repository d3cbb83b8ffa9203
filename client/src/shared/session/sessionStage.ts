import type { SessionUserFragment } from '../../gql/graphql';

/**
 * Where a visitor is in the lifecycle: registration, e-mail verification,
 * onboarding, then the app. Each guarded route admits exactly one stage.
 */
export type SessionStage = 'signedOut' | 'unverified' | 'onboarding' | 'onboarded';

type StageFacts = Pick<SessionUserFragment, 'isEmailVerified' | 'hasCompletedOnboarding'>;

export function stageOf(user: StageFacts | null): SessionStage {
  if (!user) return 'signedOut';
  if (!user.isEmailVerified) return 'unverified';
  if (!user.hasCompletedOnboarding) return 'onboarding';
  return 'onboarded';
}

/** The page each stage belongs on; the access flow sends anyone elsewhere there. */
export const HOME_OF_STAGE: Record<SessionStage, string> = {
  signedOut: '/login',
  unverified: '/verify-email',
  onboarding: '/onboarding',
  onboarded: '/dashboard',
};

export function homePathFor(user: StageFacts | null): string {
  return HOME_OF_STAGE[stageOf(user)];
}

/** The server's mark (?error=) on /verify-email for a verification link it refused. */
export const INVALID_LINK = 'invalid-link';
