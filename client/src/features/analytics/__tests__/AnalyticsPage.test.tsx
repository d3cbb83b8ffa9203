import { act, screen, waitFor, within } from '@testing-library/react';
import { graphQLError, makeUser, meReturns } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { ANALYTICS_LOAD_FAILED, formatPublished } from '../analyticsFormat';
import { ANALYTICS_MESSAGES } from '@postpilot/common';
import { CONNECT_TO_SEE, CONNECTIONS_NOT_SHARED, STATISTICS_NOT_SHARED } from '../analyticsMetrics';
import { STATISTICS_REFRESHED, STATISTICS_UNAVAILABLE } from '../components/MetricsStatusBar';
import { SLOT_ADDED } from '../components/AddBestTimeButton';
import {
  dayInsight,
  fakeAnalyticsServer,
  makeReport,
  makeTimeline,
  makeTopPost,
  postMetrics,
  timeWindow,
  toneInsight,
  type TestReport,
} from './fakeAnalyticsServer';

const GREEN = 'rgb(5, 118, 66)';
const RED = 'rgb(204, 16, 22)';

const onboarded = () => makeUser({ isEmailVerified: true, hasCompletedOnboarding: true });

/** A report of a user whose LinkedIn statistics are shared. */
const shared = (parts: Parameters<typeof makeReport>[0] = {}) =>
  makeReport({ ...parts, metrics: { available: true, ...parts.metrics } });

async function openAnalytics(report: TestReport = makeReport(), route = '/analytics') {
  server.use(meReturns(onboarded()));
  const backend = fakeAnalyticsServer(report);
  const app = await renderApp(route, { token: 'jwt' });
  await screen.findByRole('heading', { level: 1, name: 'Analytics' });
  await loaded();
  return { app, backend };
}

/** Waits until the report is on screen (the skeletons are gone). */
async function loaded() {
  await waitFor(() =>
    expect(screen.queryByRole('status', { name: 'Loading top posts' })).not.toBeInTheDocument(),
  );
}

const card = (label: string) => within(screen.getByRole('group', { name: label }));
const region = (name: string) => within(screen.getByRole('region', { name }));
const periodSelect = () => screen.getByRole('combobox', { name: 'Period' });
const quickStat = (label: string) =>
  within(document.querySelector(`[data-stat="${label}"]`) as HTMLElement);

