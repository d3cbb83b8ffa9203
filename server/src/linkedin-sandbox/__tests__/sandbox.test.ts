import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { LinkedInConfig } from '../../kernel/config';
import { startTestApp, type TestApp } from '../../../test/support/app';
import { inAppSandboxConfig } from '../../../test/support/in-app-sandbox';
import {
  LinkedInClient,
  LinkedInError,
  memberUrn,
  toCommentary,
} from '../../features/linkedin/linkedin.client';
import { currentVersion } from '../post-request';
import { openSandboxDatabase } from '../sandbox.database';
import { SandboxStore } from '../sandbox.store';
import { failureOf as failure } from '../../../test/support/failure';

let app: TestApp;
let config: LinkedInConfig;
let client: LinkedInClient;

beforeAll(async () => {
  app = await startTestApp();
  config = inAppSandboxConfig(app, {
    // An app LinkedIn has not approved for post statistics asks for the posting scopes only.
    scopes: app.config.linkedin.scopes.filter((scope) => scope !== 'r_member_postAnalytics'),
  });
  client = new LinkedInClient(config);
});
afterAll(() => app.stop());

const withConfig = (overrides: Partial<LinkedInConfig>) =>
  new LinkedInClient({ ...config, ...overrides });
const uniqueName = (first = 'Ada') => `${first} Tester${randomBytes(3).toString('hex')}`;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** Path and query of an absolute URL, for supertest. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

/** The consent form's fields, as the page sends them. */
function consentForm(
  decision: 'allow' | 'cancel',
  name: string,
  state = 'state-123',
  scopes = config.scopes,
) {
  return {
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    state,
    scope: scopes.join(' '),
    name,
    decision,
  };
}

/** Allow on the consent page: the code and state the browser is sent back with. */
async function allow(name: string, state = 'state-123', scopes = config.scopes) {
  const res = await app
    .http()
    .post('/sandbox/linkedin/oauth/v2/authorization')
    .type('form')
    .send(consentForm('allow', name, state, scopes))
    .expect(302);
  const location = new URL(res.headers.location);
  return { location, code: location.searchParams.get('code') ?? '' };
}

/** The scopes of an app LinkedIn approved for Member Post Statistics. */
const withAnalytics = () => [...config.scopes, 'r_member_postAnalytics'];

/** A member who went through the whole consent flow, with a token. */
async function connect(name = uniqueName(), scopes = config.scopes) {
  const { code } = await allow(name, 'state-123', scopes);
  const token = await client.exchangeCode(code);
  const member = await client.userinfo(token.accessToken);
  return { token: token.accessToken, member, author: memberUrn(member.sub) };
}

/** The LinkedInError a call fails with. */
const failureOf = (promise: Promise<unknown>) => failure(promise, LinkedInError);

