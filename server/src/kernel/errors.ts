import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { SERVER_MESSAGES, type FieldError } from '@postpilot/common';

/** The generic classes of failure; each maps to one GraphQL code and one HTTP status. */
export const ERROR_KINDS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** Well-formed, but what it points at cannot be used (a link whose page cannot be read). */
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  /** Something we depend on (the AI endpoint, the worker) failed; not the client's doing. */
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorKind = keyof typeof ERROR_KINDS;

/**
 * A failure the user can act on. `kind` is the generic class (GraphQL extensions.code, HTTP
 * status); `code` names the precise case (extensions.subCode), e.g. EMAIL_TAKEN.
 */
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    readonly details: { errors?: FieldError[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_KINDS[this.kind];
  }

  static validation(errors: FieldError[]): AppError {
    const message = `Validation errors: ${errors.map((e) => `${e.field}: ${e.message}`).join(', ')}`;
    return new AppError('BAD_USER_INPUT', 'VALIDATION_FAILED', message, { errors });
  }

  static unauthenticated(message: string = SERVER_MESSAGES.authenticationRequired): AppError {
    return new AppError('UNAUTHENTICATED', 'UNAUTHENTICATED', message);
  }

  static notFound(code: string, message: string = SERVER_MESSAGES.notFound): AppError {
    return new AppError('NOT_FOUND', code, message);
  }
}

/** The JSON body the REST adapter answers a failure with. */
export function restErrorBody(error: AppError) {
  return {
    success: false as const,
    message: error.message,
    code: error.code,
    ...(error.details.errors ? { errors: error.details.errors } : {}),
  };
}

/**
 * Apollo's formatError: AppErrors keep their message and gain their codes; GraphQL's own
 * errors (syntax, validation, variable coercion) pass through; anything else is logged by the
 * caller and masked, so internals never leak.
 */
export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  error: unknown,
  onUnexpected: (error: unknown) => void,
): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof AppError) {
    return {
      message: original.message,
      path: formatted.path,
      locations: formatted.locations,
      extensions: {
        code: original.kind,
        subCode: original.code,
        ...(original.details.errors ? { errors: original.details.errors } : {}),
        ...(original.details.retryAfterSeconds !== undefined
          ? { retryAfter: original.details.retryAfterSeconds }
          : {}),
      },
    };
  }
  const code = formatted.extensions?.code;
  if (original instanceof GraphQLError || (code && code !== 'INTERNAL_SERVER_ERROR')) {
    return formatted;
  }
  onUnexpected(original);
  return {
    message: SERVER_MESSAGES.internal,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}
