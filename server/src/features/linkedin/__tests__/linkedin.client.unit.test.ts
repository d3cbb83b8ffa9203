import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LinkedInConfig } from '../../../kernel/config';
import {
  LinkedInClient,
  LinkedInError,
  memberUrn,
  type LinkedInClientOptions,
} from '../linkedin.client';
import {
  created,
  linkedInError,
  LinkedInStandIn,
  type RecordedRequest,
  type Reply,
} from '../../../../test/support/linkedin-stand-in';
import { failureOf as failure } from '../../../../test/support/failure';

/**
 * LinkedIn is the sandbox LinkedIn behind a recording layer: each test checks what the client
 * sent, and answers it either with replies the test queues (LinkedIn's answers as documented,
 * its failures, malformed ones) or, with none queued, with the sandbox's own.
 */
let standIn: LinkedInStandIn;
beforeAll(async () => {
  standIn = await LinkedInStandIn.start({
    clientId: 'client-123',
    clientSecret: 's3cret&=+',
    redirectUri: 'https://app.example/api/linkedin/callback',
  });
});
afterAll(() => standIn.stop());
beforeEach(() => standIn.reset());

const NOW = new Date('2026-11-21T10:00:00Z');

function config(overrides: Partial<LinkedInConfig> = {}): LinkedInConfig {
  return {
    sandbox: false,
    ...standIn.application,
    authUrl: `${standIn.url}/oauth/v2`,
    apiUrl: standIn.url,
    version: '202611',
    scopes: ['openid', 'profile', 'email', 'w_member_social'],
    ...overrides,
  };
}

function client(overrides: Partial<LinkedInConfig> = {}, options: LinkedInClientOptions = {}) {
  return new LinkedInClient(config(overrides), { now: () => NOW, timeoutMs: 2000, ...options });
}

/** The LinkedInError a call fails with. */
const failureOf = (promise: Promise<unknown>) => failure(promise, LinkedInError);

const AUTHOR = memberUrn('782bbtaQ');

describe('authorizationUrl', () => {
  it('points at {authUrl}/authorization with the code flow parameters, scopes space-separated', () => {
    const url = new LinkedInClient(
      config({ authUrl: 'https://www.linkedin.com/oauth/v2' }),
    ).authorizationUrl('state/with+odd=chars');
    expect(url).toBe(
      'https://www.linkedin.com/oauth/v2/authorization?response_type=code&client_id=client-123' +
        '&redirect_uri=https%3A%2F%2Fapp.example%2Fapi%2Flinkedin%2Fcallback' +
        '&state=state%2Fwith%2Bodd%3Dchars&scope=openid%20profile%20email%20w_member_social',
    );
    const params = new URL(url).searchParams;
    expect(params.get('scope')).toBe('openid profile email w_member_social');
    expect(params.get('state')).toBe('state/with+odd=chars');
  });
});