/** POST /rest/posts without the client, to send what it never would. */
function rawPost(token: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${config.apiUrl}/rest/posts`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'linkedin-version': config.version,
      'x-restli-protocol-version': '2.0.0',
      'content-type': 'application/json',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const postBody = (author: string, commentary: string) => ({
  author,
  commentary,
  visibility: 'PUBLIC',
  distribution: {
    feedDistribution: 'MAIN_FEED',
    targetEntities: [],
    thirdPartyDistributionChannels: [],
  },
  lifecycleState: 'PUBLISHED',
  isReshareDisabledByAuthor: false,
});

async function storedText(urn: string): Promise<string> {
  const rows: { text: string }[] = await app.api.infra.dataSource.query(
    'SELECT text FROM linkedin_sandbox.sandbox_posts WHERE id = $1',
    [urn.replace('urn:li:share:', '')],
  );
  return rows[0].text;
}

async function feedHtml(): Promise<string> {
  const res = await app.http().get('/sandbox/linkedin/feed').expect(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  return res.text;
}

/** The text of the post `urn` as the feed shows it (tags dropped, entities decoded). */
function feedText(html: string, urn: string): string | null {
  const article = new RegExp(`<article class="card post" id="${urn}">([\\s\\S]*?)</article>`).exec(
    html,
  );
  const text = article && /<p class="text">([\s\S]*?)<\/p>/.exec(article[1]);
  if (!text) return null;
  return text[1]
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('the consent page', () => {
  it('renders a labelled, self-contained page with the scopes, a name and Allow/Cancel', async () => {
    const res = await app
      .http()
      .get(pathOf(client.authorizationUrl('xyz-state')))
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.text;
    expect(html).toContain('LinkedIn Sandbox');
    expect(html).toContain('built-in stand-in for LinkedIn');
    expect(html).toContain('LINKEDIN_CLIENT_ID');
    for (const scope of config.scopes) expect(html).toContain(`<code>${scope}</code>`);
    expect(html).toMatch(/<input type="text" id="name" name="name" value="Sandbox Member"/);
    expect(html).toContain('<input type="hidden" name="state" value="xyz-state">');
    expect(html).toMatch(/<button[^>]*value="allow">Allow<\/button>/);
    expect(html).toMatch(/<button[^>]*value="cancel"[^>]*>Cancel<\/button>/);
  });

  it('passes its Content-Security-Policy: one hashed stylesheet, no scripts, no external assets', async () => {
    const res = await app
      .http()
      .get(pathOf(client.authorizationUrl('s')))
      .expect(200);
    const csp = String(res.headers['content-security-policy']);
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.text)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(csp).toContain("default-src 'none'");
    // The form posts to the page itself, then redirects to the app's redirect_uri.
    expect(csp).toContain(`form-action 'self' ${new URL(config.redirectUri).origin}`);
    expect(res.text).not.toMatch(/<script|\sstyle=|\son\w+=|src=|<link/i);
  });

  it.each([
    ['another client_id', { client_id: 'someone-else' }, 'client_id'],
    ['no redirect_uri', { redirect_uri: undefined }, 'redirect_uri is missing'],
    ['another redirect_uri', { redirect_uri: 'https://evil.example/cb' }, 'does not match'],
    ['another response_type', { response_type: 'token' }, 'response_type'],
    ['no scope', { scope: undefined }, 'scope is missing'],
  ])('%s: a readable 400 page', async (_, change, explanation) => {
    const url = new URL(client.authorizationUrl('s'));
    for (const [key, value] of Object.entries(change)) {
      if (value === undefined) url.searchParams.delete(key);
      else url.searchParams.set(key, value);
    }
    const res = await app.http().get(pathOf(url.toString())).expect(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('LinkedIn Sandbox');
    expect(res.text).toContain(explanation);
  });

  it('Allow redirects to redirect_uri with a code and the state', async () => {
    const { location, code } = await allow(uniqueName(), 'my/state+1');
    expect(`${location.origin}${location.pathname}`).toBe(config.redirectUri);
    expect(code).toMatch(/^[\w-]{20,}$/);
    expect(location.searchParams.get('state')).toBe('my/state+1');
    expect(location.searchParams.get('error')).toBeNull();
  });

  it('Cancel redirects with error=user_cancelled_authorize and the state, without a code', async () => {
    const res = await app
      .http()
      .post('/sandbox/linkedin/oauth/v2/authorization')
      .type('form')
      .send(consentForm('cancel', 'Whoever', 'st-9'))
      .expect(302);
    const location = new URL(res.headers.location);
    expect(`${location.origin}${location.pathname}`).toBe(config.redirectUri);
    expect(location.searchParams.get('error')).toBe('user_cancelled_authorize');
    expect(location.searchParams.get('error_description')).toBeTruthy();
    expect(location.searchParams.get('state')).toBe('st-9');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('the form re-checks client_id and redirect_uri', async () => {
    await app
      .http()
      .post('/sandbox/linkedin/oauth/v2/authorization')
      .type('form')
      .send({ ...consentForm('allow', 'X'), redirect_uri: 'https://evil.example/cb' })
      .expect(400);
  });
});

describe('the token exchange', () => {
  it('trades a code for a 60-day token with the granted scopes, once', async () => {
    const { code } = await allow(uniqueName());
    const before = Date.now();
    const token = await client.exchangeCode(code);
    expect(token.accessToken.length).toBeGreaterThan(40);
    expect(token.scope.sort()).toEqual([...config.scopes].sort());
    const lifetime = token.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThan(5184000_000 - 5000);
    expect(lifetime).toBeLessThanOrEqual(5184000_000 + 5000);

    const again = await failureOf(client.exchangeCode(code));
    expect(again).toMatchObject({ kind: 'bad_request', status: 400, code: 'invalid_request' });
  });

  it('refuses a wrong client secret (401) and keeps the code usable', async () => {
    const { code } = await allow(uniqueName());
    const error = await failureOf(withConfig({ clientSecret: 'wrong' }).exchangeCode(code));
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, code: 'invalid_client' });
    await expect(client.exchangeCode(code)).resolves.toHaveProperty('accessToken');
  });

  it('refuses a redirect_uri other than the one the code was issued for', async () => {
    const { code } = await allow(uniqueName());
    const error = await failureOf(
      withConfig({ redirectUri: 'http://postpilot.test/elsewhere' }).exchangeCode(code),
    );
    expect(error).toMatchObject({ kind: 'bad_request', status: 400 });
  });

  it('refuses an unknown code and a code older than 10 minutes', async () => {
    await expect(failureOf(client.exchangeCode('made-up'))).resolves.toMatchObject({
      kind: 'bad_request',
    });
    const { code } = await allow(uniqueName());
    await app.api.infra.dataSource.query(
      `UPDATE linkedin_sandbox.sandbox_codes SET expires_at = now() - interval '1 second' WHERE code_hash = $1`,
      [sha256(code)],
    );
    await expect(failureOf(client.exchangeCode(code))).resolves.toMatchObject({
      kind: 'bad_request',
    });
  });

  it('stores only hashes of codes and tokens', async () => {
    const { code } = await allow(uniqueName());
    const token = await client.exchangeCode(code);
    const codes = await app.api.infra.dataSource.query(
      'SELECT code_hash FROM linkedin_sandbox.sandbox_codes WHERE code_hash = $1',
      [sha256(code)],
    );
    const tokens = await app.api.infra.dataSource.query(
      'SELECT token_hash FROM linkedin_sandbox.sandbox_tokens WHERE token_hash = $1',
      [sha256(token.accessToken)],
    );
    expect(codes).toHaveLength(1);
    expect(tokens).toHaveLength(1);
  });
});

describe('userinfo', () => {
  it('is the member chosen on the consent page; the same name is the same member', async () => {
    const name = uniqueName('Grace');
    const first = await connect(name);
    expect(first.member.name).toBe(name);
    expect(first.member.email).toMatch(/@sandbox\.postpilot\.local$/);
    expect(first.member.sub).toMatch(/^[A-Za-z0-9]{10}$/);

    const again = await connect(name);
    expect(again.member.sub).toBe(first.member.sub);
    const other = await connect();
    expect(other.member.sub).not.toBe(first.member.sub);
  });

  it('answers the OpenID claims', async () => {
    const { token } = await connect('Ada Byron Lovelace');
    const res = await app
      .http()
      .get('/sandbox/linkedin/v2/userinfo')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(res.body).toMatchObject({
      name: 'Ada Byron Lovelace',
      given_name: 'Ada',
      family_name: 'Byron Lovelace',
      email_verified: true,
    });
  });

  it('a missing or unknown token: 401 with LinkedIn’s body', async () => {
    const res = await app.http().get('/sandbox/linkedin/v2/userinfo').expect(401);
    expect(res.body).toEqual({
      status: 401,
      serviceErrorCode: 65600,
      code: 'INVALID_ACCESS_TOKEN',
      message: 'Invalid access token',
    });
    const error = await failureOf(client.userinfo('AQnot-a-token'));
    expect(error).toMatchObject({ kind: 'unauthorized', code: 'INVALID_ACCESS_TOKEN' });
  });

  it('/v2/me answers 403, as at LinkedIn', async () => {
    const { token } = await connect();
    const res = await app
      .http()
      .get('/sandbox/linkedin/v2/me')
      .set('Authorization', `Bearer ${token}`)
      .expect(403);
    expect(res.body).toMatchObject({ status: 403, code: 'ACCESS_DENIED' });
  });
});

describe('publishing', () => {
  const EVERYTHING =
    'Every reserved one: | { } @ [ ] ( ) < > # \\ * _ ~ and C#, #1 and #Leadership #remote_work #Café\n\n' +
    'Line two 🚀 https://en.wikipedia.org/wiki/Foo_(bar) & “quotes” <b>not bold</b>';

  it('stores and shows exactly the text sent: escaping round-trips, hashtags stay hashtags', async () => {
    const { token, author } = await connect();
    const post = await client.createPost(token, author, EVERYTHING);
    expect(post.urn).toMatch(/^urn:li:share:\d{19}$/);
    // The feed's entry for it, at the sandbox's browser-facing address (authUrl's root).
    expect(post.url).toBe(`${app.api.url}/sandbox/linkedin/feed#${post.urn}`);

    expect(await storedText(post.urn)).toBe(EVERYTHING);
    const html = await feedHtml();
    expect(html).toContain(`id="${post.urn}"`);
    expect(feedText(html, post.urn)).toBe(EVERYTHING);
    for (const tag of ['Leadership', 'remote_work', 'Café']) {
      expect(html).toContain(`<span class="hashtag">#${tag}</span>`);
    }
    expect(html).not.toContain('<span class="hashtag">#1</span>');
    expect(html).not.toContain('<b>not bold</b>');
  });

  it('silently cuts a raw commentary at the first unescaped reserved character, as LinkedIn does', async () => {
    const { token, author } = await connect();
    const res = await rawPost(token, postBody(author, 'Launch day \\(v2\\) (finally) is here'));
    expect(res.status).toBe(201);
    const urn = res.headers.get('x-restli-id') ?? '';
    expect(urn).toMatch(/^urn:li:share:\d+$/);
    expect(await storedText(urn)).toBe('Launch day (v2) ');
    const html = await feedHtml();
    expect(feedText(html, urn)).toBe('Launch day (v2) ');
    expect(html).toContain('an unescaped “(”');
  });

  it('a raw hashtag is cut too; the template form is what keeps it', async () => {
    const { token, author } = await connect();
    const raw = await rawPost(token, postBody(author, 'Hello #World'));
    expect(await storedText(raw.headers.get('x-restli-id') ?? '')).toBe('Hello ');
    const templated = await rawPost(token, postBody(author, toCommentary('Hi #World')));
    expect(await storedText(templated.headers.get('x-restli-id') ?? '')).toBe('Hi #World');
  });

  it('the same text again within 10 minutes: duplicate, naming the first post', async () => {
    const { token, author } = await connect();
    const text = `Duplicate me ${randomBytes(4).toString('hex')} (once)`;
    const first = await client.createPost(token, author, text);
    const error = await failureOf(client.createPost(token, author, text));
    expect(error).toMatchObject({ kind: 'duplicate', status: 422, duplicateUrn: first.urn });

    // Another member may say the same thing.
    const other = await connect();
    await expect(client.createPost(other.token, other.author, text)).resolves.toHaveProperty('urn');
  });

  it('the duplicate body is LinkedIn’s', async () => {
    const { token, author } = await connect();
    const body = postBody(author, `Twice ${randomBytes(4).toString('hex')}`);
    const first = await rawPost(token, body);
    const second = await rawPost(token, body);
    expect(second.status).toBe(422);
    expect(await second.json()).toEqual({
      message: `Content is a duplicate of ${first.headers.get('x-restli-id')}`,
      status: 422,
    });
  });

  it('identical posts at the same moment: one post, the others duplicates of it', async () => {
    const { token, author } = await connect();
    const text = `Race ${randomBytes(4).toString('hex')}`;
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => client.createPost(token, author, text)),
    );
    const created = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(5);
    for (const { reason } of refused) {
      expect(reason).toMatchObject({
        kind: 'duplicate',
        duplicateUrn: (created[0] as PromiseFulfilledResult<{ urn: string }>).value.urn,
      });
    }
  });

  it('the store makes one post of simultaneous identical ones (the member row is locked)', async () => {
    // A connection of the test's own to the sandbox's schema, beside the app's.
    const dataSource = await openSandboxDatabase(app.config.databaseUrl);
    try {
      const store = new SandboxStore(dataSource);
      const member = await store.memberNamed(uniqueName('Race'));
      const post = { commentary: 'Same', text: 'Same', visibility: 'PUBLIC' };
      // Open enough pooled connections first, so the transactions really run side by side.
      await Promise.all(Array.from({ length: 8 }, () => dataSource.query('SELECT pg_sleep(0.05)')));
      const results = await Promise.all(
        Array.from({ length: 8 }, () => store.publish(member.id, post)),
      );
      expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
      expect(new Set(results.map((r) => r.urn)).size).toBe(1);
    } finally {
      await dataSource.destroy();
    }
  });

  it('an expired token: unauthorized (EXPIRED_ACCESS_TOKEN)', async () => {
    const { token, author } = await connect();
    await app
      .http()
      .post('/sandbox/linkedin/test/expire-token')
      .send({ access_token: token })
      .expect(204);
    const error = await failureOf(client.createPost(token, author, 'After expiry'));
    expect(error).toMatchObject({
      kind: 'unauthorized',
      retryable: false,
      code: 'EXPIRED_ACCESS_TOKEN',
      serviceErrorCode: '65601',
    });
    await expect(failureOf(client.userinfo(token))).resolves.toMatchObject({
      kind: 'unauthorized',
    });
  });

  it('a revoked token: unauthorized (REVOKED_ACCESS_TOKEN)', async () => {
    const { token, author } = await connect();
    await app
      .http()
      .post('/sandbox/linkedin/test/revoke-token')
      .send({ access_token: token })
      .expect(204);
    await expect(failureOf(client.createPost(token, author, 'Revoked'))).resolves.toMatchObject({
      kind: 'unauthorized',
      code: 'REVOKED_ACCESS_TOKEN',
    });
    await app
      .http()
      .post('/sandbox/linkedin/test/revoke-token')
      .send({ access_token: 'unknown' })
      .expect(404);
  });

  it.each([
    ['retired', '202001'],
    ['13 months old', versionMonthsAgo(13)],
    ['in the future', versionMonthsAgo(-1)],
    ['not a month', '202513'],
  ])('a %s LinkedIn-Version: version error naming LINKEDIN_VERSION', async (_, version) => {
    const { token, author } = await connect();
    const error = await failureOf(
      withConfig({ version }).createPost(token, author, `Version ${version}`),
    );
    expect(error).toMatchObject({ kind: 'version', status: 426, code: 'NONEXISTENT_VERSION' });
    expect(error.message).toContain(`LINKEDIN_VERSION=${version}`);
  });

  it('a 12-month-old version is still active', async () => {
    const { token, author } = await connect();
    await expect(
      withConfig({ version: versionMonthsAgo(12) }).createPost(token, author, 'Old but fine'),
    ).resolves.toHaveProperty('urn');
  });

  it('no LinkedIn-Version header: 426', async () => {
    const { token, author } = await connect();
    const res = await rawPost(token, postBody(author, 'x'), { 'linkedin-version': '' });
    expect(res.status).toBe(426);
  });

  it('another author: forbidden', async () => {
    const { token } = await connect();
    const someoneElse = await connect();
    const error = await failureOf(client.createPost(token, someoneElse.author, 'Not mine'));
    expect(error).toMatchObject({ kind: 'forbidden', status: 403, code: 'ACCESS_DENIED' });
  });

  it('checks the protocol header and the body as LinkedIn does', async () => {
    const { token, author } = await connect();
    const noProtocol = await rawPost(token, postBody(author, 'a'), {
      'x-restli-protocol-version': '1.0.0',
    });
    expect(noProtocol.status).toBe(400);

    const { visibility: _, ...noVisibility } = postBody(author, 'b');
    const missing = await rawPost(token, noVisibility);
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ message: expect.stringContaining('/visibility') });

    const extra = await rawPost(token, { ...postBody(author, 'c'), mood: 'happy' });
    expect(extra.status).toBe(422);
    const draft = await rawPost(token, { ...postBody(author, 'd'), lifecycleState: 'DRAFT' });
    expect(draft.status).toBe(422);
    const malformed = await rawPost(token, '{"author":');
    expect(malformed.status).toBe(400);
    const notJson = await rawPost(token, 'author=x', { 'content-type': 'text/plain' });
    expect(notJson.status).toBe(400);
  });

  it('refuses a commentary over 3,000 characters; 3,000 is fine', async () => {
    const { token, author } = await connect();
    const longest = `${randomBytes(4).toString('hex')} ${'a'.repeat(2991)}`;
    expect(longest).toHaveLength(3000);
    await expect(client.createPost(token, author, longest)).resolves.toHaveProperty('urn');
    const error = await failureOf(client.createPost(token, author, `${longest}b`));
    expect(error).toMatchObject({ kind: 'bad_request', status: 422 });
  });
});

