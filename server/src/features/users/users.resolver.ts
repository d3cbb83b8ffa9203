import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUser, type Context } from '../../app/context';
import type { User } from './user.entity';
import { toUserView } from './users.service';
import { OnboardingInput, UserType } from './users.types';

@Resolver(() => UserType)
export class UsersResolver {
  @Query(() => UserType, { description: 'The signed-in user.' })
  me(@CurrentUser() user: User) {
    return toUserView(user);
  }

  @Mutation(() => UserType, {
    description:
      'Saves what the user writes about and how (onboarding), and marks onboarding complete.',
  })
  async completeOnboarding(
    @CurrentUser() user: User,
    @Arg('input', () => OnboardingInput) input: OnboardingInput,
    @Ctx() ctx: Context,
  ) {
    return toUserView(await ctx.services.users.completeOnboarding(user, input));
  }
}