describe('exchangeCode', () => {
  const tokenReply = {
    body: {
      access_token: 'AQV-token',
      expires_in: 5184000,
      scope: 'email,openid,profile,w_member_social',
    },
  };

  it('POSTs the form fields to {authUrl}/accessToken and returns the token with its expiry', async () => {
    standIn.reply(tokenReply);
    const token = await client().exchangeCode('code/1+2');

    expect(standIn.requests).toHaveLength(1);
    const [sent] = standIn.requests;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/oauth/v2/accessToken');
    expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent.form).toEqual({
      grant_type: 'authorization_code',
      code: 'code/1+2',
      redirect_uri: 'https://app.example/api/linkedin/callback',
      client_id: 'client-123',
      client_secret: 's3cret&=+',
    });
    expect(token).toEqual({
      accessToken: 'AQV-token',
      expiresAt: new Date(NOW.getTime() + 60 * 24 * 3600_000),
      scope: ['email', 'openid', 'profile', 'w_member_social'],
    });
  });

  it('in sandbox mode, calls the sandbox at apiUrl (server to server), not the browser address', async () => {
    standIn.reply(tokenReply);
    await client({
      sandbox: true,
      authUrl: 'http://browser-only.invalid/sandbox/linkedin/oauth/v2',
      apiUrl: `${standIn.url}/sandbox/linkedin`,
    }).exchangeCode('abc');
    expect(standIn.requests.map((r) => r.path)).toEqual(['/sandbox/linkedin/oauth/v2/accessToken']);
  });

  it('reads space-separated scopes too', async () => {
    standIn.reply({ body: { ...tokenReply.body, scope: 'openid w_member_social' } });
    await expect(client().exchangeCode('abc')).resolves.toMatchObject({
      scope: ['openid', 'w_member_social'],
    });
  });

  it('a refused code: bad_request with LinkedIn’s description, not retryable', async () => {
    standIn.reply({
      status: 400,
      body: { error: 'invalid_request', error_description: 'Authorization code expired' },
    });
    const error = await failureOf(client().exchangeCode('old'));
    expect(error).toMatchObject({
      kind: 'bad_request',
      retryable: false,
      status: 400,
      code: 'invalid_request',
      message: 'LinkedIn rejected the request: Authorization code expired',
    });
  });

  it('wrong client credentials: unauthorized', async () => {
    standIn.reply({
      status: 401,
      body: { error: 'invalid_client', error_description: 'Client authentication failed' },
    });
    const error = await failureOf(client().exchangeCode('abc'));
    expect(error).toMatchObject({ kind: 'unauthorized', retryable: false, status: 401 });
    expect(error.message).toContain('Client authentication failed');
  });

  it('an answer without an access token: unavailable', async () => {
    standIn.reply({ body: { expires_in: 10 } });
    const error = await failureOf(client().exchangeCode('abc'));
    expect(error).toMatchObject({ kind: 'unavailable', status: 200 });
  });
});

describe('userinfo', () => {
  it('GETs /v2/userinfo with the bearer token and returns the member', async () => {
    standIn.reply({
      body: {
        sub: '782bbtaQ',
        name: 'Ada Lovelace',
        given_name: 'Ada',
        family_name: 'Lovelace',
        email: 'ada@example.com',
        email_verified: true,
        picture: 'https://media.licdn.com/ada.jpg',
      },
    });
    const member = await client().userinfo('AQV-token');
    expect(standIn.requests).toHaveLength(1);
    expect(standIn.requests[0]).toMatchObject({ method: 'GET', path: '/v2/userinfo' });
    expect(standIn.requests[0].headers.authorization).toBe('Bearer AQV-token');
    expect(member).toEqual({
      sub: '782bbtaQ',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      picture: 'https://media.licdn.com/ada.jpg',
    });
  });

  it('missing fields are null', async () => {
    standIn.reply({ body: { sub: 'x1' } });
    await expect(client().userinfo('t')).resolves.toEqual({
      sub: 'x1',
      name: null,
      email: null,
      picture: null,
    });
  });

  it('an expired token: unauthorized', async () => {
    standIn.reply(
      linkedInError(
        401,
        'EXPIRED_ACCESS_TOKEN',
        'The token used in the request has expired',
        65601,
      ),
    );
    const error = await failureOf(client().userinfo('old'));
    expect(error).toMatchObject({
      kind: 'unauthorized',
      serviceErrorCode: '65601',
      code: 'EXPIRED_ACCESS_TOKEN',
    });
  });

  it('an answer without sub: unavailable', async () => {
    standIn.reply({ body: { name: 'No Sub' } });
    await expect(failureOf(client().userinfo('t'))).resolves.toMatchObject({ kind: 'unavailable' });
  });
});

