import { User } from '../../users/user.entity';
import { startTestApp, type TestApp } from '../../../../test/support/app';
import { registerUser } from '../../../../test/support/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

/** The user as a find loads them (with the eager LinkedIn account). */
const found = (id: string) => app.api.infra.dataSource.getRepository(User).findOneBy({ id });

describe('the session user', () => {
  it('is the user a find loads, field for field and in the same order, with or without a LinkedIn account', async () => {
    const { dataSource } = app.api.infra;
    const [plain, connected, lapsed] = await Promise.all([1, 2, 3].map(() => registerUser(app)));
    await dataSource.query(
      `UPDATE users SET job_title = 'Engineer', bio = E'two\\nlines', content_niches = '{ai,"sales ops"}',
              verification_sent_at = now(), auto_post_enabled = true, token_version = 2
        WHERE id = $1`,
      [connected.id],
    );
    await dataSource.query(
      `INSERT INTO linkedin_accounts (user_id, member_urn, name, access_token, expires_at, status, scopes, metrics_synced_at)
       VALUES ($1, 'urn:li:person:a', 'Ada', 'secret', now() + interval '30 days', 'connected', '{openid,w_member_social}', now()),
              ($2, 'urn:li:person:b', NULL, 'secret', now() - interval '1 day', 'needs_reconnect', '{}', NULL)`,
      [connected.id, lapsed.id],
    );
    for (const [user, tv] of [
      [plain, 0],
      [connected, 2],
      [lapsed, 0],
    ] as const) {
      const expected = await found(user.id);
      const actual = await app.api.services.auth.userForClaims({ sub: user.id, tv });
      expect(actual).toBeInstanceOf(User);
      expect(actual).toStrictEqual(expected);
      expect(Object.keys(actual!)).toEqual(Object.keys(expected!));
      expect(actual!.linkedInAccount && Object.keys(actual!.linkedInAccount)).toEqual(
        expected!.linkedInAccount && Object.keys(expected!.linkedInAccount),
      );
      expect(actual!.linkedInConnected).toBe(expected!.linkedInConnected);
    }
  });

  it('is no one for a token of an older version or a user who is gone', async () => {
    const user = await registerUser(app);
    expect(await app.api.services.auth.userForClaims({ sub: user.id, tv: 1 })).toBeNull();
    await app.api.infra.dataSource.query(`DELETE FROM users WHERE id = $1`, [user.id]);
    expect(await app.api.services.auth.userForClaims({ sub: user.id, tv: 0 })).toBeNull();
  });
});
