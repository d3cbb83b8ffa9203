import {
  AI_CONNECTION_MESSAGES as AM,
  CONTENT_MESSAGES as CM,
  LANGUAGE_LABELS,
  WRITER_MESSAGES as WM,
  type Language,
} from '@postpilot/common';
import type { AiConfig } from '../../kernel/config';
import type * as Contract from '../../generated/graphql';
import { OpenAiGenerator } from './ai/openai-generator';
import type { AiConnectionService } from './ai-connection/ai-connection.service';
import { Composer } from './composer';
import { GenerationError, type ContentGenerator } from './generation';

/** Whose writer it is: the user's own AI connection, the server's AI endpoint, or the built-in writer. */
export type WriterSource = 'user' | 'server' | 'builtin';

/** Who writes a user's posts, and why, in words for the user. */
export interface ActiveWriter {
  generator: ContentGenerator;
  source: WriterSource;
  /** The model asked, when a model writes. */
  model: string | null;
  label: string;
  reason: string;
  /**
   * Why it cannot write at all now (the user's stored key can no longer be read); null when it
   * can. The user connected their own AI, so no other writer writes in its place.
   */
  problem: string | null;
}

/** What a generator is built for: a user's connection, the server's endpoint, or the built-in writer. */
export type WriterChoice =
  | { source: 'user'; baseUrl: string; model: string; apiKey: string | null }
  | { source: 'server'; config: AiConfig }
  | { source: 'builtin' };

export interface WritersOptions {
  /** The server's own AI endpoint (AI_*); null when none is configured. */
  ai: AiConfig | null;
  /** fetch for users' endpoints (guarded against internal addresses, redirects, huge answers). */
  userFetch: typeof fetch;
  /** Time allowed to one request to a user's endpoint. */
  userTimeoutMs: number;
}

/**
 * The one place that answers who writes a user's posts: their own AI connection first (Settings →
 * AI writer), else the server's AI endpoint, else the built-in writer. The API asks it to tell the
 * user and to refuse what the writer cannot do; the worker asks it again to write.
 */
export class Writers {
  private readonly builtIn: ContentGenerator = new Composer();
  private readonly server: ContentGenerator | null;

  constructor(
    private readonly connections: Pick<AiConnectionService, 'settingsFor'>,
    private readonly options: WritersOptions,
    /** Replaces every writer's generator (tests supply one of their own). */
    private readonly override?: ContentGenerator,
  ) {
    this.server = options.ai ? this.build({ source: 'server', config: options.ai }) : null;
  }

  /** The same choices, every writer's generator being `generator` (for tests). */
  withGenerator(generator: ContentGenerator): Writers {
    return new Writers(this.connections, this.options, generator);
  }

  /** Who writes `userId`'s posts now. */
  async for(userId: string): Promise<ActiveWriter> {
    const connection = await this.connections.settingsFor(userId);
    if (connection) {
      const { model } = connection;
      const label = WM.userLabel(model);
      if (!connection.usable) {
        return {
          generator: unusable(WM.keyUnreadable),
          source: 'user',
          model,
          label,
          reason: WM.userReason,
          problem: WM.keyUnreadable,
        };
      }
      return {
        generator: this.build({ source: 'user', ...connection }),
        source: 'user',
        model,
        label,
        reason: WM.userReason,
        problem: null,
      };
    }
    if (this.options.ai && this.server) {
      const { model } = this.options.ai;
      return {
        generator: this.server,
        source: 'server',
        model,
        label: WM.serverLabel(model),
        reason: WM.serverReason,
        problem: null,
      };
    }
    return {
      generator: this.build({ source: 'builtin' }),
      source: 'builtin',
      model: null,
      label: WM.builtInLabel,
      reason: WM.builtInReason,
      problem: null,
    };
  }

  /** What the contract says of a writer for a user of `language`. */
  describe(writer: ActiveWriter, language: Language): Contract.Writer {
    const notice = writer.problem ?? languageProblem(writer, language);
    return {
      provider: writer.generator.provider,
      writesUserLanguage: writer.generator.writes(language),
      notice,
      source: writer.source,
      model: writer.model,
      label: writer.label,
      reason: writer.reason,
    };
  }

  private build(choice: WriterChoice): ContentGenerator {
    if (this.override) return this.override;
    switch (choice.source) {
      case 'builtin':
        return this.builtIn;
      case 'server':
        return new OpenAiGenerator({
          baseUrl: choice.config.baseUrl,
          apiKey: choice.config.apiKey,
          model: choice.config.model,
          timeoutMs: choice.config.timeoutMs,
        });
      case 'user':
        return new OpenAiGenerator({
          baseUrl: choice.baseUrl,
          apiKey: choice.apiKey,
          model: choice.model,
          timeoutMs: this.options.userTimeoutMs,
          fetch: this.options.userFetch,
          keyMessages: { refused: AM.generatorKeyRefused, missing: AM.generatorKeyMissing },
        });
    }
  }
}

/** Why the writer does not write the user's language, in words for the user; null when it does. */
export function languageProblem(writer: ActiveWriter, language: Language): string | null {
  return writer.generator.writes(language)
    ? null
    : CM.builtInWriterLanguage(LANGUAGE_LABELS[language]);
}

/** A writer that cannot write: every call fails with `why` (the user's connection is broken). */
function unusable(why: string): ContentGenerator {
  const fail = () => Promise.reject(new GenerationError('unauthorized', why, false));
  return { provider: 'openai', writes: () => true, generate: fail, hooks: fail, rewrite: fail };
}
