import { createLogger } from '@postpilot/server';
import { startTestApp, type TestApp } from '../../../server/test/support/app';
import { LinkedInStandIn } from '../../../server/test/support/linkedin-stand-in';
import {
  bearer,
  buildConnectedUser,
  buildDuePost,
  buildVoice,
  type RegisteredUser,
} from '../../../server/test/support/factories';
import { startWorkers, type RunningWorker } from '../worker';

/**
 * A published post feeds its author's voice: API → Postgres → this worker's dispatcher →
 * LinkedIn (the sandbox on its own port) → the voice, while the user allows it.
 */
let linkedIn: LinkedInStandIn;
let app: TestApp;
let worker: RunningWorker;

beforeAll(async () => {
  linkedIn = await LinkedInStandIn.start();
  app = await startTestApp(linkedIn.env);
  worker = await startWorkers(app.config, createLogger('worker', 'silent'));
});
afterAll(async () => {
  await worker.stop();
  await app.stop();
  await linkedIn.stop();
});

const POSTS = [
  'What makes a remote team work? 🚀\n\nWe hired four engineers last year. Onboarding took two weeks.\n\n#Leadership #RemoteWork',
  'Why does onboarding matter so much? 🚀\n\nA good onboarding plan saves a remote team months.\n\n#Leadership #Hiring',
  'How do you onboard a remote team? 🚀\n\nI pair every new engineer with a buddy.\n\n#RemoteWork #Leadership',
];
const PUBLISHED = 'Unpopular opinion: onboarding is the best hiring tool a remote team has. 🚀';

const connectedUser = () => buildConnectedUser(app, linkedIn);

const learn = (user: RegisteredUser, posts: string[]) => buildVoice(app, user, posts);

/** The stored voice's posts learned from, or null without one. */
async function samplesOf(user: RegisteredUser): Promise<string[] | null> {
  const rows: { samples: string[] }[] = await app.api.infra.dataSource.query(
    `SELECT samples FROM voice_profiles WHERE user_id = $1`,
    [user.id],
  );
  return rows[0]?.samples ?? null;
}

/** Publishes the text as the user's post now, and waits until LinkedIn has it. */
async function publish(user: RegisteredUser, content: string) {
  const post = await buildDuePost(app, user, { content });
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [{ status }] = await app.api.infra.dataSource.query(
      `SELECT status FROM posts WHERE id = $1`,
      [post.id],
    );
    if (status === 'published') return;
    if (Date.now() > deadline) throw new Error(`the post is still ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the stored samples satisfy `done` (the follow-up runs after the post is recorded). */
async function eventually(user: RegisteredUser, done: (samples: string[] | null) => boolean) {
  const deadline = Date.now() + 10_000;
  let samples = await samplesOf(user);
  while (!done(samples) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    samples = await samplesOf(user);
  }
  return samples;
}

it("feeds the author's voice while they allow it", async () => {
  const user = await connectedUser();
  await learn(user, POSTS);
  await publish(user, PUBLISHED);
  const samples = await eventually(user, (texts) => texts?.length === 4);
  expect(samples?.[0]).toBe(PUBLISHED);
  // What is learned follows: the voice is derived again when next read.
  const { body } = await app.http().get('/api/voice').set(bearer(user)).expect(200);
  expect(body.voice).toMatchObject({ sampleCount: 4 });
  expect(body.voice.profile).toMatchObject({
    sampleCount: 4,
    hookStyles: ['question', 'contrarian'],
  });
}, 40_000);

it('does not, once the user switched it off', async () => {
  const user = await connectedUser();
  await learn(user, POSTS);
  await app
    .http()
    .put('/api/voice')
    .set(bearer(user))
    .send({ learnFromPublished: false })
    .expect(200);
  await publish(user, PUBLISHED);
  // The other user's post goes through the same follow-up: once it is learned, this one was not.
  const other = await connectedUser();
  await learn(other, POSTS);
  await publish(other, PUBLISHED);
  await eventually(other, (texts) => texts?.length === 4);
  expect(await samplesOf(user)).toEqual(POSTS);
  const { body } = await app.http().get('/api/voice').set(bearer(user)).expect(200);
  expect(body.voice).toMatchObject({ sampleCount: 3, learnFromPublished: false });
}, 40_000);

it('does not start a voice for a user who has none', async () => {
  const user = await connectedUser();
  await publish(user, PUBLISHED);
  const other = await connectedUser();
  await learn(other, POSTS);
  await publish(other, PUBLISHED);
  await eventually(other, (texts) => texts?.length === 4);
  expect(await samplesOf(user)).toBeNull();
}, 40_000);
