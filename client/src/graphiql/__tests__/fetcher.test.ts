import { http, HttpResponse } from 'msw';
import { server } from '../../../test/server';
import { AUTHORIZATION_HINT, createPostpilotFetcher, operationNameIn } from '../fetcher';

/** Answers POST /graphql with `body` and records each request's headers and JSON. */
function graphqlEndpoint(body: string | object = { data: { __typename: 'Query' } }) {
  const seen: { headers: Headers; json: unknown }[] = [];
  server.use(
    http.post('*/graphql', async ({ request }) => {
      seen.push({ headers: request.headers, json: await request.json() });
      return typeof body === 'string'
        ? new HttpResponse(body, { status: 502, statusText: 'Bad Gateway' })
        : HttpResponse.json(body);
    }),
  );
  return seen;
}

const query = { query: '{ __typename }', operationName: null };

describe('createPostpilotFetcher', () => {
  it("sends the app's session token, read at each request", async () => {
    const seen = graphqlEndpoint();
    let token: string | null = null;
    const fetcher = createPostpilotFetcher('/graphql', () => token);

    await expect(fetcher(query, {})).resolves.toEqual({ data: { __typename: 'Query' } });
    token = 'jwt-session';
    await fetcher(query, {});

    expect(seen.map((request) => request.headers.get('authorization'))).toEqual([
      null,
      'Bearer jwt-session',
    ]);
    expect(seen[0].json).toEqual(query);
    expect(seen[0].headers.get('content-type')).toBe('application/json');
  });

  it('lets the headers editor replace the session, but never sends the untouched hint', async () => {
    const seen = graphqlEndpoint();
    const fetcher = createPostpilotFetcher('/graphql', () => 'jwt-session');

    await fetcher(query, { headers: { authorization: 'Bearer jwt-other', 'X-Trace': 'on' } });
    await fetcher(query, { headers: { Authorization: AUTHORIZATION_HINT } });

    expect(seen[0].headers.get('authorization')).toBe('Bearer jwt-other');
    expect(seen[0].headers.get('x-trace')).toBe('on');
    expect(seen[1].headers.get('authorization')).toBe('Bearer jwt-session');
  });

  it('shows a response that is not JSON as an error instead of failing to parse it', async () => {
    graphqlEndpoint('<html>upstream down</html>');
    const fetcher = createPostpilotFetcher('/graphql', () => null);

    await expect(fetcher(query, {})).resolves.toEqual({
      errors: [{ message: '502 Bad Gateway: <html>upstream down</html>' }],
    });
  });
});

describe('operationNameIn', () => {
  it('keeps a name the document has, and forgets one it no longer has', () => {
    expect(operationNameIn('query Me { me { id } }', 'Me')).toBe('Me');
    // The default query replaced by the user's own: the old name would be refused.
    expect(operationNameIn('query Posts { posts { totalCount } }', 'Me')).toBe('Posts');
    expect(operationNameIn('{ launchDate }', 'Me')).toBeNull();
    expect(operationNameIn('query A { me { id } } query B { launchDate }', 'Me')).toBeNull();
    expect(operationNameIn('query A { me { id } } query B { launchDate }', 'B')).toBe('B');
    expect(operationNameIn('{ me ', 'Me')).toBe('Me');
    expect(operationNameIn('{ me { id } }', null)).toBeNull();
  });
});
