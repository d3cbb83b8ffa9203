import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { onDatabaseWrites } from '../../../kernel/database-writes';
import { SESSION_CHANGES_LISTENER } from '../session-cache';
import { User } from '../../users/user.entity';
import { useTestApp } from '../../../../test/support/app';
import {
  buildLinkedInConnection,
  linkedInConnectionStatement,
  registerUser,
} from '../../../../test/support/factories';

const app = useTestApp();

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
    await buildLinkedInConnection(app, connected, {
      member: { urn: 'urn:li:person:a', name: 'Ada', accessToken: 'secret' },
      expiresAt: new Date(Date.now() + 30 * 24 * 3600_000),
      scopes: ['openid', 'w_member_social'],
      metricsSyncedAt: new Date(),
    });
    await buildLinkedInConnection(app, lapsed, {
      member: { urn: 'urn:li:person:b', name: null, accessToken: 'secret' },
      expiresAt: new Date(Date.now() - 24 * 3600_000),
      status: 'needs_reconnect',
      scopes: [],
    });
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

describe('the session cache', () => {
  const sessions = () => app.api.services.auth.sessions;
  const sessionOf = (user: { id: string }, tv = 0) =>
    app.api.services.auth.userForClaims({ sub: user.id, tv });

  /** Runs `sql` over a connection of its own, as another process (the worker, psql) would. */
  async function elsewhere(sql: string, values: unknown[] = []) {
    const client = new Client({ connectionString: app.config.databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql, values)).rows;
    } finally {
      await client.end();
    }
  }

  /** Waits until `check` holds (a notification is on its way); fails after 5 s. */
  async function eventually(check: () => boolean | Promise<boolean>) {
    const deadline = Date.now() + 5_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('still not so after 5 s');
      await sleep(10);
    }
  }

  /**
   * Reads the user until the cache keeps them: the announcements of the writes that made them
   * (registration, verification) may arrive after the first read, and forget it.
   */
  const remembered = (user: { id: string }) =>
    eventually(async () => {
      await sessionOf(user);
      return sessions().get(user.id) !== undefined;
    });

  beforeAll(() => eventually(() => sessions().isLive));

  it('answers a user it read before from memory, as read, a copy for each request', async () => {
    const user = await registerUser(app);
    await remembered(user);
    const first = await sessionOf(user);
    first!.firstName = 'Changed in one request';
    first!.contentNiches.push('leaked');
    const second = await sessionOf(user);
    expect(second).not.toBe(first);
    expect(second).toStrictEqual(await found(user.id));
  });

  it('is told of each statement this process sends that may write, before it is sent and once it is done', async () => {
    const { dataSource } = app.api.infra;
    let writes = 0;
    const stop = onDatabaseWrites(dataSource, () => writes++);
    try {
      await dataSource.query('SELECT 1');
      await dataSource.query(`  select count(*) FROM users`);
      expect(writes).toBe(0);
      await dataSource.query(`UPDATE users SET bio = bio WHERE false`);
      expect(writes).toBe(2);
      await dataSource.query(`WITH gone AS (DELETE FROM users WHERE false RETURNING id) SELECT 1`);
      expect(writes).toBe(4);
      // START TRANSACTION and COMMIT: a change made in a transaction holds once it commits.
      await dataSource.transaction((tx) => tx.query('SELECT 1'));
      expect(writes).toBe(8);
      await expect(dataSource.query(`UPDATE no_such_table SET x = 1`)).rejects.toThrow();
      expect(writes).toBe(10);
    } finally {
      stop();
    }
    await dataSource.query(`UPDATE users SET bio = bio WHERE false`);
    expect(writes).toBe(10);
  });

  it('sees a change this process makes on the very next read', async () => {
    const user = await registerUser(app);
    await sessionOf(user);
    await app.api.infra.dataSource.query(`UPDATE users SET first_name = 'Ada' WHERE id = $1`, [
      user.id,
    ]);
    expect((await sessionOf(user))!.firstName).toBe('Ada');
    // A session ended here (sign-out everywhere, a new password) is refused at once.
    await app.api.infra.dataSource.query(
      `UPDATE users SET token_version = token_version + 1 WHERE id = $1`,
      [user.id],
    );
    expect(await sessionOf(user, 0)).toBeNull();
    expect((await sessionOf(user, 1))!.firstName).toBe('Ada');
  });

  it('hears of a change another connection makes: a name, a LinkedIn account, a revoked session, a deletion', async () => {
    const [user, other] = [await registerUser(app), await registerUser(app)];
    await remembered(user);
    await remembered(other);
    await elsewhere(`UPDATE users SET first_name = 'Ada' WHERE id = $1`, [user.id]);
    await eventually(async () => (await sessionOf(user))!.firstName === 'Ada');
    await elsewhere(...linkedInConnectionStatement(app, user));
    await eventually(async () => (await sessionOf(user))!.linkedInConnected);
    await elsewhere(`UPDATE linkedin_accounts SET status = 'needs_reconnect' WHERE user_id = $1`, [
      user.id,
    ]);
    await eventually(async () => !(await sessionOf(user))!.linkedInConnected);
    await elsewhere(`UPDATE users SET token_version = 5 WHERE id = $1`, [user.id]);
    await eventually(async () => (await sessionOf(user, 0)) === null);
    await elsewhere(`DELETE FROM users WHERE id = $1`, [user.id]);
    await eventually(async () => (await sessionOf(user, 5)) === null);
    // Another user's changes forget only that user.
    expect(sessions().get(other.id)).toBeDefined();
  });

  it('keeps nothing once it stops hearing of changes, and hears them again after listening anew', async () => {
    const user = await registerUser(app);
    await sessionOf(user);
    await elsewhere(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = $1 AND datname = current_database()`,
      [SESSION_CHANGES_LISTENER],
    );
    await eventually(() => !sessions().isLive);
    expect(sessions().size).toBe(0);
    await elsewhere(`UPDATE users SET first_name = 'Offline' WHERE id = $1`, [user.id]);
    expect((await sessionOf(user))!.firstName).toBe('Offline');
    await eventually(() => sessions().isLive);
    await remembered(user);
    await elsewhere(`UPDATE users SET first_name = 'Online' WHERE id = $1`, [user.id]);
    await eventually(async () => (await sessionOf(user))!.firstName === 'Online');
  });
});
