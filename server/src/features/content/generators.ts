import type { Config } from '../../kernel/config';
import { OpenAiGenerator } from './ai/openai-generator';
import { Composer } from './composer/composer';
import type { ContentGenerator } from './generation';

/** The configured AI endpoint when there is one, else the built-in composer. */
export function createGenerator(config: Pick<Config, 'ai'>): ContentGenerator {
  if (!config.ai) return new Composer();
  return new OpenAiGenerator({
    baseUrl: config.ai.baseUrl,
    apiKey: config.ai.apiKey,
    model: config.ai.model,
    timeoutMs: config.ai.timeoutMs,
  });
}
