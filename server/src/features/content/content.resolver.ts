import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUser } from '../../kernel/context';
import { COST } from '../../kernel/graphql-cost';
import type { User } from '../users/user.entity';
import { GeneratedContent, GenerateContentInput, WriterType } from './content.types';
import type { ContentService } from './content.service';

/** The door into ContentService's writer. */
@Resolver()
export class ContentResolver {
  constructor(private readonly content: ContentService) {}

  @Query(() => WriterType, {
    complexity: 1,
    description: "Who writes the user's posts, and whether it writes them in the user's language.",
  })
  writer(@CurrentUser() user: User) {
    return this.content.describeWriter(user);
  }

  @Mutation(() => GeneratedContent, {
    complexity: COST.generation,
    description:
      "Writes a post in the user's voice from their onboarding and these settings (the configured AI endpoint, else the built-in composer). Nothing is saved until createPost.",
  })
  generateContent(
    @CurrentUser() user: User,
    @Arg('input', () => GenerateContentInput) input: GenerateContentInput,
  ) {
    return this.content.generate(user, input);
  }
}
