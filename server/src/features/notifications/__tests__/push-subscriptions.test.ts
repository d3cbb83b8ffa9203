import { createECDH, randomBytes } from 'node:crypto';
import { NOTIFICATION_MESSAGES as NM, PUSH_SUBSCRIPTIONS_MAX } from '@postpilot/common';
import { startTestApp, type TestApp } from '../../../../test/support/app';
import {
  bearer,
  registerUser,
  type RegisteredUser,
  deleteAccount,
} from '../../../../test/support/factories';
import { PushStandIn } from '../../../../test/support/push-stand-in';

/**
 * Saving and removing the browsers push notifications reach, through GraphQL and REST: only a
 * browser push service's https address (or PUSH_ENDPOINT_HOSTS'), keys of the right kind, at
 * most 10 a user, each user's own. Whatever is refused is a 4xx and changes nothing.
 */
let app: TestApp;
let push: PushStandIn;

beforeAll(async () => {
  push = await PushStandIn.start();
  app = await startTestApp({ PUSH_ENDPOINT_HOSTS: push.host });
});
afterAll(async () => {
  await app.stop();
  await push.stop();
});

const SAVE = `mutation ($input: PushSubscriptionInput!) {
  savePushSubscription(input: $input) { id endpoint createdAt } }`;
const REMOVE = `mutation ($endpoint: String!) {
  removePushSubscription(endpoint: $endpoint) { success message } }`;
const LIST = `{ pushSubscriptions { id endpoint } }`;

