import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AI_CONNECTION_MESSAGES as AM,
  CONTENT_MESSAGES as CM,
  WRITER_MESSAGES as WM,
} from '@postpilot/common';
import { startTestApp, type TestApp } from '../../../../test/support/app';
import { completion, type RecordedRequest } from '../../../../test/support/chat-stand-in';
import {
  bearer,
  createPost,
  registerUser,
  type RegisteredUser,
  deleteAccount,
} from '../../../../test/support/factories';
import { useAppWithChat } from '../../../../test/support/generate-worker';

/**
 * A user's own AI connection end to end: saved (the key sealed), tested against a local
 * chat-completions endpoint, and then writing their posts, hooks and rewrites, while a user
 * without one keeps the built-in writer.
 */

const SAVE = `mutation ($input: AiConnectionInput!) {
  saveAiConnection(input: $input) { baseUrl model hasApiKey apiKeyLastFour updatedAt }
}`;
const READ = `{ aiConnection { baseUrl model hasApiKey apiKeyLastFour } }`;
const TEST = `mutation ($input: AiConnectionInput) { testAiConnection(input: $input) { ok message latencyMs } }`;
const REMOVE = `mutation { removeAiConnection { success message } }`;
const WRITER = `{ writer { provider source model label reason notice writesUserLanguage } }`;
const GENERATE = `mutation ($input: GenerateContentInput!) {
  generateContent(input: $input) { content provider writer { source model label reason } }
}`;
const HOOKS = `mutation ($input: AssistInput!) { suggestHooks(input: $input) }`;
const REWRITE = `mutation ($input: RewritePostInput!) {
  rewritePost(input: $input) { content provider writer { source label } }
}`;

const KEY = 'sk-user-secret-7c1d';

const { app, chat } = useAppWithChat({ GENERATION_TIMEOUT_MS: '15000' });
/** Every answer's text, to check the key never appears in one. */
const answers: string[] = [];

// The worker as it runs: each user's writer chosen by Writers.for(userId).
beforeEach(() => chat.reset());
afterEach(() => {
  for (const text of answers) expect(text).not.toContain(KEY);
  answers.length = 0;
});

async function gql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown>,
  user: RegisteredUser,
) {
  const res = await app.graphql<T>(query, variables, user.token);
  answers.push(JSON.stringify(res));
  return res;
}

const connect = (user: RegisteredUser, input: Record<string, unknown> = {}) =>
  gql(
    SAVE,
    { input: { baseUrl: chat.baseUrl, model: 'mistral-small', apiKey: KEY, ...input } },
    user,
  );

const promptOf = (request: RecordedRequest) =>
  (request.json as { messages: { content: string }[] }).messages.map((m) => m.content).join('\n');

async function setLanguage(user: RegisteredUser, language: string) {
  await app.http().put('/api/user/settings').set(bearer(user)).send({ language }).expect(200);
}

