import { LINKEDIN_MESSAGES } from '@postpilot/common';
import { compose, createLogger, createRedis } from '@postpilot/server';
import { LinkedInClient } from '../../../server/src/features/linkedin/linkedin.client';
import { linkedInError, useAppWithLinkedIn } from '../../../server/test/support/linkedin-stand-in';
import {
  bearer,
  buildConnectedUser,
  buildDuePost,
  buildPost,
  type RegisteredUser,
  createPost,
} from '../../../server/test/support/factories';
import { startWorkers, type RunningWorker } from '../worker';
import { until } from '../../../server/test/support/until';

/**
 * Publishing end to end with the real Postgres and Redis: API → Postgres → this worker's
 * dispatcher → LinkedIn, played by the sandbox LinkedIn on its own port (it keeps the posts,
 * refuses a repeated one as a duplicate naming the first, refuses a revoked token), with
 * LinkedIn's outages queued in front of it. Exactly once, on time, through outages and crashes,
 * and nothing lost when Redis is.
 */
const { app, linkedIn } = useAppWithLinkedIn();
let worker: RunningWorker | null = null;
const logger = createLogger('worker', 'silent');

afterEach(async () => {
  await worker?.stop();
  worker = null;
  linkedIn.replyNext();
});

/** A member connected to a LinkedIn member of their own. */
const connectedUser = () => buildConnectedUser(app, linkedIn);

/** The posts LinkedIn accepted from this member. */
const acceptedFrom = (member: { urn: string }) =>
  linkedIn.accepted.filter((post) => post.author === member.urn);

const draft = async (user: RegisteredUser, content: string) =>
  (await createPost(app, user, content)).id;

async function scheduleAt(user: RegisteredUser, id: string, at: Date) {
  await app
    .http()
    .post(`/api/content/posts/${id}/schedule`)
    .set(bearer(user))
    .send({ scheduledTime: at.toISOString() })
    .expect(200);
}

interface PostRow {
  status: string;
  scheduled_time: Date;
  published_at: Date | null;
  external_urn: string | null;
  external_url: string | null;
  last_error: string | null;
  next_attempt_at: Date | null;
  attempts: number;
}

const postRow = async (id: string): Promise<PostRow> =>
  (await app.api.infra.dataSource.query(`SELECT * FROM posts WHERE id = $1`, [id]))[0];

const statusIs = (id: string, status: string) => async () => (await postRow(id)).status === status;

it('publishes a post due in 2 s once, within 1 s of its time, as LinkedIn documents', async () => {
  worker = await startWorkers(app.config, logger);
  const user = await connectedUser();
  const id = await draft(user, 'Shipping beats perfect. #Product (really) @team_1');
  const at = new Date(Date.now() + 2_000);
  await scheduleAt(user, id, at);

  await until(statusIs(id, 'published'));
  const mine = acceptedFrom(user.member);
  expect(mine).toHaveLength(1);
  const lag = mine[0].receivedAt - at.getTime();
  expect(lag).toBeGreaterThanOrEqual(0);
  expect(lag).toBeLessThan(1_000);
  expect(mine[0].commentary).toBe(
    'Shipping beats perfect. {hashtag|\\#|Product} \\(really\\) \\@team\\_1',
  );
  expect(mine[0].headers).toMatchObject({
    authorization: `Bearer ${user.member.accessToken}`,
    'x-restli-protocol-version': '2.0.0',
    'linkedin-version': app.config.linkedin.version,
  });
  const row = await postRow(id);
  expect(row.external_urn).toBe(mine[0].urn);
  expect(row.external_url).toBe(`https://www.linkedin.com/feed/update/${mine[0].urn}`);
  expect(row.published_at).not.toBeNull();
  const api = await app.http().get(`/api/content/posts/${id}`).set(bearer(user)).expect(200);
  expect(api.body.post).toMatchObject({ status: 'published', url: row.external_url });
}, 30_000);

it('publishes once when two workers race for the same posts', async () => {
  worker = await startWorkers(app.config, logger);
  const second = await startWorkers(app.config, logger);
  try {
    const users = await Promise.all([1, 2, 3, 4].map(() => connectedUser()));
    const ids = await Promise.all(
      users.map((user, i) => draft(user, `Race ${i}: one post, many hands.`)),
    );
    // The time is taken once the drafts exist, so a slow machine cannot make it past.
    const at = new Date(Date.now() + 3_000);
    await Promise.all(ids.map((id, i) => scheduleAt(users[i]!, id, at)));
    // And two dispatchers claiming at the same instant, as two worker processes do.
    const extra = await connectedUser();
    await buildDuePost(app, extra, { content: 'Claimed once, sent once.' });
    const apps = [1, 2].map(() => compose({ ...app.api.infra, logger }));
    await Promise.all(apps.map(({ dispatcher }) => dispatcher.dispatchOnce()));
    await Promise.all(apps.map((composed) => composed.close()));

    for (const id of ids) await until(statusIs(id, 'published'));
    for (const user of [...users, extra]) expect(acceptedFrom(user.member)).toHaveLength(1);
  } finally {
    await second.stop();
  }
}, 30_000);

