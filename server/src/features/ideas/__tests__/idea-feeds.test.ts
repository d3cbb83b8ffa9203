import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { IDEA_MESSAGES as IM } from '@postpilot/common';
import { startTestApp, type TestApp } from '../../../../test/support/app';
import { bearer, registerUser, type RegisteredUser } from '../../../../test/support/factories';
import { FEED_IDEAS_PER_READ } from '../idea-feeds.service';

/**
 * Following feeds: a local site serves RSS and Atom fixtures (tests allow private hosts, as
 * development does). Each reading turns new items into ideas, each link once; what fails is the
 * feed's lastError and takes no idea away.
 */
let app: TestApp;
let site: Server;
let origin: string;
const feeds = new Map<string, { body: string; status?: number; type?: string }>();
const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

beforeAll(async () => {
  app = await startTestApp();
  site = createServer((req, res) => {
    const feed = feeds.get(req.url ?? '');
    if (!feed) return res.writeHead(404).end();
    res.writeHead(feed.status ?? 200, { 'content-type': feed.type ?? 'application/rss+xml' });
    res.end(feed.body);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  await app.stop();
});

let served = 0;
/** A fresh address serving `body`, so each test's feed is its own. */
const serve = (body: string, type?: string) => {
  const at = `/feed-${++served}.xml`;
  feeds.set(at, { body, type });
  return { url: `${origin}${at}`, path: at };
};

const FEED = 'id url title lastFetchedAt lastError createdAt';
const follow = (user: RegisteredUser, url: string) =>
  app.graphql<{ followIdeaFeed: { id: string; title: string; lastError: string | null } }>(
    `mutation ($url: String!) { followIdeaFeed(url: $url) { ${FEED} } }`,
    { url },
    user.token,
  );
const ideasOf = async (user: RegisteredUser) => {
  const res = await app.http().get('/api/ideas?limit=100').set(bearer(user)).expect(200);
  return res.body.ideas as {
    _id?: string;
    id?: string;
    title: string;
    notes: string;
    sourceUrl: string | null;
    feedId: string | null;
  }[];
};
const rss = (items: { title: string; link: string }[]) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>Numbered</title>${items
    .map((i) => `<item><title>${i.title}</title><link>${i.link}</link></item>`)
    .join('')}</channel></rss>`;
const numbered = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({
    title: `Item ${to - i}`,
    link: `https://numbers.example/${to - i}`,
  }));

it('follows an RSS feed: its items become ideas with plain-text notes and their links', async () => {
  const user = await registerUser(app);
  const { url } = serve(fixture('rss.xml'));
  const res = await follow(user, url);
  expect(res.errors).toBeUndefined();
  expect(res.data!.followIdeaFeed).toMatchObject({
    title: 'Field Notes & Tradeoffs',
    lastError: null,
  });
  const ideas = await ideasOf(user);
  expect(ideas.map(({ title, notes, sourceUrl }) => ({ title, notes, sourceUrl }))).toEqual([
    {
      title: 'Why we stopped estimating in points',
      notes: 'Points became a currency.\nWe count finished work & cycle time now.',
      sourceUrl: 'https://notes.example/estimates',
    },
    {
      title: 'Café meetings — 15 minutes, standing',
      notes: 'No chairs\nOne decision each',
      // Relative to the site the feed names as its own.
      sourceUrl: 'https://notes.example/standing',
    },
    {
      title: 'An item with no title: its first line becomes one.',
      notes: '',
      sourceUrl: null,
    },
  ]);
  expect(new Set(ideas.map((idea) => idea.feedId))).toEqual(new Set([res.data!.followIdeaFeed.id]));
  const listed = await app.http().get('/api/ideas/feeds').set(bearer(user)).expect(200);
  expect(listed.body.feeds).toHaveLength(1);
});

it('follows an Atom feed, and refuses what is no feed, a feed followed twice and an unreachable one', async () => {
  const user = await registerUser(app);
  const atom = serve(fixture('atom.xml'), 'application/atom+xml');
  expect((await follow(user, atom.url)).data!.followIdeaFeed.title).toBe('Ops Weekly');
  expect((await ideasOf(user)).map((idea) => idea.title)).toEqual([
    'On-call without heroics',
    'Runbooks & checklists',
  ]);
  const page = serve('<html><head><title>A page</title></head></html>', 'text/html');
  for (const [url, status, message] of [
    [page.url, 422, IM.notAFeed],
    [atom.url, 409, IM.alreadyFollowed],
    [`${origin}/nowhere.xml`, 422, IM.feedUnreadable],
    [
      serve(rss(numbered(1, 1)).replace('</channel>', `${' '.repeat(3 * 1024 * 1024)}</channel>`))
        .url,
      422,
      IM.feedTooLarge,
    ],
  ] as const) {
    const res = await app.http().post('/api/ideas/feeds').set(bearer(user)).send({ url });
    expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
  }
  expect((await app.http().get('/api/ideas/feeds').set(bearer(user))).body.feeds).toHaveLength(1);
});

