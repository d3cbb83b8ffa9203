import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { startTestApp, type TestApp } from '../../../test/support/app';
import { bearer, registerUser, type RegisteredUser } from '../../../test/support/factories';

/**
 * No answer carries a stack trace or a server path, whatever the mode: GraphQL errors of every
 * stage (parsing, validation, variables, limits, resolvers) and REST errors, /api or not.
 */

/** An internal failure whose message and stack name server files, as a real one would. */
const internalFailure = () => {
  const error = new Error(`ENOENT: no such file, open '${__dirname}/secret.ts'`);
  error.stack = `Error: boom\n    at report (${__filename}:12:34)`;
  return error;
};

/** Fails the test if the body looks like it carries a stack or a path on the server. */
function expectNothingInternal(body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  expect(text).not.toMatch(/stacktrace/i);
  expect(text).not.toContain('/work/');
  expect(text).not.toContain(process.cwd());
  expect(text).not.toMatch(/\.ts:\d+/);
  expect(text).not.toMatch(/\bat \S+ \(/);
  expect(text).not.toContain('node_modules');
}

describe.each(['development', 'production'] as const)('errors in %s mode', (mode) => {
  let app: TestApp;
  let user: RegisteredUser;
  const nodeEnv = process.env.NODE_ENV;
  // A built web app of two pages.
  const clientDist = mkdtempSync(path.join(tmpdir(), 'postpilot-client-'));
  writeFileSync(path.join(clientDist, 'index.html'), '<!doctype html><title>Postpilot</title>');
  writeFileSync(path.join(clientDist, 'graphiql.html'), '<!doctype html><title>GraphiQL</title>');

  beforeAll(async () => {
    // Apollo, Express and graphql-js read NODE_ENV from the process, the app from its config.
    process.env.NODE_ENV = mode;
    app = await startTestApp({
      NODE_ENV: mode,
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      CLIENT_DIST: clientDist,
    });
    user = await registerUser(app);
    await app.api.infra.dataSource.query(
      'UPDATE users SET is_email_verified = true, has_completed_onboarding = true WHERE id = $1',
      [user.id],
    );
  });
  afterAll(async () => {
    process.env.NODE_ENV = nodeEnv;
    rmSync(clientDist, { recursive: true, force: true });
    await app.stop();
  });
  afterEach(() => jest.restoreAllMocks());

  // GraphQL answers 400 when nothing ran; an error of a resolver comes with 200 and data: null.
  const graphqlCases: [string, string, Record<string, unknown> | undefined, string, number][] = [
    ['a syntax error', '{ me { id }', undefined, 'GRAPHQL_PARSE_FAILED', 400],
    ['an unknown field', '{ me { nope } }', undefined, 'GRAPHQL_VALIDATION_FAILED', 400],
    [
      'a variable of the wrong type',
      'query ($days: Int!) { analytics(timeRange: $days) { timeRange } }',
      { days: 'a year' },
      'BAD_USER_INPUT',
      400,
    ],
    [
      'a value the service refuses',
      '{ analytics(timeRange: 5) { timeRange } }',
      undefined,
      'BAD_USER_INPUT',
      200,
    ],
    [
      'too many aliases',
      `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: me { id }`).join(' ')} }`,
      undefined,
      'GRAPHQL_VALIDATION_FAILED',
      400,
    ],
    [
      'too high a cost',
      '{ a: analytics(timeRange: 365) { timeRange } b: analytics(timeRange: 365) { timeRange } }',
      undefined,
      'QUERY_TOO_COMPLEX',
      400,
    ],
    [
      'too long a document',
      `{ me { ${'id '.repeat(2000)}} }`,
      undefined,
      'GRAPHQL_PARSE_FAILED',
      400,
    ],
  ];

  it.each(graphqlCases)('GraphQL: %s', async (_case, query, variables, code, status) => {
    const res = await app.graphql(query, variables, user.token);
    expect(res.status).toBe(status);
    expect(res.errors![0]!.extensions!.code).toBe(code);
    expectNothingInternal(res.errors);
  });

  it('GraphQL: an internal failure is masked and logged, not shown', async () => {
    jest.spyOn(app.api.services.analytics, 'report').mockRejectedValue(internalFailure());
    const res = await app.graphql('{ analytics { timeRange } }', undefined, user.token);
    expect(res.errors).toEqual([
      {
        message: 'Something went wrong on our side. Please try again.',
        path: ['analytics'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      },
    ]);
    expectNothingInternal(res.errors);
  });

  it('GraphQL: a synchronous throw and a malformed body say nothing internal either', async () => {
    jest.spyOn(app.api.services.dashboard, 'overview').mockImplementation(() => {
      throw new TypeError("Cannot read properties of undefined (reading 'id')");
    });
    const thrown = await app.graphql(
      '{ dashboardOverview { upcomingPosts { id } } }',
      {},
      user.token,
    );
    expect(thrown.errors![0]!.extensions!.code).toBe('INTERNAL_SERVER_ERROR');
    expectNothingInternal(thrown.errors);

    const malformed = await app
      .http()
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send('{"query": ');
    expect(malformed.status).toBe(400);
    expectNothingInternal(malformed.text);
  });

  it('REST: an internal failure in an /api route answers 500 with a plain message', async () => {
    jest.spyOn(app.api.services.analytics, 'report').mockRejectedValue(internalFailure());
    const res = await app.http().get('/api/analytics').set(bearer(user));
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });
    expectNothingInternal(res.text);
  });

  it('REST: an error thrown outside /api (the web app, the explorer) answers the same', async () => {
    jest.spyOn(express.response, 'sendFile').mockImplementation(() => {
      throw internalFailure();
    });
    for (const page of ['/dashboard', '/graphql']) {
      const res = await app.http().get(page).set('Accept', 'text/html');
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ success: false, code: 'INTERNAL' });
      expectNothingInternal(res.text);
    }
  });

  it('REST: requests the server cannot serve get a 4xx, not a 500 or a stack', async () => {
    const cases: [string, () => ReturnType<ReturnType<TestApp['http']>['get']>, number][] = [
      ['a path that does not decode', () => app.http().get('/uploads/%E0%A4%A'), 400],
      ['an unknown method and path', () => app.http().post('/nowhere'), 404],
      ['an unknown /api path', () => app.http().delete('/api/nowhere'), 404],
      [
        'malformed JSON',
        () => app.http().post('/api/auth/login').set('Content-Type', 'application/json').send('{'),
        400,
      ],
    ];
    for (const [, request, status] of cases) {
      const res = await request();
      expect(res.status).toBe(status);
      expect(res.body.success).toBe(false);
      expectNothingInternal(res.text);
    }
  });
});
