import { graphql, HttpResponse } from 'msw';
import {
  DashboardOverviewDocument,
  PostsDocument,
  type DashboardActivityFragment,
  type DashboardLinkedInFragment,
  type DashboardStatFragment,
  type DashboardUpcomingPostFragment,
} from '../../../gql/graphql';
import { server } from '../../../../test/server';

type TestStat = DashboardStatFragment & { __typename: 'StatValue' };
type TestUpcomingPost = DashboardUpcomingPostFragment & { __typename: 'Post' };
type TestActivity = DashboardActivityFragment & { __typename: 'Activity' };
type TestLinkedIn = DashboardLinkedInFragment & { __typename: 'LinkedInConnection' };

export interface TestOverview {
  __typename: 'DashboardOverview';
  stats: {
    __typename: 'DashboardStats';
    totalPosts: TestStat;
    scheduledPosts: TestStat;
    totalEngagement: TestStat;
    profileViews: TestStat;
  };
  upcomingPosts: TestUpcomingPost[];
  recentActivity: TestActivity[];
  linkedInStatus: TestLinkedIn;
}

/** A figure as the server returns it. */
export const stat = (
  value: number | null,
  changePercent: number | null = null,
  note: string | null = null,
): TestStat => ({ __typename: 'StatValue', value, changePercent, note });

let sequence = 0;

export function makeUpcomingPost(overrides: Partial<DashboardUpcomingPostFragment> = {}) {
  sequence += 1;
  const post: TestUpcomingPost = {
    __typename: 'Post',
    id: `post-${sequence}`,
    content: `Upcoming post number ${sequence}`,
    status: 'scheduled',
    scheduledTime: new Date(Date.UTC(2030, 2, (sequence % 27) + 1, 9)).toISOString(),
    ...overrides,
  };
  return post;
}

/** An event `minutesAgo` minutes before now. */
export function makeActivity(
  minutesAgo: number,
  overrides: Partial<DashboardActivityFragment> = {},
) {
  sequence += 1;
  const activity: TestActivity = {
    __typename: 'Activity',
    id: `activity-${sequence}`,
    kind: 'post_generated',
    description: `Something happened (${sequence})`,
    timestamp: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    postId: null,
    ...overrides,
  };
  return activity;
}

export const linkedIn = (overrides: Partial<DashboardLinkedInFragment> = {}): TestLinkedIn => ({
  __typename: 'LinkedInConnection',
  status: 'connected',
  name: 'Ada Lovelace',
  expiresAt: '2030-05-01T12:00:00.000Z',
  expiresSoon: false,
  sandbox: true,
  ...overrides,
});

interface OverviewParts {
  stats?: Partial<Omit<TestOverview['stats'], '__typename'>>;
  upcomingPosts?: TestUpcomingPost[];
  recentActivity?: TestActivity[];
  linkedInStatus?: TestLinkedIn;
}

/** A connected user's overview with nothing in it yet; override what a test is about. */
export function makeOverview(parts: OverviewParts = {}): TestOverview {
  return {
    __typename: 'DashboardOverview',
    stats: {
      __typename: 'DashboardStats',
      totalPosts: stat(0),
      scheduledPosts: stat(0),
      totalEngagement: stat(null, null, 'LinkedIn shares no post statistics with Postpilot yet.'),
      profileViews: stat(null, null, 'LinkedIn does not share profile views with apps.'),
      ...parts.stats,
    },
    upcomingPosts: parts.upcomingPosts ?? [],
    recentActivity: parts.recentActivity ?? [],
    linkedInStatus: parts.linkedInStatus ?? linkedIn(),
  };
}

/**
 * Answers DashboardOverview with `overview` (which a test may replace with `answer`). `fail`
 * makes the next answer an error; `hold` keeps the next answer until released.
 */
export function fakeDashboardServer(initial: TestOverview = makeOverview()) {
  let overview = initial;
  let requests = 0;
  let failure: Response | undefined;
  let gate: Promise<void> | undefined;

  server.use(
    graphql.query(DashboardOverviewDocument, async () => {
      requests += 1;
      const waiting = gate;
      gate = undefined;
      if (waiting) await waiting;
      const failing = failure;
      failure = undefined;
      if (failing) return failing;
      return HttpResponse.json({ data: { dashboardOverview: overview } });
    }),
    // The approval inbox's waiting posts: none, unless a test serves posts of its own.
    graphql.query(PostsDocument, () =>
      HttpResponse.json({
        data: { posts: { totalCount: 0, hasMore: false, posts: [] } },
      }),
    ),
  );

  return {
    requests: () => requests,
    answer: (next: TestOverview) => {
      overview = next;
    },
    fail: (response: Response) => {
      failure = response;
    },
    hold: () => {
      let release: () => void = () => undefined;
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => release();
    },
  };
}
