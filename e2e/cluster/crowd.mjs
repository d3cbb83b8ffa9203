// The crowd behind a burst: many members with one LinkedIn connection each, written in bulk, as
// the publishing benchmark writes its members (bench/support.mjs). On the sandbox LinkedIn side
// each gets a member and an access token of its own, rows as its consent and token endpoints
// leave them (the token kept as its SHA-256, as the sandbox's store keeps tokens); on the app's
// side an account and a connection with that token, sealed with the app's key. The consent
// round trip itself is what the run's signed-up members go through.
import { randomBytes, randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const requireServer = createRequire(path.join(root, 'server/package.json'));
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * `count` members, each connected to a sandbox LinkedIn member of their own; `env` is the
 * cluster's environment (the sandbox's client, the key tokens are sealed with). Their user ids.
 */
export async function connectedCrowd(db, env, count, label) {
  const { loadConfig } = requireServer('./dist/kernel/config.js');
  const { TokenCipher } = requireServer('./dist/features/linkedin/token-cipher.js');
  const config = loadConfig({ ...env, PORT: '0' });
  const { clientId, scopes } = config.linkedin;
  const cipher = new TokenCipher(config.tokenEncryptionKey);

  const crowd = Array.from({ length: count }, (_, i) => ({
    name: `${label} crowd ${i + 1}`,
    sub: Array.from({ length: 10 }, () => ALPHANUMERIC[randomInt(62)]).join(''),
    token: `AQ${randomBytes(48).toString('base64url')}`,
  }));
  const { rows } = await db.query(
    `WITH crowd AS (
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS c(name, sub, token, sealed)),
     member AS (
       INSERT INTO linkedin_sandbox.sandbox_members (sub, name, name_key, email)
       SELECT sub, name, lower(name), lower(replace(name, ' ', '.')) || '@sandbox.postpilot.local'
         FROM crowd RETURNING id, sub),
     token AS (
       INSERT INTO linkedin_sandbox.sandbox_tokens (token_hash, member_id, client_id, scopes, expires_at)
       SELECT encode(sha256(convert_to(c.token, 'UTF8')), 'hex'), m.id, $5, $6, now() + interval '60 days'
         FROM crowd c JOIN member m USING (sub)),
     account AS (
       INSERT INTO users (email, password_hash, first_name, last_name, is_email_verified,
                          has_completed_onboarding)
       SELECT lower(replace(name, ' ', '-')) || '@cluster.example.com', 'x', 'Crowd', name, true, true
         FROM crowd RETURNING id, last_name)
     INSERT INTO linkedin_accounts (user_id, member_urn, name, access_token, expires_at, scopes,
                                    status, sandbox)
     SELECT a.id, 'urn:li:person:' || c.sub, c.name, c.sealed, now() + interval '60 days', $6,
            'connected', true
       FROM account a JOIN crowd c ON c.name = a.last_name
     RETURNING user_id`,
    [
      crowd.map((c) => c.name),
      crowd.map((c) => c.sub),
      crowd.map((c) => c.token),
      crowd.map((c) => cipher.encrypt(c.token)),
      clientId,
      scopes,
    ],
  );
  return rows.map((row) => row.user_id);
}
