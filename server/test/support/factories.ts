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

/** Registers through the REST door, as a client would. */
export async function registerUser(
  app: TestApp,
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
): Promise<RegisteredUser> {
  const body = {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: uniqueEmail(),
    password: VALID_PASSWORD,
    ...overrides,
  };
  const res = await app.http().post('/api/auth/register').send(body).expect(201);
  return {
    id: res.body.user.id,
    email: res.body.user.email,
    password: body.password,
    token: res.body.token,
  };
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
