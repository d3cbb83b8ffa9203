import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDEA_MESSAGES as IM, MEDIA_MESSAGES as MM } from '@postpilot/common';
import { startTestApp, type TestApp } from '../../../../test/support/app';
import { bearer, registerUser, type RegisteredUser } from '../../../../test/support/factories';
import { startGenerateWorker } from '../../../../test/support/generate-worker';
import { EndpointPolicy } from '../../../kernel/guarded-fetch';
import type { GenerationRequest } from '../../content/generation';
import { IdeasService } from '../ideas.service';
import { PageReader } from '../reading/page-reader';

/**
 * The idea bank through its doors: ideas by hand, from a page and from feeds (a local site stands
 * in for the web; tests allow private hosts, as development does), each user's own; Generate
 * starting from an idea.
 */
let app: TestApp;
let site: Server;
let origin: string;
/** What the site answers, by path: a body and a type, or a status. */
const pages = new Map<string, { body: string; type?: string; status?: number }>();

beforeAll(async () => {
  app = await startTestApp();
  site = createServer((req, res) => {
    const page = pages.get(req.url ?? '');
    if (!page) return res.writeHead(404).end('Not here');
    res.writeHead(page.status ?? 200, page.type ? { 'content-type': page.type } : {});
    res.end(page.body);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  await app.stop();
});

const IDEA = `id title notes sourceUrl feedId usedAt createdAt`;
const gql = async <T>(user: RegisteredUser, query: string, variables: object = {}) => {
  const res = await app.graphql<T>(query, variables as Record<string, unknown>, user.token);
  return res;
};
const addIdea = async (user: RegisteredUser, title: string, notes = '') => {
  const res = await app
    .http()
    .post('/api/ideas')
    .set(bearer(user))
    .send({ title, notes })
    .expect(201);
  return res.body.idea as { _id?: string; id?: string; title: string };
};
const titles = async (user: RegisteredUser, query = '') => {
  const res = await app.http().get(`/api/ideas${query}`).set(bearer(user)).expect(200);
  return res.body.ideas.map((idea: { title: string }) => idea.title) as string[];
};

describe('ideas by hand', () => {
  it('lists unused ideas first, newest first, used ones after; each user sees only theirs', async () => {
    const user = await registerUser(app);
    const other = await registerUser(app);
    const first = await gql<{ addIdea: { id: string } }>(
      user,
      `mutation ($input: AddIdeaInput!) { addIdea(input: $input) { ${IDEA} } }`,
      { input: { title: '  Hiring for judgement  ', notes: 'We ask for a written decision.' } },
    );
    expect(first.errors).toBeUndefined();
    expect(first.data!.addIdea).toMatchObject({
      title: 'Hiring for judgement',
      notes: 'We ask for a written decision.',
      sourceUrl: null,
      usedAt: null,
    });
    await addIdea(user, 'Second idea');
    await addIdea(user, 'Third idea');
    await addIdea(other, 'Not yours');
    const id = first.data!.addIdea.id;
    await app.http().put(`/api/ideas/${id}`).set(bearer(user)).send({ used: true }).expect(200);
    expect(await titles(user)).toEqual(['Third idea', 'Second idea', 'Hiring for judgement']);
    expect(await titles(user, '?unused=true')).toEqual(['Third idea', 'Second idea']);
    const page = await gql<{
      ideas: { totalCount: number; unusedCount: number; hasMore: boolean };
    }>(user, `{ ideas(limit: 1) { totalCount unusedCount hasMore ideas { title } } }`);
    expect(page.data!.ideas).toMatchObject({ totalCount: 3, unusedCount: 2, hasMore: true });

    // Another user's idea is one they do not have.
    for (const [method, url] of [
      ['put', `/api/ideas/${id}`],
      ['delete', `/api/ideas/${id}`],
    ] as const) {
      const res = await app.http()[method](url).set(bearer(other)).send({ title: 'Mine now' });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'IDEA_NOT_FOUND', message: IM.ideaNotFound });
    }
    await app.http().delete(`/api/ideas/not-an-id`).set(bearer(user)).expect(404);
    expect(await titles(user)).toContain('Hiring for judgement');
  });

  it('refuses a missing or too long title and too long notes, storing nothing', async () => {
    const user = await registerUser(app);
    for (const [body, message] of [
      [{ title: '   ' }, IM.titleRequired],
      [{ title: 'x'.repeat(201) }, IM.titleTooLong],
      [{ title: 'Fine', notes: 'x'.repeat(1001) }, IM.notesTooLong],
    ] as const) {
      const res = await app.http().post('/api/ideas').set(bearer(user)).send(body).expect(400);
      expect(res.body.errors[0].message).toBe(message);
    }
    expect(await titles(user)).toEqual([]);
  });

  it('edits and deletes an idea, and puts a used one back', async () => {
    const user = await registerUser(app);
    const idea = await addIdea(user, 'Draft title');
    const id = idea._id ?? idea.id;
    const edited = await app
      .http()
      .put(`/api/ideas/${id}`)
      .set(bearer(user))
      .send({ title: 'Better title', notes: 'A number: 40%', used: true })
      .expect(200);
    expect(edited.body.idea).toMatchObject({ title: 'Better title', notes: 'A number: 40%' });
    expect(edited.body.idea.usedAt).not.toBeNull();
    const back = await app
      .http()
      .put(`/api/ideas/${id}`)
      .set(bearer(user))
      .send({ used: false })
      .expect(200);
    expect(back.body.idea.usedAt).toBeNull();
    const gone = await app.http().delete(`/api/ideas/${id}`).set(bearer(user)).expect(200);
    expect(gone.body.message).toBe(IM.ideaDeleted);
    expect(await titles(user)).toEqual([]);
  });
});

