import { graphql, HttpResponse } from 'msw';
import {
  AnalyticsDocument,
  ScheduleDocument,
  SyncPostMetricsDocument,
  UpdateScheduleDocument,
  type ScheduleInput,
  type AnalyticsMetricsStatusFragment,
  type AnalyticsQuery,
  type AnalyticsTopPostFragment,
} from '../../../gql/graphql';
import { server } from '../../../../test/server';

type Report = AnalyticsQuery['analytics'];
type Summary = Report['analytics'];
type Day = Report['timeline'][number];
type Insights = Report['insights'];
type Adherence = Report['adherence'];

/** A report as the server sends it, each object with its __typename as Apollo's cache expects. */
export type TestReport = Report & { __typename: 'AnalyticsReport' };

/** An object of the response with its GraphQL type name. */
const typed = <T extends object>(typename: string, fields: T): T =>
  ({ __typename: typename, ...fields }) as T;

let sequence = 0;

/** A post's statistics as LinkedIn reported them. */
export const postMetrics = (figures: {
  views: number;
  likes: number;
  comments: number;
  shares: number;
}): AnalyticsTopPostFragment['metrics'] =>
  typed('PostMetrics', { ...figures, updatedAt: '2030-03-20T10:00:00.000Z' });

export function makeTopPost(
  overrides: Partial<AnalyticsTopPostFragment> = {},
): AnalyticsTopPostFragment {
  sequence += 1;
  return typed('Post', {
    id: `top-post-${sequence}`,
    content: `Top post number ${sequence}`,
    publishedAt: new Date(Date.UTC(2030, 2, (sequence % 27) + 1, 9)).toISOString(),
    url: `https://www.linkedin.com/feed/update/urn:li:share:${sequence}`,
    tone: 'professional',
    metrics: postMetrics({ views: 1200, likes: 40, comments: 7, shares: 2 }),
    ...overrides,
  });
}

/** `count` days ending 2030-03-31, each with the figures `figures(index)` gives. */
export function makeTimeline(
  count: number,
  figures: (index: number) => { views: number | null; engagement: number | null } = () => ({
    views: null,
    engagement: null,
  }),
): Day[] {
  const last = Date.UTC(2030, 2, 31);
  return Array.from({ length: count }, (_, index) =>
    typed('AnalyticsDay', {
      date: new Date(last - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10),
      posts: 0,
      ...figures(index),
    }),
  );
}

export const metricsStatus = (
  overrides: Partial<AnalyticsMetricsStatusFragment> = {},
): AnalyticsMetricsStatusFragment =>
  typed('MetricsStatus', { available: true, lastSyncedAt: null, message: null, ...overrides });

type TimeWindow = NonNullable<Insights['bestTime']>;
type DayInsight = NonNullable<Insights['bestDay']>;
type ToneInsight = Insights['tones'][number];

export const timeWindow = (startHour: number, endHour: number, posts = 4): TimeWindow =>
  typed('TimeWindowInsight', { startHour, endHour, posts, averageEngagement: 31.5 });
export const dayInsight = (day: string, posts = 3): DayInsight =>
  typed('DayInsight', { day, posts, averageEngagement: 28 });
export const toneInsight = (tone: string, versusAverage: number, posts = 2): ToneInsight =>
  typed('ToneInsight', { tone, versusAverage, posts, averageEngagement: 20 });

interface ReportParts {
  timeRange?: number;
  analytics?: Partial<Omit<Summary, 'growth'>> & { growth?: Partial<Summary['growth']> };
  topPosts?: AnalyticsTopPostFragment[];
  timeline?: Day[];
  insights?: Partial<Insights>;
  adherence?: Partial<Adherence>;
  metrics?: Partial<AnalyticsMetricsStatusFragment>;
}

/**
 * A report of a user without LinkedIn statistics and nothing published yet; override what a
 * test is about.
 */
