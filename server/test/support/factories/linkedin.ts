import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { LinkedInAccount } from '../../../src/features/linkedin/linkedin-account.entity';
import { TokenCipher } from '../../../src/features/linkedin/token-cipher';
import type { TestApp } from '../app';
import type { LinkedInMember, LinkedInStandIn } from '../linkedin-stand-in';
import { bearer, buildUser, type RegisteredUser, type UserOverrides } from './users';

export interface LinkedInConnectionOverrides {
  /** The member connected as; one of its own (not known to any LinkedIn) unless given. */
  member?: { urn: string; name: string | null; accessToken: string };
  status?: LinkedInAccount['status'];
  expiresAt?: Date;
  scopes?: string[];
  metricsSyncedAt?: Date | null;
}

/**
 * The user's LinkedIn connection, stored as the OAuth callback stores it (the same repository
 * and upsert, the token sealed with the app's key). The consent round trip itself is what
 * linkedin-connection.test.ts tests; here it would only cost each test a sandbox member.
 */
export async function buildLinkedInConnection(
  app: TestApp,
  user: { id: string },
  overrides: LinkedInConnectionOverrides = {},
): Promise<LinkedInAccount> {
  const accounts = app.api.infra.dataSource.getRepository(LinkedInAccount);
  await accounts.upsert(connectionValues(app, user, overrides), ['userId']);
  return accounts.findOneByOrFail({ userId: user.id });
}

function connectionValues(
  app: TestApp,
  user: { id: string },
  overrides: LinkedInConnectionOverrides,
) {
  const sub = randomBytes(6).toString('hex');
  const member = overrides.member ?? {
    urn: `urn:li:person:${sub}`,
    name: `Member ${sub}`,
    accessToken: `token-of-${user.id}`,
  };
  return {
    userId: user.id,
    memberUrn: member.urn,
    name: member.name,
    accessToken: new TokenCipher(app.config.tokenEncryptionKey).encrypt(member.accessToken),
    expiresAt: overrides.expiresAt ?? new Date(Date.now() + 60 * 24 * 3600_000),
    scopes: overrides.scopes ?? ['openid', 'profile', 'email', 'w_member_social'],
    status: overrides.status ?? 'connected',
    sandbox: app.config.linkedin.sandbox,
    metricsSyncedAt: overrides.metricsSyncedAt ?? null,
  };
}

/**
 * The same connection as a statement and its values, for a test that must write it over a
 * Postgres connection of its own: another process's write, which the app hears of only through
 * the database (the session cache's notifications). The app's repository would write it from
 * this process, so here alone the row is spelled out.
 */
export function linkedInConnectionStatement(
  app: TestApp,
  user: { id: string },
  overrides: LinkedInConnectionOverrides = {},
): [string, unknown[]] {
  const row = connectionValues(app, user, overrides);
  return [
    `INSERT INTO linkedin_accounts (user_id, member_urn, name, access_token, expires_at, scopes,
                                    status, sandbox, metrics_synced_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      row.userId,
      row.memberUrn,
      row.name,
      row.accessToken,
      row.expiresAt,
      row.scopes,
      row.status,
      row.sandbox,
      row.metricsSyncedAt,
    ],
  ];
}

export type ConnectedUser = RegisteredUser & { member: LinkedInMember };

/**
 * A member (verified, onboarded) connected to a LinkedIn member of their own on `linkedIn` (the
 * sandbox on its own port), who can publish there.
 */
export async function buildConnectedUser(
  app: TestApp,
  linkedIn: LinkedInStandIn,
  overrides: UserOverrides & { scopes?: string[] } = {},
): Promise<ConnectedUser> {
  const { scopes, ...fields } = overrides;
  const [user, member] = await Promise.all([buildUser(app, fields), linkedIn.member()]);
  await buildLinkedInConnection(app, user, { member, ...(scopes ? { scopes } : {}) });
  return { ...user, member };
}

/**
 * The user connects the app's own LinkedIn sandbox the whole way a browser does: the consent
 * page, Allow as `name`, back to the callback, with one cookie jar throughout (only the browser
 * that asked may complete it). For tests that need the sandbox to know the member (its feed and
 * statistics), where a stored connection would name a member it has never seen.
 */
export async function buildSandboxConnection(
  app: TestApp,
  user: RegisteredUser,
  name = `Member ${user.id.slice(0, 8)}`,
): Promise<void> {
  const browser = request.agent(app.api.url);
  const { body } = await browser.post('/api/linkedin/connect').set(bearer(user)).expect(200);
  const form = Object.fromEntries(new URL(body.url).searchParams);
  const allowed = await browser
    .post('/sandbox/linkedin/oauth/v2/authorization')
    .type('form')
    .send({ ...form, name, decision: 'allow' })
    .expect(302);
  const callback = new URL(allowed.headers.location);
  const back = await browser.get(callback.pathname + callback.search).expect(303);
  if (!String(back.headers.location).includes('linkedin=connected')) {
    throw new Error(`The sandbox connection failed: ${back.headers.location}`);
  }
}
