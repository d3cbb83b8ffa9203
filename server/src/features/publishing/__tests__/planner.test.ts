import { CONTENT_MESSAGES as CM, WRITER_MESSAGES as WM } from '@postpilot/common';
import { startTestApp, type TestApp } from '../../../../test/support/app';
import { ChatStandIn, completion } from '../../../../test/support/chat-stand-in';
import {
  bearer,
  createPost,
  registerUser,
  type RegisteredUser,
} from '../../../../test/support/factories';
import { createLogger } from '../../../kernel/logger';
import { ActivityService } from '../../activity/activity.service';
import type { ContentGenerator, GenerationRequest } from '../../content/generation';
import type { Writers } from '../../content/writers';
import { Planner } from '../planner';

/**
 * Auto-post's planner writes with the user's own writer and the requests Generate builds: their
 * AI connection when they have one, their latest posts (those of the same run included), and
 * nothing in English for a user whose language the built-in writer does not write.
 */
let app: TestApp;
let chat: ChatStandIn;
beforeAll(async () => {
  chat = await ChatStandIn.start();
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
  await chat.stop();
});

function plannerWith(writers: Pick<Writers, 'for'>) {
  const { services, infra } = app.api;
  return new Planner(
    services.schedules,
    services.users,
    { writers, requests: services.content },
    services.posts,
    services.postScheduling,
    new ActivityService(infra.dataSource, (error) => {
      throw error;
    }),
    createLogger('planner', 'silent'),
  );
}

async function autoPostUser(): Promise<RegisteredUser> {
  const user = await registerUser(app);
  await app
    .http()
    .put('/api/schedule')
    .set(bearer(user))
    .send({
      timezone: 'UTC',
      frequency: 'daily',
      customDays: [],
      timeSlots: ['09:00'],
      autoPost: true,
      isActive: true,
    })
    .expect(200);
  return user;
}

it("writes a week of posts with the user's own AI connection: their endpoint, model and key", async () => {
  const user = await autoPostUser();
  await app
    .http()
    .put('/api/user/settings')
    .set(bearer(user))
    .send({ contentApprovalRequired: false })
    .expect(200);
  await app
    .graphql(
      `mutation ($input: AiConnectionInput!) { saveAiConnection(input: $input) { model } }`,
      { input: { baseUrl: chat.baseUrl, model: 'qwen2.5', apiKey: 'sk-planner-1' } },
      user.token,
    )
    .then((res) => expect(res.errors).toBeUndefined());
  chat.reply(completion('A post from my own model.'));
  const planned = await plannerWith(app.api.services.writers).plan(user.id);
  expect(planned).toBe(7);
  expect(chat.requests).toHaveLength(7);
  for (const request of chat.requests) {
    expect(request.headers.authorization).toBe('Bearer sk-planner-1');
    expect((request.json as { model: string }).model).toBe('qwen2.5');
  }
  const posts = await app.http().get('/api/content/posts?limit=50').set(bearer(user)).expect(200);
  expect(posts.body.posts.map((p: { content: string }) => p.content)).toEqual(
    Array<string>(7).fill('A post from my own model.'),
  );
  // With a model writing, the approval switch decides: off schedules them.
  expect(posts.body.posts.map((p: { status: string }) => p.status)).toEqual(
    Array<string>(7).fill('scheduled'),
  ); // No one read them: none is taken as an example of the user's voice until the user edits it.
  const flags: { unreviewed: boolean }[] = await app.api.infra.dataSource.query(
    `SELECT unreviewed FROM posts WHERE user_id = $1`,
    [user.id],
  );
  expect(flags.map((row) => row.unreviewed)).toEqual(Array<boolean>(7).fill(true));
});

it('gives each post the latest posts as recentPosts, the ones written earlier in the run included', async () => {
  const user = await autoPostUser();
  await createPost(app, user, 'Written by hand last week.');
  const requests: GenerationRequest[] = [];
  const recording: ContentGenerator = {
    provider: 'openai',
    writes: () => true,
    generate: async (request) => {
      requests.push(request);
      return `Planned post ${requests.length}.`;
    },
    hooks: async () => [],
    rewrite: async (_request, post) => ({ content: post, changes: [], question: null }),
  };
  const planned = await plannerWith(app.api.services.writers.withGenerator(recording)).plan(
    user.id,
  );
  expect(planned).toBe(7);
  expect(requests.map((request) => request.recentPosts)).toEqual([
    ['Written by hand last week.'],
    ['Planned post 1.', 'Written by hand last week.'],
    ['Planned post 2.', 'Planned post 1.', 'Written by hand last week.'],
    ['Planned post 3.', 'Planned post 2.', 'Planned post 1.', 'Written by hand last week.'],
    expect.any(Array),
    expect.any(Array),
    [
      'Planned post 6.',
      'Planned post 5.',
      'Planned post 4.',
      'Planned post 3.',
      'Planned post 2.',
      'Planned post 1.',
      'Written by hand last week.',
    ],
  ]);
  expect(requests[0]).toMatchObject({ voice: null, language: 'en', topic: '' });
});

it('writes nothing in English for a Spanish user of the built-in writer, and says why once a day', async () => {
  const user = await autoPostUser();
  await app.http().put('/api/user/settings').set(bearer(user)).send({ language: 'es' }).expect(200);
  const planner = plannerWith(app.api.services.writers);
  expect(await planner.plan(user.id)).toBe(0);
  expect(await planner.plan(user.id)).toBe(0);
  const lines = await app.api.infra.dataSource.query(
    `SELECT kind, description FROM activities WHERE user_id = $1 AND kind = 'auto_post_skipped'`,
    [user.id],
  );
  expect(lines).toEqual([
    {
      kind: 'auto_post_skipped',
      description: WM.autoPostSkipped(CM.builtInWriterLanguage('Español')),
    },
  ]);
  const posts = await app.http().get('/api/content/posts').set(bearer(user)).expect(200);
  expect(posts.body.posts).toEqual([]);
  const writer = await app.graphql(`{ writer { notice source } }`, {}, user.token);
  expect(writer.data).toEqual({
    writer: { notice: CM.builtInWriterLanguage('Español'), source: 'builtin' },
  });
});
