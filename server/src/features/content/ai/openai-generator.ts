import { HOOK_SUGGESTIONS, type Language, type RewriteAction } from '@postpilot/common';
import {
  GenerationError,
  type ContentGenerator,
  type GenerationRequest,
  type Rewrite,
} from '../generation';
import { buildHookMessages, buildRewriteMessages } from './assist-prompt';
import { buildMessages, type ChatMessage } from './prompt';
import { followUp, postIn, rewriteRules, type PostRules } from './answer-checks';
import {
  detectLanguage,
  languageCorrection,
  languageFailure,
  requestLanguage,
  wrongLanguage,
} from './language-check';
import { hooksCorrection, hooksFrom } from './hook-checks';
import { parseRetryAfter } from '../../../kernel/retry-after';
import { networkReason } from '../../../kernel/guarded-fetch';

export interface OpenAiGeneratorOptions {
  /** The API root, e.g. https://api.openai.com/v1 or http://localhost:11434/v1 (Ollama). */
  baseUrl: string;
  /** Sent as a Bearer token; null (or empty) sends no Authorization header, as Ollama needs. */
  apiKey: string | null;
  model: string;
  /** How long one attempt may take, answer included. */
  timeoutMs: number;
  /** Attempts in all, the first included; default 3. */
  maxAttempts?: number;
  fetch?: typeof fetch;
  /**
   * What a refused or missing key tells the user to do; by default, to check AI_API_KEY (the
   * server's own endpoint). A user's own connection points at Settings → AI writer instead.
   */
  keyMessages?: { refused: string; missing: string };
  /** Waits between attempts; injectable so tests need not wait. */
  sleep?: (ms: number) => Promise<void>;
}

/** Sampling temperature: varied enough that each Regenerate reads differently. */
const TEMPERATURE = 0.8;
/** About 3,000 characters of English is ~750 tokens; leave room for a model that runs long. */
const MAX_TOKENS = 1200;
/** Backoff before the 2nd, 3rd, … attempt: 1s, 2s, 4s, … */
const BACKOFF_BASE_MS = 1000;
/** The longest we wait between attempts; a longer Retry-After ends the retries. */
const MAX_WAIT_MS = 30_000;
/** How much of an endpoint's error message we pass on to the user. */
const MAX_DETAIL_CHARS = 200;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const SERVER_KEY_MESSAGES = {
  refused: 'The AI service refused the API key (check AI_API_KEY)',
  missing: 'The AI service requires an API key (set AI_API_KEY)',
};

/**
 * Writes posts with any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, …).
 * Failures become GenerationErrors; retryable ones (timeouts, network errors, 429, 5xx) are
 * retried with exponential backoff, honouring Retry-After. An abort by the caller's signal stops
 * at once, without retrying, and rejects with the signal's reason.
 */
export class OpenAiGenerator implements ContentGenerator {
  readonly provider = 'openai' as const;