describe('createPost: the request', () => {
  const text =
    'Shipped v2 (finally) to_day! #DevOps, C# & *stars* ~ <tags> [x] {y} @z | \\ 🚀\nNext: #Café';
  const commentary =
    'Shipped v2 \\(finally\\) to\\_day! {hashtag|\\#|DevOps}, C\\# & \\*stars\\* \\~ \\<tags\\> ' +
    '\\[x\\] \\{y\\} \\@z \\| \\\\ 🚀\nNext: {hashtag|\\#|Café}';

  it('POSTs the documented body, escaped, with every header LinkedIn requires', async () => {
    standIn.reply(created('urn:li:share:7123'));
    await client().createPost('AQV-token', AUTHOR, text);

    expect(standIn.requests).toHaveLength(1);
    const [sent] = standIn.requests;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/rest/posts');
    expect(sent.headers.authorization).toBe('Bearer AQV-token');
    expect(sent.headers['linkedin-version']).toBe('202611');
    expect(sent.headers['x-restli-protocol-version']).toBe('2.0.0');
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.json).toEqual({
      author: 'urn:li:person:782bbtaQ',
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
  });

  it('sends the configured LinkedIn-Version', async () => {
    standIn.reply(created('urn:li:share:1'));
    await client({ version: '202609' }).createPost('t', AUTHOR, 'Hello');
    expect(standIn.requests[0].headers['linkedin-version']).toBe('202609');
  });
});

describe('createPost: success', () => {
  it.each([
    ['plain', 'urn:li:share:7123456789', 'urn:li:share:7123456789'],
    ['URL-encoded', 'urn%3Ali%3Ashare%3A7123456789', 'urn:li:share:7123456789'],
    ['a ugcPost', 'urn%3Ali%3AugcPost%3A42', 'urn:li:ugcPost:42'],
  ])('201 with a %s x-restli-id: the URN and its LinkedIn page', async (_, header, urn) => {
    standIn.reply(created(header));
    await expect(client().createPost('t', AUTHOR, 'Hello')).resolves.toEqual({
      urn,
      url: `https://www.linkedin.com/feed/update/${urn}`,
    });
  });

  it('in sandbox mode the page is the sandbox feed, at the browser-facing address', async () => {
    standIn.reply(created('urn%3Ali%3Ashare%3A99'));
    const post = await client({
      sandbox: true,
      authUrl: 'http://app.example/sandbox/linkedin/oauth/v2',
      apiUrl: standIn.url,
    }).createPost('t', AUTHOR, 'Hello');
    expect(post).toEqual({
      urn: 'urn:li:share:99',
      url: 'http://app.example/sandbox/linkedin/feed#urn:li:share:99',
    });
  });

  it('201 without x-restli-id: unavailable and retryable (a retry learns the URN as a duplicate)', async () => {
    standIn.reply({ status: 201 });
    const error = await failureOf(client().createPost('t', AUTHOR, 'Hello'));
    expect(error).toMatchObject({ kind: 'unavailable', retryable: true, status: 201 });
  });
});

describe('createPost: errors are classified, never retried', () => {
  it.each([
    [
      '401 EXPIRED_ACCESS_TOKEN',
      linkedInError(
        401,
        'EXPIRED_ACCESS_TOKEN',
        'The token used in the request has expired',
        65601,
      ),
      {
        kind: 'unauthorized',
        retryable: false,
        status: 401,
        serviceErrorCode: '65601',
        message: 'The LinkedIn access token has expired; reconnect LinkedIn',
      },
    ],
    [
      '401 REVOKED_ACCESS_TOKEN',
      linkedInError(401, 'REVOKED_ACCESS_TOKEN', 'The token has been revoked', 65602),
      {
        kind: 'unauthorized',
        retryable: false,
        message: 'The LinkedIn access was revoked by the member; reconnect LinkedIn',
      },
    ],
    [
      '401 invalid token',
      linkedInError(401, 'INVALID_ACCESS_TOKEN', 'Invalid access token', 65600),
      {
        kind: 'unauthorized',
        retryable: false,
        message: 'LinkedIn refused the credentials: Invalid access token',
      },
    ],
    [
      '403 ACCESS_DENIED',
      linkedInError(403, 'ACCESS_DENIED', 'Not enough permissions to access: posts.CREATE', 100),
      {
        kind: 'forbidden',
        retryable: false,
        status: 403,
        message: 'LinkedIn denied access: Not enough permissions to access: posts.CREATE',
      },
    ],
    [
      '422 duplicate share',
      {
        status: 422,
        body: { message: 'Content is a duplicate of urn:li:share:7001', status: 422 },
      },
      { kind: 'duplicate', retryable: false, status: 422, duplicateUrn: 'urn:li:share:7001' },
    ],
    [
      '422 duplicate ugcPost',
      {
        status: 422,
        body: { message: 'Content is a duplicate of urn:li:ugcPost:8002', status: 422 },
      },
      { kind: 'duplicate', duplicateUrn: 'urn:li:ugcPost:8002' },
    ],
    [
      '422 something else',
      { status: 422, body: { message: 'ERROR :: /commentary :: too long', status: 422 } },
      {
        kind: 'bad_request',
        retryable: false,
        message: 'LinkedIn rejected the request: ERROR :: /commentary :: too long',
      },
    ],
    [
      '426 NONEXISTENT_VERSION',
      linkedInError(426, 'NONEXISTENT_VERSION', 'Requested version 202611 is not active'),
      { kind: 'version', retryable: false, status: 426 },
    ],
    [
      '429 with Retry-After',
      {
        status: 429,
        headers: { 'retry-after': '30' },
        body: { status: 429, message: 'Slow down' },
      },
      { kind: 'rate_limited', retryable: true, status: 429, retryAfterSeconds: 30 },
    ],
    [
      '429 without Retry-After',
      { status: 429, body: 'Too many requests' },
      { kind: 'rate_limited', retryable: true, retryAfterSeconds: undefined },
    ],
    [
      '500',
      { status: 500, body: { status: 500, message: 'Internal Server Error' } },
      {
        kind: 'unavailable',
        retryable: true,
        status: 500,
        message: 'LinkedIn is unavailable (HTTP 500)',
      },
    ],
    [
      '503 with Retry-After',
      { status: 503, headers: { 'retry-after': '120' }, body: '<html>down</html>' },
      { kind: 'unavailable', retryable: true, status: 503, retryAfterSeconds: 120 },
    ],
    [
      '400 with a message',
      linkedInError(400, 'INVALID_VALUE', 'Invalid value for field visibility'),
      {
        kind: 'bad_request',
        retryable: false,
        status: 400,
        message: 'LinkedIn rejected the request: Invalid value for field visibility',
      },
    ],
    [
      '404 without a body',
      { status: 404 },
      { kind: 'bad_request', message: 'LinkedIn rejected the request (HTTP 404)' },
    ],
  ])('%s', async (_, reply, expected) => {
    standIn.reply(reply);
    const error = await failureOf(client().createPost('t', AUTHOR, 'Hello'));
    expect(error).toMatchObject(expected);
    expect(standIn.requests).toHaveLength(1);
  });

  it('426 names LINKEDIN_VERSION and the version sent', async () => {
    standIn.reply(
      linkedInError(426, 'NONEXISTENT_VERSION', 'Requested version 202001 is not active'),
    );
    const error = await failureOf(client({ version: '202001' }).createPost('t', AUTHOR, 'Hello'));
    expect(error.message).toContain('LINKEDIN_VERSION');
    expect(error.message).toContain('202001');
  });

  it('a dropped connection: unavailable, retryable, no status', async () => {
    standIn.reply({ destroy: true });
    const error = await failureOf(client().createPost('t', AUTHOR, 'Hello'));
    expect(error).toMatchObject({
      kind: 'unavailable',
      retryable: true,
      status: 0,
      message: 'LinkedIn could not be reached',
    });
    expect(standIn.requests).toHaveLength(1);
  });

  it('nothing listening: unavailable, retryable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const error = await failureOf(
      client({ apiUrl: `http://127.0.0.1:${port}` }).createPost('t', AUTHOR, 'Hello'),
    );
    expect(error).toMatchObject({ kind: 'unavailable', retryable: true, status: 0 });
  });

  it('no answer within the timeout: unavailable, retryable, saying how long it waited', async () => {
    standIn.reply({ ...created('urn:li:share:1'), delayMs: 1000 });
    const started = Date.now();
    const error = await failureOf(client({}, { timeoutMs: 150 }).createPost('t', AUTHOR, 'Hello'));
    expect(Date.now() - started).toBeLessThan(900);
    expect(error).toMatchObject({
      kind: 'unavailable',
      retryable: true,
      status: 0,
      message: 'LinkedIn did not answer within 0.2 s',
    });
  });
});

