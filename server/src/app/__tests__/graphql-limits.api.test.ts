import { getIntrospectionQuery, parse } from 'graphql';
import { startTestApp, type TestApp } from '../../../test/support/app';
import { registerUser, type RegisteredUser } from '../../../test/support/factories';
import { GRAPHQL_LIMITS } from '../../kernel/graphql-cost';
import { operationCost } from '../graphql-limits';
import { getSchema } from '../schema';

let app: TestApp;
let user: RegisteredUser;
let other: RegisteredUser;
let reports: jest.SpyInstance;

beforeAll(async () => {
  app = await startTestApp();
  user = await registerUser(app);
  other = await registerUser(app);
  // Feature operations are for verified, onboarded accounts.
  await app.api.infra.dataSource.query(
    'UPDATE users SET is_email_verified = true, has_completed_onboarding = true WHERE id = ANY($1)',
    [[user.id, other.id]],
  );
});
afterAll(() => app.stop());
beforeEach(() => {
  reports = jest.spyOn(app.api.services.analytics, 'report');
});
afterEach(() => reports.mockRestore());

/** What the Analytics page asks of a report (client/src/features/analytics/analytics.graphql). */
const REPORT_FIELDS = `{
  timeRange
  analytics {
    totalPosts totalViews totalLikes totalComments totalShares totalConnections
    engagementRate averageViews
    growth { posts views likes comments shares connections engagementRate }
  }
  topPosts { id content publishedAt url tone metrics { views likes comments shares updatedAt } }
  timeline { date views engagement posts }
  insights {
    sampleSize minimumSample timezone
    bestTime { startHour endHour averageEngagement posts }
    bestDay { day averageEngagement posts }
    tones { tone posts averageEngagement versusAverage }
  }
  adherence { published failed onTime rate }
  metrics { available lastSyncedAt message }
}`;

