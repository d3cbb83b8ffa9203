import { Arg, Mutation, Resolver } from 'type-graphql';
import { CurrentUser } from '../../kernel/context';
import { COST } from '../../kernel/graphql-cost';
import type { User } from '../users/user.entity';
import { GeneratedContent, GenerateContentInput } from './content.types';
import type { ContentService } from './content.service';

/** The door into ContentService's writer. */
@Resolver()
export class ContentResolver {
  constructor(private readonly content: ContentService) {}

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
