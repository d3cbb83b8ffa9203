import { startTestApp, type TestApp } from '../../../test/support/app';
import {
  bearer,
  buildPost,
  buildUser,
  userEntity,
  type RegisteredUser,
} from '../../../test/support/factories';

// The API with each speed-up switched off (bench/speedups.mjs measures them on and off): the
// same answers, through graphql-js, reading the session user on every request.
let app: TestApp;
let user: RegisteredUser;

beforeAll(async () => {
  app = await startTestApp({
    SESSION_CACHE: 'off',
    GRAPHQL_COMPILED_EXECUTION: 'off',
    GRAPHQL_IN_FLIGHT_BUDGET: 'off',
  });
  user = await buildUser(app);
});
afterAll(() => app.stop());

const POSTS = `query Posts($limit: Int!) { posts(limit: $limit, offset: 0) {
  totalCount posts { id content status createdAt } } }`;

describe('the API with its speed-ups off', () => {
  it('answers operations run more than once, with their variables checked', async () => {
    const post = await buildPost(app, user, { content: 'Shipping weekly, one lesson at a time.' });
    for (let run = 0; run < 3; run++) {
      const { status, data } = await app.graphql(POSTS, { limit: 5 }, user.token);
      expect(status).toBe(200);
      expect(data).toEqual({
        posts: {
          totalCount: 1,
          posts: [
            {
              id: post.id,
              content: 'Shipping weekly, one lesson at a time.',
              status: 'draft',
              createdAt: post.createdAt.toISOString(),
            },
          ],
        },
      });
    }
    const wrong = await app.graphql(POSTS, { limit: 'five' }, user.token);
    expect(wrong.status).toBe(400);
    expect(wrong.errors?.[0]?.message).toMatch(/Variable "\$limit" got invalid value "five"/);
  });

  it('keeps no session user between requests, so a changed password ends old sessions at once', async () => {
    const other = await buildUser(app);
    await app.http().get('/api/auth/me').set(bearer(other)).expect(200);
    expect(app.api.services.auth.sessions.get(other.id)).toBeUndefined();
    await app.api.services.auth.changePassword(await userEntity(app, other), {
      currentPassword: other.password,
      newPassword: 'Moonrise2025',
    });
    await app.http().get('/api/auth/me').set(bearer(other)).expect(401);
  });

  it('still answers an operation it cannot choose with 400, before anything runs', async () => {
    const res = await app
      .http()
      .post('/graphql')
      .set(bearer(user))
      .send({ query: POSTS, variables: { limit: 1 }, operationName: 'Drafts' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('OPERATION_RESOLUTION_FAILURE');
  });
});

describe('the session cache behind a pooler', () => {
  it('listens on DATABASE_LISTEN_URL, and keeps nothing while that connection cannot be made', async () => {
    const pooled = await startTestApp({
      DATABASE_LISTEN_URL: 'postgres://postgres@127.0.0.1:9/none',
    });
    try {
      const member = await buildUser(pooled);
      await pooled.http().get('/api/auth/me').set(bearer(member)).expect(200);
      expect(pooled.api.services.auth.sessions.isLive).toBe(false);
      expect(pooled.api.services.auth.sessions.get(member.id)).toBeUndefined();
    } finally {
      await pooled.stop();
    }
  });
});
