import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingView } from '../../shared/layout/LoadingView';
import { useSession } from '../../shared/session/sessionContext';
import {
  HOME_OF_STAGE,
  INVALID_LINK,
  stageOf,
  type SessionStage,
} from '../../shared/session/sessionStage';

/**
 * The access flow as one rule: a guarded route admits one lifecycle stage and sends
 * everyone else to the page of their own stage (signed out → /login, unverified →
 * /verify-email, not onboarded → /onboarding, onboarded → /dashboard).
 */
export function RequireStage({ stage }: { stage: SessionStage }) {
  const { user, loading } = useSession();
  const { search } = useLocation();
  if (loading) return <LoadingView />;
  const current = stageOf(user);
  if (current !== stage) {
    // A used or expired verification link opened while signed out: sign-in says so.
    const invalidLink =
      current === 'signedOut' && new URLSearchParams(search).get('error') === INVALID_LINK;
    const home = HOME_OF_STAGE[current];
    return <Navigate to={invalidLink ? `${home}?error=${INVALID_LINK}` : home} replace />;
  }
  return <Outlet />;
}

/** /login, /register, /forgot-password, /reset-password/:token: visitors not fully signed in. */
export const RequireSignedOut = () => <RequireStage stage="signedOut" />;

/** /verify-email: signed in with the address not yet verified. */
export const RequireUnverified = () => <RequireStage stage="unverified" />;

/** /onboarding: signed in and verified, onboarding not yet done. */
export const RequireOnboardingPending = () => <RequireStage stage="onboarding" />;

/** The app itself: signed in, verified, onboarding complete. */
export const RequireOnboarded = () => <RequireStage stage="onboarded" />;

/** /coming-soon: anyone, once the session is known (the page asks the server for its date). */
export function RequireSession() {
  const { loading } = useSession();
  return loading ? <LoadingView /> : <Outlet />;
}