describe('postStatistics', () => {
  const URN = 'urn:li:share:7123456789';
  const COUNTS: Record<string, number> = {
    IMPRESSION: 1204,
    REACTION: 31,
    COMMENT: 7,
    RESHARE: 2,
    MEMBERS_REACHED: 958,
  };
  const metricOf = (request: RecordedRequest) =>
    new URL(request.path, standIn.url).searchParams.get('queryType') ?? '';
  /** Answers each metric's request its own way: the five go out at once, in any order. */
  const byMetric = (answer: (metric: string) => Reply) => (request: RecordedRequest) =>
    answer(metricOf(request));
  /** LinkedIn's documented answer: one TOTAL data point (metricType as from version 202605). */
  const point = (metric: string, count: number, metricType: unknown = metric): Reply => ({
    body: {
      paging: { start: 0, count: 10, links: [] },
      elements: [{ count, metricType, targetEntity: { share: URN } }],
    },
  });
  const counted = byMetric((metric) => point(metric, COUNTS[metric]));

  it('GETs each metric’s TOTAL with the documented entity encoding and every header', async () => {
    standIn.reply(counted);
    const statistics = await client().postStatistics('AQV-token', URN);
    expect(statistics).toEqual({
      impressions: 1204,
      reactions: 31,
      comments: 7,
      reshares: 2,
      membersReached: 958,
    });

    expect(standIn.requests.map((r) => r.path).sort()).toEqual(
      ['COMMENT', 'IMPRESSION', 'MEMBERS_REACHED', 'REACTION', 'RESHARE'].map(
        (metric) =>
          '/rest/memberCreatorPostAnalytics?q=entity&entity=(share:urn%3Ali%3Ashare%3A7123456789)' +
          `&queryType=${metric}&aggregation=TOTAL`,
      ),
    );
    for (const sent of standIn.requests) {
      expect(sent.method).toBe('GET');
      expect(sent.headers.authorization).toBe('Bearer AQV-token');
      expect(sent.headers['linkedin-version']).toBe('202611');
      expect(sent.headers['x-restli-protocol-version']).toBe('2.0.0');
    }
  });

  it('a ugcPost is the entity’s ugc member', async () => {
    standIn.reply(counted);
    await client().postStatistics('t', 'urn:li:ugcPost:42');
    expect(standIn.requests).toHaveLength(5);
    for (const sent of standIn.requests) {
      expect(sent.path).toContain('?q=entity&entity=(ugc:urn%3Ali%3AugcPost%3A42)&queryType=');
    }
  });

  it('sends the five requests at once', async () => {
    standIn.reply((request) => ({ ...counted(request), delayMs: 300 }));
    const started = Date.now();
    await client().postStatistics('t', URN);
    expect(Date.now() - started).toBeLessThan(900);
    expect(standIn.requests).toHaveLength(5);
  });

  it('reads metricType as the union versions before 202605 answer', async () => {
    standIn.reply(
      byMetric((metric) =>
        point(metric, COUNTS[metric], {
          'com.linkedin.adsexternalapi.memberanalytics.v1.CreatorPostAnalyticsMetricTypeV1': metric,
        }),
      ),
    );
    await expect(client({ version: '202511' }).postStatistics('t', URN)).resolves.toMatchObject({
      impressions: 1204,
      membersReached: 958,
    });
  });

  it('no data point: a count of 0, and members reached unknown (null)', async () => {
    standIn.reply(
      byMetric((metric) =>
        metric === 'REACTION' || metric === 'MEMBERS_REACHED'
          ? { body: { paging: { start: 0, count: 10, links: [] }, elements: [] } }
          : point(metric, COUNTS[metric]),
      ),
    );
    await expect(client().postStatistics('t', URN)).resolves.toEqual({
      impressions: 1204,
      reactions: 0,
      comments: 7,
      reshares: 2,
      membersReached: null,
    });
  });

  it.each([
    ['403 ACCESS_DENIED', linkedInError(403, 'ACCESS_DENIED', 'Not enough permissions', 100)],
    ['400', linkedInError(400, 'ILLEGAL_ARGUMENT', 'MEMBERS_REACHED is not available')],
  ])('members reached refused (%s): null, and the rest still count', async (_, refusal) => {
    standIn.reply(
      byMetric((metric) =>
        metric === 'MEMBERS_REACHED' ? refusal : point(metric, COUNTS[metric]),
      ),
    );
    await expect(client().postStatistics('t', URN)).resolves.toEqual({
      impressions: 1204,
      reactions: 31,
      comments: 7,
      reshares: 2,
      membersReached: null,
    });
  });

  it('members reached failing for a passing reason fails the call, retryable', async () => {
    standIn.reply(
      byMetric((metric) =>
        metric === 'MEMBERS_REACHED' ? { status: 503 } : point(metric, COUNTS[metric]),
      ),
    );
    const error = await failureOf(client().postStatistics('t', URN));
    expect(error).toMatchObject({ kind: 'unavailable', retryable: true, status: 503 });
  });

  it.each([
    [
      '401 EXPIRED_ACCESS_TOKEN',
      linkedInError(
        401,
        'EXPIRED_ACCESS_TOKEN',
        'The token used in the request has expired',
        65601,
      ),
      {
        kind: 'unauthorized',
        retryable: false,
        message: 'The LinkedIn access token has expired; reconnect LinkedIn',
      },
    ],
    [
      '403 ACCESS_DENIED (no r_member_postAnalytics)',
      linkedInError(
        403,
        'ACCESS_DENIED',
        'Not enough permissions to access: memberCreatorPostAnalytics.FINDER-entity.20261101',
        100,
      ),
      { kind: 'forbidden', retryable: false, status: 403, code: 'ACCESS_DENIED' },
    ],
    [
      '426',
      linkedInError(426, 'NONEXISTENT_VERSION', 'Requested version 202611 is not active'),
      { kind: 'version', retryable: false },
    ],
    [
      '429',
      { status: 429, headers: { 'retry-after': '60' }, body: { status: 429 } },
      { kind: 'rate_limited', retryable: true, retryAfterSeconds: 60 },
    ],
    ['500', { status: 500 }, { kind: 'unavailable', retryable: true, status: 500 }],
  ])('%s on every metric: classified as for any call', async (_, reply, expected) => {
    standIn.reply(reply);
    const error = await failureOf(client().postStatistics('t', URN));
    expect(error).toMatchObject(expected);
  });

  it('one of the four counts failing fails the call', async () => {
    standIn.reply(
      byMetric((metric) =>
        metric === 'COMMENT'
          ? linkedInError(403, 'ACCESS_DENIED', 'Not enough permissions', 100)
          : point(metric, COUNTS[metric]),
      ),
    );
    await expect(failureOf(client().postStatistics('t', URN))).resolves.toMatchObject({
      kind: 'forbidden',
    });
  });

  it.each([
    ['not JSON', { body: '<html>ok</html>' }],
    ['no elements', { body: { paging: { start: 0, count: 10, links: [] } } }],
    ['another metric', { body: { elements: [{ count: 1, metricType: 'POST_SAVE' }] } }],
    ['two data points for a TOTAL', { body: { elements: [{}, {}] } }],
  ])('an unreadable answer (%s): unavailable', async (_, reply) => {
    standIn.reply(reply);
    const error = await failureOf(client().postStatistics('t', URN));
    expect(error).toMatchObject({ kind: 'unavailable', status: 200 });
  });

  it.each([1.5, -1, '3', null])('a count of %p: unavailable', async (count) => {
    standIn.reply(
      byMetric((metric) => point(metric, metric === 'RESHARE' ? (count as number) : 3)),
    );
    await expect(failureOf(client().postStatistics('t', URN))).resolves.toMatchObject({
      kind: 'unavailable',
    });
  });

  it('a URN that is not a post: bad_request, nothing sent', async () => {
    const error = await failureOf(client().postStatistics('t', 'urn:li:person:782bbtaQ'));
    expect(error).toMatchObject({ kind: 'bad_request', retryable: false, status: 0 });
    expect(standIn.requests).toHaveLength(0);
  });
});

