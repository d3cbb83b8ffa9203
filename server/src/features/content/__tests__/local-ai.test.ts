import { AI_CONNECTION_MESSAGES as AM } from '@postpilot/common';
import { startTestApp, type TestApp } from '../../../../test/support/app';
import { ChatStandIn } from '../../../../test/support/chat-stand-in';
import { bearer, registerUser } from '../../../../test/support/factories';
import { startGenerateWorker } from '../../../../test/support/generate-worker';
import { OllamaStandIn } from '../../../../test/support/ollama-stand-in';

/**
 * An Ollama on the server's machine (OLLAMA_URL) is found with its models and can be connected
 * as a user's AI writer without a key, even where users' connections may not reach internal
 * addresses; it opens no other internal service.
 */

const LOCAL = `{ localAi { baseUrl models } }`;
const SAVE = `mutation ($input: AiConnectionInput!) {
  saveAiConnection(input: $input) { baseUrl model hasApiKey }
}`;
const TEST = `mutation ($input: AiConnectionInput) { testAiConnection(input: $input) { ok message } }`;
const GENERATE = `mutation ($input: GenerateContentInput!) {
  generateContent(input: $input) { content writer { source model } }
}`;

let ollama: OllamaStandIn;
let other: ChatStandIn;
let app: TestApp;
let worker: { stop: () => Promise<void> };

beforeAll(async () => {
  ollama = await OllamaStandIn.start();
  other = await ChatStandIn.start();
  // As in production: users' connections may not reach internal addresses.
  app = await startTestApp({
    OLLAMA_URL: ollama.url,
    AI_CONNECTION_PRIVATE_HOSTS: 'false',
    GENERATION_TIMEOUT_MS: '15000',
  });
  worker = await startGenerateWorker(app);
});
afterAll(async () => {
  await worker.stop();
  await app.stop();
  await ollama.stop();
  await other.stop();
});
beforeEach(() => {
  ollama.reset();
  other.reset();
});

it('lists the installed chat models, with the OpenAI-compatible address to connect', async () => {
  ollama.serve(['llama3.1:latest', 'nomic-embed-text:latest', 'qwen2.5:7b']);
  const user = await registerUser(app);
  const res = await app.graphql(LOCAL, {}, user.token);
  expect(res.errors).toBeUndefined();
  expect(res.data).toEqual({
    localAi: { baseUrl: `${ollama.url}/v1`, models: ['llama3.1:latest', 'qwen2.5:7b'] },
  });
  expect(ollama.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/tags']);

  const rest = await app.http().get('/api/ai-connection/local').set(bearer(user)).expect(200);
  expect(rest.body.localAi).toEqual(res.data!.localAi);
});

it('is null when Ollama has no chat model or answers something else, and only for a signed-in user', async () => {
  const user = await registerUser(app);
  ollama.serve(['nomic-embed-text:latest']);
  expect((await app.graphql(LOCAL, {}, user.token)).data).toEqual({ localAi: null });

  ollama.reply({ status: 500, body: 'boom' });
  expect((await app.graphql(LOCAL, {}, user.token)).data).toEqual({ localAi: null });

  const anonymous = await app.graphql(LOCAL);
  expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  await app.http().get('/api/ai-connection/local').expect(401);
});

it('is saved as the connection without a key and then writes the posts', async () => {
  ollama.serve(['llama3.1:latest'], 'Reviews teach when they ask questions.');
  const user = await registerUser(app);
  const saved = await app.graphql(
    SAVE,
    { input: { baseUrl: `${ollama.url}/v1`, model: 'llama3.1:latest', apiKey: '' } },
    user.token,
  );
  expect(saved.errors).toBeUndefined();
  expect(saved.data).toEqual({
    saveAiConnection: { baseUrl: `${ollama.url}/v1`, model: 'llama3.1:latest', hasApiKey: false },
  });

  const res = await app.graphql(GENERATE, { input: { topic: 'Code reviews' } }, user.token);
  expect(res.errors).toBeUndefined();
  expect(res.data).toEqual({
    generateContent: {
      content: 'Reviews teach when they ask questions.',
      writer: { source: 'user', model: 'llama3.1:latest' },
    },
  });
  const [chat] = ollama.requests;
  expect(`${chat.method} ${chat.path}`).toBe('POST /v1/chat/completions');
  expect(chat.headers).not.toHaveProperty('authorization');
  expect((chat.json as { model: string }).model).toBe('llama3.1:latest');
});

it('opens no other internal service: another port, another name for the host, other internal addresses', async () => {
  const user = await registerUser(app);
  const port = new URL(ollama.url).port;
  for (const baseUrl of [
    other.baseUrl,
    `http://localhost:${port}/v1`,
    `http://127.0.0.1:${Number(port) + 1}/v1`,
    'http://127.0.0.1:6379/v1',
    'http://169.254.169.254/latest',
  ]) {
    const saved = await app.graphql(SAVE, { input: { baseUrl, model: 'm' } }, user.token);
    expect(saved.errors?.[0]?.extensions?.errors).toEqual([
      { field: 'baseUrl', message: AM.privateAddress },
    ]);
    const tested = await app.graphql<{ testAiConnection: { ok: boolean; message: string } }>(
      TEST,
      { input: { baseUrl, model: 'm' } },
      user.token,
    );
    expect(tested.data?.testAiConnection).toMatchObject({ ok: false, message: AM.privateAddress });
  }
  expect(other.requests).toHaveLength(0);
});

describe('with detection off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await startTestApp({ OLLAMA_URL: 'off', AI_CONNECTION_PRIVATE_HOSTS: 'false' });
  });
  afterAll(() => off.stop());

  it('finds nothing, asks nothing, and does not open Ollama for connections', async () => {
    ollama.serve(['llama3.1:latest']);
    const user = await registerUser(off);
    expect((await off.graphql(LOCAL, {}, user.token)).data).toEqual({ localAi: null });
    const saved = await off.graphql(
      SAVE,
      { input: { baseUrl: `${ollama.url}/v1`, model: 'llama3.1:latest', apiKey: '' } },
      user.token,
    );
    expect(saved.errors?.[0]?.extensions?.errors).toEqual([
      { field: 'baseUrl', message: AM.privateAddress },
    ]);
    expect(ollama.requests).toHaveLength(0);
  });
});
