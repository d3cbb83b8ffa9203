import { Kind, parse } from 'graphql';
import type { GraphiQLProps } from 'graphiql';

type Fetcher = GraphiQLProps['fetcher'];

/**
 * What the headers editor shows someone who is not signed in to the app. Left as it is, it is not
 * sent (see below), so it never hides a session started later in another tab.
 */
export const AUTHORIZATION_HINT = 'Bearer <token>';
export const HEADERS_HINT = JSON.stringify({ Authorization: AUTHORIZATION_HINT }, null, 2);

/**
 * POSTs each operation as JSON to `path` on this origin. The app's session token (read at every
 * request, so signing in or out elsewhere takes effect) goes in `Authorization` unless the
 * headers editor sets its own.
 */
export function createPostpilotFetcher(path: string, readToken: () => string | null): Fetcher {
  return async (params, options) => {
    const headers = new Headers({
      'Content-Type': 'application/json',
      Accept: 'application/graphql-response+json, application/json',
    });
    const token = readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(options?.headers ?? {})) {
      if (name.toLowerCase() === 'authorization' && value === AUTHORIZATION_HINT) continue;
      headers.set(name, String(value));
    }
    const response = await fetch(new URL(path, window.location.origin), {
      method: 'POST',
      headers,
      body: JSON.stringify({
        ...params,
        operationName: operationNameIn(params.query, params.operationName),
      }),
    });
    const text = await response.text();
    try {
      return JSON.parse(text);
    } catch {
      // A proxy's error page or a server that is down: show what came back instead of a parse error.
      return {
        errors: [{ message: `${response.status} ${response.statusText}: ${text.slice(0, 500)}` }],
      };
    }
  };
}

/**
 * The operation to run: the one named, if the document still has it. The editor can keep the
 * name of an operation the user has since replaced (the default `Me`); then the document's only
 * operation runs, or the server is left to say which one it needs.
 */
export function operationNameIn(
  query: string,
  operationName: string | null | undefined,
): string | null | undefined {
  if (!operationName) return operationName;
  let names: (string | undefined)[];
  try {
    names = parse(query)
      .definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
      .map((definition) => definition.name?.value);
  } catch {
    // Not a document the server can parse either: it will say why.
    return operationName;
  }
  if (names.includes(operationName)) return operationName;
  return names.length === 1 ? (names[0] ?? null) : null;
}