describe('the feed', () => {
  it('lists published posts newest first with the member’s name, time and URN anchor', async () => {
    const name = uniqueName('Linus');
    const { token, author } = await connect(name);
    const older = await client.createPost(token, author, `Older ${randomBytes(3).toString('hex')}`);
    const newer = await client.createPost(token, author, `Newer ${randomBytes(3).toString('hex')}`);

    const html = await feedHtml();
    expect(html).toContain('LinkedIn Sandbox');
    const newerAt = html.indexOf(`id="${newer.urn}"`);
    const olderAt = html.indexOf(`id="${older.urn}"`);
    expect(newerAt).toBeGreaterThan(-1);
    expect(olderAt).toBeGreaterThan(newerAt);
    const article = html.slice(newerAt, html.indexOf('</article>', newerAt));
    expect(article).toContain(`<strong>${name}</strong>`);
    expect(article).toMatch(/<time datetime="\d{4}-\d{2}-\d{2}T[\d:.]+Z">/);
    expect(article).toContain(`href="#${newer.urn}"`);
  });
});

/** A viewer cookie as the feed issues it: an id and the sandbox's signature of it. */
const SIGNED_VIEWER = /^sandbox_viewer=[0-9a-f-]{36}\.[\w-]{43}$/;

/** A browser on the feed, known by the sandbox_viewer cookie its first visit was given. */
async function newViewer() {
  const res = await app.http().get('/sandbox/linkedin/feed').expect(200);
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const viewer = setCookie.find((cookie) => cookie.startsWith('sandbox_viewer='));
  if (!viewer) throw new Error('the feed set no sandbox_viewer cookie');
  return { cookie: viewer.split(';')[0], setCookie: viewer };
}