/** Keys as a browser makes them, for an endpoint of our choosing. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
}

const stored = async (user: RegisteredUser) =>
  (
    await app.api.infra.dataSource.query(
      `SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at`,
      [user.id],
    )
  ).map((row: { endpoint: string }) => row);

async function save(user: RegisteredUser, input: unknown) {
  return app.graphql<{ savePushSubscription: { id: string; endpoint: string } }>(
    SAVE,
    { input },
    user.token,
  );
}

it('gives the VAPID public key, the one the server signs with', async () => {
  const user = await registerUser(app);
  const res = await app.graphql<{ vapidPublicKey: string }>(`{ vapidPublicKey }`, {}, user.token);
  expect(res.data!.vapidPublicKey).toBe(app.config.vapid.publicKey);
  expect(Buffer.from(res.data!.vapidPublicKey, 'base64url')).toHaveLength(65);
  const rest = await app
    .http()
    .get('/api/notifications/vapid-public-key')
    .set(bearer(user))
    .expect(200);
  expect(rest.body).toEqual({ success: true, publicKey: app.config.vapid.publicKey });
  await app.http().get('/api/notifications/vapid-public-key').expect(401);
});

it('saves a subscription, lists it, takes new keys for the same endpoint, and removes it', async () => {
  const user = await registerUser(app);
  const browser = push.subscribe();
  const saved = await save(user, browser.json);
  expect(saved.errors).toBeUndefined();
  expect(saved.data!.savePushSubscription.endpoint).toBe(browser.json.endpoint);

  const keys = browserKeys();
  const again = await save(user, { endpoint: browser.json.endpoint, keys });
  expect(again.data!.savePushSubscription.id).toBe(saved.data!.savePushSubscription.id);
  expect(await stored(user)).toEqual([{ endpoint: browser.json.endpoint, ...keys }]);

  const list = await app.graphql(LIST, {}, user.token);
  expect(list.data).toEqual({
    pushSubscriptions: [
      { id: saved.data!.savePushSubscription.id, endpoint: browser.json.endpoint },
    ],
  });

  const removed = await app.graphql(REMOVE, { endpoint: browser.json.endpoint }, user.token);
  expect(removed.data).toEqual({
    removePushSubscription: { success: true, message: NM.subscriptionRemoved },
  });
  expect(await stored(user)).toEqual([]);
});

it('has REST doors to the same service', async () => {
  const user = await registerUser(app);
  const browser = push.subscribe();
  const created = await app
    .http()
    .post('/api/notifications/push-subscriptions')
    .set(bearer(user))
    .send(browser.json)
    .expect(201);
  expect(created.body.subscription).toMatchObject({
    endpoint: browser.json.endpoint,
    _id: created.body.subscription.id,
  });
  const list = await app
    .http()
    .get('/api/notifications/push-subscriptions')
    .set(bearer(user))
    .expect(200);
  expect(list.body.subscriptions.map((s: { id: string }) => s.id)).toEqual([
    created.body.subscription.id,
  ]);
  await app
    .http()
    .delete('/api/notifications/push-subscriptions')
    .set(bearer(user))
    .send({ endpoint: browser.json.endpoint })
    .expect(200, { success: true, message: NM.subscriptionRemoved });
  await app
    .http()
    .delete('/api/notifications/push-subscriptions')
    .set(bearer(user))
    .send({ endpoint: browser.json.endpoint })
    .expect(404);
});

it("accepts the browser push services' hosts, on their default port", async () => {
  const user = await registerUser(app);
  const accepted = [
    'https://fcm.googleapis.com/fcm/send/dXNlcjE6QVBBOTFi',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
    'https://updates-autopush.stage.push.services.mozilla.com/wpush/v2/gAAAAABk',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
    'https://web.push.apple.com/QGuQyavXutnMH',
    'https://api.push.apple.com/3/device/abc',
    'https://FCM.googleapis.com:443/fcm/send/upper',
  ];
  for (const endpoint of accepted) {
    const res = await save(user, { endpoint, keys: browserKeys() });
    expect([endpoint, res.errors]).toEqual([endpoint, undefined]);
  }
  expect((await stored(user)).map((row: { endpoint: string }) => row.endpoint)).toContain(
    'https://fcm.googleapis.com/fcm/send/upper',
  );
});

describe('hostile input gets a 4xx and changes nothing', () => {
  let user: RegisteredUser;
  let before: unknown;
  beforeAll(async () => {
    user = await registerUser(app);
    await save(user, push.subscribe().json);
    before = await stored(user);
  });
  afterEach(async () => expect(await stored(user)).toEqual(before));

  const refusedEndpoint = async (endpoint: string, message: string) => {
    const res = await save(user, { endpoint, keys: browserKeys() });
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: [{ field: 'endpoint', message }],
    });
  };

  it.each([
    ['https://attacker.example.com/push', 'attacker.example.com'],
    ['https://fcm.googleapis.com.attacker.example/x', 'fcm.googleapis.com.attacker.example'],
    ['https://notify.windows.com/x', 'notify.windows.com'],
    ['https://fcm.googleapis.com:8443/fcm/send/x', 'fcm.googleapis.com:8443'],
    ['https://169.254.169.254/latest/meta-data', '169.254.169.254'],
    ['https://127.0.0.1/push', '127.0.0.1'],
  ])('an endpoint on another host: %s', async (endpoint, host) => {
    await refusedEndpoint(endpoint, NM.endpointHost(host));
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/x',
    'http://127.0.0.1:1/push/x',
    'http://localhost/push/x',
    'ftp://fcm.googleapis.com/x',
    'https://user:secret@fcm.googleapis.com/fcm/send/x',
    'not a url',
    'javascript:alert(1)',
  ])('an endpoint that is not an allowed https address: %s', async (endpoint) => {
    await refusedEndpoint(endpoint, NM.endpointInvalid);
  });

  it('an endpoint over 2,048 characters', async () => {
    await refusedEndpoint(
      `https://fcm.googleapis.com/fcm/send/${'a'.repeat(2100)}`,
      'Must be at most 2,048 characters',
    );
  });

  it.each([
    ['p256dh', { p256dh: browserKeys().p256dh.slice(0, 80) }, NM.p256dhInvalid],
    ['p256dh', { p256dh: `A${browserKeys().p256dh.slice(1)}` }, NM.p256dhInvalid],
    ['p256dh', { p256dh: `B${'A'.repeat(86)}` }, NM.p256dhInvalid],
    ['p256dh', { p256dh: `${browserKeys().p256dh}AAAA` }, NM.p256dhInvalid],
    ['auth', { auth: randomBytes(8).toString('base64url') }, NM.authInvalid],
    ['auth', { auth: randomBytes(32).toString('base64url') }, NM.authInvalid],
    ['auth', { auth: '+/+/+/+/+/+/+/+/+/+/+/' }, NM.authInvalid],
  ])('a %s of the wrong kind', async (field, wrong, message) => {
    const res = await save(user, {
      endpoint: push.subscribe().json.endpoint,
      keys: { ...browserKeys(), ...wrong },
    });
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: [{ field: `keys.${field}`, message }],
    });
  });

  it('a REST body without keys, or of the wrong types', async () => {
    for (const body of [
      { endpoint: push.subscribe().json.endpoint },
      { endpoint: 42, keys: browserKeys() },
      { endpoint: push.subscribe().json.endpoint, keys: 'keys' },
      [],
    ]) {
      const res = await app
        .http()
        .post('/api/notifications/push-subscriptions')
        .set(bearer(user))
        .send(body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });

  it("another user's subscription: saving it is a conflict, removing it is not found", async () => {
    const other = await registerUser(app);
    const theirs = push.subscribe();
    await save(other, theirs.json);
    const taken = await save(user, theirs.json);
    expect(taken.errors?.[0]).toMatchObject({
      message: NM.subscriptionTaken,
      extensions: { code: 'CONFLICT', subCode: 'PUSH_SUBSCRIPTION_TAKEN' },
    });
    const removed = await app.graphql(REMOVE, { endpoint: theirs.json.endpoint }, user.token);
    expect(removed.errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_FOUND',
      subCode: 'PUSH_SUBSCRIPTION_NOT_FOUND',
    });
    await app
      .http()
      .delete('/api/notifications/push-subscriptions')
      .set(bearer(user))
      .send({ endpoint: theirs.json.endpoint })
      .expect(404);
    expect(await stored(other)).toEqual([{ endpoint: theirs.json.endpoint, ...theirs.json.keys }]);
    const list = await app.graphql<{ pushSubscriptions: unknown[] }>(LIST, {}, user.token);
    expect(list.data!.pushSubscriptions).toHaveLength(1);
  });

  it('without a session', async () => {
    const res = await app.graphql(SAVE, { input: push.subscribe().json });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await app.http().post('/api/notifications/push-subscriptions').send({}).expect(401);
  });
});

it(`keeps at most ${PUSH_SUBSCRIPTIONS_MAX} browsers a user, even when they subscribe at once`, async () => {
  const user = await registerUser(app);
  const results = await Promise.all(
    Array.from({ length: PUSH_SUBSCRIPTIONS_MAX + 3 }, () => save(user, push.subscribe().json)),
  );
  const refused = results.filter((res) => res.errors);
  expect(refused).toHaveLength(3);
  for (const res of refused) {
    expect(res.errors![0]).toMatchObject({
      message: NM.tooManySubscriptions(PUSH_SUBSCRIPTIONS_MAX),
      extensions: { code: 'CONFLICT', subCode: 'TOO_MANY_PUSH_SUBSCRIPTIONS' },
    });
  }
  expect(await stored(user)).toHaveLength(PUSH_SUBSCRIPTIONS_MAX);
});

it('goes with the account when it is deleted', async () => {
  const user = await registerUser(app);
  await save(user, push.subscribe().json);
  await deleteAccount(app, user);
  expect(await stored(user)).toEqual([]);
});