  /** The model is told the language in the prompt; any of the user's languages will do. */
  writes(): boolean {
    return true;
  }
  private readonly endpoint: string;
  private readonly maxAttempts: number;
  private readonly fetch: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: OpenAiGeneratorOptions) {
    this.endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    this.maxAttempts = Math.max(1, options.maxAttempts ?? 3);
    this.fetch = options.fetch ?? fetch;
    this.sleep = options.sleep ?? defaultSleep;
  }

  async generate(request: GenerationRequest, signal?: AbortSignal): Promise<string> {
    return this.checkedPost(buildMessages(request), request, requestLanguage(request), {}, signal);
  }

  /**
   * Hooks in the account's language, without preambles or hashtag lines. When the answer has
   * fewer usable hooks than asked for, or is in another language, the model is asked once more,
   * naming the problem; then what is usable is returned (a wrong language is refused).
   */
  async hooks(request: GenerationRequest, post: string, signal?: AbortSignal): Promise<string[]> {
    const firstLine = post.trim().split('\n')[0] ?? '';
    const expected = requestLanguage(request);
    const messages = buildHookMessages(request, post);
    const answer = answerFrom(await this.complete(messages, signal));
    let hooks = hooksFrom(answer, firstLine, request);
    const found = wrongLanguage(hooks.join('\n'), expected);
    if (found || hooks.length < HOOK_SUGGESTIONS) {
      const correction = found
        ? `${languageCorrection(found, expected)} ${hooksCorrection(0)}`
        : hooksCorrection(hooks.length);
      const again = answerFrom(await this.complete(followUp(messages, answer, correction), signal));
      // Hooks in the wrong language are not offered, whatever the second answer holds.
      const kept = found ? [] : hooks;
      hooks = hooksFrom([...kept, again].join('\n'), firstLine, request);
      const still = wrongLanguage(hooks.join('\n'), expected);
      if (still) throw new GenerationError('malformed', languageFailure(still, expected), false);
    }
    if (hooks.length === 0) {
      throw new GenerationError('malformed', 'The AI service returned no first lines', false);
    }
    return hooks;
  }

  async rewrite(
    request: GenerationRequest,
    post: string,
    action: RewriteAction,
    detail: string,
    signal?: AbortSignal,
  ): Promise<Rewrite> {
    const messages = buildRewriteMessages(request, post, action, detail);
    // A rewrite keeps the post's own language, hashtags and emojis (the user may have typed them).
    const expected = detectLanguage(post) ?? requestLanguage(request);
    const rules = rewriteRules(request, post);
    return {
      content: await this.checkedPost(messages, request, expected, rules, signal),
      changes: [],
      question: null,
    };
  }

  /**
   * The post in the model's answer to `messages`, checked; when it is in another language than
   * `expected`, the model is asked once more, told what went wrong.
   */
  private async checkedPost(
    messages: ChatMessage[],
    request: GenerationRequest,
    expected: Language,
    rules: PostRules,
    signal?: AbortSignal,
  ): Promise<string> {
    const answer = answerFrom(await this.complete(messages, signal));
    const post = postIn(answer, request, rules);
    const found = wrongLanguage(post, expected);
    if (!found) return post;
    const retry = followUp(messages, answer, languageCorrection(found, expected));
    const second = postIn(answerFrom(await this.complete(retry, signal)), request, rules);
    const still = wrongLanguage(second, expected);
    if (still) throw new GenerationError('malformed', languageFailure(still, expected), false);
    return second;
  }

  /** The answer's body to `messages`, retrying what is worth retrying. */
  private async complete(messages: ChatMessage[], signal?: AbortSignal): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.attempt(messages, signal);
      } catch (error) {
        // The caller's abort wins over whatever the attempt ran into.
        signal?.throwIfAborted();
        if (!(error instanceof GenerationError)) throw error;
        const wait = this.waitBefore(attempt + 1, error);
        if (!error.retryable || attempt >= this.maxAttempts || wait === null) throw error;
        await abortable(this.sleep(wait), signal);
      }
    }
  }

  /** One request and its answer, within the per-attempt timeout. */
  private async attempt(messages: ChatMessage[], signal?: AbortSignal): Promise<string> {
    const { apiKey, model, timeoutMs } = this.options;
    const timeout = AbortSignal.timeout(timeoutMs);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
    };
    if (apiKey?.trim()) headers.authorization = `Bearer ${apiKey.trim()}`;

    let status: number;
    let retryAfter: string | null;
    let location: string | null;
    let text: string;
    try {
      const response = await this.fetch(this.endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify({ model, messages, temperature: TEMPERATURE, max_tokens: MAX_TOKENS }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        // A POST that is redirected would be re-sent as a GET elsewhere: say where instead.
        redirect: 'manual',
      });
      status = response.status;
      retryAfter = response.headers.get('retry-after');
      location = response.headers.get('location');
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw error;
      if (timeout.aborted) {
        throw new GenerationError(
          'timeout',
          `The AI service did not answer within ${seconds(timeoutMs / 1000)}`,
          true,
        );
      }
      // The guarded fetch of a user's connection says itself why it did not ask (a private address).
      if (error instanceof GenerationError) throw error;
      throw new GenerationError(
        'unavailable',
        `The AI service could not be reached (${networkReason(error)})`,
        true,
      );
    }

    if (status >= 200 && status < 300) return text;
    throw this.httpError(status, retryAfter, text, location);
  }

  /** The GenerationError for a non-2xx answer. */
  private httpError(
    status: number,
    retryAfterHeader: string | null,
    body: string,
    location: string | null,
  ) {
    const retryAfter = parseRetryAfter(retryAfterHeader);
    if (status === 401 || status === 403) {
      const messages = this.options.keyMessages ?? SERVER_KEY_MESSAGES;
      const message = this.options.apiKey?.trim() ? messages.refused : messages.missing;
      return new GenerationError('unauthorized', message, false);
    }
    if (status >= 300 && status < 400) {
      const where = location ? ` to ${location.slice(0, MAX_DETAIL_CHARS)}` : '';
      return new GenerationError(
        'bad_request',
        `The AI service answered with a redirect${where}: use the address it redirects to`,
        false,
      );
    }
    if (status === 429) {
      const when = retryAfter !== undefined ? `in ${seconds(retryAfter)}` : 'later';
      return new GenerationError(
        'rate_limited',
        `The AI service is rate limiting requests; try again ${when}`,
        true,
        retryAfter,
      );
    }
    if (status >= 400 && status < 500) {
      const detail = errorMessageIn(body);
      const message = detail
        ? `The AI service rejected the request: ${detail}`
        : `The AI service rejected the request (HTTP ${status})`;
      return new GenerationError('bad_request', message, false);
    }
    return new GenerationError(
      'unavailable',
      `The AI service is unavailable (HTTP ${status})`,
      true,
      retryAfter,
    );
  }

  /** Milliseconds to wait before attempt `next`, or null when the endpoint asks for too long. */
  private waitBefore(next: number, error: GenerationError): number | null {
    const backoff = BACKOFF_BASE_MS * 2 ** (next - 2);
    const asked = (error.retryAfterSeconds ?? 0) * 1000;
    if (asked > MAX_WAIT_MS) return null;
    return Math.min(Math.max(backoff, asked), MAX_WAIT_MS);
  }
}

/** The text of a 200 answer: choices[0].message.content. */
function answerFrom(body: string): string {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new GenerationError('malformed', 'The AI service returned an unreadable answer', false);
  }
  const content = (json as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]
    ?.message?.content;
  return typeof content === 'string' ? content : '';
}

/** The error.message of an OpenAI-style error body ({ error: { message } } or { error: "…" }). */
export function errorMessageIn(body: string): string | null {
  try {
    const error = (JSON.parse(body) as { error?: unknown } | null)?.error;
    const message =
      typeof error === 'string' ? error : (error as { message?: unknown } | null)?.message;
    if (typeof message !== 'string' || !message.trim()) return null;
    const oneLine = message.trim().replace(/\s+/g, ' ');
    return oneLine.length > MAX_DETAIL_CHARS
      ? `${oneLine.slice(0, MAX_DETAIL_CHARS - 1)}…`
      : oneLine;
  } catch {
    return null;
  }
}

function seconds(value: number): string {
  return value === 1 ? '1 second' : `${value} seconds`;
}

/** Resolves with `promise`, or rejects with the signal's reason as soon as it aborts. */
function abortable(promise: Promise<void>, signal?: AbortSignal): Promise<void> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
