import fc from 'fast-check';
import { textProblem } from '@postpilot/common';
import sharp from 'sharp';
import path from 'node:path';
import { isInputObjectType } from 'graphql';
import { signSessionToken } from '../src/features/auth/tokens';
import { restRouteTable } from './support/route-table';
import { startTestApp, type TestApp } from './support/app';
import { bearer, registerUser, type RegisteredUser } from './support/factories';
import { startGenerateWorker } from './support/generate-worker';
import {
  CONTRACT,
  contractOperations,
  sampleVariables,
  type Operation,
} from './support/operations';

/**
 * Hostile input through every door: each REST route and each GraphQL operation of the contract
 * gets values of the wrong type, huge and deeply nested values, control and invalid Unicode
 * characters, prototype-named keys, boundary numbers and malformed encodings. Whatever arrives,
 * the answer is a 4xx (never a 5xx or an INTERNAL_SERVER_ERROR), it leaks no stack or path, and
 * nothing stored changes.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

/**
 * Strings no field accepts. (Text that merely looks like an attack, `<script>` or `' OR 1=1`,
 * is text: a test below shows it stored and read back as it was.)
 */
const HOSTILE_STRINGS = [
  '\u0000',
  'Grace\u0000Hopper',
  '\uD800',
  'tail \uDFFF',
  '\uDBFF\uDBFF',
  'x'.repeat(100_000),
  '😀'.repeat(20_000),
  '\u202E\u0007\u001B[31m',
  'DEL \u007F',
  ' ',
];

const deeplyNested = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

/** JSON values no field accepts: wrong types, boundary numbers, prototype keys, nesting. */
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(1e308, -1e308, 1e20, -1, 2 ** 53, 0.5, 2147483648),
  fc.constantFrom<unknown>(
    // An empty list is a real value for a list field (`avoid: []` asks to avoid nothing); a list
    // holding a list is one no field takes.
    [[]],
    ['Leadership', { $gt: '' }],
    Array.from({ length: 5_000 }, (_, i) => `item ${i}`),
    {},
    { $gt: '' },
    { $ne: null },
    JSON.parse('{"__proto__": {"isAdmin": true}}'),
    { toString: 'x', valueOf: 1, constructor: { prototype: {} } },
    deeplyNested(30),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }).filter((s) => textProblem(s) !== null),
);

/** Every field name any input of the contract has, and the keys an attacker adds. */
const FIELD_NAMES = [
  ...new Set(
    Object.values(CONTRACT.getTypeMap())
      .filter(isInputObjectType)
      .flatMap((type) => Object.keys(type.getFields())),
  ),
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'prototype',
];

const hostileBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileJson, { minKeys: 1, maxKeys: 8 }),
  hostileJson,
);

const HOSTILE_SEGMENTS = [
  '%E0%A4%A',
  '%',
  '%00',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  'x'.repeat(5_000),
  '00000000-0000-0000-0000-00000000000g',
  "1'--",
  '%F0%9F%98',
  '%uD800',
];

let app: TestApp;
let member: RegisteredUser;
let worker: { stop: () => Promise<void> };

beforeAll(async () => {
  app = await startTestApp({ GENERATION_TIMEOUT_MS: '30000' });
  // A body that happens to be valid for generation is answered, as a user's would be.
  worker = await startGenerateWorker(app, {
    provider: 'composer',
    writes: () => true,
    generate: async () => 'A post.',
    hooks: async () => ['A first line.'],
    rewrite: async () => ({ content: 'A post.', changes: [], question: null }),
  });
  member = await registerUser(app);
  await app
    .http()
    .post('/api/content/posts')
    .set(bearer(member))
    .send({ content: 'Kept as it is.', status: 'draft' })
    .expect(201);
  // Reads that make a default (the schedule) do so now, before the snapshot.
  for (const operation of contractOperations().filter((op) => op.kind === 'query')) {
    await app.graphql(operation.document, sampleVariables(operation), member.token);
  }
}, 60_000);

afterAll(async () => {
  await worker.stop();
  await app.stop();
});

