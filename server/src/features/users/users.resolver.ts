import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUser, type Context } from '../../app/context';
import { COST } from '../../app/graphql-limits';
import { AuthPayload, MessagePayload } from '../auth/auth.types';
import type { User } from './user.entity';
import { toUserView } from './users.service';
import {
  ChangePasswordInput,
  DeleteAccountInput,
  OnboardingInput,
  UpdateProfileInput,
  UpdateSettingsInput,
  UserType,
} from './users.types';

@Resolver(() => UserType)
export class UsersResolver {
  @Query(() => UserType, { description: 'The signed-in user.' })
  me(@CurrentUser('signedIn') user: User) {
    return toUserView(user);
  }

  @Mutation(() => UserType, {
    complexity: COST.write,
    description:
      'Saves what the user writes about and how (onboarding), and marks onboarding complete.',
  })
  async completeOnboarding(
    @CurrentUser('verified') user: User,
    @Arg('input', () => OnboardingInput) input: OnboardingInput,
    @Ctx() ctx: Context,
  ) {
    return toUserView(await ctx.services.users.completeOnboarding(user, input));
  }

  @Mutation(() => UserType, {
    complexity: COST.write,
    description:
      'Saves the profile fields. The e-mail address never changes through this mutation.',
  })
  async updateProfile(
    @CurrentUser('verified') user: User,
    @Arg('input', () => UpdateProfileInput) input: UpdateProfileInput,
    @Ctx() ctx: Context,
  ) {
    return toUserView(await ctx.services.users.updateProfile(user, input));
  }

  @Mutation(() => UserType, {
    complexity: COST.write,
    description: 'Saves the settings given; fields left out keep their stored values.',
  })
  async updateSettings(
    @CurrentUser('verified') user: User,
    @Arg('input', () => UpdateSettingsInput) input: UpdateSettingsInput,
    @Ctx() ctx: Context,
  ) {
    return toUserView(await ctx.services.users.updateSettings(user, input));
  }

  @Mutation(() => AuthPayload, {
    // Verifies the current password, then hashes the new one.
    complexity: 2 * COST.passwordHash,
    description:
      'Changes the password. Every other session is signed out; the answer carries a new token for this one.',
  })
  async changePassword(
    @CurrentUser('verified') user: User,
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
    @Ctx() ctx: Context,
  ) {
    const { token, user: updated } = await ctx.services.auth.changePassword(user, input);
    return { token, user: toUserView(updated) };
  }

  @Mutation(() => MessagePayload, {
    complexity: COST.passwordHash + COST.write,
    description:
      'Deletes the account and everything of it (posts, schedule, connections, uploaded files, queued jobs).',
  })
  deleteAccount(
    @CurrentUser('signedIn') user: User,
    @Arg('input', () => DeleteAccountInput) input: DeleteAccountInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.auth.deleteAccount(user, input, (u) => ctx.services.users.remove(u));
  }
}
