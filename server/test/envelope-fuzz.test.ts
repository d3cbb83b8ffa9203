import fc from 'fast-check';
import { startTestApp, type TestApp } from './support/app';
import { bearer, registerUser, type RegisteredUser } from './support/factories';

/**
 * Hostile GraphQL requests around the operation rather than in it: `query`, `operationName`,
 * `variables` and `extensions` of every JSON type, missing or naming nothing in the document,
 * batched arrays, GET with each of these in the address, and every content type. Whatever
 * arrives, the answer is a 4xx (or a 200 for a request that is valid after all), never a 5xx or
 * an INTERNAL_SERVER_ERROR, and no cache may keep it.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

let app: TestApp;
let member: RegisteredUser;
beforeAll(async () => {
  app = await startTestApp();
  member = await registerUser(app);
});
afterAll(async () => {
  await app.stop();
});

const DOCUMENTS = [
  '{ __typename }',
  'query A { __typename }',
  'query A { __typename } query B { __typename }',
  'mutation M { __typename }',
  'subscription S { __typename }',
  'query ($n: Int!) { __typename }',
  '{',
  '',
];

/** Any JSON value, with the shapes a client could mistake for the right one weighted in. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, '', 'A', 'B', 'Nope', 0, -1, 1.5, true, false, [], {}, [{}]),
  fc.constantFrom<unknown>({ n: 1 }, { n: 'x' }, { __proto__: { polluted: true } }, ['A']),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A field of the envelope: left out (undefined), or any JSON value, or a plausible one. */
const field = (plausible: fc.Arbitrary<unknown>) =>
  fc.oneof(fc.constant(undefined), anyJson, plausible);

const envelope = fc.record({
  query: field(fc.constantFrom(...DOCUMENTS)),
  operationName: field(fc.constantFrom('A', 'B', 'M', 'S', 'Nope')),
  variables: field(fc.constantFrom<unknown>({ n: 1 }, {})),
  extensions: field(fc.constantFrom<unknown>({ persistedQuery: { version: 1, sha256Hash: 'x' } })),
});

const withoutUndefined = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/graphql',
  'application/graphql-response+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
];

function expectHandled(res: { status: number; text: string; headers: Record<string, string> }) {
  expect(res.status).toBeLessThan(500);
  expect(res.text).not.toMatch(
    /INTERNAL_SERVER_ERROR|did not resolve an operation|\bat \/|node_modules/,
  );
  expect(res.headers['cache-control']).toBe('no-store');
}

const signedIn = fc.boolean();

it('answers every POST envelope with a 4xx or its data, never a 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(envelope, signedIn, async (body, auth) => {
      const req = app
        .http()
        .post('/graphql')
        .set('Content-Type', 'application/json')
        .set('Apollo-Require-Preflight', 'true');
      if (auth) req.set(bearer(member));
      expectHandled(await req.send(JSON.stringify(withoutUndefined(body))));
    }),
    { numRuns: RUNS },
  );
});

it('answers every GET envelope, each field in the address as text or as JSON', async () => {
  await fc.assert(
    fc.asyncProperty(envelope, fc.boolean(), signedIn, async (body, asJson, auth) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(withoutUndefined(body))) {
        params.set(key, typeof value === 'string' && !asJson ? value : JSON.stringify(value));
      }
      const req = app
        .http()
        .get(`/graphql?${params}`)
        .set('Accept', 'application/json')
        .set('Apollo-Require-Preflight', 'true');
      if (auth) req.set(bearer(member));
      expectHandled(await req);
    }),
    { numRuns: RUNS },
  );
});

it('answers batches and bodies of every JSON type', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        fc.array(envelope.map(withoutUndefined), { maxLength: 4 }),
        anyJson.filter((value) => typeof value !== 'object' || value === null),
      ),
      async (body) => {
        const res = await app
          .http()
          .post('/graphql')
          .set('Content-Type', 'application/json')
          .set('Apollo-Require-Preflight', 'true')
          .send(JSON.stringify(body));
        expectHandled(res);
      },
    ),
    { numRuns: RUNS },
  );
});

it('answers every content type, with a JSON body or the bare document', async () => {
  for (const type of CONTENT_TYPES) {
    for (const body of [
      JSON.stringify({ query: '{ __typename }' }),
      '{ __typename }',
      '{"query":',
    ]) {
      const res = await app
        .http()
        .post('/graphql')
        .set('Content-Type', type)
        .set('Apollo-Require-Preflight', 'true')
        .send(body);
      expectHandled(res);
    }
  }
});

it("says which operation is unknown, in graphql-js's words, with a 400", async () => {
  const res = await app
    .http()
    .post('/graphql')
    .set('Content-Type', 'application/json')
    .send({ query: 'query A { __typename }', operationName: 'Nope' });
  expect(res.status).toBe(400);
  expect(res.body.errors[0]).toMatchObject({
    message: 'Unknown operation named "Nope".',
    extensions: { code: 'OPERATION_RESOLUTION_FAILURE' },
  });
  expect(res.body.data).toBeUndefined();
});

it('refuses a subscription with a 400: the API has none', async () => {
  const res = await app
    .http()
    .post('/graphql')
    .set('Content-Type', 'application/json')
    .send({ query: 'subscription S { __typename }' });
  expect(res.status).toBe(400);
  expect(res.body.errors[0]).toMatchObject({
    message: 'This API has no subscriptions: send a query or a mutation.',
    extensions: { code: 'OPERATION_RESOLUTION_FAILURE' },
  });
});

it("keeps a signed-in user's REST and GraphQL answers out of every cache", async () => {
  const me = await app.http().get('/api/auth/me').set(bearer(member)).expect(200);
  expect(me.headers['cache-control']).toBe('no-store');
  const gql = await app
    .http()
    .post('/graphql')
    .set(bearer(member))
    .send({ query: '{ me { email } }' })
    .expect(200);
  expect(gql.headers['cache-control']).toBe('no-store');
});