/** The feed as this viewer sees it (which is one more impression of every post on it). */
async function feedAs(cookie: string): Promise<string> {
  const res = await app.http().get('/sandbox/linkedin/feed').set('Cookie', cookie).expect(200);
  expect(res.headers['set-cookie']).toBeUndefined();
  return res.text;
}

/** A feed form sent by this viewer: POST /feed/{id}/{action}. */
function interact(cookie: string, urn: string, action: string, fields?: Record<string, string>) {
  const req = app
    .http()
    .post(`/sandbox/linkedin/feed/${urn.replace('urn:li:share:', '')}/${action}`)
    .set('Cookie', cookie)
    .type('form');
  return fields ? req.send(fields) : req.send();
}

/** The post's <article> on the feed. */
function articleOf(html: string, urn: string): string {
  const start = html.indexOf(`<article class="card post" id="${urn}">`);
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</article>', start));
}

/** The post's figures line: "12 impressions · 3 reactions · 1 comment · 0 reposts". */
function figuresOf(html: string, urn: string): string {
  return /<p class="counts">([^<]*)<\/p>/.exec(articleOf(html, urn))?.[1] ?? '';
}

/** A member's new post, on top of the feed. */
async function newPost(scopes = config.scopes) {
  const member = await connect(uniqueName(), scopes);
  const post = await client.createPost(
    member.token,
    member.author,
    `Engage with me ${randomBytes(4).toString('hex')}`,
  );
  return { ...member, urn: post.urn };
}

