import { CONTENT_MESSAGES as CM } from '@postpilot/common';
import { createLogger } from '@postpilot/server';
import { startTestApp, type TestApp } from '../../../server/test/support/app';
import { ChatStandIn, completion } from '../../../server/test/support/chat-stand-in';
import {
  bearer,
  buildSchedule,
  registerUser,
  type RegisteredUser,
} from '../../../server/test/support/factories';
import { startWorkers, type RunningWorker } from '../worker';

/** Generation end to end: API → generate queue → this worker's writer → the answer. */
const EMOJI = /\p{Extended_Pictographic}/u;

async function setLanguage(app: TestApp, user: RegisteredUser, language: string) {
  await app.http().put('/api/user/settings').set(bearer(user)).send({ language }).expect(200);
}

async function onboard(app: TestApp, user: RegisteredUser) {
  await app
    .http()
    .post('/api/user/onboarding')
    .set('Authorization', `Bearer ${user.token}`)
    .send({
      contentNiches: ['Data Science', 'Leadership'],
      personalContext: 'Head of Analytics at Contoso. Experience: 10+ years.',
      targetAudience: 'Professional network and industry peers',
      timezone: 'Europe/Berlin',
      tone: 'professional',
      autoPostEnabled: false,
    })
    .expect(200);
}