/** Everything stored, as text, to compare before and after. */
async function snapshot(): Promise<string> {
  const rows = await app.api.infra.dataSource.query(`
    SELECT json_build_object(
      'users', (SELECT json_agg(u ORDER BY u.id) FROM users u),
      'posts', (SELECT json_agg(p ORDER BY p.id) FROM posts p),
      'schedules', (SELECT json_agg(s ORDER BY s.id) FROM schedules s),
      'linkedin', (SELECT json_agg(l ORDER BY l.id) FROM linkedin_accounts l),
      'push', (SELECT json_agg(ps ORDER BY ps.id) FROM push_subscriptions ps),
      'voices', (SELECT json_agg(v ORDER BY v.user_id) FROM voice_profiles v),
      'ai', (SELECT json_agg(ac ORDER BY ac.user_id) FROM ai_connections ac),
      'media', (SELECT json_agg(m ORDER BY m.id) FROM post_media m),
      'ideas', (SELECT json_agg(i ORDER BY i.id) FROM ideas i),
      'ideaFeeds', (SELECT json_agg(f ORDER BY f.id) FROM idea_feeds f),
      -- A request generation may accept (every field is optional) is noted as generated.
      'activities', (SELECT count(*) FROM activities WHERE kind <> 'post_generated'),
      'tokens', (SELECT count(*) FROM email_tokens),
      'waitlist', (SELECT count(*) FROM waitlist_entries)
    ) AS state`);
  return JSON.stringify(rows[0].state);
}

/** A stack frame, a source position, or where the code lives on this machine. */
const ROOT = path.resolve(__dirname, '../..');
const LEAKS = (text: string) =>
  /at \S+ \([^)]*:\d+:\d+\)|\.[jt]s:\d+|node_modules/.test(text) || text.includes(ROOT);

/** The answer was the client's mistake or a success, and said nothing of the server's insides. */
function expectClean(status: number, text: string, what: string) {
  if (status >= 500) throw new Error(`${what} answered ${status}: ${text.slice(0, 300)}`);
  if (LEAKS(text)) throw new Error(`${what} leaked its insides: ${text.slice(0, 300)}`);
}

const fill = (path: string, segment: string) => path.replace(/:\w+/g, segment);

const REST_ROUTES = restRouteTable();

describe('REST', () => {
  // POST /analytics/sync takes no input and waits for a worker this test does not run.
  const routes = REST_ROUTES.filter((route) => route.path !== '/analytics/sync');

  it.each(routes.map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))(
    '%s',
    async (_key, route) => {
      const before = await snapshot();
      await fc.assert(
        fc.asyncProperty(
          hostileBody,
          fc.constantFrom(...HOSTILE_SEGMENTS, '00000000-0000-4000-8000-000000000000'),
          fc.dictionary(
            fc.constantFrom(...FIELD_NAMES),
            fc.constantFrom(...HOSTILE_STRINGS, '%E0%A4%A', '1e20', '-1', 'NaN', '__proto__'),
            {
              maxKeys: 3,
            },
          ),
          async (body, segment, query) => {
            const url = `/api${fill(route.path, segment)}`;
            const res = await app
              .http()
              [route.method](url)
              .query(
                Object.fromEntries(Object.entries(query).map(([k, v]) => [k, v.slice(0, 2_000)])),
              )
              .set(bearer(member))
              .set('Content-Type', 'application/json')
              .send(JSON.stringify(body));
            expectClean(res.status, res.text, `${route.method} ${url}`);
            // Refused in the API's failure shape (Node itself answers an address over its
            // header limit with a bare 431).
            if (res.status >= 400 && res.status !== 431) expect(res.body.success).toBe(false);
          },
        ),
        { numRuns: RUNS },
      );
      expect(await snapshot()).toBe(before);
    },
  );
});

describe('GraphQL', () => {
  const withArguments = contractOperations().filter((op) => op.args.length > 0);

  /** A value of the right GraphQL type that no service accepts, or one of the wrong type. */
  const hostileVariables = (operation: Operation) =>
    fc
      .record({
        strings: fc.array(fc.constantFrom(...HOSTILE_STRINGS), { minLength: 8, maxLength: 8 }),
        int: fc.constantFrom(2147483647, -2147483648, -1, 0),
        float: fc.constantFrom(1e308, -1e308, -1),
        wrongType: fc.option(hostileJson, { freq: 3 }),
      })
      .map(({ strings, int, float, wrongType }) => {
        let next = 0;
        const variables = sampleVariables(operation, (scalar, fallback) => {
          if (scalar === 'Int') return int;
          if (scalar === 'Float') return float;
          if (scalar === 'Boolean') return fallback;
          return strings[next++ % strings.length];
        });
        if (wrongType !== null) variables[operation.args[0]!.name] = wrongType;
        return variables;
      });

  it.each(withArguments.map((op) => [op.field, op] as const))('%s', async (_name, operation) => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(hostileVariables(operation), async (variables) => {
        const res = await app
          .http()
          .post('/graphql')
          .set('Content-Type', 'application/json')
          .set(bearer(member))
          .send({ query: operation.document, variables });
        expectClean(res.status, res.text, operation.field);
        const codes = (res.body.errors ?? []).map(
          (e: { extensions?: { code?: string } }) => e.extensions?.code,
        );
        expect(codes).not.toContain('INTERNAL_SERVER_ERROR');
        for (const error of res.body.errors ?? [])
          expect(error.extensions?.stacktrace).toBeUndefined();
      }),
      { numRuns: RUNS },
    );
    expect(await snapshot()).toBe(before);
  });
});