it('recovers a post a crashed worker left publishing, without a duplicate', async () => {
  const user = await connectedUser();
  const id = await draft(user, 'Sent just before the crash.');
  // The crash: the post was claimed and LinkedIn got it, but the answer never came back and
  // the worker died with its lease.
  await app.api.infra.dataSource.query(
    `UPDATE posts SET status = 'publishing', scheduled_time = now() - interval '1 minute',
            attempts = 1, lease_until = now() - interval '1 second' WHERE id = $1`,
    [id],
  );
  const sent = await new LinkedInClient(app.config.linkedin).createPost(
    user.member.accessToken,
    user.member.urn,
    'Sent just before the crash.',
  );

  worker = await startWorkers(app.config, logger);
  await until(statusIs(id, 'published'));
  // LinkedIn refused the retry as a duplicate of the first, which is recorded as published.
  expect((await postRow(id)).external_urn).toBe(sent.urn);
  expect(acceptedFrom(user.member)).toEqual([expect.objectContaining({ urn: sent.urn })]);
}, 30_000);

it("takes back a dead worker's post within 10 s of its claim", async () => {
  const user = await connectedUser();
  const { id } = await buildDuePost(app, user, { content: 'Claimed by a worker that died.' });
  // A worker claims it as the dispatcher does, then dies before LinkedIn is called.
  const [claimed] = await app.api.services.publishingClaims.claimDue(10, 8_000);
  expect(claimed.id).toBe(id);
  const claimedAt = Date.now();
  worker = await startWorkers(app.config, logger);
  await until(statusIs(id, 'published'), 15_000);
  expect(Date.now() - claimedAt).toBeLessThan(10_000);
  expect(acceptedFrom(user.member)).toHaveLength(1);
}, 30_000);

it('publishes from Postgres alone: Redis emptied while the worker runs changes nothing', async () => {
  worker = await startWorkers(app.config, logger);
  const user = await connectedUser();
  const at = new Date(Date.now() + 2_000);
  const ids: string[] = [];
  for (const i of [1, 2, 3]) {
    const id = await draft(user, `Whatever Redis forgets, part ${i}.`);
    await scheduleAt(user, id, new Date(at.getTime() + i * 1_000));
    ids.push(id);
  }
  // Everything of this install in Redis is gone, the worker still running.
  const connection = createRedis(app.config.redisUrl);
  try {
    const keys = await connection.keys(`${app.config.redisPrefix}:*`);
    if (keys.length) await connection.del(...keys);
  } finally {
    await connection.quit();
  }
  for (const id of ids) await until(statusIs(id, 'published'));
  expect(acceptedFrom(user.member)).toHaveLength(3);
}, 30_000);

it('fails a post that missed its time by more than the grace while nothing ran', async () => {
  const user = await connectedUser();
  const { id } = await buildDuePost(app, user, {
    content: 'Too late to matter.',
    scheduledTime: new Date(Date.now() - 7 * 3600_000),
  });
  worker = await startWorkers(app.config, logger);
  await until(statusIs(id, 'failed'));
  expect((await postRow(id)).last_error).toBe(LINKEDIN_MESSAGES.missedTime);
  expect(acceptedFrom(user.member)).toEqual([]);
}, 30_000);

it('retries a 500 with backoff and publishes', async () => {
  worker = await startWorkers(app.config, logger);
  const user = await connectedUser();
  linkedIn.replyNext({ status: 500, body: { status: 500, message: 'Internal Server Error' } });
  const id = await draft(user, 'Second time lucky.');
  await scheduleAt(user, id, new Date(Date.now() + 1_500));
  await until(statusIs(id, 'published'), 25_000);
  expect((await postRow(id)).attempts).toBe(2);
}, 30_000);

