import { parseRetryAfter } from '../../kernel/retry-after';

export type LinkedInErrorKind =
  | 'unauthorized'
  | 'forbidden'
  | 'duplicate'
  | 'version'
  | 'rate_limited'
  | 'unavailable'
  | 'bad_request';

/** Only these are worth trying again later; the others fail the same way every time. */
const RETRYABLE: ReadonlySet<LinkedInErrorKind> = new Set(['rate_limited', 'unavailable']);

export interface LinkedInErrorDetails {
  duplicateUrn?: string;
  retryAfterSeconds?: number;
  /** LinkedIn's numeric serviceErrorCode (65601, …), as text. */
  serviceErrorCode?: string;
  /** LinkedIn's error code: EXPIRED_ACCESS_TOKEN, ACCESS_DENIED, invalid_request, … */
  code?: string;
}

/**
 * A failed LinkedIn call, classified. The client never retries: whoever calls it decides, from
 * `retryable` and `retryAfterSeconds` (the publish job's retry policy does).
 */
export class LinkedInError extends Error {
  override readonly name = 'LinkedInError';
  readonly retryable: boolean;
  readonly duplicateUrn?: string;
  readonly retryAfterSeconds?: number;
  readonly serviceErrorCode?: string;
  readonly code?: string;

  constructor(
    readonly kind: LinkedInErrorKind,
    message: string,
    /** The HTTP status LinkedIn answered with; 0 when no answer came. */
    readonly status: number,
    details: LinkedInErrorDetails = {},
  ) {
    super(message);
    this.retryable = RETRYABLE.has(kind);
    if (details.duplicateUrn !== undefined) this.duplicateUrn = details.duplicateUrn;
    if (details.retryAfterSeconds !== undefined) this.retryAfterSeconds = details.retryAfterSeconds;
    if (details.serviceErrorCode !== undefined) this.serviceErrorCode = details.serviceErrorCode;
    if (details.code !== undefined) this.code = details.code;
  }
}

/** How much of LinkedIn's own message we pass on (it may end up in front of the user). */
const MAX_DETAIL_CHARS = 200;

/** "Content is a duplicate of urn:li:share:123" (or urn:li:ugcPost:123). */
const DUPLICATE_OF = /duplicate of (urn:li:(?:share|ugcPost):\d+)/i;

/**
 * What LinkedIn's error body says, REST (`{ status, serviceErrorCode, code, message }`) or OAuth
 * (`{ error, error_description }`).
 */
interface ErrorBody {
  message?: string;
  code?: string;
  serviceErrorCode?: string;
}

function readErrorBody(text: string): ErrorBody {
  let json: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return {};
    json = parsed as Record<string, unknown>;
  } catch {
    return {};
  }
  const str = (value: unknown) =>
    typeof value === 'string' && value.trim() ? value.trim().replace(/\s+/g, ' ') : undefined;
  const message = str(json.message) ?? str(json.error_description) ?? str(json.error);
  const serviceErrorCode =
    typeof json.serviceErrorCode === 'number' || typeof json.serviceErrorCode === 'string'
      ? String(json.serviceErrorCode)
      : undefined;
  return {
    message:
      message && message.length > MAX_DETAIL_CHARS
        ? `${message.slice(0, MAX_DETAIL_CHARS - 1)}…`
        : message,
    code: str(json.code) ?? str(json.error),
    serviceErrorCode,
  };
}

export interface FailedAnswer {
  status: number;
  retryAfter: string | null;
  body: string;
}

/** The LinkedInError for a non-2xx answer; `version` is the LinkedIn-Version that was sent. */
export function classifyAnswer({ status, retryAfter, body }: FailedAnswer, version: string) {
  const { message, code, serviceErrorCode } = readErrorBody(body);
  const details: LinkedInErrorDetails = { code, serviceErrorCode };
  const because = message ? `: ${message}` : ` (HTTP ${status})`;

  if (status === 401) {
    const text =
      code === 'EXPIRED_ACCESS_TOKEN'
        ? 'The LinkedIn access token has expired; reconnect LinkedIn'
        : code === 'REVOKED_ACCESS_TOKEN'
          ? 'The LinkedIn access was revoked by the member; reconnect LinkedIn'
          : `LinkedIn refused the credentials${because}`;
    return new LinkedInError('unauthorized', text, status, details);
  }
  if (status === 403) {
    return new LinkedInError('forbidden', `LinkedIn denied access${because}`, status, details);
  }
  const duplicate = status === 422 && message ? DUPLICATE_OF.exec(message) : null;
  if (duplicate) {
    return new LinkedInError(
      'duplicate',
      `LinkedIn already has this post (${duplicate[1]})`,
      status,
      { ...details, duplicateUrn: duplicate[1] },
    );
  }
  if (status === 426) {
    return new LinkedInError(
      'version',
      `LinkedIn no longer accepts API version ${version} (LINKEDIN_VERSION=${version}); set LINKEDIN_VERSION to a current version, YYYYMM`,
      status,
      details,
    );
  }
  const retryAfterSeconds = parseRetryAfter(retryAfter);
  if (status === 429) {
    const when = retryAfterSeconds !== undefined ? `in ${retryAfterSeconds} s` : 'later';
    return new LinkedInError(
      'rate_limited',
      `LinkedIn is limiting requests; try again ${when}`,
      status,
      { ...details, retryAfterSeconds },
    );
  }
  if (status >= 400 && status < 500) {
    return new LinkedInError('bad_request', `LinkedIn rejected the request${because}`, status, {
      ...details,
    });
  }
  return new LinkedInError('unavailable', `LinkedIn is unavailable (HTTP ${status})`, status, {
    ...details,
    retryAfterSeconds,
  });
}
