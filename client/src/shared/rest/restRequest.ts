import { API_BASE_PATH, ERRORS } from '@postpilot/common';
import { SessionExpiredError } from '../apollo/errors';
import { readToken } from '../session/tokenStorage';

/** A refusal from the REST adapter: its `{ success: false, message }`, with the HTTP status. */
export class RestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

export interface RestRequestInit {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Multipart form data (a file upload); the browser sets the content type and boundary. */
  body?: FormData;
  /** Said when neither the server nor the network gave a message. */
  fallback: string;
  /** Called once when the token this request carried is refused (HTTP 401) and still held. */
  onSessionExpired: () => void;
}

/**
 * Calls the REST adapter under API_BASE_PATH with the session's bearer token, for what GraphQL
 * does not carry (file uploads). Resolves with the `{ success: true, ... }` body; rejects with a
 * RestError carrying the server's message, or with SessionExpiredError after a 401 ended the
 * session, the way the Apollo client's error link does for GraphQL.
 */
export async function restRequest<T extends object>(
  path: string,
  { method, body, fallback, onSessionExpired }: RestRequestInit,
): Promise<T> {
  const token = readToken();
  let response: Response;
  try {
    // Absolute, so the same code runs in a browser and under Node's fetch in tests.
    response = await fetch(new URL(`${API_BASE_PATH}${path}`, window.location.href).href, {
      method,
      body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new RestError(fallback, 0);
  }
  // Only the token still held counts: a late answer to a previous session must not end this one.
  if (response.status === 401 && token && token === readToken()) {
    onSessionExpired();
    throw new SessionExpiredError(ERRORS.sessionExpired);
  }
  const payload = (await response.json().catch(() => null)) as
    (T & { success?: boolean; message?: string }) | null;
  if (!response.ok || !payload || payload.success === false) {
    throw new RestError(payload?.message || fallback, response.status);
  }
  return payload;
}