it('outlasts a LinkedIn outage longer than five tries, showing why it waits, and goes out once', async () => {
  worker = await startWorkers({ ...app.config, publishRetryDelayMs: 100 }, logger);
  const user = await connectedUser();
  const outage = [
    ...Array.from({ length: 3 }, () =>
      linkedInError(429, 'TOO_MANY_REQUESTS', 'Resource level throttle limit reached'),
    ),
    ...Array.from({ length: 3 }, () => ({
      status: 503,
      body: { status: 503, message: 'Service Unavailable' },
    })),
  ];
  linkedIn.replyNext(...outage);
  const id = await draft(user, 'Patience pays.');
  await scheduleAt(user, id, new Date(Date.now() + 1_000));

  // While LinkedIn fails, the post is still scheduled and says why and when it tries again.
  await until(async () => (await postRow(id)).next_attempt_at !== null);
  const waiting = await app.graphql<{
    post: { status: string; lastError: string | null; nextAttemptAt: string | null };
  }>(`query ($id: ID!) { post(id: $id) { status lastError nextAttemptAt } }`, { id }, user.token);
  expect(waiting.data?.post.lastError).toBeTruthy();
  if (waiting.data?.post.status === 'scheduled') {
    expect(waiting.data.post.nextAttemptAt).not.toBeNull();
  }

  await until(statusIs(id, 'published'), 25_000);
  const row = await postRow(id);
  expect(row.attempts).toBe(outage.length + 1);
  expect(row.last_error).toBeNull();
  expect(acceptedFrom(user.member)).toHaveLength(1);
  const api = await app.http().get(`/api/content/posts/${id}`).set(bearer(user)).expect(200);
  expect(api.body.post).toMatchObject({ status: 'published', nextAttemptAt: null });
}, 30_000);

it('publishes a burst due at once with two workers, each post exactly once', async () => {
  worker = await startWorkers(app.config, logger);
  const second = await startWorkers(app.config, logger);
  try {
    // Thirty members with five drafts each.
    const users = await Promise.all(Array.from({ length: 30 }, () => connectedUser()));
    const ids = await Promise.all(
      users.flatMap((user, u) =>
        [1, 2, 3, 4, 5].map(
          async (n) =>
            (await buildPost(app, user, { content: `Burst ${u}.${n}: all at nine.` })).id,
        ),
      ),
    );
    // All due within the same few milliseconds (a user's posts cannot share a slot).
    await app.api.infra.dataSource.query(
      `UPDATE posts SET status = 'scheduled',
              scheduled_time = date_trunc('second', now()) + interval '2 seconds'
                               + (numbered.n - 1) * interval '1 millisecond'
         FROM (SELECT id AS post_id, row_number() OVER (PARTITION BY user_id ORDER BY id) AS n
                 FROM posts WHERE id = ANY($1::uuid[])) numbered
        WHERE posts.id = numbered.post_id`,
      [ids],
    );
    await until(async () => {
      const [{ published }] = await app.api.infra.dataSource.query(
        `SELECT count(*)::int AS published FROM posts
          WHERE id = ANY($1::uuid[]) AND status = 'published'`,
        [ids],
      );
      return published === ids.length;
    }, 60_000);
    for (const user of users) expect(acceptedFrom(user.member)).toHaveLength(5);
  } finally {
    await second.stop();
  }
  // Thirty sign-ups hash thirty passwords (argon2id, 64 MiB each) first: on a busy machine that
  // alone takes most of a minute.
}, 120_000);

it('marks the connection for reconnecting on 401 and fails the post with the reason', async () => {
  worker = await startWorkers(app.config, logger);
  const user = await connectedUser();
  // The member removed Postpilot from their LinkedIn apps: LinkedIn answers 401 REVOKED_ACCESS_TOKEN.
  await linkedIn.endToken(user.member.accessToken, 'revoke');
  const id = await draft(user, 'Nobody will see this.');
  await scheduleAt(user, id, new Date(Date.now() + 1_500));
  await until(statusIs(id, 'failed'));
  expect((await postRow(id)).last_error).toBe(LINKEDIN_MESSAGES.reconnect);
  const [account] = await app.api.infra.dataSource.query(
    `SELECT status FROM linkedin_accounts WHERE user_id = $1`,
    [user.id],
  );
  expect(account.status).toBe('needs_reconnect');
  const me = await app.http().get('/api/auth/me').set(bearer(user)).expect(200);
  expect(me.body.user.linkedInConnected).toBe(false);
  const connection = await app.graphql<{ linkedInConnection: { status: string } }>(
    `{ linkedInConnection { status } }`,
    {},
    user.token,
  );
  expect(connection.data?.linkedInConnection.status).toBe('needs_reconnect');

  // The user can fix it and try again: a failed post can be scheduled anew.
  await app.http().post(`/api/content/posts/${id}/schedule`).set(bearer(user)).expect(200);
}, 30_000);

it('fails with a message naming LINKEDIN_VERSION on 426', async () => {
  worker = await startWorkers(app.config, logger);
  const user = await connectedUser();
  linkedIn.replyNext(
    linkedInError(426, 'NONEXISTENT_VERSION', 'Requested version 202001 is not active'),
  );
  const id = await draft(user, 'Versioned out.');
  await scheduleAt(user, id, new Date(Date.now() + 1_500));
  await until(statusIs(id, 'failed'));
  expect((await postRow(id)).last_error).toContain('LINKEDIN_VERSION');
}, 30_000);
