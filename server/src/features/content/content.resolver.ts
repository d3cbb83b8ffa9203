import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUser } from '../../kernel/context';
import { COST } from '../../kernel/graphql-cost';
import type { User } from '../users/user.entity';
import {
  AssistInput,
  GeneratedContent,
  GenerateContentInput,
  RewritePostInput,
  WriterType,
} from './content.types';
import type { ContentService } from './content.service';

/** The door into ContentService's writer. */
@Resolver()
export class ContentResolver {
  constructor(private readonly content: ContentService) {}

  @Query(() => WriterType, {
    complexity: COST.query,
    description: "Who writes the user's posts, and whether it writes them in the user's language.",
  })
  writer(@CurrentUser() user: User) {
    return this.content.describeWriter(user);
  }

  @Mutation(() => GeneratedContent, {
    complexity: COST.generation,
    description:
      "Writes a post in the user's voice from their onboarding, voice profile and these settings, with the user's writer (their own AI connection, else the server's AI endpoint, else the built-in writer). Nothing is saved until createPost.",
  })
  generateContent(
    @CurrentUser() user: User,
    @Arg('input', () => GenerateContentInput) input: GenerateContentInput,
  ) {
    return this.content.generate(user, input);
  }

  @Mutation(() => [String], {
    complexity: COST.generation,
    description:
      "Three alternative first lines for a post (the text in the editor, saved or not), from the user's active writer.",
  })
  suggestHooks(@CurrentUser() user: User, @Arg('input', () => AssistInput) input: AssistInput) {
    return this.content.suggestHooks(user, input);
  }

  @Mutation(() => GeneratedContent, {
    complexity: COST.generation,
    description:
      "The post rewritten by the user's active writer: shorter, punchier, more personal, or with its grammar fixed. Nothing is saved.",
  })
  rewritePost(
    @CurrentUser() user: User,
    @Arg('input', () => RewritePostInput) input: RewritePostInput,
  ) {
    return this.content.rewritePost(user, input);
  }
}