describe('saving a connection', () => {
  it('keeps the key sealed, shows only its last four characters, and never returns it', async () => {
    const user = await registerUser(app);
    const saved = await connect(user, { baseUrl: `${chat.baseUrl}/` });
    expect(saved.errors).toBeUndefined();
    expect(saved.data).toMatchObject({
      saveAiConnection: {
        baseUrl: chat.baseUrl,
        model: 'mistral-small',
        hasApiKey: true,
        apiKeyLastFour: '7c1d',
      },
    });
    const [row] = await app.api.infra.dataSource.query(
      `SELECT base_url, model, api_key_encrypted FROM ai_connections WHERE user_id = $1`,
      [user.id],
    );
    expect(row.base_url).toBe(chat.baseUrl);
    expect(row.api_key_encrypted).toEqual(expect.any(String));
    expect(row.api_key_encrypted).not.toContain(KEY);
    expect(row.api_key_encrypted).not.toContain('7c1d');

    const rest = await app.http().get('/api/ai-connection').set(bearer(user)).expect(200);
    answers.push(rest.text);
    expect(rest.body).toMatchObject({
      success: true,
      connection: { baseUrl: chat.baseUrl, model: 'mistral-small', hasApiKey: true },
    });

    // Left out, the key stays; empty, it goes (an Ollama needs none).
    const kept = await connect(user, { apiKey: undefined, model: 'mistral-large' });
    expect(kept.data).toMatchObject({
      saveAiConnection: { model: 'mistral-large', hasApiKey: true, apiKeyLastFour: '7c1d' },
    });
    const removed = await connect(user, { apiKey: '' });
    expect(removed.data).toMatchObject({
      saveAiConnection: { hasApiKey: false, apiKeyLastFour: null },
    });
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const user = await registerUser(app);
    await connect(user);
    const before = await app.api.infra.dataSource.query(
      `SELECT * FROM ai_connections WHERE user_id = $1`,
      [user.id],
    );
    const cases: [Record<string, unknown>, string, string][] = [
      [{ baseUrl: 'ftp://example.com/v1' }, 'baseUrl', AM.baseUrlInvalid],
      [{ baseUrl: 'https://user:pw@example.com/v1' }, 'baseUrl', AM.baseUrlCredentials],
      [{ baseUrl: 'https://example.com/v1#x' }, 'baseUrl', AM.baseUrlCredentials],
      [
        { baseUrl: `https://example.com/${'a'.repeat(500)}` },
        'baseUrl',
        'Must be at most 500 characters',
      ],
      [{ model: '   ' }, 'model', AM.modelRequired],
      [{ model: 'm'.repeat(201) }, 'model', 'Must be at most 200 characters'],
      [{ model: 'gpt\u0007' }, 'model', expect.any(String) as unknown as string],
      [{ apiKey: 'k'.repeat(501) }, 'apiKey', 'Must be at most 500 characters'],
    ];
    for (const [input, field, message] of cases) {
      const res = await connect(user, input);
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        errors: [{ field, message }],
      });
    }
    const rest = await app
      .http()
      .put('/api/ai-connection')
      .set(bearer(user))
      .send({ baseUrl: 'not a url', model: 'x' })
      .expect(400);
    expect(rest.body.errors).toEqual([{ field: 'baseUrl', message: AM.baseUrlInvalid }]);
    // A stored key is sent only to the host it was entered for.
    const moved = await connect(user, { baseUrl: 'https://api.example.com/v1', apiKey: undefined });
    expect(moved.errors?.[0]?.extensions?.errors).toEqual([
      { field: 'apiKey', message: AM.keyMovedHost },
    ]);
    const after = await app.api.infra.dataSource.query(
      `SELECT * FROM ai_connections WHERE user_id = $1`,
      [user.id],
    );
    expect(after).toEqual(before);
  });

  it("is each user's own: another user neither sees nor removes it", async () => {
    const owner = await registerUser(app);
    const other = await registerUser(app);
    await connect(owner);
    expect((await gql(READ, {}, other)).data).toEqual({ aiConnection: null });
    expect((await gql(REMOVE, {}, other)).data).toMatchObject({
      removeAiConnection: { success: true },
    });
    expect((await gql(READ, {}, owner)).data).toMatchObject({
      aiConnection: { model: 'mistral-small', hasApiKey: true },
    });
    // Testing "the saved connection" as the other user finds none.
    const test = await gql(TEST, {}, other);
    expect(test.errors?.[0]).toMatchObject({
      message: AM.notConnected,
      extensions: { code: 'NOT_FOUND' },
    });
    expect(chat.requests).toHaveLength(0);

    const removed = await app.http().delete('/api/ai-connection').set(bearer(owner)).expect(200);
    expect(removed.body).toEqual({ success: true, message: AM.removed });
    expect((await gql(READ, {}, owner)).data).toEqual({ aiConnection: null });
    expect((await gql(WRITER, {}, owner)).data).toMatchObject({ writer: { source: 'builtin' } });
  });
  it('goes with the account when the account is deleted', async () => {
    const user = await registerUser(app);
    await connect(user);
    await deleteAccount(app, user);
    const rows = await app.api.infra.dataSource.query(
      `SELECT 1 FROM ai_connections WHERE user_id = $1`,
      [user.id],
    );
    expect(rows).toEqual([]);
  });
});

