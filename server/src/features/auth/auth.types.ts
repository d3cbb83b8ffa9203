import { Field, InputType, ObjectType } from 'type-graphql';
import type * as Contract from '../../generated/graphql';
import { UserType } from '../users/users.types';

@ObjectType('AuthPayload', {
  description:
    'The result of signing in or registering: a bearer token for the Authorization header and the signed-in user.',
})
export class AuthPayload implements Contract.AuthPayload {
  @Field(() => String, {
    description: "Send as 'Authorization: Bearer <token>' on every authenticated request.",
  })
  token: string;

  @Field(() => UserType)
  user: UserType;
}

@ObjectType('ResendVerificationPayload')
export class ResendVerificationPayload implements Contract.ResendVerificationPayload {
  @Field(() => Boolean)
  success: boolean;

  @Field(() => String)
  message: string;

  @Field(() => Boolean, {
    description:
      'True when the address was verified at once because the server sends no e-mail (development mode).',
  })
  autoVerified: boolean;

  @Field(() => UserType)
  user: UserType;
}

@InputType('RegisterInput')
export class RegisterInput implements Contract.RegisterInput {
  @Field(() => String)
  firstName: string;

  @Field(() => String)
  lastName: string;

  @Field(() => String)
  email: string;

  @Field(() => String)
  password: string;
}

@InputType('LoginInput')
export class LoginInput implements Contract.LoginInput {
  @Field(() => String)
  email: string;

  @Field(() => String)
  password: string;
}

@InputType('ForgotPasswordInput')
export class ForgotPasswordInput implements Contract.ForgotPasswordInput {
  @Field(() => String)
  email: string;
}

@InputType('ResetPasswordInput')
export class ResetPasswordInput implements Contract.ResetPasswordInput {
  @Field(() => String, { description: 'The token from the link in the reset e-mail.' })
  token: string;

  @Field(() => String)
  password: string;
}
