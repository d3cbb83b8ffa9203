import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GenerationError, POST_MAX_CHARS } from '../../generation';
import { OpenAiGenerator, type OpenAiGeneratorOptions } from '../openai-generator';
import { parseRetryAfter } from '../../../../kernel/retry-after';
import { buildMessages } from '../prompt';
import { buildHookMessages, buildRewriteMessages, REWRITE_INSTRUCTIONS } from '../assist-prompt';
import { ChatStandIn, completion } from '../../../../../test/support/chat-stand-in';
import { sampleRequest } from './sample-request';
import { failureOf as failure } from '../../../../../test/support/failure';

let standIn: ChatStandIn;
/** The waits between attempts, recorded by the injected sleep (which does not wait). */
let waits: number[];

beforeAll(async () => {
  standIn = await ChatStandIn.start();
});
afterAll(() => standIn.stop());
beforeEach(() => {
  standIn.reset();
  waits = [];
});

function generator(options: Partial<OpenAiGeneratorOptions> = {}) {
  return new OpenAiGenerator({
    baseUrl: standIn.baseUrl,
    apiKey: 'sk-test-key',
    model: 'gpt-test',
    timeoutMs: 2000,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...options,
  });
}

/** The GenerationError a generation fails with. */
const failureOf = (promise: Promise<unknown>) => failure(promise, GenerationError);

const POST = 'I hired ten engineers this year.\n\nHere is what I learned.\n\n#Hiring #Leadership';

describe('the request it sends', () => {
  it('POSTs the model, messages and limits as JSON to /v1/chat/completions with the API key', async () => {
    standIn.reply(completion(POST));
    const request = sampleRequest({ topic: 'Hiring', tone: 'humorous' });
    await generator().generate(request);

    expect(standIn.requests).toHaveLength(1);
    const [sent] = standIn.requests;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer sk-test-key');
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.json).toEqual({
      model: 'gpt-test',
      messages: buildMessages(request),
      temperature: 0.8,
      max_tokens: 1200,
    });
  });

  it("sends the user's voice in the prompt", async () => {
    standIn.reply(completion(POST));
    const request = sampleRequest({
      voice: {
        sampleCount: 3,
        words: 120,
        paragraphs: 3,
        sentenceWords: 11,
        hookStyles: ['story'],
        emojis: 'never',
        favouriteEmojis: [],
        hashtags: 2,
        favouriteHashtags: ['Hiring'],
        readingGrade: 7,
        themes: ['first-time managers'],
        avoid: ['synergy'],
      },
    });
    await generator().generate(request);
    const sent = standIn.requests[0]!.json as { messages: { role: string; content: string }[] };
    expect(sent.messages).toEqual(buildMessages(request));
    const prompt = sent.messages[1]!.content;
    expect(prompt).toContain('## My voice\nWrite the way I write, as learned from 3 of my posts.');
    expect(prompt).toContain('- Opening: I usually open with a story.');
    expect(prompt).toContain('- Hashtags: end with exactly 2 relevant hashtags');
    expect(prompt).toContain('- Hashtags I use: #Hiring; prefer them when they fit the topic.');
    expect(prompt).toContain('first-time managers');
    expect(prompt).toContain('- Never use these words or phrases: “synergy”.');
  });

  it.each([null, ''])('sends no Authorization header when the API key is %p', async (apiKey) => {
    standIn.reply(completion(POST));
    await generator({ apiKey }).generate(sampleRequest());
    expect(standIn.requests[0].headers).not.toHaveProperty('authorization');
  });

  it('accepts a base URL with a trailing slash', async () => {
    standIn.reply(completion(POST));
    await generator({ baseUrl: `${standIn.baseUrl}/` }).generate(sampleRequest());
    expect(standIn.requests[0].path).toBe('/v1/chat/completions');
  });
});

