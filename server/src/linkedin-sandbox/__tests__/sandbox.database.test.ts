import { SandboxMedia1733600000000 } from '../migrations/1733600000000-SandboxMedia';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createTestDatabase } from '../../../test/support/database';
import { noteMigrationsRun } from '../../../test/support/migration-history';
import { openDatabase } from '../../db/data-source';
import { openSandboxDatabase } from '../sandbox.database';
import { EngagementStore } from '../engagement.store';
import { SandboxStore } from '../sandbox.store';

/**
 * The sandbox's schema: made by its own migrations, never by the product's; moved out of public
 * on installs that had it there; made once when several processes open it at once.
 */
/** The tables the sandbox had before it took uploads, polls and members' comments. */
const TABLES = [
  'sandbox_codes',
  'sandbox_comments',
  'sandbox_members',
  'sandbox_post_views',
  'sandbox_posts',
  'sandbox_reactions',
  'sandbox_reposts',
  'sandbox_tokens',
];
/** The tables SandboxMedia1733600000000 added. */
const MEDIA_TABLES = ['sandbox_poll_votes', 'sandbox_uploads'];

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const open: DataSource[] = [];
beforeEach(async () => {
  database = await createTestDatabase({ empty: true });
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((dataSource) => dataSource.destroy()));
  await database.drop();
});

const product = async () => {
  const dataSource = await openDatabase(database.url);
  open.push(dataSource);
  return dataSource;
};
const sandbox = async () => {
  const dataSource = await openSandboxDatabase(database.url);
  open.push(dataSource);
  return dataSource;
};

/** Every table in the database that is not Postgres's own, as schema.table, sorted. */
async function tables(dataSource: DataSource): Promise<string[]> {
  const rows: { name: string }[] = await dataSource.query(
    `SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
     WHERE table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

it('the product’s migrations make no sandbox table, nor its schema', async () => {
  const names = await tables(await product());
  expect(names.length).toBeGreaterThan(5);
  expect(names.filter((name) => /sandbox/.test(name))).toEqual([]);
});

it('its own migrations make its tables in linkedin_sandbox, recorded in its own table', async () => {
  const app = await product();
  await sandbox();
  const names = await tables(app);
  expect(names.filter((name) => name.startsWith('linkedin_sandbox.'))).toEqual(
    ['migrations', ...TABLES, ...MEDIA_TABLES].sort().map((table) => `linkedin_sandbox.${table}`),
  );
  expect(
    names.filter((name) => /sandbox/.test(name) && !name.startsWith('linkedin_sandbox.')),
  ).toEqual([]);
  const ran = await app.query(`SELECT name FROM linkedin_sandbox.migrations`);
  expect(ran).toEqual([
    { name: 'SandboxSchema1733000000000' },
    { name: 'SandboxMedia1733600000000' },
  ]);
  const productRan: { name: string }[] = await app.query(`SELECT name FROM public.migrations`);
  expect(productRan.some((row) => /sandbox/i.test(row.name))).toBe(false);
});

it('made once when processes open it at once', async () => {
  await product();
  const opened = await Promise.all(Array.from({ length: 6 }, () => sandbox()));
  const ran = await opened[0].query(`SELECT name FROM linkedin_sandbox.migrations`);
  expect(ran).toHaveLength(2);
});

/**
 * An install from before the sandbox had its own schema: the product's migrations made the same
 * tables in public (recorded as LinkedInSandbox1732600000000 and SandboxEngagement1732810000000)
 * and the sandbox kept its members, tokens, posts and engagement there.
 */
it('moves an earlier install’s tables out of public, with every row, and carries on', async () => {
  const app = await product();
  const before = await sandbox();
  const store = new SandboxStore(before);
  const member = await store.memberNamed('Ada Upgrade');
  const token = await store.issueToken(member.id, 'postpilot-sandbox', ['openid']);
  const published = await store.publish(member.id, {
    commentary: 'Before the upgrade',
    text: 'Before the upgrade',
    visibility: 'PUBLIC',
  });
  const postId = published.urn.replace('urn:li:share:', '');
  const viewer = randomUUID();
  const engagement = new EngagementStore(before);
  await engagement.recordImpressions(viewer, [postId]);
  await engagement.like(postId, viewer);
  await engagement.comment(postId, viewer, 'Still here?');
  await engagement.repost(postId, viewer);
  // Back to how that version left the database: without what the sandbox added since.
  const runner = before.createQueryRunner();
  await new SandboxMedia1733600000000().down(runner);
  await runner.release();
  await before.destroy();
  open.splice(open.indexOf(before), 1);
  for (const table of TABLES) {
    await app.query(`ALTER TABLE linkedin_sandbox.${table} SET SCHEMA public`);
  }
  await app.query(`DROP SCHEMA linkedin_sandbox CASCADE`);
  await noteMigrationsRun(app, [
    { timestamp: 1732600000000, name: 'LinkedInSandbox1732600000000' },
    { timestamp: 1732810000000, name: 'SandboxEngagement1732810000000' },
  ]);
  expect((await tables(app)).filter((name) => name.startsWith('public.sandbox_'))).toHaveLength(8);

  // The upgraded app: the product's migrations do not mind the two they no longer know.
  const upgraded = await product();
  expect(await upgraded.showMigrations()).toBe(false);
  await expect(upgraded.runMigrations()).resolves.toEqual([]);
  const after = await sandbox();

  const names = await tables(app);
  expect(names.filter((name) => name.startsWith('public.sandbox_'))).toEqual([]);
  expect(names.filter((name) => name.startsWith('linkedin_sandbox.'))).toHaveLength(
    1 + TABLES.length + MEDIA_TABLES.length,
  );
  const moved = new SandboxStore(after);
  await expect(moved.checkToken(token.accessToken)).resolves.toMatchObject({
    status: 'valid',
    member: { id: member.id, name: 'Ada Upgrade' },
  });
  expect((await moved.feed()).map((post) => post.id)).toEqual([postId]);
  await expect(new EngagementStore(after).counts(postId)).resolves.toEqual({
    impressions: 1,
    membersReached: 1,
    reactions: 1,
    comments: 1,
    reposts: 1,
  });
  // The same text again is still a duplicate of the moved post; a new one continues its ids.
  await expect(
    moved.publish(member.id, {
      commentary: 'Before the upgrade',
      text: 'Before the upgrade',
      visibility: 'PUBLIC',
    }),
  ).resolves.toEqual({ urn: published.urn, duplicate: true });
  const next = await moved.publish(member.id, {
    commentary: 'After it',
    text: 'After it',
    visibility: 'PUBLIC',
  });
  expect(BigInt(next.urn.replace('urn:li:share:', ''))).toBeGreaterThan(BigInt(postId));
});
