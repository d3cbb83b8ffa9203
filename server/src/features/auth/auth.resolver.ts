import { MessagePayload } from '../../kernel/message-payload';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { CurrentUser, type Context } from '../../kernel/context';
import { COST } from '../../kernel/graphql-cost';
import type { User } from '../users/user.entity';
import { ChangePasswordInput, DeleteAccountInput, UserType } from '../users/users.types';
import type { UsersService } from '../users/users.service';
import {
  AuthPayload,
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResendVerificationPayload,
  ResetPasswordInput,
} from './auth.types';
import type { AuthService } from './auth.service';

@Resolver()
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
  ) {}

  @Mutation(() => AuthPayload, {
    complexity: COST.passwordHash,
    description:
      'Creates an account and sends the verification e-mail. The e-mail is stored lower-cased.',
  })
  async register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() ctx: Context) {
    return this.auth.register(input, ctx);
  }

  @Mutation(() => AuthPayload, {
    complexity: COST.passwordHash,
    description: 'Signs in with e-mail and password.',
  })
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: Context) {
    return this.auth.login(input, ctx);
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
    return this.auth.forgotPassword(input, ctx);
  }

  @Mutation(() => MessagePayload, {
    complexity: COST.passwordHash,
    description:
      'Sets a new password with the token from a reset e-mail and signs out every existing session.',
  })
  resetPassword(@Arg('input', () => ResetPasswordInput) input: ResetPasswordInput) {
    return this.auth.resetPassword(input.token, input);
  }

  @Mutation(() => UserType, {
    complexity: COST.write,
    description: 'Verifies the e-mail address with the token from a verification e-mail.',
  })
  async verifyEmail(@Arg('token', () => String) token: string) {
    return this.auth.verifyEmail(token);
  }

  @Mutation(() => ResendVerificationPayload, {
    complexity: COST.write,
    description:
      'Sends the verification e-mail again (at most once every 60 seconds). In development mode (no SMTP configured) the address is verified at once and autoVerified is true.',
  })
  async resendVerification(@CurrentUser('signedIn') user: User) {
    return this.auth.resendVerification(user);
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
  ) {
    return this.auth.changePassword(user, input);
  }

  @Mutation(() => MessagePayload, {
    complexity: COST.passwordHash + COST.write,
    description:
      'Deletes the account and everything of it (posts, schedule, connections, uploaded files, queued jobs).',
  })
  deleteAccount(
    @CurrentUser('signedIn') user: User,
    @Arg('input', () => DeleteAccountInput) input: DeleteAccountInput,
  ) {
    return this.auth.deleteAccount(user, input, (u) => this.users.remove(u));
  }
}
