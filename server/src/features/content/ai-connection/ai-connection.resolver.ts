import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUser } from '../../../kernel/context';
import { COST } from '../../../kernel/graphql-cost';
import { MessagePayload } from '../../../kernel/message-payload';
import type { User } from '../../users/user.entity';
import type { AiConnectionService } from './ai-connection.service';
import {
  AiConnectionInput,
  AiConnectionTestType,
  AiConnectionType,
  LocalAiType,
} from './ai-connection.types';
import type { LocalAiFinder } from './local-ai';

/** The door into the user's own AI connection (Settings → AI writer). */
@Resolver(() => AiConnectionType)
export class AiConnectionResolver {
  constructor(
    private readonly connections: AiConnectionService,
    private readonly finder: LocalAiFinder,
  ) {}

  @Query(() => AiConnectionType, {
    nullable: true,
    complexity: COST.query,
    description:
      "The user's own OpenAI-compatible AI connection; null when they have none. The API key is never returned.",
  })
  aiConnection(@CurrentUser() user: User) {
    return this.connections.get(user);
  }

  @Query(() => LocalAiType, {
    nullable: true,
    complexity: COST.query,
    description:
      "An Ollama running on the server's machine (OLLAMA_URL) and its installed models, which the user can connect as their AI writer without a key; null when none answers or detection is off.",
  })
  // Signed in only (CurrentUser): what runs beside the server is no business of strangers.
  localAi(@CurrentUser() _user: User) {
    return this.finder.find();
  }

  @Mutation(() => AiConnectionType, {
    complexity: COST.write,
    description:
      "Saves the user's AI connection; their posts are then written by it. Leaving apiKey out keeps the stored key.",
  })
  saveAiConnection(
    @CurrentUser() user: User,
    @Arg('input', () => AiConnectionInput) input: AiConnectionInput,
  ) {
    return this.connections.save(user, input);
  }

  @Mutation(() => AiConnectionTestType, {
    complexity: COST.generation,
    description:
      "Makes one small request to the endpoint (the input's, or the saved connection's when input is left out) and says what came back. Nothing is saved.",
  })
  testAiConnection(
    @CurrentUser() user: User,
    @Arg('input', () => AiConnectionInput, { nullable: true }) input?: AiConnectionInput | null,
  ) {
    return this.connections.test(user, input ?? undefined);
  }

  @Mutation(() => MessagePayload, {
    complexity: COST.write,
    description:
      "Forgets the user's AI connection and its key; the server's AI endpoint or the built-in writer writes again.",
  })
  removeAiConnection(@CurrentUser() user: User) {
    return this.connections.remove(user);
  }
}