describe('ideas from a page', () => {
  it("takes the page's Open Graph title and description, once", async () => {
    const user = await registerUser(app);
    pages.set('/article', {
      type: 'text/html; charset=utf-8',
      body: `<html><head><title>Site | Article</title>
        <meta property="og:title" content="What a 4-day week did to our support queue">
        <meta property="og:description" content="Tickets fell 12% &amp; nobody missed Friday."></head></html>`,
    });
    const res = await gql<{ addIdeaFromUrl: Record<string, unknown> }>(
      user,
      `mutation ($url: String!) { addIdeaFromUrl(url: $url) { ${IDEA} } }`,
      { url: `${origin}/article` },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.addIdeaFromUrl).toMatchObject({
      title: 'What a 4-day week did to our support queue',
      notes: 'Tickets fell 12% & nobody missed Friday.',
      sourceUrl: `${origin}/article`,
    });
    const again = await app
      .http()
      .post('/api/ideas/from-url')
      .set(bearer(user))
      .send({ url: `${origin}/article` })
      .expect(409);
    expect(again.body.message).toBe(IM.alreadyAdded);
  });

  it('reads the head of a page larger than it reads whole', async () => {
    const user = await registerUser(app);
    pages.set('/long', {
      type: 'text/html',
      body: `<html><head><title>A very long page</title></head><body>${'<p>Filler.</p>'.repeat(200_000)}</body></html>`,
    });
    const res = await app
      .http()
      .post('/api/ideas/from-url')
      .set(bearer(user))
      .send({ url: `${origin}/long` })
      .expect(201);
    expect(res.body.idea).toMatchObject({ title: 'A very long page', notes: '' });
  });

  it('says why a page cannot be an idea: not found, not HTML, no title, not a web address', async () => {
    const user = await registerUser(app);
    pages.set('/picture.png', { type: 'image/png', body: 'PNG' });
    pages.set('/untitled', { type: 'text/html', body: '<p>No title here</p>' });
    for (const [url, status, message] of [
      [`${origin}/missing`, 422, IM.pageUnreadable],
      [`${origin}/picture.png`, 422, IM.pageNotHtml],
      [`${origin}/untitled`, 422, IM.pageUntitled],
      ['ftp://files.example/x', 400, MM.linkInvalid],
      ['http://127.0.0.1:1/closed', 422, IM.pageUnreadable],
    ] as const) {
      const res = await app.http().post('/api/ideas/from-url').set(bearer(user)).send({ url });
      expect({ url, status: res.status, message: res.body.message }).toEqual({
        url,
        status,
        message: expect.stringContaining(message),
      });
    }
    expect(await titles(user)).toEqual([]);
  });

  it('refuses internal addresses where private hosts are not allowed', async () => {
    const user = await registerUser(app);
    const strict = new IdeasService(
      app.api.infra.dataSource,
      new PageReader(new EndpointPolicy(false)),
    );
    for (const url of [`${origin}/article`, 'http://169.254.169.254/latest/meta-data']) {
      await expect(strict.addFromUrl({ id: user.id }, { url })).rejects.toMatchObject({
        status: 400,
        message: IM.urlPrivate,
      });
    }
  });
});

describe('Generate from an idea', () => {
  it("writes from the user's idea, its title the topic, and marks it used; another user's is a 404", async () => {
    const requests: GenerationRequest[] = [];
    const worker = await startGenerateWorker(app, {
      provider: 'openai',
      writes: () => true,
      generate: async (request) => {
        requests.push(request);
        return 'A post from the idea.';
      },
      hooks: async () => [],
      rewrite: async (_request, post) => ({ content: post, changes: [], question: null }),
    });
    try {
      const user = await registerUser(app);
      const other = await registerUser(app);
      const idea = await addIdea(
        user,
        'Pairing juniors with on-call',
        'Two weeks shadowing\nNo pager alone',
      );
      const id = idea._id ?? idea.id;
      const generate = `mutation ($input: GenerateContentInput!) { generateContent(input: $input) { content } }`;
      const refused = await gql(other, generate, { input: { ideaId: id } });
      expect(refused.errors?.[0]).toMatchObject({
        message: IM.ideaNotFound,
        extensions: { code: 'NOT_FOUND' },
      });
      expect(requests).toHaveLength(0);

      const res = await gql(user, generate, { input: { ideaId: id } });
      expect(res.errors).toBeUndefined();
      expect(requests[0]).toMatchObject({
        topic: 'Pairing juniors with on-call',
        idea: {
          title: 'Pairing juniors with on-call',
          notes: 'Two weeks shadowing\nNo pager alone',
        },
      });
      expect(await titles(user, '?unused=true')).toEqual([]);

      // A topic of the user's own is kept.
      await gql(user, generate, { input: { ideaId: id, topic: 'My own angle' } });
      expect(requests[1]).toMatchObject({
        topic: 'My own angle',
        idea: { title: 'Pairing juniors with on-call' },
      });
    } finally {
      await worker.stop();
    }
  });
});