describe('what no form sends', () => {
  const cases: Array<
    [string, (http: ReturnType<TestApp['http']>) => Promise<{ status: number; text: string }>]
  > = [
    [
      'JSON nested 50,000 deep',
      (http) =>
        http
          .post('/api/user/settings')
          .set(bearer(member))
          .set('Content-Type', 'application/json')
          .send(`${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`),
    ],
    [
      'a GraphQL request nested 50,000 deep',
      (http) =>
        http
          .post('/graphql')
          .set(bearer(member))
          .set('Content-Type', 'application/json')
          .send(`{"query":"{ me { id } }","variables":${'['.repeat(50_000)}${']'.repeat(50_000)}}`),
    ],
    [
      'a body over 1 MB',
      (http) =>
        http
          .put('/api/user/profile')
          .set(bearer(member))
          .send({ bio: 'x'.repeat(1_100_000) }),
    ],
    [
      'malformed JSON',
      (http) =>
        http
          .put('/api/user/profile')
          .set(bearer(member))
          .set('Content-Type', 'application/json')
          .send('{"a":'),
    ],
    [
      'an unknown charset',
      (http) =>
        http
          .put('/api/user/profile')
          .set(bearer(member))
          .set('Content-Type', 'application/json; charset=koi8-z')
          .send('{}'),
    ],
    [
      'a post id with malformed percent-encoding',
      (http) => http.get('/api/content/posts/%E0%A4%A').set(bearer(member)),
    ],
    [
      'a verification link with malformed percent-encoding',
      (http) => http.get('/api/auth/verify-email/%E0%A4%A'),
    ],
    [
      'a reset link with malformed percent-encoding',
      (http) => http.post('/api/auth/reset-password/%E0%A4%A').send({ password: 'Sunrise2025' }),
    ],
    ['/uploads outside its folder', (http) => http.get('/uploads/%2e%2e/%2e%2e/package.json')],
    ['/uploads with malformed percent-encoding', (http) => http.get('/uploads/%E0%A4%A')],
    ['/uploads with a NUL', (http) => http.get('/uploads/avatars/%00.webp')],
    ['offset=1e20', (http) => http.get('/api/content/posts?offset=1e20').set(bearer(member))],
    [
      'a repeated query key',
      (http) => http.get('/api/analytics?timeRange=7&timeRange=30').set(bearer(member)),
    ],
    [
      'a signed token whose subject is not a uuid',
      (http) =>
        http
          .get('/api/auth/me')
          .set(
            'Authorization',
            `Bearer ${signSessionToken({ sub: 'not-a-uuid', tv: 0 }, app.config.jwtSecret, '1h')}`,
          ),
    ],
    [
      'a token that is not a JWT',
      (http) => http.get('/api/auth/me').set('Authorization', 'Bearer \u00ff\u00fe'),
    ],
    [
      'a login with operators for values',
      (http) => http.post('/api/auth/login').send({ email: { $gt: '' }, password: { $gt: '' } }),
    ],
    [
      'multipart without a boundary',
      (http) =>
        http
          .post('/api/user/avatar')
          .set(bearer(member))
          .set('Content-Type', 'multipart/form-data')
          .send('--x\r\n'),
    ],
    [
      'multipart without its closing boundary',
      (http) =>
        http
          .post('/api/user/avatar')
          .set(bearer(member))
          .set('Content-Type', 'multipart/form-data; boundary=xyz')
          .send(
            '--xyz\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
          ),
    ],
    [
      'multipart with a NUL in the file name',
      (http) =>
        http
          .post('/api/user/avatar')
          .set(bearer(member))
          .set('Content-Type', 'multipart/form-data; boundary=xyz')
          .send(
            '--xyz\r\nContent-Disposition: form-data; name="avatar"; filename="a\u0000.png"\r\nContent-Type: image/png\r\n\r\nabc\r\n--xyz--\r\n',
          ),
    ],
    [
      'a PNG cut short',
      (http) =>
        http
          .post('/api/user/avatar')
          .set(bearer(member))
          .attach('avatar', TRUNCATED_PNG, 'cut.png'),
    ],
    [
      'a media upload without its closing boundary',
      (http) =>
        http
          .post('/api/media')
          .set(bearer(member))
          .set('Content-Type', 'multipart/form-data; boundary=xyz')
          .send(
            '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7',
          ),
    ],
    [
      'a media upload with a NUL in the file name',
      (http) =>
        http
          .post('/api/media')
          .set(bearer(member))
          .set('Content-Type', 'multipart/form-data; boundary=xyz')
          .send(
            '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\r\n--xyz--\r\n',
          ),
    ],
    [
      'a media upload that is a PNG cut short',
      (http) =>
        http.post('/api/media').set(bearer(member)).attach('file', TRUNCATED_PNG, 'cut.png'),
    ],
    [
      'a media upload that is a PDF header over garbage',
      (http) =>
        http
          .post('/api/media')
          .set(bearer(member))
          .attach('file', Buffer.from('%PDF-1.7\n\u0000\u0001 garbage'), 'x.pdf'),
    ],
    [
      'a media upload in another field',
      (http) =>
        http.post('/api/media').set(bearer(member)).attach('avatar', TRUNCATED_PNG, 'cut.png'),
    ],
    [
      'a poll of 10,000 options',
      (http) =>
        http
          .post('/api/content/posts')
          .set(bearer(member))
          .send({
            content: 'Poll',
            status: 'draft',
            attachment: {
              poll: {
                question: 'Q?',
                options: Array.from({ length: 10_000 }, (_, i) => `o${i}`),
                duration: 'one_day',
              },
            },
          }),
    ],
    [
      'an attachment nested where a list belongs',
      (http) =>
        http
          .post('/api/content/posts')
          .set(bearer(member))
          .send({
            content: 'Images',
            status: 'draft',
            attachment: { images: { mediaId: { $gt: '' }, altText: ['x'] } },
          }),
    ],
    [
      'a link preview of a link-local address',
      (http) =>
        http
          .post('/api/media/link-preview')
          .set(bearer(member))
          .send({ url: 'http://[::ffff:169.254.169.254]/latest' }),
    ],
    [
      'a file in another field',
      (http) =>
        http
          .post('/api/user/avatar')
          .set(bearer(member))
          .attach('picture', TRUNCATED_PNG, 'cut.png'),
    ],
  ];

  it('keeps text that looks like an attack as the text it is', async () => {
    const profile = {
      firstName: "O'Brien",
      lastName: '<script>alert(1)</script>',
      bio: '\' OR 1=1 -- ; DROP TABLE users; {"$gt": ""} ../../etc/passwd %E0%A4%A',
      jobTitle: '__proto__',
    };
    const res = await app.http().put('/api/user/profile').set(bearer(member)).send(profile);
    expect(res.status).toBe(200);
    const me = await app.http().get('/api/auth/me').set(bearer(member)).expect(200);
    expect(me.body.user).toMatchObject(profile);
  });

  it('a LinkedIn callback with hostile parameters lands on the settings page', async () => {
    const before = await snapshot();
    for (const query of [
      'state[]=a&state[]=b&code=%00',
      'state=%E0%A4%A&code=x',
      `state=${'x'.repeat(5_000)}`,
      'error=%00&state=x',
    ]) {
      const res = await app.http().get(`/api/linkedin/callback?${query}`);
      expectClean(res.status, res.text, query);
      expect(res.status).toBe(303);
      expect(res.headers.location).toMatch(/^\/settings\?tab=linkedin&linkedin=error/);
    }
    expect(await snapshot()).toBe(before);
  });

  it.each(cases)('%s is a 4xx', async (what, send) => {
    const before = await snapshot();
    const res = await send(app.http());
    expectClean(res.status, res.text, what);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await snapshot()).toBe(before);
  });
});

/** A real PNG cut short: its header reads, its pixels do not. */
let TRUNCATED_PNG: Buffer;
beforeAll(async () => {
  const png = await sharp({
    create: { width: 64, height: 64, channels: 4, background: '#36c' },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  TRUNCATED_PNG = png.subarray(0, Math.floor(png.length / 2));
});
