import type { AiConnectionFieldsFragment, AiConnectionInput } from '../../gql/graphql';

/** The AI writer form: the endpoint, the model, a new key, and whether to drop the stored one. */
export interface AiConnectionFormValues {
  baseUrl: string;
  model: string;
  /** A new key; empty keeps the stored one (the server never sends it back). */
  apiKey: string;
  removeKey: boolean;
}

/** Where each popular service's OpenAI-compatible API is. */
export const AI_BASE_URL_EXAMPLES = [
  { name: 'OpenAI', url: 'https://api.openai.com/v1' },
  { name: 'Ollama', url: 'http://localhost:11434/v1' },
  { name: 'OpenRouter', url: 'https://openrouter.ai/api/v1' },
] as const;

export const aiConnectionValuesOf = (
  connection: AiConnectionFieldsFragment | null | undefined,
): AiConnectionFormValues => ({
  baseUrl: connection?.baseUrl ?? '',
  model: connection?.model ?? '',
  apiKey: '',
  removeKey: false,
});

/**
 * What is sent: an empty key field leaves the key out (the stored key stays), "Remove the stored
 * key" sends an empty key (none is kept).
 */
export function toAiConnectionInput(values: AiConnectionFormValues): AiConnectionInput {
  const apiKey = values.removeKey ? '' : values.apiKey.trim() || undefined;
  return {
    baseUrl: values.baseUrl.trim(),
    model: values.model.trim(),
    ...(apiKey === undefined ? {} : { apiKey }),
  };
}

/** The key field's placeholder: the stored key's last four characters, when there is one. */
export function storedKeyPlaceholder(
  connection: AiConnectionFieldsFragment | null | undefined,
): string | undefined {
  if (!connection?.hasApiKey) return undefined;
  return connection.apiKeyLastFour
    ? `•••• ${connection.apiKeyLastFour} — leave empty to keep`
    : 'A key is stored — leave empty to keep';
}