it('takes only new items on the next reading; a deleted idea does not come back', async () => {
  const user = await registerUser(app);
  const feed = serve(rss(numbered(1, 3)));
  const followed = (await follow(user, feed.url)).data!.followIdeaFeed;
  const ideas = await ideasOf(user);
  expect(ideas.map((idea) => idea.title)).toEqual(['Item 3', 'Item 2', 'Item 1']);
  const item2 = ideas.find((idea) => idea.title === 'Item 2')!;
  await app
    .http()
    .delete(`/api/ideas/${item2._id ?? item2.id}`)
    .set(bearer(user))
    .expect(200);

  feeds.set(feed.path, { body: rss(numbered(1, 5)) });
  const refreshed = await app
    .http()
    .post(`/api/ideas/feeds/${followed.id}/refresh`)
    .set(bearer(user))
    .expect(200);
  expect(refreshed.body.feed.lastError).toBeNull();
  expect((await ideasOf(user)).map((idea) => idea.title)).toEqual([
    'Item 5',
    'Item 4',
    'Item 3',
    'Item 1',
  ]);
});

it(`takes the newest ${FEED_IDEAS_PER_READ} items of a long feed, and an item's link once across feeds`, async () => {
  const user = await registerUser(app);
  await follow(user, serve(rss(numbered(1, 30))).url);
  const titles = (await ideasOf(user)).map((idea) => idea.title);
  expect(titles).toHaveLength(FEED_IDEAS_PER_READ);
  expect(titles[0]).toBe('Item 30');
  // The same links in another feed are in the bank already.
  await follow(user, serve(rss(numbered(25, 31))).url);
  expect((await ideasOf(user)).map((idea) => idea.title)).toEqual(['Item 31', ...titles]);
});

it("records a failed reading as the feed's lastError, keeps its ideas, and reads again once it works", async () => {
  const user = await registerUser(app);
  const feed = serve(rss(numbered(1, 2)));
  const { id } = (await follow(user, feed.url)).data!.followIdeaFeed;
  feeds.set(feed.path, { body: 'Internal error', status: 500 });
  const failed = await app
    .http()
    .post(`/api/ideas/feeds/${id}/refresh`)
    .set(bearer(user))
    .expect(200);
  expect(failed.body.feed.lastError).toBe(IM.feedUnreadable);
  expect(await ideasOf(user)).toHaveLength(2);

  // The worker's run reads the feeds due: this one, once its last reading is old enough.
  feeds.set(feed.path, { body: rss(numbered(1, 3)) });
  await app.api.infra.dataSource.query(
    `UPDATE idea_feeds SET last_fetched_at = now() - interval '1 day' WHERE id = $1`,
    [id],
  );
  const run = await app.api.services.ideaFeeds.refreshDue();
  expect(run.feeds).toBeGreaterThanOrEqual(1);
  const [after] = (await app.http().get('/api/ideas/feeds').set(bearer(user))).body.feeds;
  expect(after.lastError).toBeNull();
  expect((await ideasOf(user)).map((idea) => idea.title)).toEqual(['Item 3', 'Item 2', 'Item 1']);
  // Read just now: the next run leaves it alone.
  feeds.set(feed.path, { body: rss(numbered(1, 4)) });
  await app.api.services.ideaFeeds.refreshDue();
  expect(await ideasOf(user)).toHaveLength(3);
});

it("unfollows a feed and keeps its ideas; another user's feed is a 404", async () => {
  const user = await registerUser(app);
  const other = await registerUser(app);
  const { id } = (await follow(user, serve(rss(numbered(1, 2))).url)).data!.followIdeaFeed;
  for (const res of [
    await app.http().delete(`/api/ideas/feeds/${id}`).set(bearer(other)),
    await app.http().post(`/api/ideas/feeds/${id}/refresh`).set(bearer(other)),
  ]) {
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(IM.feedNotFound);
  }
  const gone = await app.graphql<{ unfollowIdeaFeed: { message: string } }>(
    `mutation ($id: ID!) { unfollowIdeaFeed(id: $id) { success message } }`,
    { id },
    user.token,
  );
  expect(gone.data!.unfollowIdeaFeed.message).toBe(IM.feedUnfollowed);
  const ideas = await ideasOf(user);
  expect(ideas.map((idea) => [idea.title, idea.feedId])).toEqual([
    ['Item 2', null],
    ['Item 1', null],
  ]);
});
