import { useEffect, useRef } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { LINKEDIN_MESSAGES } from '@postpilot/common';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../../shared/useToast';
import { MeDocument } from '../../gql/graphql';

/**
 * Reads the session user again, so linkedInConnected follows a change of the connection
 * (the profile page and the dashboard show it). The answer lands in the cache the session
 * reads; a failure leaves the user as it was.
 */
export function refreshSessionUser(client: ApolloClient): void {
  client
    .query({
      query: MeDocument,
      fetchPolicy: 'network-only',
      // Not the answer to a request already on its way, which may predate the change.
      context: { queryDeduplication: false },
    })
    .catch(() => undefined);
}

/** The LinkedIn connection's messages the specification leaves open. */
export const LINKEDIN_TEXTS = {
  connected: 'LinkedIn connected successfully!',
  cancelled: 'LinkedIn connection was cancelled',
  connectFailed: 'Failed to connect LinkedIn',
  disconnected: 'LinkedIn disconnected',
  disconnectFailed: 'Failed to disconnect LinkedIn',
} as const;

/** The callback's `reason` (the server's or LinkedIn's error code), in words. */
const REASONS: Record<string, string> = {
  invalid_state: LINKEDIN_MESSAGES.stateInvalid,
  // The consent link came back to a browser without the cookie of the one that asked for it.
  other_browser:
    'This LinkedIn link was opened in another browser. Connect again from this browser.',
  missing_code: 'LinkedIn sent no authorization code. Please try again.',
  access_denied: 'LinkedIn denied access.',
  unauthorized: "LinkedIn did not accept Postpilot's app credentials.",
  forbidden: 'LinkedIn refused a permission Postpilot needs.',
  rate_limited: 'LinkedIn is receiving too many requests. Please try again in a few minutes.',
  unavailable: 'LinkedIn could not be reached. Please try again in a moment.',
  version: 'LinkedIn no longer accepts the API version Postpilot uses.',
  bad_request: 'LinkedIn refused the request.',
};

/** LinkedIn's codes for a member who stopped on its sign-in or consent page. */
const CANCELLED = new Set(['user_cancelled_authorize', 'user_cancelled_login']);

/** What to tell the user when the callback came back with linkedin=error&reason=…. */
export function connectionFailure(reason: string | null): string {
  if (reason && CANCELLED.has(reason)) return LINKEDIN_TEXTS.cancelled;
  if (!reason) return LINKEDIN_TEXTS.connectFailed;
  // An unknown code (it comes from the address bar) is shown short and as words.
  const words = REASONS[reason] ?? `LinkedIn answered: ${reason.replace(/_/g, ' ').slice(0, 80)}.`;
  return `${LINKEDIN_TEXTS.connectFailed}. ${words}`;
}

/**
 * The end of the consent round trip: the server's callback lands on
 * /settings?tab=linkedin&linkedin=connected (or =error&reason=…). Says how it went once, takes
 * the outcome out of the address (a reload must not say it again) and reads the session user
 * again, so linkedInConnected is right everywhere.
 */
export function useLinkedInOutcome() {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const client = useApolloClient();
  const outcome = params.get('linkedin');
  const reason = params.get('reason');
  // StrictMode runs an effect twice on mount; the outcome is told once.
  const told = useRef<string | null>(null);

  useEffect(() => {
    if (!outcome) return;
    const key = `${outcome}:${reason ?? ''}`;
    if (told.current === key) return;
    told.current = key;
    if (outcome === 'connected') toast.success(LINKEDIN_TEXTS.connected);
    else if (outcome === 'error') toast.errorText(connectionFailure(reason));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('linkedin');
        next.delete('reason');
        return next;
      },
      { replace: true },
    );
    // The tab reads the connection as it opens; the session user (already loaded) is read anew.
    refreshSessionUser(client);
  }, [outcome, reason, toast, setParams, client]);
}
