import { CONTENT_MESSAGES as CM, WRITER_MESSAGES as WM } from '@postpilot/common';
import type { TestApp } from '../../../../test/support/app';
import { bearer, registerUser, type RegisteredUser } from '../../../../test/support/factories';
import { startAppWithWriter } from '../../../../test/support/generate-worker';
import { GenerationError, type ContentGenerator, type GenerationRequest } from '../generation';

/** A writer that records what it was asked and answers as told. */
class RecordingGenerator implements ContentGenerator {
  readonly provider = 'openai' as const;
  requests: GenerationRequest[] = [];
  writes() {
    return true;
  }
  answer: (request: GenerationRequest) => Promise<string> = async (request) =>
    `A post about ${request.topic}.`;
  generate(request: GenerationRequest) {
    this.requests.push(request);
    return this.answer(request);
  }
  async hooks() {
    return ['A first line.'];
  }
  async rewrite(_request: GenerationRequest, post: string) {
    return { content: post, changes: [], question: null };
  }
}

let app: TestApp;
let stop: () => Promise<void>;
const generator = new RecordingGenerator();
beforeAll(
  async () =>
    ({ app, stop } = await startAppWithWriter({ GENERATION_TIMEOUT_MS: '3000' }, generator)),
);
afterAll(() => stop());

const GENERATE = `mutation ($input: GenerateContentInput!) { generateContent(input: $input) { content provider } }`;

async function onboard(user: RegisteredUser) {
  await app
    .http()
    .post('/api/user/onboarding')
    .set('Authorization', `Bearer ${user.token}`)
    .send({
      contentNiches: ['Leadership', 'Productivity'],
      personalContext: 'Head of Platform at Northwind. Experience: 6-10 years.',
      targetAudience: 'Professional network and industry peers',
      timezone: 'Europe/Paris',
      tone: 'educational',
      autoPostEnabled: false,
    })
    .expect(200);
}