describe('testing a connection', () => {
  let user: RegisteredUser;
  beforeAll(async () => {
    user = await registerUser(app);
  });
  const input = (extra: Record<string, unknown> = {}) => ({
    baseUrl: chat.baseUrl,
    model: 'mistral-small',
    apiKey: KEY,
    ...extra,
  });
  const test = async (extra: Record<string, unknown> = {}) => {
    const res = await gql<{
      testAiConnection: { ok: boolean; message: string; latencyMs: number };
    }>(TEST, { input: input(extra) }, user);
    expect(res.errors).toBeUndefined();
    return res.data!.testAiConnection;
  };

  it('asks the model one short question with the key, and says what it answered and how fast', async () => {
    chat.reply(completion('OK'));
    const result = await test();
    expect(result.ok).toBe(true);
    expect(result.message).toBe(AM.connected('mistral-small', 'OK', result.latencyMs));
    const [sent] = chat.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(sent!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent!.json).toMatchObject({ model: 'mistral-small', max_tokens: 10 });
    expect(promptOf(sent!)).toContain('Reply with the word OK.');
    // Nothing was saved.
    expect((await gql(READ, {}, user)).data).toEqual({ aiConnection: null });
  });

  it('says why it failed: a refused key, an unknown model, a wrong path, no JSON, a redirect', async () => {
    chat.reply({ status: 401, body: { error: { message: 'Incorrect API key provided' } } });
    expect(await test()).toMatchObject({ ok: false, message: AM.keyRefused });
    expect(await test({ apiKey: '' })).toMatchObject({ ok: false, message: AM.keyRequired });
    expect(chat.requests[1]!.headers.authorization).toBeUndefined();

    chat.reply({
      status: 404,
      body: { error: { message: 'The model `nope` does not exist', code: 'model_not_found' } },
    });
    expect(await test({ model: 'nope' })).toMatchObject({
      ok: false,
      message: AM.modelNotFound('nope'),
    });
    chat.reply({ status: 404, body: 'Cannot POST /v1/chat/completions' });
    expect(await test()).toMatchObject({
      ok: false,
      message: AM.nothingAtPath(`${chat.baseUrl}/chat/completions`),
    });

    chat.reply({ status: 200, body: '<html>Welcome to nginx</html>' });
    expect(await test()).toMatchObject({ ok: false, message: AM.notOpenAi });
    chat.reply({ status: 200, body: { data: [] } });
    expect(await test()).toMatchObject({ ok: false, message: AM.notOpenAi });

    // A redirect is not followed: the request goes nowhere else.
    const asked = chat.requests.length;
    chat.reply({ status: 302, headers: { location: `${chat.baseUrl}/elsewhere` } });
    expect(await test()).toMatchObject({
      ok: false,
      message: AM.redirected(`${chat.baseUrl}/elsewhere`),
    });
    expect(chat.requests).toHaveLength(asked + 1);
  });

  it('says when nothing listens there', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const baseUrl = `http://127.0.0.1:${port}/v1`;
    expect(await test({ baseUrl })).toMatchObject({
      ok: false,
      message: AM.unreachable(baseUrl, 'connection refused'),
    });
  });

  it('tests the saved connection with its stored key when no input (or no key) is given', async () => {
    const owner = await registerUser(app);
    await connect(owner);
    chat.reply(completion('OK.'));
    const saved = await gql(TEST, {}, owner);
    expect(saved.data).toMatchObject({ testAiConnection: { ok: true } });
    const restTest = await app.http().post('/api/ai-connection/test').set(bearer(owner)).send({});
    answers.push(restTest.text);
    expect(restTest.body).toMatchObject({ success: true, test: { ok: true } });
    const typed = await gql(
      TEST,
      { input: { baseUrl: chat.baseUrl, model: 'other-model' } },
      owner,
    );
    expect(typed.data).toMatchObject({ testAiConnection: { ok: true } });
    expect(chat.requests.map((request) => request.headers.authorization)).toEqual([
      `Bearer ${KEY}`,
      `Bearer ${KEY}`,
      `Bearer ${KEY}`,
    ]);
  });

  it('is limited to 10 tests a minute per user', async () => {
    const tester = await registerUser(app);
    chat.reply(completion('OK'));
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await app
        .http()
        .post('/api/ai-connection/test')
        .set(bearer(tester))
        .send(input());
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    expect(chat.requests).toHaveLength(10);
  });
});