async function choosePeriod(app: Awaited<ReturnType<typeof renderApp>>, option: string) {
  await app.user.click(periodSelect());
  await app.user.click(screen.getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

describe('AnalyticsPage: period', () => {
  it('asks for the last 30 days by default', async () => {
    const { backend } = await openAnalytics();
    expect(screen.getByText(/Track your LinkedIn performance and engagement/)).toBeInTheDocument();
    expect(periodSelect()).toHaveTextContent('Last 30 days');
    expect(backend.requests()).toEqual([30]);
  });

  it('sends the chosen period, keeps it in the URL, and Back returns to the one before', async () => {
    const { app, backend } = await openAnalytics(makeReport({ analytics: { totalPosts: 4 } }));
    backend.answer((timeRange) =>
      makeReport({ timeRange, analytics: { totalPosts: timeRange === 90 ? 17 : 4 } }),
    );

    await choosePeriod(app, 'Last 3 months');
    expect(await card('Total Posts').findByText('17')).toBeInTheDocument();
    expect(backend.requests()).toContain(90);
    expect(app.router.state.location.search).toBe('?period=90');
    expect(periodSelect()).toHaveTextContent('Last 3 months');

    const before = backend.requests().length;
    await choosePeriod(app, 'Last 7 days');
    // Checked with the server on the switch, as on each visit.
    await waitFor(() => expect(backend.requests().slice(before)).toEqual([7]));
    expect(app.router.state.location.search).toBe('?period=7');

    await act(() => app.router.navigate(-1));
    expect(periodSelect()).toHaveTextContent('Last 3 months');
    expect(await card('Total Posts').findByText('17')).toBeInTheDocument();
  });

  it('asks the server once for a period chosen, and once for the one Back returns to', async () => {
    const { app, backend } = await openAnalytics(makeReport({ analytics: { totalPosts: 4 } }));
    backend.answer((timeRange) =>
      makeReport({ timeRange, analytics: { totalPosts: timeRange === 90 ? 17 : 4 } }),
    );
    const settled = async (count: number) => {
      await waitFor(() => expect(backend.answered()).toBe(count));
      // Long enough for a second round of asking, had the answer set one off.
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    };
    await settled(1);

    const asked = (from: number) =>
      backend
        .requests()
        .slice(from)
        .sort((a, b) => a - b);

    // Opening the menu asks for the three other periods; the one chosen is asked again.
    await choosePeriod(app, 'Last 3 months');
    expect(await card('Total Posts').findByText('17')).toBeInTheDocument();
    await settled(5);
    expect(asked(1)).toEqual([7, 90, 90, 365]);

    await act(() => app.router.navigate(-1));
    expect(await card('Total Posts').findByText('4')).toBeInTheDocument();
    await settled(6);
    expect(asked(5)).toEqual([30]);
  });

  it('asks for the other periods when the menu opens, so the one chosen is drawn at once', async () => {
    const { app, backend } = await openAnalytics(makeReport({ analytics: { totalPosts: 4 } }));
    backend.answer((timeRange) =>
      makeReport({ timeRange, analytics: { totalPosts: timeRange === 365 ? 52 : 4 } }),
    );

    await app.user.click(periodSelect());
    await waitFor(() => expect(backend.requests()).toEqual([30, 7, 90, 365]));
    // Every answer is in before the choice: nothing is left to wait for.
    await waitFor(() => expect(backend.answered()).toBe(4));
    backend.hold();
    await app.user.click(screen.getByRole('option', { name: 'Last year' }));
    expect(card('Total Posts').getByText('52')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading chart' })).not.toBeInTheDocument();

    // Opened again, nothing new is asked for: each period is in the cache.
    const asked = backend.requests().length;
    await app.user.click(periodSelect());
    await screen.findByRole('option', { name: 'Last 7 days' });
    expect(backend.requests()).toHaveLength(asked);
  });

  it.each([
    ['?period=365', 365, 'Last year'],
    ['?period=90', 90, 'Last 3 months'],
    ['?period=12', 30, 'Last 30 days'],
    ['?period=abc', 30, 'Last 30 days'],
  ])('opens %s with the period %i', async (search, timeRange, label) => {
    const { backend } = await openAnalytics(makeReport(), `/analytics${search}`);
    expect(backend.requests()).toEqual([timeRange]);
    expect(periodSelect()).toHaveTextContent(label);
  });
});

describe('AnalyticsPage: metric cards', () => {
  it('abbreviates each figure and shows its growth: green up from 0, red down below', async () => {
    await openAnalytics(
      shared({
        analytics: {
          totalPosts: 12,
          totalViews: 12_345,
          totalLikes: 1_500_000,
          totalComments: 999,
          engagementRate: 4.56,
          totalConnections: null,
          growth: { posts: 0, views: 12.4, likes: -8.44, comments: null, engagementRate: -0.02 },
        },
      }),
    );

    expect(card('Total Posts').getByTestId('figure-value')).toHaveTextContent(/^12$/);
    expect(card('Total Views').getByTestId('figure-value')).toHaveTextContent(/^12\.3K$/);
    expect(card('Total Likes').getByTestId('figure-value')).toHaveTextContent(/^1\.5M$/);
    expect(card('Total Comments').getByTestId('figure-value')).toHaveTextContent(/^999$/);
    expect(card('Engagement Rate').getByTestId('figure-value')).toHaveTextContent(/^4\.6%$/);

    const rise = card('Total Views').getByText('12.4%').closest('[data-trend]') as HTMLElement;
    expect(rise).toHaveAttribute('data-trend', 'up');
    expect(rise).toHaveStyle({ color: GREEN });
    expect(within(rise).getByTestId('ArrowUpwardIcon')).toBeInTheDocument();

    // No change is not a fall.
    const flat = card('Total Posts').getByText('0%').closest('[data-trend]') as HTMLElement;
    expect(flat).toHaveStyle({ color: GREEN });
    expect(within(flat).getByTestId('ArrowUpwardIcon')).toBeInTheDocument();
    const almostFlat = card('Engagement Rate').getByText('0%').closest('[data-trend]');
    expect(almostFlat).toHaveAttribute('data-trend', 'up');

    // A fall shows its absolute value in red, with a down arrow.
    const fall = card('Total Likes').getByText('8.4%').closest('[data-trend]') as HTMLElement;
    expect(fall).toHaveAttribute('data-trend', 'down');
    expect(fall).toHaveStyle({ color: RED });
    expect(within(fall).getByTestId('ArrowDownwardIcon')).toBeInTheDocument();
    expect(within(fall).queryByTestId('ArrowUpwardIcon')).not.toBeInTheDocument();
    expect(card('Total Likes').queryByText(/-/)).not.toBeInTheDocument();

    // Nothing to compare with: no arrow, a muted caption.
    expect(card('Total Comments').getByText('No data for the previous period')).toBeInTheDocument();
    expect(card('Total Comments').queryByTestId('ArrowUpwardIcon')).not.toBeInTheDocument();
    expect(card('Total Comments').queryByTestId('ArrowDownwardIcon')).not.toBeInTheDocument();
  });

  it("shows '—' for New Connections, which LinkedIn never shares", async () => {
    await openAnalytics(shared({ analytics: { totalPosts: 3, totalViews: 10 } }));
    expect(card('New Connections').getByTestId('figure-value')).toHaveTextContent(/^—$/);
    expect(card('New Connections').getByText(CONNECTIONS_NOT_SHARED)).toBeInTheDocument();
    expect(card('New Connections').queryByText('No data for the previous period')).toBeNull();
  });
});

describe('AnalyticsPage: LinkedIn statistics', () => {
  it('asks to connect LinkedIn when it is not connected', async () => {
    await openAnalytics(
      makeReport({ metrics: { available: false, message: ANALYTICS_MESSAGES.notConnected } }),
    );
    expect(screen.getByRole('status', { name: 'Post statistics' })).toHaveTextContent(
      ANALYTICS_MESSAGES.notConnected,
    );
    expect(card('Total Views').getByText(CONNECT_TO_SEE)).toBeInTheDocument();
    expect(card('Total Views').queryByText(STATISTICS_NOT_SHARED)).toBeNull();
    expect(screen.getByRole('link', { name: 'LinkedIn settings' })).toHaveAttribute(
      'href',
      '/settings?tab=linkedin',
    );
  });

  it('says statistics are paused while the connection needs renewing, without a refresh', async () => {
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    await openAnalytics(
      shared({
        metrics: { lastSyncedAt: fiveMinutesAgo, message: ANALYTICS_MESSAGES.needsReconnect },
        analytics: { totalPosts: 3, totalViews: 120 },
      }),
    );
    const notice = screen.getByRole('status', { name: 'Post statistics' });
    expect(notice).toHaveTextContent('Post statistics are paused');
    expect(notice).toHaveTextContent(ANALYTICS_MESSAGES.needsReconnect);
    expect(screen.queryByRole('button', { name: 'Refresh statistics' })).not.toBeInTheDocument();
    // What arrived before still shows.
    expect(card('Total Views').getByTestId('figure-value')).toHaveTextContent('120');
  });

  it("says LinkedIn shares no statistics, in the server's words, and shows what is known", async () => {
    const message =
      'LinkedIn shares post statistics only with apps it has approved; Postpilot is not one yet.';
    await openAnalytics(
      makeReport({
        metrics: { available: false, message },
        analytics: { totalPosts: 6, growth: { posts: 50 } },
        adherence: { published: 5, failed: 1, onTime: 4, rate: 66.7 },
      }),
    );

    const notice = screen.getByRole('status', { name: 'Post statistics' });
    expect(notice).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Refresh statistics' })).not.toBeInTheDocument();

    expect(card('Total Posts').getByTestId('figure-value')).toHaveTextContent('6');
    expect(card('Total Posts').getByText('50%')).toBeInTheDocument();
    for (const label of ['Total Views', 'Total Likes', 'Total Comments', 'Engagement Rate']) {
      expect(card(label).getByTestId('figure-value')).toHaveTextContent(/^—$/);
      expect(card(label).getByText(STATISTICS_NOT_SHARED)).toBeInTheDocument();
    }
    expect(quickStat('Published on time').getByText('67%')).toBeInTheDocument();
    expect(quickStat('Average views per post').getByText('—')).toBeInTheDocument();
    expect(region('Views and Engagement').getByText('No statistics for this period yet'));
  });

  it('explains it itself when the server gives no reason', async () => {
    await openAnalytics(makeReport({ metrics: { available: false, message: null } }));
    expect(screen.getByRole('status', { name: 'Post statistics' })).toHaveTextContent(
      STATISTICS_UNAVAILABLE,
    );
  });

  it('says when statistics last arrived, or that they never did', async () => {
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    await openAnalytics(shared({ metrics: { lastSyncedAt: fiveMinutesAgo } }));
    expect(screen.getByTestId('last-synced')).toHaveTextContent('Last updated 5 minutes ago');
    expect(screen.queryByRole('status', { name: 'Post statistics' })).not.toBeInTheDocument();
  });

  it("says 'Not synced yet' before the first sync", async () => {
    await openAnalytics(shared({ metrics: { lastSyncedAt: null } }));
    expect(screen.getByTestId('last-synced')).toHaveTextContent('Not synced yet');
  });

  it('refreshes the statistics, then reads the report again', async () => {
    const { app, backend } = await openAnalytics(
      shared({ analytics: { totalViews: 100 }, metrics: { lastSyncedAt: null } }),
    );
    backend.answer(
      shared({
        analytics: { totalViews: 2500 },
        metrics: { lastSyncedAt: new Date().toISOString() },
      }),
    );
    const release = backend.holdSync();

    await app.user.click(screen.getByRole('button', { name: 'Refresh statistics' }));
    expect(await screen.findByRole('button', { name: 'Refreshing...' })).toBeDisabled();
    release();

    expect(await screen.findByText(STATISTICS_REFRESHED)).toBeInTheDocument();
    expect(backend.syncs()).toBe(1);
    expect(backend.requests()).toEqual([30, 30]);
    expect(card('Total Views').getByTestId('figure-value')).toHaveTextContent('2.5K');
    expect(screen.getByTestId('last-synced')).toHaveTextContent('Last updated just now');
    expect(screen.getByRole('button', { name: 'Refresh statistics' })).toBeEnabled();
  });

  it("shows the server's message when refreshing fails", async () => {
    const { app, backend } = await openAnalytics(shared());
    backend.answerSync(graphQLError('Reconnect LinkedIn to publish', 'FORBIDDEN'));

    await app.user.click(screen.getByRole('button', { name: 'Refresh statistics' }));

    expect(await screen.findByText('Reconnect LinkedIn to publish')).toBeInTheDocument();
    expect(screen.queryByText(STATISTICS_REFRESHED)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh statistics' })).toBeEnabled();
    expect(backend.requests()).toEqual([30]);
  });
});

describe('AnalyticsPage: chart', () => {
  it('plots views and engagement per day', async () => {
    await openAnalytics(
      shared({
        timeline: makeTimeline(30, (index) => ({ views: index * 20, engagement: index })),
      }),
    );
    const chart = region('Views and Engagement');
    const figure = chart.getByRole('figure', {
      name: 'Views and engagement per day, last 30 days',
    });
    expect(figure.querySelector('svg')).not.toBeNull();
    expect(within(figure).getByText('Views')).toBeInTheDocument();
    expect(within(figure).getByText('Engagement')).toBeInTheDocument();
    // 0 + 20 + ... + 580 views, 0 + 1 + ... + 29 engagement, over March 2 to 31.
    expect(figure).toHaveTextContent('8.7K views and 435 likes, comments and shares');
    expect(chart.queryByText('No statistics for this period yet')).not.toBeInTheDocument();
  });

  it('says there is nothing to plot when no day has statistics', async () => {
    await openAnalytics(shared({ timeline: makeTimeline(30) }));
    const chart = region('Views and Engagement');
    expect(chart.getByText('No statistics for this period yet')).toBeInTheDocument();
    expect(chart.queryByRole('figure')).not.toBeInTheDocument();
  });
});

describe('AnalyticsPage: top posts', () => {
  it('ranks the posts with their date, text, figures and link', async () => {
    const posts = [
      makeTopPost({
        content: 'Ship small.\n\nShip often.',
        metrics: postMetrics({ views: 15_400, likes: 1_200, comments: 87, shares: 1_000_000 }),
      }),
      makeTopPost({ content: 'Why we rewrote the engine', url: null, metrics: null }),
    ];
    await openAnalytics(shared({ topPosts: posts }));

    const items = within(
      region('Top Performing Posts').getByRole('list', { name: 'Top posts' }),
    ).getAllByRole('listitem');
    expect(items).toHaveLength(2);

    const first = within(items[0]);
    expect(first.getByTestId('rank')).toHaveTextContent('1');
    expect(first.getByText(formatPublished(posts[0].publishedAt!))).toHaveAttribute(
      'datetime',
      posts[0].publishedAt,
    );
    expect(first.getByText(/Ship small\.\s+Ship often\./)).toBeInTheDocument();
    const figure = (key: string) => items[0].querySelector(`[data-figure="${key}"]`);
    expect(figure('views')).toHaveTextContent('15.4K');
    expect(figure('likes')).toHaveTextContent('1.2K');
    expect(figure('comments')).toHaveTextContent('87');
    expect(figure('shares')).toHaveTextContent('1.0M');
    expect(first.getByRole('link', { name: /View on LinkedIn/ })).toHaveAttribute(
      'href',
      posts[0].url,
    );

    const second = within(items[1]);
    expect(second.getByTestId('rank')).toHaveTextContent('2');
    expect(second.getByText('No statistics from LinkedIn for this post yet')).toBeInTheDocument();
    expect(second.queryByRole('link')).not.toBeInTheDocument();
  });

  it("says 'No posts published in this period' without any", async () => {
    await openAnalytics(shared({ topPosts: [] }));
    expect(
      region('Top Performing Posts').getByText('No posts published in this period'),
    ).toBeInTheDocument();
    expect(region('Top Performing Posts').queryByRole('list')).not.toBeInTheDocument();
  });

  it('says posts that went out wait for statistics to be ranked', async () => {
    await openAnalytics(
      makeReport({ metrics: { available: false }, analytics: { totalPosts: 2 }, topPosts: [] }),
    );
    expect(region('Top Performing Posts').getByText('No statistics to rank by yet')).toBeVisible();
    expect(
      region('Top Performing Posts').getByText(/^2 posts went out in this period/),
    ).toBeVisible();
    expect(
      region('Top Performing Posts').queryByText('No posts published in this period'),
    ).toBeNull();
  });
});

describe('AnalyticsPage: insights and quick stats', () => {
  it('draws insights from enough posts with statistics', async () => {
    await openAnalytics(
      shared({
        analytics: { averageViews: 1_234 },
        insights: {
          sampleSize: 8,
          minimumSample: 5,
          timezone: 'Europe/Paris',
          bestTime: timeWindow(9, 11),
          bestDay: dayInsight('tuesday'),
          tones: [toneInsight('educational', 32.4), toneInsight('casual', -15.2)],
        },
        adherence: { published: 5, failed: 1, onTime: 5, rate: 83.33 },
      }),
    );

    const insights = region('Performance Insights');
    expect(insights.getByText('9:00 AM - 11:00 AM (Europe/Paris)')).toBeInTheDocument();
    expect(insights.getByText('Tuesday')).toBeInTheDocument();
    const tones = within(insights.getByRole('list', { name: 'Tones' })).getAllByRole('listitem');
    expect(tones.map((tone) => tone.textContent)).toEqual([
      'Educational posts: 32% more engagement than average (2 posts)',
      'Casual posts: 15% less engagement than average (2 posts)',
    ]);
    expect(insights.queryByText('Not enough data yet')).not.toBeInTheDocument();

    expect(quickStat('Average views per post').getByText('1.2K')).toBeInTheDocument();
    expect(quickStat('Best performing day').getByText('Tuesday')).toBeInTheDocument();
    expect(quickStat('Published on time').getByText('83%')).toBeInTheDocument();
    expect(quickStat('Published on time').getByText('5 of 6')).toBeInTheDocument();
    expect(quickStat('Failed posts').getByText('1')).toBeInTheDocument();
  });

  it('adds the best time to the schedule, keeping everything else of it', async () => {
    const { app, backend } = await openAnalytics(
      shared({ insights: { sampleSize: 6, minimumSample: 3, bestTime: timeWindow(8, 10) } }),
    );
    const insights = region('Performance Insights');
    await app.user.click(await insights.findByRole('button', { name: 'Post at 8:00 AM' }));
    expect(await screen.findByText(SLOT_ADDED('8:00 AM'))).toBeInTheDocument();
    expect(backend.scheduleUpdates()).toEqual([
      {
        timezone: 'Europe/Paris',
        frequency: 'daily',
        customDays: [],
        timeSlots: ['08:00', '09:00'],
        autoPost: false,
        isActive: true,
      },
    ]);
    expect(await insights.findByText(/8:00 AM is one of your posting times/)).toBeInTheDocument();
    expect(insights.queryByRole('button', { name: 'Post at 8:00 AM' })).not.toBeInTheDocument();
  });

  it('says when the best time already is a posting time', async () => {
    await openAnalytics(
      shared({ insights: { sampleSize: 6, minimumSample: 3, bestTime: timeWindow(9, 11) } }),
    );
    const insights = region('Performance Insights');
    expect(await insights.findByText(/9:00 AM is one of your posting times/)).toBeInTheDocument();
    expect(insights.queryByRole('button', { name: /^Post at/ })).not.toBeInTheDocument();
  });

  it("says 'Not enough data yet' and how many posts are needed", async () => {
    await openAnalytics(
      shared({
        insights: { sampleSize: 2, minimumSample: 5 },
        adherence: { published: 0, failed: 0, onTime: 0, rate: null },
      }),
    );
    const insights = region('Performance Insights');
    expect(insights.getByText('Not enough data yet')).toBeInTheDocument();
    expect(
      insights.getByText(
        'Insights appear once 5 posts published in this period have statistics; 2 so far.',
      ),
    ).toBeInTheDocument();
    expect(insights.queryByText(/AM -/)).not.toBeInTheDocument();

    expect(quickStat('Best performing day').getByText('Not enough data yet')).toBeInTheDocument();
    expect(quickStat('Published on time').getByText('—')).toBeInTheDocument();
    expect(quickStat('Published on time').getByText('Nothing was due')).toBeInTheDocument();
    expect(quickStat('Failed posts').getByText('0')).toBeInTheDocument();
  });
});

describe('AnalyticsPage: loading and failure', () => {
  it('shows skeletons while the report loads', async () => {
    server.use(meReturns(onboarded()));
    const backend = fakeAnalyticsServer(shared({ analytics: { totalPosts: 42 } }));
    const release = backend.hold();
    await renderApp('/analytics', { token: 'jwt' });

    expect(await screen.findByRole('status', { name: 'Loading top posts' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading chart' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading insights' })).toBeInTheDocument();
    expect(card('Total Posts').queryByTestId('figure-value')).not.toBeInTheDocument();

    release();
    expect(await card('Total Posts').findByText('42')).toBeInTheDocument();
  });

  it("says 'Failed to load analytics data' with no figures, and Retry loads them", async () => {
    server.use(meReturns(onboarded()));
    const backend = fakeAnalyticsServer(
      shared({ analytics: { totalPosts: 9, totalViews: 45_000 } }),
    );
    backend.fail(graphQLError('Database unavailable', 'INTERNAL_SERVER_ERROR'));
    const app = await renderApp('/analytics', { token: 'jwt' });

    const failure = await screen.findByText(ANALYTICS_LOAD_FAILED);
    expect(failure.closest('[role="alert"]')).toHaveStyle({ color: RED });
    expect(screen.queryByRole('group', { name: 'Total Posts' })).not.toBeInTheDocument();
    expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument();
    // Never the spec's sample figures.
    expect(screen.queryByText(/12\.3K|45|274/)).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card('Total Views').findByText('45.0K')).toBeInTheDocument();
    expect(screen.queryByText(ANALYTICS_LOAD_FAILED)).not.toBeInTheDocument();
    expect(backend.requests()).toEqual([30, 30]);
  });
});