describe('generateContent', () => {
  it("runs on the worker with the user's onboarding and the settings, defaults filled in", async () => {
    const user = await registerUser(app, { firstName: 'Ada', lastName: 'Lovelace' });
    await onboard(user);
    const res = await app.graphql(
      GENERATE,
      { input: { topic: '  Remote onboarding ' } },
      user.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({
      generateContent: { content: 'A post about Remote onboarding.', provider: 'openai' },
    });
    expect(generator.requests.at(-1)).toEqual({
      topic: 'Remote onboarding',
      tone: 'professional',
      length: 'medium',
      includeHashtags: true,
      includeEmojis: false,
      customPrompt: '',
      keyPoints: '',
      idea: null,
      variant: 0,
      voice: null,
      recentPosts: [],
      examplePosts: [],
      language: 'en',
      author: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        jobTitle: null,
        company: null,
        contentNiches: ['Leadership', 'Productivity'],
        personalContext: 'Head of Platform at Northwind. Experience: 6-10 years.',
        targetAudience: 'Professional network and industry peers',
      },
    });
  });

  it('answers REST with { content } and refuses bad settings with 400', async () => {
    const user = await registerUser(app);
    const ok = await app
      .http()
      .post('/api/content/generate')
      .set('Authorization', `Bearer ${user.token}`)
      .send({
        topic: 'pricing',
        tone: 'humorous',
        length: 'short',
        includeEmojis: true,
        variant: 2,
      })
      .expect(200);
    expect(ok.body).toMatchObject({ success: true, content: 'A post about pricing.' });
    expect(generator.requests.at(-1)).toMatchObject({
      tone: 'humorous',
      length: 'short',
      includeEmojis: true,
      variant: 2,
    });
    const calls = generator.requests.length;
    const bad = await app
      .http()
      .post('/api/content/generate')
      .set('Authorization', `Bearer ${user.token}`)
      .send({ tone: 'sarcastic', length: 'epic', topic: 't'.repeat(201) })
      .expect(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'tone', message: CM.toneInvalid },
        { field: 'length', message: CM.lengthInvalid },
        { field: 'topic', message: CM.topicTooLong },
      ]),
    );
    expect(generator.requests.length).toBe(calls);
    await app.http().post('/api/content/generate').send({}).expect(401);
  });

  it('limits each user to 10 generations a minute: the rest are 429 and never reach the writer', async () => {
    const user = await registerUser(app);
    const other = await registerUser(app);
    const calls = generator.requests.length;
    const answers = await Promise.all(
      Array.from({ length: 14 }, () =>
        app
          .http()
          .post('/api/content/generate')
          .set('Authorization', `Bearer ${user.token}`)
          .send({ topic: 'burst' }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(200), ...Array<number>(4).fill(429)]);
    const refused = answers.find((res) => res.status === 429)!;
    expect(refused.body.message).toMatch(
      /^Too many attempts\. Please try again in \d+ (seconds?|minute)\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(generator.requests.length).toBe(calls + 10);
    // Through GraphQL too, and for this user only.
    const graphql = await app.graphql(GENERATE, { input: {} }, user.token);
    expect(graphql.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect((await app.graphql(GENERATE, { input: {} }, other.token)).errors).toBeUndefined();
  });

  it("says why when the writer fails: 503 with 'Failed to generate content' and the reason", async () => {
    const user = await registerUser(app);
    generator.answer = async () => {
      throw new GenerationError('unauthorized', 'The AI service refused the API key', false);
    };
    try {
      const res = await app.graphql(GENERATE, { input: {} }, user.token);
      expect(res.errors?.[0]).toMatchObject({
        message: CM.generationFailed('The AI service refused the API key'),
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
      const rest = await app
        .http()
        .post('/api/content/generate')
        .set('Authorization', `Bearer ${user.token}`)
        .send({})
        .expect(503);
      expect(rest.body.message).toBe(CM.generationFailed('The AI service refused the API key'));
    } finally {
      generator.answer = async (request) => `A post about ${request.topic}.`;
    }
  });

  it('gives up after GENERATION_TIMEOUT_MS when the writer does not answer', async () => {
    const user = await registerUser(app);
    generator.answer = () => new Promise((resolve) => setTimeout(() => resolve('late'), 5000));
    try {
      const res = await app.graphql(GENERATE, { input: {} }, user.token);
      expect(res.errors?.[0].message).toBe(CM.generationFailed(CM.generationTimedOut(3)));
    } finally {
      generator.answer = async (request) => `A post about ${request.topic}.`;
    }
    // The wait itself is 3 s; registering (argon2) on a busy machine takes its share.
  }, 15_000);

  it("tells the client who writes and whether in the user's language; the built-in writer refuses other languages", async () => {
    const user = await registerUser(app);
    const WRITER = `{ writer { provider writesUserLanguage notice source model label reason } }`;
    // No AI endpoint is configured for this app and the user connected none: the built-in writer.
    const builtIn = {
      provider: 'composer',
      source: 'builtin',
      model: null,
      label: WM.builtInLabel,
      reason: WM.builtInReason,
    };
    expect((await app.graphql(WRITER, {}, user.token)).data).toEqual({
      writer: { ...builtIn, writesUserLanguage: true, notice: null },
    });
    await app
      .http()
      .put('/api/user/settings')
      .set('Authorization', `Bearer ${user.token}`)
      .send({ language: 'es' })
      .expect(200);
    expect((await app.graphql(WRITER, {}, user.token)).data).toEqual({
      writer: {
        ...builtIn,
        writesUserLanguage: false,
        notice: CM.builtInWriterLanguage('Español'),
      },
    });
    // Nothing is written in English instead: 409, and nothing reaches the worker.
    const calls = generator.requests.length;
    const res = await app.graphql(
      `mutation { generateContent(input: { topic: "pricing" }) { content } }`,
      {},
      user.token,
    );
    expect(res.errors?.[0]).toMatchObject({
      message:
        'The built-in writer writes English only. To write in Español, connect your own AI in Settings → AI writer.',
      extensions: { code: 'CONFLICT', subCode: 'WRITER_LANGUAGE_UNSUPPORTED' },
    });
    const rest = await app
      .http()
      .post('/api/content/generate')
      .set('Authorization', `Bearer ${user.token}`)
      .send({ topic: 'pricing' })
      .expect(409);
    expect(rest.body).toMatchObject({ success: false, code: 'WRITER_LANGUAGE_UNSUPPORTED' });
    for (const [path, body] of [
      ['/api/content/hooks', { content: 'Pricing is a promise.' }],
      ['/api/content/rewrite', { content: 'Pricing is a promise.', action: 'shorter' }],
    ] as const) {
      const refused = await app.http().post(path).set(bearer(user)).send(body).expect(409);
      expect(refused.body.message).toBe(CM.builtInWriterLanguage('Español'));
    }
    expect(generator.requests.length).toBe(calls);
    expect(await app.api.infra.queues.generate.getJobCounts()).toMatchObject({ waiting: 0 });
    expect((await app.graphql(WRITER, {}, undefined)).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
