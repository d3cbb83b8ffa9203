import { AI_CONNECTION_MESSAGES as AM } from '@postpilot/common';
import type * as Contract from '../../../generated/graphql';
import { errorMessageIn } from '../ai/openai-generator';
import { GenerationError } from '../generation';
import { networkReason } from '../../../kernel/guarded-fetch';

/** An endpoint to try: the API root, the model, and the key (null: none is sent). */
export interface ConnectionTarget {
  baseUrl: string;
  model: string;
  apiKey: string | null;
}

/** The question: short, so any model answers it in a few tokens. */
const PROMPT = 'Reply with the word OK.';
const MAX_TOKENS = 10;
/** How much of the model's answer is quoted back. */
const ANSWER_QUOTED_CHARS = 40;

export const chatCompletionsUrl = (baseUrl: string) =>
  `${baseUrl.replace(/\/+$/, '')}/chat/completions`;

/**
 * One small chat-completions request to `target`, once (no retries: the user is waiting), and
 * what came back in words for the user: the model's answer and how long it took, or why it failed.
 */
export async function testConnection(
  target: ConnectionTarget,
  options: { fetch: typeof fetch; timeoutMs: number },
): Promise<Contract.AiConnectionTest> {
  const url = chatCompletionsUrl(target.baseUrl);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
  };
  if (target.apiKey) headers.authorization = `Bearer ${target.apiKey}`;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (message: string) => ({ ok: false, message, latencyMs: elapsed() });
  let latencyMs = 0;

  let response: Response;
  let body: string;
  const timeout = AbortSignal.timeout(options.timeoutMs);
  try {
    response = await options.fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        model: target.model,
        messages: [{ role: 'user', content: PROMPT }],
        max_tokens: MAX_TOKENS,
        temperature: 0,
      }),
      redirect: 'manual',
      signal: timeout,
    });
    body = await response.text();
    latencyMs = elapsed();
  } catch (error) {
    if (timeout.aborted) return failed(AM.timedOut(Math.round(options.timeoutMs / 1000)));
    if (error instanceof GenerationError) return failed(error.message);
    return failed(AM.unreachable(target.baseUrl, networkReason(error)));
  }

  const { status } = response;
  if (status >= 300 && status < 400) {
    return failed(AM.redirected((response.headers.get('location') ?? '').slice(0, 200)));
  }
  if (status === 401 || status === 403) {
    return failed(target.apiKey ? AM.keyRefused : AM.keyRequired);
  }
  if (status === 404) {
    return failed(isModelNotFound(body) ? AM.modelNotFound(target.model) : AM.nothingAtPath(url));
  }
  if (status === 429) return failed(AM.rateLimited);
  if (status < 200 || status >= 300) return failed(AM.refused(status, errorMessageIn(body)));

  const choices = choicesIn(body);
  if (!choices) return failed(AM.notOpenAi);
  const content = (choices[0] as { message?: { content?: unknown } } | undefined)?.message?.content;
  const answer = typeof content === 'string' ? oneLine(content) : '';
  return { ok: true, message: AM.connected(target.model, answer, latencyMs), latencyMs };
}

/** OpenAI's `model_not_found`, or an Ollama-style "model … not found". */
function isModelNotFound(body: string): boolean {
  try {
    const error = (JSON.parse(body) as { error?: unknown } | null)?.error;
    if (typeof error === 'string') return /model/i.test(error);
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    return code === 'model_not_found' || (typeof message === 'string' && /model/i.test(message));
  } catch {
    return false;
  }
}

/** The answer's `choices` list, or null when it has none (not an OpenAI-compatible answer). */
function choicesIn(body: string): unknown[] | null {
  try {
    const choices = (JSON.parse(body) as { choices?: unknown } | null)?.choices;
    return Array.isArray(choices) ? choices : null;
  } catch {
    return null;
  }
}

function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > ANSWER_QUOTED_CHARS ? `${line.slice(0, ANSWER_QUOTED_CHARS - 1)}…` : line;
}