describe('the feed’s engagement', () => {
  it('gives a first visit a long-lived, signed sandbox_viewer cookie, and keeps it after', async () => {
    const { cookie, setCookie } = await newViewer();
    expect(cookie).toMatch(SIGNED_VIEWER);
    expect(setCookie).toContain('Path=/sandbox/linkedin/feed');
    expect(setCookie).toMatch(/Max-Age=63072000/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    await feedAs(cookie);

    const forged = await app
      .http()
      .get('/sandbox/linkedin/feed')
      .set('Cookie', 'sandbox_viewer=not-one-of-ours')
      .expect(200);
    expect(String(forged.headers['set-cookie']).split(';')[0]).toMatch(SIGNED_VIEWER);
  });

  it('counts only viewers the feed issued: a made-up or altered cookie is nobody', async () => {
    const { urn } = await newPost();
    const { cookie } = await newViewer();
    const [id, signature] = cookie.replace('sandbox_viewer=', '').split('.');
    const otherId = randomUUID();
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const madeUp = [otherId, `${otherId}.${signature}`, `${id}.${flipped}`, `${id}.`, id].map(
      (value) => `sandbox_viewer=${value}`,
    );

    for (const forged of madeUp) {
      for (const action of ['like', 'repost']) {
        const res = await interact(forged, urn, action).expect(403);
        expect(res.text).toContain('sandbox_viewer');
      }
      await interact(forged, urn, 'comments', { text: 'Made up' }).expect(403);
      // The feed treats it as a first visit: a new viewer of its own, nothing for the made-up id.
      const feed = await app.http().get('/sandbox/linkedin/feed').set('Cookie', forged).expect(200);
      expect(String(feed.headers['set-cookie']).split(';')[0]).toMatch(SIGNED_VIEWER);
    }
    const views: { viewer_id: string; impressions: number }[] =
      await app.api.infra.dataSource.query(
        `SELECT viewer_id, impressions FROM linkedin_sandbox.sandbox_post_views
         WHERE post_id = $1 AND viewer_id IN ($2, $3)`,
        [urn.replace('urn:li:share:', ''), otherId, id],
      );
    // Only the real viewer's first visit.
    expect(views).toEqual([{ viewer_id: id, impressions: 1 }]);
    expect(figuresOf(await feedAs(cookie), urn)).toMatch(
      / · 0 reactions · 0 comments · 0 reposts$/,
    );
  });

  it('counts an impression each time the feed shows a post, to any viewer', async () => {
    const { urn } = await newPost();
    const first = await newViewer();
    const second = await newViewer();
    expect(second.cookie).not.toBe(first.cookie);
    await feedAs(first.cookie);
    const html = await feedAs(first.cookie);
    expect(figuresOf(html, urn)).toBe('4 impressions · 0 reactions · 0 comments · 0 reposts');
  });

  it('Like is one reaction per viewer, and Unlike takes it back', async () => {
    const { urn } = await newPost();
    const ada = await newViewer();
    const bob = await newViewer();

    const liked = await interact(ada.cookie, urn, 'like').expect(303);
    expect(liked.headers.location).toBe(`/sandbox/linkedin/feed#${urn}`);
    await interact(ada.cookie, urn, 'like').expect(303);
    let html = await feedAs(ada.cookie);
    expect(figuresOf(html, urn)).toMatch(/ · 1 reaction · /);
    expect(articleOf(html, urn)).toContain('<button type="submit">Unlike</button>');
    expect(articleOf(html, urn)).not.toContain('>Like</button>');

    await interact(bob.cookie, urn, 'like').expect(303);
    expect(figuresOf(await feedAs(bob.cookie), urn)).toMatch(/ · 2 reactions · /);

    await interact(ada.cookie, urn, 'unlike').expect(303);
    await interact(ada.cookie, urn, 'unlike').expect(303);
    html = await feedAs(ada.cookie);
    expect(figuresOf(html, urn)).toMatch(/ · 1 reaction · /);
    const article = articleOf(html, urn);
    expect(article).toContain(
      `<form method="post" action="/sandbox/linkedin/feed/${urn.replace('urn:li:share:', '')}/like"><button type="submit">Like</button></form>`,
    );
  });

  it('Comment takes 1 to 1,250 characters and lists each comment under the post with its time', async () => {
    const { urn } = await newPost();
    const { cookie } = await newViewer();

    for (const text of ['', '   \n ', 'x'.repeat(1251)]) {
      const refused = await interact(cookie, urn, 'comments', { text }).expect(400);
      expect(refused.headers['content-type']).toMatch(/^text\/html/);
      expect(refused.text).toContain('1 to 1,250 characters');
    }
    await interact(cookie, urn, 'comments').expect(400);
    expect(figuresOf(await feedAs(cookie), urn)).toMatch(/ · 0 comments · /);

    const res = await interact(cookie, urn, 'comments', { text: '  <b>Great</b> & true\r\n🚀  ' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/sandbox/linkedin/feed#${urn}`);
    // 1,250 characters, counted as a reader does: an emoji is one, a line break one.
    const longest = `🚀\r\n${'y'.repeat(1248)}`;
    await interact(cookie, urn, 'comments', { text: longest }).expect(303);

    const article = articleOf(await feedAs(cookie), urn);
    expect(figuresOf(article, urn)).toMatch(/ · 2 comments · /);
    const comments = [...article.matchAll(/<li><p>([\s\S]*?)<\/p><small>(<time[^>]*>)/g)];
    expect(comments.map((c) => c[1])).toEqual([
      '&lt;b&gt;Great&lt;/b&gt; &amp; true\n🚀',
      `🚀\n${'y'.repeat(1248)}`,
    ]);
    for (const [, , time] of comments) {
      expect(time).toMatch(/^<time datetime="\d{4}-\d{2}-\d{2}T[\d:.]+Z">$/);
    }
  });

  it('Repost counts once per viewer', async () => {
    const { urn } = await newPost();
    const ada = await newViewer();
    const bob = await newViewer();
    await interact(ada.cookie, urn, 'repost').expect(303);
    await interact(ada.cookie, urn, 'repost').expect(303);
    let html = await feedAs(ada.cookie);
    expect(figuresOf(html, urn)).toMatch(/ · 1 repost$/);
    expect(articleOf(html, urn)).toContain('You reposted this');

    await interact(bob.cookie, urn, 'repost').expect(303);
    html = await feedAs(bob.cookie);
    expect(figuresOf(html, urn)).toMatch(/ · 2 reposts$/);
  });

  it('names its controls for assistive technology', async () => {
    const { urn } = await newPost();
    const id = urn.replace('urn:li:share:', '');
    const article = articleOf(await feedAs((await newViewer()).cookie), urn);
    expect(article).toContain('<button type="submit">Like</button>');
    expect(article).toContain('<button type="submit">Repost</button>');
    expect(article).toContain('<button type="submit">Comment</button>');
    expect(article).toContain(`<label for="comment-${id}">Add a comment</label>`);
    expect(article).toMatch(
      new RegExp(`<textarea id="comment-${id}" name="text"[^>]* maxlength="1250" required>`),
    );
  });

  it('counts nothing without the viewer cookie, or for a post that does not exist', async () => {
    const { urn } = await newPost();
    const { cookie } = await newViewer();
    const id = urn.replace('urn:li:share:', '');

    const anonymous = await app
      .http()
      .post(`/sandbox/linkedin/feed/${id}/like`)
      .type('form')
      .send()
      .expect(403);
    expect(anonymous.text).toContain('sandbox_viewer');
    for (const missing of ['1', '99999999999999999999', 'abc']) {
      await app
        .http()
        .post(`/sandbox/linkedin/feed/${missing}/repost`)
        .set('Cookie', cookie)
        .type('form')
        .send()
        .expect(404);
    }
    expect(figuresOf(await feedAs(cookie), urn)).toBe(
      '2 impressions · 0 reactions · 0 comments · 0 reposts',
    );
  });
});

/** GET /rest/memberCreatorPostAnalytics without the client, to send what it never would. */
function rawStatistics(token: string, query: string, headers: Record<string, string> = {}) {
  return fetch(`${config.apiUrl}/rest/memberCreatorPostAnalytics?${query}`, {
    headers: {
      authorization: `Bearer ${token}`,
      'linkedin-version': config.version,
      'x-restli-protocol-version': '2.0.0',
      ...headers,
    },
  });
}

/** The entity finder's parameter for a share, as LinkedIn's docs write it. */
const entityOf = (urn: string) => `(share:${encodeURIComponent(urn)})`;

describe('post statistics', () => {
  it('the consent grants r_member_postAnalytics when it is asked for, and only then', async () => {
    const page = await app
      .http()
      .get(pathOf(withConfig({ scopes: withAnalytics() }).authorizationUrl('s')))
      .expect(200);
    expect(page.text).toContain(
      'Read the statistics of your posts <code>r_member_postAnalytics</code>',
    );
    const { code } = await allow(uniqueName(), 's', withAnalytics());
    const token = await client.exchangeCode(code);
    expect(token.scope.sort()).toEqual(withAnalytics().sort());
  });

  it('counts what the feed’s viewers did, read through LinkedInClient.postStatistics', async () => {
    const { token, urn } = await newPost(withAnalytics());
    const ada = await newViewer();
    const bob = await newViewer();
    const cy = await newViewer();
    await feedAs(ada.cookie);
    await interact(ada.cookie, urn, 'like').expect(303);
    await interact(bob.cookie, urn, 'like').expect(303);
    await interact(cy.cookie, urn, 'like').expect(303);
    await interact(cy.cookie, urn, 'unlike').expect(303);
    await interact(ada.cookie, urn, 'comments', { text: 'First' }).expect(303);
    await interact(bob.cookie, urn, 'comments', { text: 'Second' }).expect(303);
    await interact(ada.cookie, urn, 'comments', { text: 'Third' }).expect(303);
    await interact(bob.cookie, urn, 'repost').expect(303);

    await expect(client.postStatistics(token, urn)).resolves.toEqual({
      impressions: 4,
      reactions: 2,
      comments: 3,
      reshares: 1,
      membersReached: 3,
    });
    // The same figures the feed shows.
    expect(figuresOf(await feedAs(ada.cookie), urn)).toBe(
      '5 impressions · 2 reactions · 3 comments · 1 repost',
    );
    // A version of a year ago still reads.
    await expect(
      withConfig({ version: versionMonthsAgo(12) }).postStatistics(token, urn),
    ).resolves.toMatchObject({ impressions: 5, membersReached: 3 });
  });

  it('answers LinkedIn’s documented body', async () => {
    const { token, urn } = await newPost(withAnalytics());
    await newViewer();
    const res = await rawStatistics(
      token,
      `q=entity&entity=${entityOf(urn)}&queryType=MEMBERS_REACHED&aggregation=TOTAL`,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      paging: { start: 0, count: 10, links: [] },
      elements: [{ count: 1, metricType: 'MEMBERS_REACHED', targetEntity: { share: urn } }],
    });
  });

  it('without r_member_postAnalytics: forbidden, ACCESS_DENIED', async () => {
    const { token, urn } = await newPost();
    const error = await failureOf(client.postStatistics(token, urn));
    expect(error).toMatchObject({
      kind: 'forbidden',
      status: 403,
      code: 'ACCESS_DENIED',
      retryable: false,
    });
    expect(error.message).toContain('memberCreatorPostAnalytics');
  });

  it('another member’s post: forbidden', async () => {
    const { urn } = await newPost(withAnalytics());
    const other = await connect(uniqueName('Eve'), withAnalytics());
    const error = await failureOf(client.postStatistics(other.token, urn));
    expect(error).toMatchObject({ kind: 'forbidden', status: 403, code: 'ACCESS_DENIED' });
  });

  it.each([
    ['a share that does not exist', 'urn:li:share:1'],
    ['a share beyond any id', 'urn:li:share:99999999999999999999'],
    ['a ugcPost (the sandbox makes only shares)', 'urn:li:ugcPost:7400000000000000001'],
  ])('%s: 404', async (_, urn) => {
    const { token } = await connect(uniqueName(), withAnalytics());
    const error = await failureOf(client.postStatistics(token, urn));
    expect(error).toMatchObject({ kind: 'bad_request', status: 404, code: 'NOT_FOUND' });
  });

  /** {urn} is the post's URN, {enc} the URN percent-encoded. */
  const finder = (entity: string, rest = '&queryType=IMPRESSION&aggregation=TOTAL') =>
    `q=entity&entity=${entity}${rest}`;
  it.each([
    ['no q', 'entity=(share:{enc})&queryType=IMPRESSION&aggregation=TOTAL', '"q" is missing'],
    ['another finder', finder('(share:{enc})').replace('q=entity', 'q=me'), 'not q=me'],
    ['no entity', 'q=entity&queryType=IMPRESSION&aggregation=TOTAL', '"entity" is missing'],
    ['an entity with its URN unescaped', finder('(share:{urn})'), 'entity must be'],
    ['an entity with its colon escaped', finder('(share%3A{enc})'), 'entity must be'],
    ['a bare URN', finder('{enc}'), 'entity must be'],
    ['a share URN as ugc', finder('(ugc:{enc})'), 'entity must be'],
    ['two entities', finder('(share:{enc})&entity=(share:{enc})'), 'entity must be'],
    ['no queryType', finder('(share:{enc})', '&aggregation=TOTAL'), '"queryType" is missing'],
    ['another queryType', finder('(share:{enc})', '&queryType=VIEWS&aggregation=TOTAL'), 'VIEWS'],
    ['no aggregation', finder('(share:{enc})', '&queryType=REACTION'), '"aggregation" is missing'],
    [
      'DAILY aggregation',
      finder('(share:{enc})', '&queryType=REACTION&aggregation=DAILY'),
      'TOTAL only',
    ],
    [
      'another aggregation',
      finder('(share:{enc})', '&queryType=REACTION&aggregation=WEEKLY'),
      'TOTAL or DAILY',
    ],
  ])('%s: 400 with LinkedIn’s error body', async (_, template, explanation) => {
    const { token, urn } = await newPost(withAnalytics());
    const params = template.replaceAll('{urn}', urn).replaceAll('{enc}', encodeURIComponent(urn));
    const res = await rawStatistics(token, params);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      status: 400,
      code: 'ILLEGAL_ARGUMENT',
      message: expect.stringContaining(explanation),
    });
  });

  it('checks the headers as for every /rest/ call', async () => {
    const { token, urn } = await newPost(withAnalytics());
    const params = `q=entity&entity=${entityOf(urn)}&queryType=IMPRESSION&aggregation=TOTAL`;
    expect((await rawStatistics(token, params, { 'linkedin-version': '' })).status).toBe(426);
    const protocol = await rawStatistics(token, params, { 'x-restli-protocol-version': '1.0.0' });
    expect(protocol.status).toBe(400);
    const retired = await failureOf(withConfig({ version: '202001' }).postStatistics(token, urn));
    expect(retired).toMatchObject({ kind: 'version', status: 426 });
  });

  it('an expired token: unauthorized (EXPIRED_ACCESS_TOKEN); none at all: 401', async () => {
    const { token, urn } = await newPost(withAnalytics());
    await app
      .http()
      .post('/sandbox/linkedin/test/expire-token')
      .send({ access_token: token })
      .expect(204);
    await expect(failureOf(client.postStatistics(token, urn))).resolves.toMatchObject({
      kind: 'unauthorized',
      code: 'EXPIRED_ACCESS_TOKEN',
      retryable: false,
    });
    const res = await fetch(
      `${config.apiUrl}/rest/memberCreatorPostAnalytics?q=entity&entity=${entityOf(urn)}&queryType=IMPRESSION&aggregation=TOTAL`,
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'INVALID_ACCESS_TOKEN' });
  });
});

describe('outside the sandbox routes', () => {
  it('an unknown path under /sandbox/linkedin is a LinkedIn-style 404', async () => {
    const res = await app.http().get('/sandbox/linkedin/v2/nothing').expect(404);
    expect(res.body).toMatchObject({ status: 404 });
  });

  it('is not served, and its schema not made, when a real LinkedIn app is configured', async () => {
    const real = await startTestApp({
      LINKEDIN_CLIENT_ID: 'real-client',
      LINKEDIN_CLIENT_SECRET: 'real-secret',
    });
    try {
      const res = await real.http().post('/sandbox/linkedin/oauth/v2/accessToken').type('form');
      expect(res.status).not.toBe(400);
      const feed = await real.http().get('/sandbox/linkedin/feed');
      expect(feed.text).not.toContain('Sandbox feed');
      const schemas = await real.api.infra.dataSource.query(
        `SELECT 1 FROM information_schema.schemata WHERE schema_name = 'linkedin_sandbox'`,
      );
      expect(schemas).toEqual([]);
    } finally {
      await real.stop();
    }
  });
});

/** The YYYYMM of `months` months before now (negative: after). */
function versionMonthsAgo(months: number): string {
  const now = new Date();
  return currentVersion(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1)));
}
