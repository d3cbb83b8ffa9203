import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type * as Contract from '../../../generated/graphql';

@ObjectType('AiConnection', {
  description: 'An OpenAI-compatible chat-completions endpoint the user connected.',
})
export class AiConnectionType implements Contract.AiConnection {
  @Field(() => String, {
    description: 'The API root, such as https://api.openai.com/v1 or http://localhost:11434/v1.',
  })
  baseUrl: string;

  @Field(() => String)
  model: string;

  @Field(() => Boolean, { description: 'Whether a key is stored (it is never shown again).' })
  hasApiKey: boolean;

  @Field(() => String, {
    nullable: true,
    description: "The stored key's last four characters, to tell keys apart; null without a key.",
  })
  apiKeyLastFour: string | null;

  @Field(() => Date)
  updatedAt: Date;
}

@InputType('AiConnectionInput')
export class AiConnectionInput implements Contract.AiConnectionInput {
  @Field(() => String, { description: 'http(s) URL of the API root, up to 500 characters.' })
  baseUrl: string;

  @Field(() => String, { description: "The model's name, up to 200 characters." })
  model: string;

  @Field(() => String, {
    nullable: true,
    description:
      'The API key, up to 500 characters; left out keeps the stored key, empty removes it (for endpoints without keys, such as Ollama).',
  })
  apiKey?: string | null;
}

@ObjectType('AiConnectionTest', { description: 'What a connection test found.' })
export class AiConnectionTestType implements Contract.AiConnectionTest {
  @Field(() => Boolean)
  ok: boolean;

  @Field(() => String, {
    description:
      "What came back, in words for the user: the model's short answer, or why it failed.",
  })
  message: string;

  @Field(() => Int, {
    description: 'How long the endpoint took to answer, in milliseconds.',
  })
  latencyMs: number;
}

@ObjectType('LocalAi', { description: "An Ollama found on the server's machine (OLLAMA_URL)." })
export class LocalAiType implements Contract.LocalAi {
  @Field(() => String, {
    description:
      "Its OpenAI-compatible API root, to save as the AI connection's baseUrl: OLLAMA_URL with /v1.",
  })
  baseUrl: string;

  @Field(() => [String], {
    description:
      "The installed models' names as Ollama lists them, such as llama3.1:latest; at least one.",
  })
  models: string[];
}