describe('help while writing', () => {
  it("asks for three other first lines in the user's language and tone, and reads them off the answer", async () => {
    standIn.reply(
      completion(
        '1. "¿Qué me enseñaron diez contrataciones sobre contratar?"\n2. I hired ten engineers this year.\n- **Diez contrataciones, una lección.**\n3. Contratar a diez personas me enseñó a ir más despacio.\n4. Una cuarta línea',
      ),
    );
    const request = sampleRequest({ tone: 'casual', language: 'es' });
    const hooks = await generator().hooks(request, POST);

    expect(hooks).toEqual([
      '¿Qué me enseñaron diez contrataciones sobre contratar?',
      'Diez contrataciones, una lección.',
      'Contratar a diez personas me enseñó a ir más despacio.',
    ]);
    const sent = standIn.requests[0].json as { messages: { content: string }[] };
    expect(sent.messages).toEqual(buildHookMessages(request, POST));
    const asked = sent.messages[1].content;
    expect(asked).toContain('Write 3 alternative first lines (hooks) for this post, in Spanish');
    expect(asked).toContain('casual tone');
    expect(asked).toContain(POST);
  });

  it('fails as malformed when no usable first line comes back', async () => {
    standIn.reply(completion('Here are some hooks:\nI hired ten engineers this year.'));
    const error = await failureOf(generator().hooks(sampleRequest(), POST));
    expect(error.kind).toBe('malformed');
  });

  it.each(Object.entries(REWRITE_INSTRUCTIONS))(
    'rewrites %s with its instruction and returns the tidied post',
    async (action, instruction) => {
      standIn.reply(completion(`Sure! Here is the rewritten post:\n${POST}`));
      const request = sampleRequest();
      const { content: post } = await generator().rewrite(request, POST, action as 'shorter', '');

      expect(post).toBe(POST);
      const sent = standIn.requests[0].json as { messages: { content: string }[] };
      expect(sent.messages).toEqual(buildRewriteMessages(request, POST, action as 'shorter'));
      expect(sent.messages[1].content).toContain(instruction);
    },
  );
});

describe('a successful answer', () => {
  it('returns the post', async () => {
    standIn.reply(completion(POST));
    await expect(generator().generate(sampleRequest())).resolves.toBe(POST);
  });

  it('returns the post without a preamble line or wrapping quotes', async () => {
    standIn.reply(completion(`Here's your LinkedIn post:\n\n"${POST}"\n`));
    await expect(generator().generate(sampleRequest())).resolves.toBe(POST);
  });

  it('cuts over-long content to the limit at a sentence boundary, keeping the hashtags', async () => {
    const paragraph = 'Hiring is a team sport, and every interviewer shapes the culture. '.repeat(
      6,
    );
    const body = Array.from({ length: 10 }, () => paragraph.trim()).join('\n\n');
    standIn.reply(completion(`${body}\n\n#Hiring #Leadership #Culture`));
    expect(body.length).toBeGreaterThan(POST_MAX_CHARS);

    const post = await generator().generate(sampleRequest());
    expect(post.length).toBeLessThanOrEqual(POST_MAX_CHARS);
    expect(post.length).toBeGreaterThan(POST_MAX_CHARS / 2);
    const [kept, tags] = [post.slice(0, post.lastIndexOf('\n\n')), post.split('\n\n').pop()];
    expect(tags).toBe('#Hiring #Leadership #Culture');
    expect(body.startsWith(kept)).toBe(true);
    expect(kept).toMatch(/culture\.$/);
  });

  it('cuts a long text without sentences between words', async () => {
    const text = Array.from({ length: 700 }, (_, i) => `word${i}`).join(' ');
    standIn.reply(completion(text));
    const post = await generator().generate(sampleRequest());
    expect(post.length).toBeLessThanOrEqual(POST_MAX_CHARS);
    expect(text.startsWith(post)).toBe(true);
    expect(text[post.length]).toBe(' ');
  });
});

