import type * as Contract from '../../../generated/graphql';

export interface LocalAiFinderOptions {
  /** Where Ollama answers (OLLAMA_URL); null: detection is off. */
  ollamaUrl: string | null;
  /** How long the look-up may take: Settings must not wait for a machine that does not answer. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Ollama on the same machine answers in milliseconds; a second is plenty. */
const DEFAULT_TIMEOUT_MS = 1_000;
/** More models than anyone installs; the list stays readable. */
const MAX_MODELS = 50;

/** Ollama's GET /api/tags answer, as far as we read it. */
interface TagsAnswer {
  models?: { name?: unknown; model?: unknown }[];
}

/**
 * Finds the Ollama the server was pointed at (OLLAMA_URL) and its installed models, for Settings
 * → AI writer to offer: GET /api/tags with a short timeout. Anything but a list of models (no
 * answer, an error, another service on the port) means none is found. The URL is the server's
 * own configuration, never a user's, so it is fetched directly.
 */
export class LocalAiFinder {
  /** The look-up under way: callers at the same time share it. Answers are not kept, so a model
   * pulled a moment ago is listed at once (asking Ollama costs it a directory listing). */
  private pending: Promise<Contract.LocalAi | null> | null = null;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: LocalAiFinderOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.fetch = options.fetch ?? fetch;
  }

  /** The Ollama and its models; null when detection is off or none answers with a model. */
  find(): Promise<Contract.LocalAi | null> {
    this.pending ??= this.lookUp().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async lookUp(): Promise<Contract.LocalAi | null> {
    const base = this.options.ollamaUrl;
    if (!base) return null;
    try {
      const response = await this.fetch(`${base}/api/tags`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
      if (!response.ok) return null;
      const models = modelsIn((await response.json()) as TagsAnswer);
      return models.length > 0 ? { baseUrl: `${base}/v1`, models } : null;
    } catch {
      // Not running, not reachable, or not Ollama: nothing to offer.
      return null;
    }
  }
}

/** The chat models' names: embedding models (nomic-embed-text, …) cannot write a post. */
function modelsIn(answer: TagsAnswer | null): string[] {
  const names = (Array.isArray(answer?.models) ? answer.models : [])
    .map((model) => (typeof model?.name === 'string' ? model.name : model?.model))
    .filter((name): name is string => typeof name === 'string' && name.trim().length > 0)
    .map((name) => name.trim())
    .filter((name) => !/embed/i.test(name));
  return [...new Set(names)].slice(0, MAX_MODELS);
}
