import { CombinedGraphQLErrors } from '@apollo/client';
import type { FieldError } from '@postpilot/common';

/** The generic failure classes the server puts in a GraphQL error's extensions.code. */
export type ErrorCode =
  'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'RATE_LIMITED';

/**
 * Replaces the error of a request whose session had expired: the session has already told the
 * user, so the screen that made the request must not show a second message.
 */
export class SessionExpiredError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SessionExpiredError';
  }
}

function firstGraphQLError(error: unknown) {
  return CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
}

export function errorCode(error: unknown): string | undefined {
  const code = firstGraphQLError(error)?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The server's message when it sent one, else the action's fallback text ('Failed to …'). */
export function errorMessage(error: unknown, fallback: string): string {
  return firstGraphQLError(error)?.message || fallback;
}

/** The { field, message } list a BAD_USER_INPUT error carries, or an empty list. */
export function fieldErrors(error: unknown): FieldError[] {
  const errors = firstGraphQLError(error)?.extensions?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (item): item is FieldError =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as FieldError).field === 'string' &&
      typeof (item as FieldError).message === 'string',
  );
}

/** Seconds until a RATE_LIMITED request may be tried again, when the server said. */
export function retryAfterSeconds(error: unknown): number | undefined {
  const seconds = firstGraphQLError(error)?.extensions?.retryAfter;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : undefined;
}
