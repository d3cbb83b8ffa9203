import { randomBytes } from 'node:crypto';
import type { LinkedInConfig } from '../../kernel/config';
import { startTestApp, type TestApp } from '../../../test/support/app';
import { inAppSandboxConfig } from '../../../test/support/in-app-sandbox';
import { LinkedInClient, memberUrn } from '../../features/linkedin/linkedin.client';

/**
 * Whatever a browser or a script sends to the sandbox, bad input is a 4xx that says why and
 * changes nothing: never a 500, never a row written.
 */
let app: TestApp;
let config: LinkedInConfig;
let client: LinkedInClient;

beforeAll(async () => {
  app = await startTestApp();
  config = inAppSandboxConfig(app);
  client = new LinkedInClient(config);
});
afterAll(() => app.stop());

const TABLES = [
  'sandbox_members',
  'sandbox_codes',
  'sandbox_tokens',
  'sandbox_posts',
  'sandbox_reactions',
  'sandbox_comments',
  'sandbox_reposts',
];

/** How many rows each sandbox table has (tests in a file run one at a time). */
async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row]: { n: string }[] = await app.api.infra.dataSource.query(
      `SELECT count(*) AS n FROM linkedin_sandbox.${table}`,
    );
    counts[table] = Number(row.n);
  }
  return counts;
}

/** Runs `send` and checks that no sandbox table changed. */
async function changesNothing<T>(send: () => Promise<T>): Promise<T> {
  const before = await rowCounts();
  const answer = await send();
  expect(await rowCounts()).toEqual(before);
  return answer;
}

/** The consent form's fields as the page sends them, percent-encoded, plus `extra` as is. */
function consentBody(extra: string, fields: Record<string, string> = {}): string {
  const form = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    state: 'state-1',
    scope: config.scopes.join(' '),
    decision: 'allow',
    ...fields,
  });
  return [form.toString(), extra].filter(Boolean).join('&');
}

function postForm(path: string, body: string, cookie?: string) {
  const req = app
    .http()
    .post(`/sandbox/linkedin${path}`)
    .set('Content-Type', 'application/x-www-form-urlencoded');
  if (cookie) req.set('Cookie', cookie);
  return req.send(body);
}

/** A page that explains, in the sandbox's look. */
function expectPage(res: { status: number; headers: Record<string, string>; text: string }) {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.text).toContain('LinkedIn Sandbox');
  expect(res.text).not.toContain('Something went wrong');
}

/** `count` fields with distinct names: beyond what a form may hold. */
const manyFields = (count: number) => Array.from({ length: count }, (_, i) => `f${i}=x`).join('&');

/** The UTF-8 bytes of a lone surrogate (U+D800), percent-encoded: no character at all. */
const LONE_SURROGATE = '%ED%A0%80';

