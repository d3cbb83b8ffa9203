import { FORGOT_PASSWORD_SENT, SERVER_MESSAGES, VALIDATION } from '@postpilot/common';
import { useTestApp } from '../../../../test/support/app';
import { advanceUser, uniqueEmail, VALID_PASSWORD } from '../../../../test/support/factories';
import { linkIn, queuedEmail } from '../../../../test/support/outbox';

const app = useTestApp();

const USER = `id email firstName lastName name isEmailVerified hasCompletedOnboarding isOnboardingComplete
  linkedInConnected createdAt timezone language emailNotifications pushNotifications autoPostEnabled
  contentApprovalRequired contentNiches tone`;

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { token user { ${USER} } } }`;
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token user { id email } } }`;
const ME = `{ me { ${USER} } }`;

type AuthData = { token: string; user: Record<string, unknown> & { id: string; email: string } };

async function register(email = uniqueEmail('gql')) {
  const res = await app.graphql<{ register: AuthData }>(REGISTER, {
    input: { firstName: 'Linus', lastName: 'Torvalds', email, password: VALID_PASSWORD },
  });
  expect(res.errors).toBeUndefined();
  return res.data!.register;
}

describe('register and login', () => {
  it('registers, then signs in and reads me with the token', async () => {
    const email = uniqueEmail('Caps').toUpperCase();
    const { token, user } = await register(email);
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      name: 'Linus Torvalds',
      isEmailVerified: false,
      hasCompletedOnboarding: false,
      contentNiches: [],
      tone: 'professional',
    });
    const me = await app.graphql<{ me: { id: string } }>(ME, {}, token);
    expect(me.data?.me.id).toBe(user.id);

    const login = await app.graphql<{ login: AuthData }>(LOGIN, {
      input: { email: email.toLowerCase(), password: VALID_PASSWORD },
    });
    expect(login.data?.login.user.id).toBe(user.id);
  });

  it('reports CONFLICT for a taken e-mail and BAD_USER_INPUT with the field list for bad input', async () => {
    const { user } = await register();
    const taken = await app.graphql(REGISTER, {
      input: {
        firstName: 'Again',
        lastName: 'Person',
        email: user.email.toUpperCase(),
        password: VALID_PASSWORD,
      },
    });
    expect(taken.errors?.[0]).toMatchObject({
      message: SERVER_MESSAGES.emailTaken,
      extensions: { code: 'CONFLICT', subCode: 'EMAIL_TAKEN' },
    });

    const invalid = await app.graphql(REGISTER, {
      input: { firstName: 'Al', lastName: 'X', email: 'nope', password: 'Password1' },
    });
    expect(invalid.errors?.[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      subCode: 'VALIDATION_FAILED',
      errors: [
        { field: 'lastName', message: VALIDATION.lastNameMin },
        { field: 'email', message: VALIDATION.emailInvalid },
      ],
    });
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const { user } = await register();
    const wrong = await app.graphql(LOGIN, { input: { email: user.email, password: 'Nope12345' } });
    const unknown = await app.graphql(LOGIN, {
      input: { email: uniqueEmail('none'), password: 'Nope12345' },
    });
    expect(wrong.errors?.[0]).toMatchObject({
      message: SERVER_MESSAGES.invalidCredentials,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(unknown.errors?.[0].message).toBe(wrong.errors?.[0].message);
    expect(unknown.errors?.[0].extensions).toEqual(wrong.errors?.[0].extensions);
  });

  it('refuses me without a valid token with UNAUTHENTICATED', async () => {
    const anonymous = await app.graphql(ME);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const forged = await app.graphql(ME, {}, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad');
    expect(forged.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('e-mail verification and password reset', () => {
  it('verifies with the token from the e-mail, once', async () => {
    const { user, token } = await register();
    const link = linkIn(
      await queuedEmail(app, user.email),
      'http://postpilot.test/api/auth/verify-email/',
    );
    const emailToken = link.split('/').pop();
    const VERIFY = `mutation ($token: String!) { verifyEmail(token: $token) { id isEmailVerified } }`;
    const first = await app.graphql<{ verifyEmail: { id: string; isEmailVerified: boolean } }>(
      VERIFY,
      {
        token: emailToken,
      },
    );
    expect(first.data?.verifyEmail).toEqual({ id: user.id, isEmailVerified: true });
    const second = await app.graphql(VERIFY, { token: emailToken });
    expect(second.errors?.[0]).toMatchObject({
      message: SERVER_MESSAGES.verificationLinkInvalid,
      extensions: { code: 'BAD_USER_INPUT', subCode: 'VERIFICATION_LINK_INVALID' },
    });
    const me = await app.graphql<{ me: { isEmailVerified: boolean } }>(ME, {}, token);
    expect(me.data?.me.isEmailVerified).toBe(true);
  });

  it('resets the password through forgotPassword and resetPassword', async () => {
    const { user, token } = await register();
    const forgot = await app.graphql<{ forgotPassword: unknown }>(
      `mutation ($input: ForgotPasswordInput!) { forgotPassword(input: $input) { success message } }`,
      { input: { email: user.email } },
    );
    expect(forgot.data?.forgotPassword).toEqual({ success: true, message: FORGOT_PASSWORD_SENT });
    const resetToken = linkIn(
      await queuedEmail(app, user.email),
      'http://postpilot.test/reset-password/',
    )
      .split('/')
      .pop();
    const reset = await app.graphql<{ resetPassword: unknown }>(
      `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { success message } }`,
      { input: { token: resetToken, password: 'Changed123' } },
    );
    expect(reset.data?.resetPassword).toEqual({
      success: true,
      message: SERVER_MESSAGES.passwordReset,
    });
    expect((await app.graphql(ME, {}, token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const login = await app.graphql(LOGIN, {
      input: { email: user.email, password: 'Changed123' },
    });
    expect(login.errors).toBeUndefined();
  });

  it('auto-verifies on resend in development mode', async () => {
    const { token } = await register();
    const res = await app.graphql<{ resendVerification: unknown }>(
      `mutation { resendVerification { success autoVerified user { isEmailVerified } } }`,
      {},
      token,
    );
    expect(res.data?.resendVerification).toEqual({
      success: true,
      autoVerified: true,
      user: { isEmailVerified: true },
    });
  });
});

describe('onboarding', () => {
  const ONBOARD = `mutation ($input: OnboardingInput!) { completeOnboarding(input: $input) {
    hasCompletedOnboarding contentNiches personalContext targetAudience timezone tone autoPostEnabled } }`;
  const input = {
    contentNiches: ['Data Science'],
    personalContext: 'Data scientist at Initech',
    targetAudience: 'Professional network and industry peers',
    timezone: 'Asia/Tokyo',
    tone: 'educational',
    autoPostEnabled: false,
  };

  it('stores the answers', async () => {
    const { token, user } = await register();
    await advanceUser(app, user.id, 'verified');
    const res = await app.graphql<{ completeOnboarding: unknown }>(ONBOARD, { input }, token);
    expect(res.data?.completeOnboarding).toEqual({ hasCompletedOnboarding: true, ...input });
  });

  it('lists each wrong field and refuses anonymous calls', async () => {
    const { token, user } = await register();
    await advanceUser(app, user.id, 'verified');
    const res = await app.graphql(
      ONBOARD,
      { input: { ...input, timezone: 'Nowhere/City' } },
      token,
    );
    expect(res.errors?.[0].extensions?.errors).toEqual([
      { field: 'timezone', message: 'Unknown time zone: Nowhere/City' },
    ]);
    expect((await app.graphql(ONBOARD, { input })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('the GraphQL endpoint', () => {
  it('allows introspection for API explorers', async () => {
    const res = await app.graphql<{ __schema: { queryType: { name: string } } }>(
      `{ __schema { queryType { name } } }`,
    );
    expect(res.data?.__schema.queryType.name).toBe('Query');
  });

  it('blocks cross-site simple requests (CSRF prevention)', async () => {
    const res = await app.http().get('/graphql').query({ query: '{ __typename }' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('CSRF');
  });

  it('reports malformed operations as client errors, never 500', async () => {
    const res = await app.http().post('/graphql').send({ query: '{ me { nope } }' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const wrongVariable = await app
      .http()
      .post('/graphql')
      .send({ query: REGISTER, variables: { input: { email: 1 } } });
    expect(wrongVariable.status).toBe(400);
    expect(wrongVariable.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