export function makeReport(parts: ReportParts = {}): TestReport {
  const timeRange = parts.timeRange ?? 30;
  const { growth, ...summary } = parts.analytics ?? {};
  return typed('AnalyticsReport', {
    timeRange,
    analytics: typed('AnalyticsSummary', {
      totalPosts: 0,
      totalViews: null,
      totalLikes: null,
      totalComments: null,
      totalShares: null,
      totalConnections: null,
      engagementRate: null,
      averageViews: null,
      ...summary,
      growth: typed('AnalyticsGrowth', {
        posts: null,
        views: null,
        likes: null,
        comments: null,
        shares: null,
        connections: null,
        engagementRate: null,
        ...growth,
      }),
    }),
    topPosts: parts.topPosts ?? [],
    timeline: parts.timeline ?? makeTimeline(timeRange),
    insights: typed('AnalyticsInsights', {
      sampleSize: 0,
      minimumSample: 5,
      timezone: 'America/New_York',
      bestTime: null,
      bestDay: null,
      tones: [],
      ...parts.insights,
    }),
    adherence: typed('ScheduleAdherence', {
      published: 0,
      failed: 0,
      onTime: 0,
      rate: null,
      ...parts.adherence,
    }),
    metrics: metricsStatus({ available: false, ...parts.metrics }),
  }) as TestReport;
}

/**
 * Answers Analytics with `answer(timeRange)` (by default the report given, with the period
 * asked for) and SyncPostMetrics with the status given. `requests` lists each period asked
 * for; `fail` makes the next answer an error; `hold` keeps the next answer until released.
 */
export function fakeAnalyticsServer(initial: TestReport = makeReport()) {
  let answer = (timeRange: number): TestReport => ({ ...initial, timeRange });
  const requests: number[] = [];
  let answered = 0;
  let syncs = 0;
  let syncAnswer: Response | AnalyticsMetricsStatusFragment = metricsStatus({
    lastSyncedAt: new Date().toISOString(),
  });
  const failures: Response[] = [];
  // The schedule the best-time button reads and adds to.
  let schedule: ScheduleInput = {
    timezone: 'Europe/Paris',
    frequency: 'daily',
    customDays: [],
    timeSlots: ['09:00'],
    autoPost: false,
    isActive: true,
  };
  const scheduleUpdates: ScheduleInput[] = [];
  let gate: Promise<void> | undefined;
  let syncGate: Promise<void> | undefined;

  const holdNext = (set: (promise: Promise<void>) => void) => {
    let release: () => void = () => undefined;
    set(new Promise<void>((resolve) => (release = resolve)));
    return () => release();
  };

  server.use(
    graphql.query(AnalyticsDocument, async ({ variables }) => {
      requests.push(variables.timeRange);
      const waiting = gate;
      gate = undefined;
      if (waiting) await waiting;
      answered += 1;
      const failing = failures.shift();
      if (failing) return failing;
      return HttpResponse.json({ data: { analytics: answer(variables.timeRange) } });
    }),
    graphql.query(ScheduleDocument, () =>
      HttpResponse.json({ data: { schedule: typed('Schedule', schedule) } }),
    ),
    graphql.mutation(UpdateScheduleDocument, ({ variables }) => {
      scheduleUpdates.push(variables.input);
      schedule = variables.input;
      return HttpResponse.json({ data: { updateSchedule: typed('Schedule', schedule) } });
    }),
    graphql.mutation(SyncPostMetricsDocument, async () => {
      syncs += 1;
      const waiting = syncGate;
      syncGate = undefined;
      if (waiting) await waiting;
      if (syncAnswer instanceof Response) return syncAnswer;
      return HttpResponse.json({
        data: { syncPostMetrics: metricsStatus(syncAnswer) },
      });
    }),
  );

  return {
    /** The timeRange of every Analytics request, in order. */
    requests: () => [...requests],
    /** How many Analytics requests have been answered. */
    answered: () => answered,
    syncs: () => syncs,
    /** Every schedule the page saved, in order. */
    scheduleUpdates: () => [...scheduleUpdates],
    setSchedule: (next: Partial<ScheduleInput>) => {
      schedule = { ...schedule, ...next };
    },
    answer: (next: TestReport | ((timeRange: number) => TestReport)) => {
      answer = typeof next === 'function' ? next : (timeRange) => ({ ...next, timeRange });
    },
    answerSync: (next: Response | AnalyticsMetricsStatusFragment) => {
      syncAnswer = next;
    },
    fail: (response: Response) => {
      failures.push(response);
    },
    hold: () => holdNext((promise) => (gate = promise)),
    holdSync: () => holdNext((promise) => (syncGate = promise)),
  };
}
