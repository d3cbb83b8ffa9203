import { randomBytes } from 'node:crypto';
import type { User } from '../../../src/features/users/user.entity';
import type { TestApp } from '../app';

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
 * How far through the account's lifecycle a test user is: just registered, e-mail verified, or
 * verified and onboarded (a member, who may use every feature).
 */
export type UserStage = 'unverified' | 'verified' | 'member';

export interface UserOverrides {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  /** A member (verified and onboarded) unless said. */
  stage?: UserStage;
}

/**
 * A registered user, through the same registration the REST and GraphQL doors call; then, for
 * the later stages, with the e-mail verified and onboarding complete. Each comes from an address
 * of its own (registering is limited per address), so a file may make as many as it needs.
 */
export async function buildUser(
  app: TestApp,
  overrides: UserOverrides = {},
): Promise<RegisteredUser> {
  const { stage = 'member', ...fields } = overrides;
  const input = {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: uniqueEmail(),
    password: VALID_PASSWORD,
    ...fields,
  };
  const { user, token } = await app.api.services.auth.register(input, { ip: uniqueAddress() });
  await advanceUser(app, user.id, stage);
  return { id: user.id, email: user.email, password: input.password, token };
}

/** The client address the limiter counts registrations by: one of its own for each user. */
const uniqueAddress = () => `factory-${randomBytes(6).toString('hex')}`;

/** The same as buildUser, in the order older tests give it: fields, then the stage. */
export const registerUser = (
  app: TestApp,
  overrides: Omit<UserOverrides, 'stage'> = {},
  stage: UserStage = 'member',
) => buildUser(app, { ...overrides, stage });

/**
 * Brings a registered user to `stage`, as following the e-mail's link and onboarding would. The
 * link's token travels only by e-mail, and onboarding also sets up a schedule and auto-post that
 * most tests do not want, so the two flags are set on the row itself.
 */
export async function advanceUser(app: TestApp, userId: string, stage: UserStage): Promise<void> {
  if (stage === 'unverified') return;
  await app.api.infra.dataSource.query(
    `UPDATE users SET is_email_verified = true, has_completed_onboarding = $2 WHERE id = $1`,
    [userId, stage === 'member'],
  );
}

/** The user as the services take it (the signed-in user of a request). */
export async function userEntity(app: TestApp, user: { id: string }): Promise<User> {
  const found = await app.api.services.users.findById(user.id);
  if (!found) throw new Error(`No user ${user.id}`);
  return found;
}

/** The header a signed-in REST call carries. */
export const bearer = (user: { token: string }) => ({ Authorization: `Bearer ${user.token}` });

/** Deletes the user's account as they would (DELETE /api/user with their password): its 200 answer. */
export const deleteAccount = (app: TestApp, user: RegisteredUser) =>
  app.http().delete('/api/user').set(bearer(user)).send({ password: user.password }).expect(200);