describe('the consent form', () => {
  it.each([
    ['a NUL byte in the name', '', { name: 'Ada\u0000Lovelace' }],
    ['a lone surrogate in the name', `name=Ada${LONE_SURROGATE}`, {}],
    ['a name over 100 characters', '', { name: 'n'.repeat(101) }],
    ['a blank name', '', { name: '   ' }],
    ['the name twice', 'name=Ada&name=Bob', {}],
    ['the name as a list', 'name[]=Ada&name[]=Bob', {}],
    ['the name as an object', 'name[first]=Ada', {}],
    ['the decision twice', 'decision=allow&name=Ada', {}],
    ['a NUL byte in the state', 'name=Ada', { state: 'st\u0000ate' }],
    ['malformed percent-encoding', 'name=Ada%E0%A4%A', {}],
  ])('%s: a 400 page, no member, no code', async (_, extra, fields) => {
    const res = await changesNothing(() =>
      postForm('/oauth/v2/authorization', consentBody(extra, fields)),
    );
    expect(res.status).toBe(400);
    expectPage(res);
  });

  it('a form of 2,000 fields: a 413 page, nothing made', async () => {
    const res = await changesNothing(() =>
      postForm('/oauth/v2/authorization', consentBody(`name=Ada&${manyFields(2000)}`)),
    );
    expect(res.status).toBe(413);
    expectPage(res);
    expect(res.text).toContain('too many fields');
  });

  it('a name of exactly 100 characters is fine, even one that lower-cases longer', async () => {
    // "İ" lower-cases to two characters: the member's key must still fit its column.
    const name = `${'İ'.repeat(90)}${randomBytes(5).toString('hex')}`;
    expect([...name]).toHaveLength(100);
    const res = await postForm('/oauth/v2/authorization', consentBody('', { name }));
    expect(res.status).toBe(302);
    const code = new URL(res.headers.location).searchParams.get('code') ?? '';
    const token = await client.exchangeCode(code);
    await expect(client.userinfo(token.accessToken)).resolves.toMatchObject({ name });
  });

  it('a name that expands under NFKD still gets an address that fits', async () => {
    const name = `${'㎯'.repeat(95)}${randomBytes(2).toString('hex')}`;
    const res = await postForm('/oauth/v2/authorization', consentBody('', { name }));
    expect(res.status).toBe(302);
  });
});

describe('the consent page', () => {
  const authorization = (query: string) =>
    app.http().get(`/sandbox/linkedin/oauth/v2/authorization?${query}`);
  const valid = () =>
    new URLSearchParams({
      response_type: 'code',
      client_id: config.clientId,
      redirect_uri: config.redirectUri,
      scope: config.scopes.join(' '),
    }).toString();

  it.each([
    ['a NUL byte in the state', `${'state=a%00b'}`],
    ['the client_id twice', 'client_id=someone-else'],
    ['malformed percent-encoding in the state', 'state=%E0%A4%A'],
    ['a lone surrogate in the state', `state=${LONE_SURROGATE}`],
    ['a state over 1,000 characters', `state=${'s'.repeat(1001)}`],
  ])('%s: a 400 page', async (_, extra) => {
    const res = await authorization(`${valid()}&${extra}`);
    expect(res.status).toBe(400);
    expectPage(res);
  });

  it('the client_id as a list: a 400 page', async () => {
    const query = valid().replace('client_id=', 'client_id[]=');
    const res = await authorization(query);
    expect(res.status).toBe(400);
    expectPage(res);
  });
});

describe('the token endpoint', () => {
  const token = (body: string) =>
    changesNothing(() =>
      app
        .http()
        .post('/sandbox/linkedin/oauth/v2/accessToken')
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send(body),
    );
  const fields = (overrides: Record<string, string> = {}) =>
    new URLSearchParams({
      grant_type: 'authorization_code',
      code: 'some-code',
      redirect_uri: config.redirectUri,
      client_id: config.clientId,
      client_secret: config.clientSecret,
      ...overrides,
    }).toString();

  it.each([
    ['a NUL byte in redirect_uri', () => fields({ redirect_uri: `${config.redirectUri}\u0000` })],
    ['a NUL byte in the code', () => fields({ code: 'a\u0000b' })],
    ['the code twice', () => `${fields()}&code=other`],
    ['the code as a list', () => fields().replace('code=', 'code[]=')],
    ['malformed percent-encoding', () => `${fields()}&x=%E0%A4%A`],
  ])('%s: 400, nothing redeemed', async (_, body) => {
    const res = await token(body());
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body).toEqual({ error: 'invalid_request', error_description: expect.any(String) });
  });

  it('2,000 fields: 413 in OAuth’s shape', async () => {
    const res = await token(`${fields()}&${manyFields(2000)}`);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: 'invalid_request',
      error_description: 'The form has too many fields.',
    });
  });
});

