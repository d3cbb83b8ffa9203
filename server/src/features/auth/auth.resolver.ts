import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { CurrentUser, type Context } from '../../app/context';
import { COST } from '../../app/graphql-limits';
import type { User } from '../users/user.entity';
import { toUserView } from '../users/users.service';
import { UserType } from '../users/users.types';
import {
  AuthPayload,
  ForgotPasswordInput,
  LoginInput,
  MessagePayload,
  RegisterInput,
  ResendVerificationPayload,
  ResetPasswordInput,
} from './auth.types';
import type { AuthResult } from './auth.service';

const authPayload = ({ token, user }: AuthResult) => ({ token, user: toUserView(user) });

@Resolver()
export class AuthResolver {
  @Mutation(() => AuthPayload, {
    complexity: COST.passwordHash,
    description:
      'Creates an account and sends the verification e-mail. The e-mail is stored lower-cased.',
  })
  async register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() ctx: Context) {
    return authPayload(await ctx.services.auth.register(input, ctx));
  }

  @Mutation(() => AuthPayload, {
    complexity: COST.passwordHash,
    description: 'Signs in with e-mail and password.',
  })
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: Context) {
    return authPayload(await ctx.services.auth.login(input, ctx));
  }

  @Mutation(() => MessagePayload, {
    complexity: COST.write,
    description:
      'Sends a password reset link if an account exists; the answer is the same either way.',
  })
  forgotPassword(
    @Arg('input', () => ForgotPasswordInput) input: ForgotPasswordInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.auth.forgotPassword(input, ctx);
  }

  @Mutation(() => MessagePayload, {
    complexity: COST.passwordHash,
    description:
      'Sets a new password with the token from a reset e-mail and signs out every existing session.',
  })
  resetPassword(
    @Arg('input', () => ResetPasswordInput) input: ResetPasswordInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.auth.resetPassword(input.token, input);
  }

  @Mutation(() => UserType, {
    complexity: COST.write,
    description: 'Verifies the e-mail address with the token from a verification e-mail.',
  })
  async verifyEmail(@Arg('token', () => String) token: string, @Ctx() ctx: Context) {
    return toUserView(await ctx.services.auth.verifyEmail(token));
  }

  @Mutation(() => ResendVerificationPayload, {
    complexity: COST.write,
    description:
      'Sends the verification e-mail again (at most once every 60 seconds). In development mode (no SMTP configured) the address is verified at once and autoVerified is true.',
  })
  async resendVerification(@CurrentUser('signedIn') user: User, @Ctx() ctx: Context) {
    const result = await ctx.services.auth.resendVerification(user);
    return { ...result, user: toUserView(result.user) };
  }
}
