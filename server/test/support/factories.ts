import { randomBytes } from 'node:crypto';
import type { TestApp } from './app';

/** An address no other test uses. */
export const uniqueEmail = (label = 'user') =>
  `${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;

export const VALID_PASSWORD = 'Sunrise2024';

export interface RegisteredUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

/**
 * How far through registration, verification and onboarding a test user is: just registered,
 * e-mail verified, or verified and onboarded (a member, who may use every feature).
 */
export type UserStage = 'unverified' | 'verified' | 'member';

/**
 * Registers through the REST door, as a client would; then, for the later stages, marks the
 * e-mail verified and onboarding complete, as following the link and onboarding would.
 */
export async function registerUser(
  app: TestApp,
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
  stage: UserStage = 'member',
): Promise<RegisteredUser> {
  const body = {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: uniqueEmail(),
    password: VALID_PASSWORD,
    ...overrides,
  };
  const res = await app.http().post('/api/auth/register').send(body).expect(201);
  await advanceUser(app, res.body.user.id, stage);
  return {
    id: res.body.user.id,
    email: res.body.user.email,
    password: body.password,
    token: res.body.token,
  };
}

/** Brings a registered user to `stage`, as following the e-mail's link and onboarding would. */
export async function advanceUser(app: TestApp, userId: string, stage: UserStage): Promise<void> {
  if (stage === 'unverified') return;
  await app.api.infra.dataSource.query(
    `UPDATE users SET is_email_verified = true, has_completed_onboarding = $2 WHERE id = $1`,
    [userId, stage === 'member'],
  );
}

/** The header a signed-in REST call carries. */
export const bearer = (user: { token: string }) => ({ Authorization: `Bearer ${user.token}` });

/** A post the user saved (draft or pending_approval), as the REST answer gives it. */
export async function createPost(
  app: TestApp,
  user: RegisteredUser,
  content: string,
  status = 'draft',
): Promise<{ _id: string; id: string; status: string; content: string }> {
  const res = await app
    .http()
    .post('/api/content/posts')
    .set(bearer(user))
    .send({ content, status })
    .expect(201);
  return res.body.post;
}