const aliases = (n: number, field: string) =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join('\n')} }`;

/** POSTs the query and times the answer. */
async function timed(query: string, variables?: Record<string, unknown>, token = user.token) {
  const started = performance.now();
  const res = await app.graphql(query, variables, token);
  return { ...res, ms: performance.now() - started };
}

describe('GraphQL limits, enforced before execution', () => {
  it('refuses 1,000 aliases of the year analytics at once, without running any', async () => {
    const res = await timed(aliases(1000, `analytics(timeRange: 365) ${REPORT_FIELDS}`));
    expect(res.status).toBe(400);
    expect(res.data).toBeNull();
    expect(res.errors).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('The document has more than 1,000 tokens'),
        extensions: expect.objectContaining({ code: 'GRAPHQL_PARSE_FAILED' }),
      }),
    ]);
    // Before the limits, this request took 8–11 s and grew the heap by 250 MB.
    expect(res.ms).toBeLessThan(1000);
    expect(reports).not.toHaveBeenCalled();
  });

  it('refuses more aliases than the limit, saying by how many', async () => {
    const over = GRAPHQL_LIMITS.maxAliases + 3;
    const res = await timed(aliases(over, 'analytics(timeRange: 7) { timeRange }'));
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([
      {
        message: `The operation uses ${over} aliases; the limit is ${GRAPHQL_LIMITS.maxAliases} (3 over).`,
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      },
    ]);
    expect(reports).not.toHaveBeenCalled();
  });

  it('refuses an operation over the cost limit, with its cost and the limit', async () => {
    const query = `query ($days: Int!) {
      a: analytics(timeRange: $days) ${REPORT_FIELDS}
      b: analytics(timeRange: $days) ${REPORT_FIELDS}
    }`;
    const cost = operationCost(await getSchema(), parse(query), { days: 365 });
    expect(cost).toBeGreaterThan(GRAPHQL_LIMITS.maxCost);

    const res = await timed(query, { days: 365 });
    expect(res.status).toBe(400);
    const over = (cost - GRAPHQL_LIMITS.maxCost).toLocaleString('en-US');
    expect(res.errors).toEqual([
      {
        message: expect.stringContaining(
          `costs ${cost.toLocaleString('en-US')} points; the limit is 10,000 (${over} over)`,
        ),
        extensions: { code: 'QUERY_TOO_COMPLEX', cost, maximumCost: GRAPHQL_LIMITS.maxCost },
      },
    ]);
    expect(reports).not.toHaveBeenCalled();

    // The same two reports over a week cost far less, and run.
    const week = await timed(query, { days: 7 });
    expect(week.errors).toBeUndefined();
    expect(reports).toHaveBeenCalledTimes(2);
  });

  it('refuses nesting deeper than the limit', async () => {
    // Only introspection types nest: our own schema has no path deeper than 6.
    const res = await timed(
      '{ __type(name: "Post") { fields { type { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } }',
    );
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([
      {
        message: `The operation nests fields 9 deep; the limit is ${GRAPHQL_LIMITS.maxDepth} (1 over).`,
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      },
    ]);
  });

  it('refuses introspection lists nested more than three deep (graphql-js rule)', async () => {
    const res = await timed(
      '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }',
    );
    expect(res.status).toBe(400);
    expect(res.errors![0]).toMatchObject({
      message: 'Maximum introspection depth exceeded',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('refuses a huge document while parsing it', async () => {
    const query = `{ me { ${'id '.repeat(300_000)} } }`;
    const res = await timed(query);
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([
      expect.objectContaining({
        message:
          'The document has more than 1,000 tokens (names, punctuation and values); the limit is 1,000. Send a shorter one.',
        extensions: expect.objectContaining({ code: 'GRAPHQL_PARSE_FAILED' }),
      }),
    ]);
    expect(res.ms).toBeLessThan(1000);
  });

  it('refuses fragments that spread each other into an exponential number of fields', async () => {
    // F0 spreads F1 twice, F1 spreads F2 twice, …: 2^30 fields in under 300 tokens.
    const fragments = Array.from(
      { length: 30 },
      (_, i) => `fragment F${i} on User { ...F${i + 1} ...F${i + 1} }`,
    );
    const query = `{ me { ...F0 } } ${fragments.join(' ')} fragment F30 on User { id }`;
    const res = await timed(query);
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([
      {
        message: 'The operation spreads its fragments into more than 2,000 fields; ask for fewer.',
        extensions: { code: 'QUERY_TOO_COMPLEX', maximumNodes: 2_000 },
      },
    ]);
    expect(res.ms).toBeLessThan(1000);
  });

  it('runs the heaviest operation the limits allow', async () => {
    // The year's, the quarter's and the month's reports: just under the cost limit.
    const query = `{
      year: analytics(timeRange: 365) ${REPORT_FIELDS}
      quarter: analytics(timeRange: 90) ${REPORT_FIELDS}
      month: analytics(timeRange: 30) ${REPORT_FIELDS}
    }`;
    const cost = operationCost(await getSchema(), parse(query));
    expect(cost).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost);
    expect(cost).toBeGreaterThan(GRAPHQL_LIMITS.maxCost * 0.9);

    const res = await timed(query);
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
    const data = res.data as Record<string, { timeline: unknown[] }>;
    expect(data.year!.timeline).toHaveLength(365);
    expect(data.month!.timeline).toHaveLength(30);
    expect(reports).toHaveBeenCalledTimes(3);
  });

  it("answers GraphiQL's introspection query, signed in or not", async () => {
    const query = getIntrospectionQuery({ inputValueDeprecation: true, schemaDescription: true });
    for (const token of [user.token, undefined]) {
      const res = await app.graphql<{ __schema: { types: { name: string }[] } }>(
        query,
        undefined,
        token,
      );
      expect(res.status).toBe(200);
      expect(res.errors).toBeUndefined();
      expect(res.data!.__schema.types.map((type) => type.name)).toContain('AnalyticsReport');
    }
  });

  it("runs one user's operations in turn once they would pass the cost limit together", async () => {
    // Each costs a little over half the limit: one user's two cannot run at the same time,
    // another user's runs alongside.
    const query = '{ analytics(timeRange: 365) { timeRange } }';
    expect(operationCost(await getSchema(), parse(query)) * 2).toBeGreaterThan(
      GRAPHQL_LIMITS.maxCost,
    );
    const running = { user: 0, other: 0 };
    const most = { user: 0, other: 0, together: 0 };
    reports.mockImplementation(async (asking: { id: string }) => {
      const who = asking.id === user.id ? 'user' : 'other';
      running[who]++;
      most[who] = Math.max(most[who], running[who]);
      most.together = Math.max(most.together, running.user + running.other);
      await new Promise((resolve) => setTimeout(resolve, 200));
      running[who]--;
      return { timeRange: 365 };
    });

    const first = app.graphql(query, undefined, user.token);
    const second = app.graphql(query, undefined, user.token);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const theirs = app.graphql(query, undefined, other.token);
    const answers = await Promise.all([first, second, theirs]);

    expect(answers.map((answer) => answer.errors)).toEqual([undefined, undefined, undefined]);
    expect(reports).toHaveBeenCalledTimes(3);
    // The user's second waited for the first to end; the other user's ran beside them.
    expect(most).toEqual({ user: 1, other: 1, together: 2 });
  });
});
