import { SERVER_MESSAGES } from '@postpilot/common';
import { restRouteTable } from './support/route-table';
import { startTestApp, type TestApp } from './support/app';
import { bearer, registerUser, type RegisteredUser } from './support/factories';
import { contractOperations, sampleVariables } from './support/operations';

/**
 * The access flow (signed in, then e-mail verified, then onboarded), enforced by the server for
 * every operation of the contract and every row of the REST table: what each stage of the
 * lifecycle may call, and the 403 for the rest.
 */

/** Operations anyone may call, signed in or not. */
const PUBLIC = new Set([
  'register',
  'login',
  'forgotPassword',
  'resetPassword',
  'verifyEmail',
  'joinWaitlist',
  'launchDate',
]);
/** What the verify-email screen needs. */
const SIGNED_IN = new Set(['me', 'resendVerification', 'deleteAccount']);
/** What a verified user may do before onboarding is complete. */
const VERIFIED = new Set([
  'completeOnboarding',
  'updateProfile',
  'updateSettings',
  'changePassword',
]);

const REST_SIGNED_IN = new Set(['GET /auth/me', 'POST /auth/resend-verification', 'DELETE /user']);
const REST_VERIFIED = new Set([
  'POST /user/onboarding',
  'PUT /user/profile',
  'POST /user/avatar',
  'PUT /user/settings',
  'PUT /user/password',
]);

let app: TestApp;
let unverified: RegisteredUser;
let verified: RegisteredUser;

beforeAll(async () => {
  // Real e-mail (to nowhere): resending must not verify the unverified user mid-test.
  app = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  unverified = await registerUser(app, {}, 'unverified');
  verified = await registerUser(app, {}, 'verified');
});

afterAll(() => app.stop());

const operations = contractOperations();

/** Who may call it: the stage named in the lists above, else a member. */
function stageOf(name: string): 'public' | 'signedIn' | 'verified' | 'member' {
  if (PUBLIC.has(name)) return 'public';
  if (SIGNED_IN.has(name)) return 'signedIn';
  if (VERIFIED.has(name)) return 'verified';
  return 'member';
}

describe('GraphQL', () => {
  it.each(operations.map((op) => [op.field, op] as const))(
    '%s admits exactly the stages it should',
    async (_name, operation) => {
      const stage = stageOf(operation.field);
      const variables = sampleVariables(operation);
      const asUnverified = await app.graphql(operation.document, variables, unverified.token);
      const asVerified = await app.graphql(operation.document, variables, verified.token);
      const codes = (res: typeof asUnverified) => res.errors?.map((e) => e.extensions?.subCode);

      if (stage === 'public' || stage === 'signedIn') {
        expect(codes(asUnverified) ?? []).not.toContain('EMAIL_NOT_VERIFIED');
      } else {
        expect(asUnverified.errors?.[0]).toMatchObject({
          message: SERVER_MESSAGES.emailNotVerified,
          extensions: { code: 'FORBIDDEN', subCode: 'EMAIL_NOT_VERIFIED' },
        });
        // Nothing answered: no data, or (a nullable root field) the field null.
        expect(Object.values(asUnverified.data ?? {}).every((value) => value === null)).toBe(true);
      }
      if (stage === 'member') {
        expect(asVerified.errors?.[0]).toMatchObject({
          message: SERVER_MESSAGES.onboardingIncomplete,
          extensions: { code: 'FORBIDDEN', subCode: 'ONBOARDING_INCOMPLETE' },
        });
      } else {
        expect(codes(asVerified) ?? []).not.toContain('ONBOARDING_INCOMPLETE');
      }
      if (stage !== 'public') {
        const anonymous = await app.graphql(operation.document, variables);
        expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      }
    },
  );

  it('names every operation of the lists above', () => {
    const names = new Set(operations.map((op) => op.field));
    for (const name of [...PUBLIC, ...SIGNED_IN, ...VERIFIED]) expect(names).toContain(name);
  });
});

const REST_ROUTES = restRouteTable();

describe('REST', () => {
  const routes = REST_ROUTES.filter((route) => route.auth).map((route) => {
    const key = `${route.method.toUpperCase()} ${route.path}`;
    const stage = REST_SIGNED_IN.has(key)
      ? 'signedIn'
      : REST_VERIFIED.has(key)
        ? 'verified'
        : 'member';
    return [key, route, stage] as const;
  });

  it.each(routes)('%s admits exactly the stages it should', async (_key, route, stage) => {
    const url = `/api${route.path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000')}`;
    const call = (user: RegisteredUser) => app.http()[route.method](url).set(bearer(user)).send({});
    const asUnverified = await call(unverified);
    const asVerified = await call(verified);
    if (stage === 'signedIn') {
      expect(asUnverified.body.code).not.toBe('EMAIL_NOT_VERIFIED');
    } else {
      expect(asUnverified.status).toBe(403);
      expect(asUnverified.body).toEqual({
        success: false,
        message: SERVER_MESSAGES.emailNotVerified,
        code: 'EMAIL_NOT_VERIFIED',
      });
    }
    if (stage === 'member') {
      expect(asVerified.status).toBe(403);
      expect(asVerified.body.code).toBe('ONBOARDING_INCOMPLETE');
    } else {
      expect(asVerified.body.code).not.toBe('ONBOARDING_INCOMPLETE');
    }
    await app.http()[route.method](url).send({}).expect(401);
  });

  it('names every route of the lists above', () => {
    const keys = new Set(routes.map(([key]) => key));
    for (const key of [...REST_SIGNED_IN, ...REST_VERIFIED]) expect(keys).toContain(key);
  });
});

it('left both users where they were', async () => {
  const me = async (user: RegisteredUser) =>
    (await app.http().get('/api/auth/me').set(bearer(user)).expect(200)).body.user;
  expect(await me(unverified)).toMatchObject({ isEmailVerified: false });
  expect(await me(verified)).toMatchObject({
    isEmailVerified: true,
    hasCompletedOnboarding: false,
  });
});