/** A member's new post and a feed viewer's cookie. */
async function postAndViewer() {
  const res = await postForm(
    '/oauth/v2/authorization',
    consentBody('', { name: `Bad ${randomBytes(4).toString('hex')}` }),
  );
  const code = new URL(res.headers.location).searchParams.get('code') ?? '';
  const { accessToken } = await client.exchangeCode(code);
  const member = await client.userinfo(accessToken);
  const post = await client.createPost(
    accessToken,
    memberUrn(member.sub),
    `Say something ${randomBytes(4).toString('hex')}`,
  );
  const feed = await app.http().get('/sandbox/linkedin/feed').expect(200);
  const cookie = String(feed.headers['set-cookie']).split(';')[0];
  return {
    accessToken,
    author: memberUrn(member.sub),
    id: post.urn.replace('urn:li:share:', ''),
    cookie,
  };
}

describe('the feed’s forms', () => {
  it.each([
    ['a NUL byte in a comment', `text=${encodeURIComponent('Nice\u0000one')}`],
    ['a lone surrogate in a comment', `text=Nice${LONE_SURROGATE}`],
    ['malformed percent-encoding in a comment', 'text=Nice%E0%A4%A'],
    ['the comment twice', 'text=a&text=b'],
    ['the comment as a list', 'text[]=a&text[]=b'],
    ['a comment over 1,250 characters', `text=${'c'.repeat(2600)}`],
  ])('%s: a 400 page, no comment', async (_, body) => {
    const { id, cookie } = await postAndViewer();
    const res = await changesNothing(() => postForm(`/feed/${id}/comments`, body, cookie));
    expect(res.status).toBe(400);
    expectPage(res);
  });

  it('a comment form of 2,000 fields: a 413 page', async () => {
    const { id, cookie } = await postAndViewer();
    const res = await changesNothing(() =>
      postForm(`/feed/${id}/comments`, `text=hi&${manyFields(2000)}`, cookie),
    );
    expect(res.status).toBe(413);
    expectPage(res);
  });

  it.each(['like', 'unlike', 'repost', 'comments'])(
    'malformed percent-encoding in the post of /%s: a 400 page',
    async (action) => {
      const { cookie } = await postAndViewer();
      const res = await changesNothing(() =>
        postForm(`/feed/%E0%A4%A/${action}`, 'text=hi', cookie),
      );
      expect(res.status).toBe(400);
      expectPage(res);
    },
  );

  it.each(['/feed/%E0%A4%A', '/feed/%', '/v2/%E0%A4%A', '/oauth/v2/%E0%A4%A'])(
    'GET %s: a 4xx, not a 500',
    async (path) => {
      const res = await app.http().get(`/sandbox/linkedin${path}`);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    },
  );
});

describe('the API’s bodies', () => {
  function rawPost(accessToken: string, body: string) {
    return fetch(`${config.apiUrl}/rest/posts`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'linkedin-version': config.version,
        'x-restli-protocol-version': '2.0.0',
        'content-type': 'application/json',
      },
      body,
    });
  }
  const postJson = (author: string, commentary: string) =>
    JSON.stringify({
      author,
      commentary,
      visibility: 'PUBLIC',
      distribution: { feedDistribution: 'MAIN_FEED' },
      lifecycleState: 'PUBLISHED',
    });

  it.each([
    ['a NUL byte', 'Hello\u0000world', 'NUL'],
    ['a lone surrogate', 'Hello \ud800 world', 'valid Unicode'],
  ])('%s in a post’s commentary: 422, no post', async (_, commentary, problem) => {
    const { accessToken, author } = await postAndViewer();
    const res = await changesNothing(() => rawPost(accessToken, postJson(author, commentary)));
    expect(res.status).toBe(422);
    const { message } = (await res.json()) as { message: string };
    expect(message).toContain('/commentary :: ');
    expect(message).toContain(problem);
  });

  it('a test helper’s access_token as a list: 400', async () => {
    const res = await app
      .http()
      .post('/sandbox/linkedin/test/expire-token')
      .send({ access_token: ['a', 'b'] });
    expect(res.status).toBe(400);
  });
});
