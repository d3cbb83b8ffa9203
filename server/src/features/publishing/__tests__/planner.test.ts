import {
  CONTENT_MESSAGES as CM,
  IDEA_MESSAGES as IM,
  WRITER_MESSAGES as WM,
} from '@postpilot/common';
import { startTestApp, type TestApp } from '../../../../test/support/app';
import { ChatStandIn, completion } from '../../../../test/support/chat-stand-in';
import {
  bearer,
  buildSchedule,
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
    { writers, requests: services.content, ideas: services.ideas },
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
  await buildSchedule(app, user, { autoPost: true });
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

/** Ideas added one after the other, so the first is the oldest. */
async function addIdeas(user: RegisteredUser, ...titles: string[]) {
  for (const title of titles) {
    await app
      .http()
      .post('/api/ideas')
      .set(bearer(user))
      .send({ title, notes: `Notes on ${title.toLowerCase()}` })
      .expect(201);
  }
}

const skippedLines = (user: RegisteredUser) =>
  app.api.infra.dataSource.query(
    `SELECT description FROM activities WHERE user_id = $1 AND kind = 'auto_post_skipped'`,
    [user.id],
  );

it('writes from the oldest unused ideas with the built-in writer, marks them used, and stops when the bank runs dry', async () => {
  const user = await autoPostUser();
  await app
    .http()
    .put('/api/user/settings')
    .set(bearer(user))
    .send({ contentApprovalRequired: false })
    .expect(200);
  await addIdeas(user, 'Onboarding engineers in a week', 'Budget reviews that end on time');
  const requests: GenerationRequest[] = [];
  const builtin = app.api.services.writers.for(user.id).then((writer) => writer.generator);
  const recording: Pick<Writers, 'for'> = {
    for: async (userId) => {
      const writer = await app.api.services.writers.for(userId);
      return {
        ...writer,
        generator: {
          ...writer.generator,
          writes: (language) => writer.generator.writes(language),
          generate: async (request) => {
            requests.push(request);
            return (await builtin).generate(request);
          },
        },
      };
    },
  };
  const planner = plannerWith(recording);
  expect(await planner.plan(user.id)).toBe(2);
  expect(requests.map((request) => [request.topic, request.idea])).toEqual([
    [
      'Onboarding engineers in a week',
      { title: 'Onboarding engineers in a week', notes: 'Notes on onboarding engineers in a week' },
    ],
    [
      'Budget reviews that end on time',
      {
        title: 'Budget reviews that end on time',
        notes: 'Notes on budget reviews that end on time',
      },
    ],
  ]);
  const posts = await app.http().get('/api/content/posts').set(bearer(user)).expect(200);
  // Approval off, but no one read what the built-in writer wrote.
  expect(posts.body.posts.map((post: { status: string }) => post.status)).toEqual([
    'pending_approval',
    'pending_approval',
  ]);
  const unused = await app.http().get('/api/ideas?unused=true').set(bearer(user)).expect(200);
  expect(unused.body.ideas).toEqual([]);
  expect(await skippedLines(user)).toEqual([{ description: IM.bankDryBuiltin }]);

  // The next run has nothing to write from, and says so no more than once a day.
  expect(await planner.plan(user.id)).toBe(0);
  expect(await skippedLines(user)).toEqual([{ description: IM.bankDryBuiltin }]);
  await addIdeas(user, 'What our first outage taught us');
  expect(await planner.plan(user.id)).toBe(1);
  expect(requests[2]!.topic).toBe('What our first outage taught us');
});

it('with a model writing, falls back to the niches once the ideas are used, and says the bank ran dry', async () => {
  const user = await autoPostUser();
  await addIdeas(user, 'Pricing a new plan');
  const requests: GenerationRequest[] = [];
  const model: ContentGenerator = {
    provider: 'openai',
    writes: () => true,
    generate: async (request) => {
      requests.push(request);
      return `Model post ${requests.length}.`;
    },
    hooks: async () => [],
    rewrite: async (_request, post) => ({ content: post, changes: [], question: null }),
  };
  expect(await plannerWith(app.api.services.writers.withGenerator(model)).plan(user.id)).toBe(7);
  expect(requests.map((request) => request.topic)).toEqual([
    'Pricing a new plan',
    ...Array<string>(6).fill(''),
  ]);
  expect(requests.slice(1).every((request) => request.idea === null)).toBe(true);
  expect(await skippedLines(user)).toEqual([{ description: IM.bankDryModel }]);
});