describe('against the sandbox LinkedIn, nothing queued', () => {
  /** LinkedIn-Version of this month: the sandbox, like LinkedIn, refuses retired ones. */
  const now = new Date();
  const version = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const scopes = ['openid', 'profile', 'email', 'w_member_social', 'r_member_postAnalytics'];

  it('a code from its consent page buys a token that reads the member, posts and counts', async () => {
    const name = `Ada Wire${Math.random().toString(36).slice(2, 8)}`;
    const linkedIn = client({ version, scopes }, { now: () => now });
    const token = await linkedIn.exchangeCode(await standIn.authorize(name, scopes));
    expect(token).toEqual({
      accessToken: expect.stringMatching(/^AQ/),
      expiresAt: new Date(now.getTime() + 60 * 24 * 3600_000),
      scope: scopes,
    });

    const member = await linkedIn.userinfo(token.accessToken);
    expect(member).toMatchObject({ name, email: expect.stringContaining('@') });
    const post = await linkedIn.createPost(
      token.accessToken,
      memberUrn(member.sub),
      'Wired (for real) to #LinkedIn_sandbox: 100% * escaped ~ <ok>',
    );
    expect(post.urn).toMatch(/^urn:li:share:\d+$/);
    await expect(linkedIn.postStatistics(token.accessToken, post.urn)).resolves.toEqual({
      impressions: 0,
      reactions: 0,
      comments: 0,
      reshares: 0,
      membersReached: 0,
    });
    // A second time, the same text is LinkedIn's duplicate of the first.
    const again = await failureOf(
      linkedIn.createPost(
        token.accessToken,
        memberUrn(member.sub),
        'Wired (for real) to #LinkedIn_sandbox: 100% * escaped ~ <ok>',
      ),
    );
    expect(again).toMatchObject({ kind: 'duplicate', duplicateUrn: post.urn });

    expect(standIn.requests.map((sent) => `${sent.method} ${sent.path.split('?')[0]}`)).toEqual([
      'POST /oauth/v2/accessToken',
      'GET /v2/userinfo',
      'POST /rest/posts',
      ...Array(5).fill('GET /rest/memberCreatorPostAnalytics'),
      'POST /rest/posts',
    ]);
  });

  it('a revoked token: unauthorized, as the sandbox answers it', async () => {
    const member = await standIn.member();
    await standIn.endToken(member.accessToken, 'revoke');
    const error = await failureOf(client({ version }).userinfo(member.accessToken));
    expect(error).toMatchObject({ kind: 'unauthorized', code: 'REVOKED_ACCESS_TOKEN' });
  });
});