describe('writing with the connection', () => {
  it("writes the user's posts, hooks and rewrites with their model and key, in their language", async () => {
    const user = await registerUser(app);
    await setLanguage(user, 'es');
    await createPost(app, user, 'Mi primer post sobre precios.');
    await connect(user);
    const writer = await gql(WRITER, {}, user);
    expect(writer.data).toEqual({
      writer: {
        provider: 'openai',
        source: 'user',
        model: 'mistral-small',
        label: WM.userLabel('mistral-small'),
        reason: WM.userReason,
        notice: null,
        writesUserLanguage: true,
      },
    });

    chat.reply(completion('Los precios son una promesa.\n\n#Precios'));
    const generated = await gql(GENERATE, { input: { topic: 'precios' } }, user);
    expect(generated.errors).toBeUndefined();
    expect(generated.data).toEqual({
      generateContent: {
        content: 'Los precios son una promesa.\n\n#Precios',
        provider: 'openai',
        writer: {
          source: 'user',
          model: 'mistral-small',
          label: 'Your AI (mistral-small)',
          reason: WM.userReason,
        },
      },
    });

    chat.reply(
      completion('¿Y si el precio fuera tu mejor argumento?\nTres cifras.\nUna historia.'),
    );
    const hooks = await gql(HOOKS, { input: { content: 'Los precios son una promesa.' } }, user);
    expect(hooks.data).toEqual({
      suggestHooks: ['¿Y si el precio fuera tu mejor argumento?', 'Tres cifras.', 'Una historia.'],
    });
    const restHooks = await app
      .http()
      .post('/api/content/hooks')
      .set(bearer(user))
      .send({ content: 'Los precios son una promesa.', tone: 'casual' })
      .expect(200);
    expect(restHooks.body).toMatchObject({ success: true, hooks: expect.any(Array) });

    chat.reply(completion('Precios: una promesa.'));
    const rewritten = await gql(
      REWRITE,
      { input: { content: 'Los precios son una promesa que cumplimos.', action: 'shorter' } },
      user,
    );
    expect(rewritten.data).toEqual({
      rewritePost: {
        content: 'Precios: una promesa.',
        provider: 'openai',
        writer: { source: 'user', label: 'Your AI (mistral-small)' },
      },
    });
    const restRewrite = await app
      .http()
      .post('/api/content/rewrite')
      .set(bearer(user))
      .send({ content: 'Los precios son una promesa.', action: 'grammar' })
      .expect(200);
    answers.push(restRewrite.text);
    expect(restRewrite.body).toMatchObject({ success: true, content: 'Precios: una promesa.' });

    expect(chat.requests).toHaveLength(5);
    for (const request of chat.requests) {
      expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
      expect((request.json as { model: string }).model).toBe('mistral-small');
      expect(promptOf(request)).toContain('Spanish');
    }
    expect(promptOf(chat.requests[0]!)).toContain('Write the post in Spanish.');
  });

  it('another user, without a connection, keeps the built-in writer', async () => {
    const other = await registerUser(app);
    const res = await gql(GENERATE, { input: { topic: 'pricing' } }, other);
    expect(res.errors).toBeUndefined();
    expect(res.data).toMatchObject({
      generateContent: {
        provider: 'composer',
        writer: {
          source: 'builtin',
          model: null,
          label: WM.builtInLabel,
          reason: WM.builtInReason,
        },
      },
    });
    expect(chat.requests).toHaveLength(0);
  });

  it("an endpoint's refusal fails generation with 503 and words about Settings → AI writer", async () => {
    const user = await registerUser(app);
    await connect(user);
    chat.reply({ status: 401, body: { error: { message: 'invalid key' } } });
    const res = await app
      .http()
      .post('/api/content/generate')
      .set(bearer(user))
      .send({})
      .expect(503);
    expect(res.body.message).toBe(CM.generationFailed(AM.generatorKeyRefused));
  });

  it('a key that can no longer be read stops generation with 409 rather than another writer writing', async () => {
    const user = await registerUser(app);
    await connect(user);
    await app.api.infra.dataSource.query(
      `UPDATE ai_connections SET api_key_encrypted = 'AAAA.BBBB.CCCC' WHERE user_id = $1`,
      [user.id],
    );
    expect((await gql(WRITER, {}, user)).data).toMatchObject({
      writer: { source: 'user', notice: WM.keyUnreadable },
    });
    expect((await gql(READ, {}, user)).data).toMatchObject({
      aiConnection: { hasApiKey: true, apiKeyLastFour: null },
    });
    const res = await gql(GENERATE, { input: {} }, user);
    expect(res.errors?.[0]).toMatchObject({
      message: WM.keyUnreadable,
      extensions: { code: 'CONFLICT', subCode: 'AI_CONNECTION_KEY_UNREADABLE' },
    });
    expect(chat.requests).toHaveLength(0);
    // Entering the key again mends it.
    await connect(user);
    expect((await gql(WRITER, {}, user)).data).toMatchObject({ writer: { notice: null } });
  });

  it('refuses bad hook and rewrite input with 400 before anything is asked', async () => {
    const user = await registerUser(app);
    await connect(user);
    const empty = await gql(HOOKS, { input: { content: '   ' } }, user);
    expect(empty.errors?.[0]?.extensions?.errors).toEqual([
      { field: 'content', message: CM.assistContentRequired },
    ]);
    const long = await gql(HOOKS, { input: { content: 'x'.repeat(3001) } }, user);
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const action = await app
      .http()
      .post('/api/content/rewrite')
      .set(bearer(user))
      .send({ content: 'A post.', action: 'longer', tone: 'sarcastic' })
      .expect(400);
    expect(action.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'action', message: CM.rewriteActionInvalid },
        { field: 'tone', message: CM.toneInvalid },
      ]),
    );
    expect(chat.requests).toHaveLength(0);
  });
});

describe('where a connection may not go', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await startTestApp({ AI_CONNECTION_PRIVATE_HOSTS: 'false' });
  });
  afterAll(() => strict.stop());

  it('refuses loopback and private addresses when they are not allowed, and asks nothing of them', async () => {
    const user = await registerUser(strict);
    const saved = await strict.graphql(
      SAVE,
      { input: { baseUrl: chat.baseUrl, model: 'm', apiKey: KEY } },
      user.token,
    );
    expect(saved.errors?.[0]?.extensions?.errors).toEqual([
      { field: 'baseUrl', message: AM.privateAddress },
    ]);
    for (const baseUrl of [
      chat.baseUrl,
      chat.baseUrl.replace('127.0.0.1', 'localhost'),
      'http://169.254.169.254/latest',
      'http://[::ffff:127.0.0.1]:9/v1',
      'http://10.1.2.3/v1',
    ]) {
      const res = await strict.graphql<{ testAiConnection: { ok: boolean; message: string } }>(
        TEST,
        { input: { baseUrl, model: 'm' } },
        user.token,
      );
      expect(res.data?.testAiConnection).toMatchObject({ ok: false, message: AM.privateAddress });
    }
    expect(chat.requests).toHaveLength(0);
  });
});
