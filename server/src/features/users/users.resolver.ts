import { Arg, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { CurrentUser } from '../../kernel/context';
import { COST } from '../../kernel/graphql-cost';
import type { User } from './user.entity';
import { OnboardingInput, UpdateProfileInput, UpdateSettingsInput, UserType } from './users.types';
import type { UsersService } from './users.service';

@Resolver(() => UserType)
export class UsersResolver {
  constructor(private readonly users: UsersService) {}

  /** The avatar's address, signed when the user is read (the row keeps only its key). */
  @FieldResolver(() => String, { nullable: true })
  profilePicture(@Root() user: User): Promise<string | null> {
    return this.users.avatarUrl(user);
  }

  @Query(() => UserType, { description: 'The signed-in user.' })
  me(@CurrentUser('signedIn') user: User) {
    return user;
  }

  @Mutation(() => UserType, {
    complexity: COST.write,
    description:
      'Saves what the user writes about and how (onboarding), and marks onboarding complete.',
  })
  async completeOnboarding(
    @CurrentUser('verified') user: User,
    @Arg('input', () => OnboardingInput) input: OnboardingInput,
  ) {
    return await this.users.completeOnboarding(user, input);
  }

  @Mutation(() => UserType, {
    complexity: COST.write,
    description:
      'Saves the profile fields. The e-mail address never changes through this mutation.',
  })
  async updateProfile(
    @CurrentUser('verified') user: User,
    @Arg('input', () => UpdateProfileInput) input: UpdateProfileInput,
  ) {
    return await this.users.updateProfile(user, input);
  }

  @Mutation(() => UserType, {
    complexity: COST.write,
    description: 'Saves the settings given; fields left out keep their stored values.',
  })
  async updateSettings(
    @CurrentUser('verified') user: User,
    @Arg('input', () => UpdateSettingsInput) input: UpdateSettingsInput,
  ) {
    return await this.users.updateSettings(user, input);
  }
}