describe('with no AI endpoint: the built-in composer', () => {
  let app: TestApp;
  let worker: RunningWorker;
  let user: RegisteredUser;
  beforeAll(async () => {
    app = await startTestApp();
    worker = await startWorkers(app.config, createLogger('worker', 'silent'));
    user = await registerUser(app);
    await onboard(app, user);
  });
  afterAll(async () => {
    await worker.stop();
    await app.stop();
  });

  const generate = async (settings: Record<string, unknown>) => {
    const res = await app
      .http()
      .post('/api/content/generate')
      .set('Authorization', `Bearer ${user.token}`)
      .send({
        topic: 'data-driven hiring',
        keyPoints:
          'we scored 40 interviews against one rubric\noffers went out 5 days sooner\nthe rubric caught two bad hires',
        ...settings,
      })
      .expect(200);
    expect(res.body.provider).toBe('composer');
    return res.body.content as string;
  };

  it('writes about the topic, and each setting visibly changes the post', async () => {
    const base = await generate({});
    expect(base.toLowerCase()).toContain('data-driven hiring');
    expect(base).toMatch(/#\w+/);
    expect(base).not.toMatch(EMOJI);

    expect(await generate({ includeHashtags: false })).not.toContain('#');
    expect(await generate({ includeEmojis: true })).toMatch(EMOJI);
    expect(await generate({ tone: 'educational' })).toMatch(/^1\. /m);
    const paragraphs = (text: string) =>
      text.split(/\n\s*\n/).filter((block) => !block.trim().startsWith('#')).length;
    const short = await generate({ length: 'short' });
    const long = await generate({ length: 'long' });
    expect(paragraphs(short)).toBeLessThanOrEqual(2);
    expect(paragraphs(long)).toBeGreaterThanOrEqual(5);
    expect(await generate({ variant: 1 })).not.toBe(base);
    expect(await generate({})).toBe(base);
  });

  it('writes English only: a user of another language is told to connect their own AI, and nothing is written', async () => {
    const english = await app
      .http()
      .post('/api/content/generate')
      .set(bearer(user))
      .send({ topic: 'remote teams' })
      .expect(200);
    // GeneratedContent's fields and REST's success: the deprecated notice is gone.
    expect(Object.keys(english.body).sort()).toEqual([
      'changes',
      'content',
      'provider',
      'question',
      'success',
      'writer',
    ]);
    expect(english.body.writer).toMatchObject({ source: 'builtin', label: 'Built-in writer' });
    const french = await registerUser(app);
    await onboard(app, french);
    await setLanguage(app, french, 'fr');
    const res = await app
      .http()
      .post('/api/content/generate')
      .set(bearer(french))
      .send({ topic: 'remote teams' })
      .expect(409);
    expect(res.body).toMatchObject({
      success: false,
      message: CM.builtInWriterLanguage('Français'),
    });
  });
});

describe('with AI_BASE_URL: the OpenAI-compatible endpoint', () => {
  let chat: ChatStandIn;
  let app: TestApp;
  let worker: RunningWorker;
  beforeAll(async () => {
    chat = await ChatStandIn.start();
    app = await startTestApp({
      AI_BASE_URL: chat.baseUrl,
      AI_API_KEY: 'sk-test-123',
      AI_MODEL: 'llama3.1',
    });
    worker = await startWorkers(app.config, createLogger('worker', 'silent'));
  });
  afterAll(async () => {
    await worker.stop();
    await app.stop();
    await chat.stop();
  });

  it("sends the user's onboarding and settings, and answers with the model's post", async () => {
    const user = await registerUser(app);
    await onboard(app, user);
    chat.reply(
      completion('Hiring on data alone misses the people.\n\n#Hiring #DataScience #Leadership'),
    );
    const res = await app
      .http()
      .post('/api/content/generate')
      .set('Authorization', `Bearer ${user.token}`)
      .send({ topic: 'data-driven hiring', tone: 'casual' })
      .expect(200);
    expect(res.body).toMatchObject({
      content: 'Hiring on data alone misses the people.\n\n#Hiring #DataScience #Leadership',
      provider: 'openai',
    });
    const [sent] = chat.requests;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer sk-test-123');
    const body = sent.json as { model: string; messages: { role: string; content: string }[] };
    expect(body.model).toBe('llama3.1');
    const prompt = body.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('data-driven hiring');
    expect(prompt).toContain('Data Science, Leadership');
    expect(prompt).toContain('Head of Analytics at Contoso');
    expect(prompt).toMatch(/Tone: casual/);
  });

  it("asks for the post in the user's language, for generateContent and auto-post alike", async () => {
    const user = await registerUser(app);
    await onboard(app, user);
    await setLanguage(app, user, 'es');
    chat.reply(completion('Contratar solo con datos deja fuera a las personas.'));
    const res = await app
      .http()
      .post('/api/content/generate')
      .set(bearer(user))
      .send({ topic: 'data-driven hiring' })
      .expect(200);
    expect(res.body).toMatchObject({ provider: 'openai' });
    const promptOf = (request: (typeof chat.requests)[number]) =>
      (request.json as { messages: { content: string }[] }).messages
        .map((m) => m.content)
        .join('\n');
    expect(promptOf(chat.requests.at(-1)!)).toContain('Write the post in Spanish.');
    const writer = await app.graphql(
      `{ writer { provider writesUserLanguage notice } }`,
      {},
      user.token,
    );
    expect(writer.data).toEqual({
      writer: { provider: 'openai', writesUserLanguage: true, notice: null },
    });

    // Auto-post's planner asks in the user's language too: German, once it is chosen.
    await setLanguage(app, user, 'de');
    const asked = chat.requests.length;
    chat.reply(completion('Daten allein stellen keine Menschen ein.'));
    await buildSchedule(app, user, { autoPost: true });
    const deadline = Date.now() + 20_000;
    let planned: { status: string; content: string }[] = [];
    while (planned.length < 7 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const list = await app.http().get('/api/content/posts?limit=50').set(bearer(user));
      planned = list.body.posts.filter((p: { status: string }) => p.status === 'pending_approval');
    }
    expect(planned).toHaveLength(7);
    expect(planned[0].content).toBe('Daten allein stellen keine Menschen ein.');
    const plannerPrompts = chat.requests.slice(asked).map(promptOf);
    expect(plannerPrompts).toHaveLength(7);
    for (const prompt of plannerPrompts) expect(prompt).toContain('Write the post in German.');
    await buildSchedule(app, user);
  });

  it("answers 503 'Failed to generate content' with the endpoint's refusal", async () => {
    const user = await registerUser(app);
    chat.reply({ status: 401, body: { error: { message: 'invalid key' } } });
    const res = await app
      .http()
      .post('/api/content/generate')
      .set('Authorization', `Bearer ${user.token}`)
      .send({})
      .expect(503);
    expect(res.body.message).toBe(
      'Failed to generate content: The AI service refused the API key (check AI_API_KEY)',
    );
  });
});