describe('errors', () => {
  it('401: unauthorized, not retried, pointing at AI_API_KEY', async () => {
    standIn.reply({ status: 401, body: { error: { message: 'Incorrect API key provided' } } });
    const error = await failureOf(generator().generate(sampleRequest()));
    expect(error).toMatchObject({
      kind: 'unauthorized',
      retryable: false,
      message: 'The AI service refused the API key (check AI_API_KEY)',
    });
    expect(standIn.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('403 without a key: unauthorized, asking for a key', async () => {
    standIn.reply({ status: 403, body: {} });
    const error = await failureOf(generator({ apiKey: null }).generate(sampleRequest()));
    expect(error).toMatchObject({
      kind: 'unauthorized',
      retryable: false,
      message: 'The AI service requires an API key (set AI_API_KEY)',
    });
    expect(standIn.requests).toHaveLength(1);
  });

  it("a user's own connection is told to check its key in Settings → AI writer", async () => {
    const keyMessages = { refused: 'Check your key', missing: 'Enter a key' };
    standIn.reply({ status: 401, body: {} });
    expect(await failureOf(generator({ keyMessages }).generate(sampleRequest()))).toMatchObject({
      kind: 'unauthorized',
      message: 'Check your key',
    });
    const missing = await failureOf(
      generator({ keyMessages, apiKey: '' }).generate(sampleRequest()),
    );
    expect(missing.message).toBe('Enter a key');
  });

  it('a redirect is not followed: it fails, naming where it leads, without retrying', async () => {
    standIn.reply({ status: 307, headers: { location: 'https://elsewhere.example/v1' } });
    const error = await failureOf(generator().generate(sampleRequest()));
    expect(error).toMatchObject({
      kind: 'bad_request',
      retryable: false,
      message:
        'The AI service answered with a redirect to https://elsewhere.example/v1: use the address it redirects to',
    });
    expect(standIn.requests).toHaveLength(1);
  });

  it('429 with Retry-After, then success: waits as long as asked, then returns the post', async () => {
    standIn.reply({ status: 429, headers: { 'retry-after': '7' }, body: {} }, completion(POST));
    await expect(generator().generate(sampleRequest())).resolves.toBe(POST);
    expect(standIn.requests).toHaveLength(2);
    expect(waits).toEqual([7000]);
  });

  it('429 with Retry-After as an HTTP date: waits until then', async () => {
    const inFiveSeconds = new Date(Date.now() + 5000).toUTCString();
    standIn.reply(
      { status: 429, headers: { 'retry-after': inFiveSeconds }, body: {} },
      completion(POST),
    );
    await expect(generator().generate(sampleRequest())).resolves.toBe(POST);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThanOrEqual(3000);
    expect(waits[0]).toBeLessThanOrEqual(5000);
  });

  it('429 with a Retry-After shorter than the backoff: waits the backoff', async () => {
    standIn.reply({ status: 429, headers: { 'retry-after': '0' }, body: {} }, completion(POST));
    await expect(generator().generate(sampleRequest())).resolves.toBe(POST);
    expect(waits).toEqual([1000]);
  });

  it('429 on every attempt: rate_limited after maxAttempts, with the wait asked for', async () => {
    standIn.reply({ status: 429, headers: { 'retry-after': '3' }, body: {} });
    const error = await failureOf(generator().generate(sampleRequest()));
    expect(error).toMatchObject({
      kind: 'rate_limited',
      retryable: true,
      retryAfterSeconds: 3,
      message: 'The AI service is rate limiting requests; try again in 3 seconds',
    });
    expect(standIn.requests).toHaveLength(3);
    expect(waits).toEqual([3000, 3000]);
  });

  it('429 asking for more than 30 seconds: gives up at once, passing the wait on', async () => {
    standIn.reply({ status: 429, headers: { 'retry-after': '120' }, body: {} });
    const error = await failureOf(generator().generate(sampleRequest()));
    expect(error).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 120 });
    expect(error.message).toBe(
      'The AI service is rate limiting requests; try again in 120 seconds',
    );
    expect(standIn.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('500, then 200: retried after a second', async () => {
    standIn.reply({ status: 500, body: 'Internal Server Error' }, completion(POST));
    await expect(generator().generate(sampleRequest())).resolves.toBe(POST);
    expect(standIn.requests).toHaveLength(2);
    expect(waits).toEqual([1000]);
  });

  it('503 on every attempt: unavailable after 3 attempts, backing off 1s then 2s', async () => {
    standIn.reply({ status: 503, body: { error: { message: 'overloaded' } } });
    const error = await failureOf(generator().generate(sampleRequest()));
    expect(error).toMatchObject({
      kind: 'unavailable',
      retryable: true,
      message: 'The AI service is unavailable (HTTP 503)',
    });
    expect(standIn.requests).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('makes maxAttempts attempts, doubling the wait each time', async () => {
    standIn.reply({ status: 502, body: '' });
    await failureOf(generator({ maxAttempts: 5 }).generate(sampleRequest()));
    expect(standIn.requests).toHaveLength(5);
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
  });

  it("400: bad_request with the endpoint's error message, not retried", async () => {
    standIn.reply({
      status: 400,
      body: { error: { message: "model 'llama9' not found", type: 'invalid_request_error' } },
    });
    const error = await failureOf(generator().generate(sampleRequest()));
    expect(error).toMatchObject({
      kind: 'bad_request',
      retryable: false,
      message: "The AI service rejected the request: model 'llama9' not found",
    });
    expect(standIn.requests).toHaveLength(1);
  });

  it('404 without a JSON error: bad_request naming the status', async () => {
    standIn.reply({ status: 404, body: 'Not Found' });
    const error = await failureOf(generator().generate(sampleRequest()));
    expect(error).toMatchObject({
      kind: 'bad_request',
      message: 'The AI service rejected the request (HTTP 404)',
    });
  });

  it('200 with a body that is not JSON: malformed, not retried', async () => {
    standIn.reply({ body: '{"choices": [' });
    const error = await failureOf(generator().generate(sampleRequest()));
    expect(error).toMatchObject({
      kind: 'malformed',
      retryable: false,
      message: 'The AI service returned an unreadable answer',
    });
    expect(standIn.requests).toHaveLength(1);
  });

  it.each([
    ['empty choices', { choices: [] }],
    ['no choices', { object: 'chat.completion' }],
    ['null content', { choices: [{ message: { role: 'assistant', content: null } }] }],
    ['blank content', { choices: [{ message: { role: 'assistant', content: ' \n ' } }] }],
  ])('200 with %s: malformed, not retried', async (_, body) => {
    standIn.reply({ body });
    const error = await failureOf(generator().generate(sampleRequest()));
    expect(error).toMatchObject({
      kind: 'malformed',
      retryable: false,
      message: 'The AI service returned an answer without a post',
    });
    expect(standIn.requests).toHaveLength(1);
  });

  it('an answer slower than timeoutMs: timeout after every attempt timed out', async () => {
    standIn.reply({ delayMs: 1500, ...completion(POST) });
    const started = Date.now();
    const error = await failureOf(
      generator({ timeoutMs: 200, maxAttempts: 2 }).generate(sampleRequest()),
    );
    expect(error).toMatchObject({
      kind: 'timeout',
      retryable: true,
      message: 'The AI service did not answer within 0.2 seconds',
    });
    expect(standIn.requests).toHaveLength(2);
    expect(waits).toEqual([1000]);
    expect(Date.now() - started).toBeLessThan(1200);
  });

  it('a slow first answer, then a quick one: retried and returned', async () => {
    standIn.reply({ delayMs: 1500, ...completion('too late') }, completion(POST));
    await expect(generator({ timeoutMs: 200 }).generate(sampleRequest())).resolves.toBe(POST);
    expect(standIn.requests).toHaveLength(2);
  });

  it('an endpoint nobody listens on: unavailable, retried', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const error = await failureOf(
      generator({ baseUrl: `http://127.0.0.1:${port}/v1` }).generate(sampleRequest()),
    );
    expect(error).toMatchObject({
      kind: 'unavailable',
      retryable: true,
      message: 'The AI service could not be reached (connection refused)',
    });
    expect(waits).toEqual([1000, 2000]);
  });
});

describe("the caller's signal", () => {
  it('an abort during the request stops at once, without retrying', async () => {
    const controller = new AbortController();
    standIn.onRequest = () => controller.abort();
    standIn.reply({ delayMs: 1500, ...completion(POST) });
    const started = Date.now();

    await expect(generator().generate(sampleRequest(), controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(standIn.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('an abort during the backoff stops without another attempt', async () => {
    const controller = new AbortController();
    standIn.reply({ status: 503, body: {} });
    const sleep = (ms: number) => {
      waits.push(ms);
      controller.abort();
      return new Promise<void>(() => {}); // never ends by itself
    };

    await expect(
      generator({ sleep }).generate(sampleRequest(), controller.signal),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(standIn.requests).toHaveLength(1);
    expect(waits).toEqual([1000]);
  });

  it('an abort arriving together with a failed answer wins over the failure', async () => {
    const controller = new AbortController();
    standIn.reply({ status: 503, body: {} });
    // The real fetch, but the caller aborts just as the 503 arrives.
    const abortingFetch: typeof fetch = async (input, init) => {
      const answer = await fetch(input, init);
      const body = await answer.text();
      controller.abort();
      return new Response(body, { status: answer.status });
    };

    await expect(
      generator({ fetch: abortingFetch, maxAttempts: 1 }).generate(
        sampleRequest(),
        controller.signal,
      ),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(standIn.requests).toHaveLength(1);
  });

  it('an already aborted signal sends nothing', async () => {
    standIn.reply(completion(POST));
    await expect(generator().generate(sampleRequest(), AbortSignal.abort())).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(standIn.requests).toHaveLength(0);
  });

  it('a signal that does not abort leaves the generation alone', async () => {
    standIn.reply(completion(POST));
    const controller = new AbortController();
    await expect(generator().generate(sampleRequest(), controller.signal)).resolves.toBe(POST);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-01-01T12:00:00Z');

  it('reads seconds and HTTP dates, and ignores what it cannot read', () => {
    expect(parseRetryAfter('42', now)).toBe(42);
    expect(parseRetryAfter('Wed, 01 Jan 2025 12:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Wed, 01 Jan 2025 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
