import { act, screen, waitFor, within } from '@testing-library/react';
import { ERRORS } from '@postpilot/common';
import { graphQLError, makeUser, meReturns, type TestUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { formatDay, formatMoment } from '../dashboardFormat';
import {
  fakeDashboardServer,
  linkedIn,
  makeActivity,
  makeOverview,
  makeUpcomingPost,
  stat,
  type TestOverview,
} from './fakeDashboardServer';

const GREEN = 'rgb(5, 118, 66)';
const RED = 'rgb(204, 16, 22)';

const onboarded = (overrides: Partial<TestUser> = {}) =>
  makeUser({ isEmailVerified: true, hasCompletedOnboarding: true, ...overrides });

async function openDashboard(overview: TestOverview = makeOverview(), user = onboarded()) {
  server.use(meReturns(user));
  const backend = fakeDashboardServer(overview);
  const app = await renderApp('/dashboard', { token: 'jwt' });
  await screen.findByRole('heading', { level: 1, name: /^Welcome back, / });
  return { app, backend };
}

/** Waits until the overview is on screen (the skeletons are gone). */
async function loaded() {
  await waitFor(() =>
    expect(
      screen.queryByRole('status', { name: 'Loading upcoming posts' }),
    ).not.toBeInTheDocument(),
  );
  expect(screen.queryByRole('status', { name: 'Loading recent activity' })).not.toBeInTheDocument();
}

const statCard = (label: string) => within(screen.getByRole('group', { name: label }));
const banner = () => screen.queryByRole('status', { name: 'LinkedIn connection' });
const upcoming = () => within(screen.getByRole('region', { name: 'Upcoming Posts' }));
const activity = () => within(screen.getByRole('region', { name: 'Recent Activity' }));

describe('DashboardPage: welcome', () => {
  it('welcomes the user by first name', async () => {
    await openDashboard(makeOverview(), onboarded({ firstName: 'Ada' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Ada');
  });

  it("falls back to 'User' without a first name", async () => {
    await openDashboard(makeOverview(), onboarded({ firstName: '  ' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, User');
  });
});

describe('DashboardPage: LinkedIn banner', () => {
  it('asks to connect LinkedIn when it is not connected', async () => {
    await openDashboard(
      makeOverview({
        linkedInStatus: linkedIn({ status: 'not_connected', name: null, expiresAt: null }),
      }),
    );
    const shown = await screen.findByRole('status', { name: 'LinkedIn connection' });
    expect(shown).toHaveTextContent('Connect your LinkedIn account to start publishing.');
    expect(within(shown).getByRole('link', { name: 'Connect LinkedIn' })).toHaveAttribute(
      'href',
      '/settings?tab=linkedin',
    );
  });

  it('asks to reconnect when LinkedIn refused the token', async () => {
    await openDashboard(makeOverview({ linkedInStatus: linkedIn({ status: 'needs_reconnect' }) }));
    const shown = await screen.findByRole('status', { name: 'LinkedIn connection' });
    expect(shown).toHaveTextContent('Reconnect LinkedIn to publish');
    expect(shown).not.toHaveTextContent('Connect your LinkedIn account');
    expect(within(shown).getByRole('link', { name: 'Reconnect LinkedIn' })).toHaveAttribute(
      'href',
      '/settings?tab=linkedin',
    );
  });

  it('says when a connection that expires soon ends', async () => {
    const expiresAt = '2030-03-05T12:00:00.000Z';
    await openDashboard(
      makeOverview({ linkedInStatus: linkedIn({ expiresSoon: true, expiresAt }) }),
    );
    const shown = await screen.findByRole('status', { name: 'LinkedIn connection' });
    expect(formatDay(expiresAt)).toMatch(/2030/);
    expect(shown).toHaveTextContent(
      `Your LinkedIn connection expires on ${formatDay(expiresAt)}: reconnect to keep publishing.`,
    );
    expect(within(shown).getByRole('link', { name: 'Reconnect LinkedIn' })).toHaveAttribute(
      'href',
      '/settings?tab=linkedin',
    );
  });

  it('shows no banner while the connection is fine', async () => {
    await openDashboard(
      makeOverview({
        stats: { totalPosts: stat(7) },
        linkedInStatus: linkedIn({ status: 'connected', expiresSoon: false }),
      }),
    );
    await loaded();
    expect(statCard('Total Posts').getByText('7')).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
  });
});

describe('DashboardPage: stats', () => {
  it('shows each figure with thousands separators, and — with the reason when unknown', async () => {
    await openDashboard(
      makeOverview({
        stats: {
          totalPosts: stat(1234),
          scheduledPosts: stat(0),
          totalEngagement: stat(1_048_576),
          profileViews: stat(null, null, 'LinkedIn does not share profile views with apps.'),
        },
      }),
    );
    await loaded();
    expect(statCard('Total Posts').getByTestId('figure-value')).toHaveTextContent(/^1,234$/);
    expect(statCard('Scheduled Posts').getByTestId('figure-value')).toHaveTextContent(/^0$/);
    expect(statCard('Total Engagement').getByTestId('figure-value')).toHaveTextContent(
      /^1,048,576$/,
    );
    expect(statCard('Profile Views').getByTestId('figure-value')).toHaveTextContent(/^—$/);
    expect(
      statCard('Profile Views').getByText('LinkedIn does not share profile views with apps.'),
    ).toBeInTheDocument();
  });

  it('shows a rise in green with an up arrow and a fall in red with a down arrow', async () => {
    await openDashboard(
      makeOverview({
        stats: {
          totalPosts: stat(28, 12.4),
          scheduledPosts: stat(19, -4.6),
          totalEngagement: stat(300, 0),
          profileViews: stat(null, null, 'Unknown'),
        },
      }),
    );
    await loaded();

    const rise = statCard('Total Posts').getByText('+12% from last month');
    const riseLine = rise.closest('[data-trend]') as HTMLElement;
    expect(riseLine).toHaveAttribute('data-trend', 'up');
    expect(riseLine).toHaveStyle({ color: GREEN });
    expect(within(riseLine).getByTestId('ArrowUpwardIcon')).toBeInTheDocument();

    const fall = statCard('Scheduled Posts').getByText('-5% from last month');
    const fallLine = fall.closest('[data-trend]') as HTMLElement;
    expect(fallLine).toHaveAttribute('data-trend', 'down');
    expect(fallLine).toHaveStyle({ color: RED });
    expect(within(fallLine).getByTestId('ArrowDownwardIcon')).toBeInTheDocument();
    expect(within(fallLine).queryByTestId('ArrowUpwardIcon')).not.toBeInTheDocument();

    // No change is not a fall.
    const flat = statCard('Total Engagement').getByText('+0% from last month');
    expect(flat.closest('[data-trend]')).toHaveStyle({ color: GREEN });
  });

  it('has no change line when there is nothing to compare with', async () => {
    await openDashboard(
      makeOverview({
        stats: { totalPosts: stat(3, null), scheduledPosts: stat(2, 50) },
      }),
    );
    await loaded();
    expect(statCard('Scheduled Posts').getByText('+50% from last month')).toBeInTheDocument();
    expect(statCard('Total Posts').getByTestId('figure-value')).toHaveTextContent('3');
    expect(statCard('Total Posts').queryByText(/from last month/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/from last month/)).toHaveLength(1);
  });
});

describe('DashboardPage: upcoming posts and quick actions', () => {
  it('lists the next posts with their time, status and text, and links to the schedule', async () => {
    const posts = [
      makeUpcomingPost({ content: 'Ship small.\n\nShip often.' }),
      makeUpcomingPost({ content: 'Why we rewrote the engine' }),
      makeUpcomingPost({ content: 'Going out now', status: 'publishing' }),
    ];
    await openDashboard(makeOverview({ upcomingPosts: posts }));
    await loaded();

    const items = within(upcoming().getByRole('list', { name: 'Upcoming posts' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(3);
    posts.forEach((post, index) => {
      const item = within(items[index]);
      expect(item.getByText(formatMoment(post.scheduledTime!))).toHaveAttribute(
        'datetime',
        post.scheduledTime,
      );
    });
    expect(within(items[0]).getByText(/Ship small\.\s+Ship often\./)).toBeInTheDocument();
    expect(within(items[0]).getByText('Scheduled').closest('[data-status]')).toHaveAttribute(
      'data-status',
      'scheduled',
    );
    expect(within(items[1]).getByText('Why we rewrote the engine')).toBeInTheDocument();
    expect(within(items[2]).getByText('Publishing')).toBeInTheDocument();

    expect(upcoming().getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/schedule');
    expect(upcoming().queryByText('No upcoming posts')).not.toBeInTheDocument();
  });

  it('says there are no upcoming posts and links to creating one', async () => {
    await openDashboard(makeOverview({ upcomingPosts: [] }));
    await loaded();
    expect(upcoming().getByText('No upcoming posts')).toBeInTheDocument();
    expect(upcoming().getByRole('link', { name: 'Create your first post' })).toHaveAttribute(
      'href',
      '/content',
    );
    expect(upcoming().queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers the quick actions', async () => {
    await openDashboard();
    const actions = within(screen.getByRole('region', { name: 'Quick Actions' }));
    expect(actions.getByRole('link', { name: 'Generate New Post' })).toHaveAttribute(
      'href',
      '/content',
    );
    expect(actions.getByRole('link', { name: 'Manage Schedule' })).toHaveAttribute(
      'href',
      '/schedule',
    );
    expect(actions.getByRole('link', { name: 'View Analytics' })).toHaveAttribute(
      'href',
      '/analytics',
    );
  });
});

describe('DashboardPage: recent activity', () => {
  it('lists events newest first with how long ago and an icon for their kind', async () => {
    const events = [
      makeActivity(5, { kind: 'post_published', description: 'Your post went out on LinkedIn' }),
      makeActivity(120, { kind: 'post_failed', description: 'A post could not be published' }),
      makeActivity(26 * 60, { kind: 'linkedin_connected', description: 'LinkedIn connected' }),
    ];
    await openDashboard(makeOverview({ recentActivity: events }));
    await loaded();

    const items = within(activity().getByRole('list', { name: 'Recent activity' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Your post went out on LinkedIn5 minutes ago',
      'A post could not be published2 hours ago',
      'LinkedIn connectedyesterday',
    ]);
    expect(within(items[0]).getByText('5 minutes ago')).toHaveAttribute(
      'datetime',
      events[0].timestamp,
    );
    expect(within(items[0]).getByTestId('CheckCircleOutlineIcon')).toBeInTheDocument();
    expect(within(items[1]).getByTestId('ErrorOutlineIcon')).toBeInTheDocument();
    expect(within(items[2]).getByTestId('LinkedInIcon')).toBeInTheDocument();
    expect(activity().queryByText('No recent activity')).not.toBeInTheDocument();
  });

  it("says 'No recent activity' when nothing has happened", async () => {
    await openDashboard(makeOverview({ recentActivity: [] }));
    await loaded();
    expect(activity().getByText('No recent activity')).toBeInTheDocument();
    expect(activity().queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('DashboardPage: loading and failure', () => {
  it('shows skeletons while the overview loads', async () => {
    server.use(meReturns(onboarded()));
    const backend = fakeDashboardServer(makeOverview({ stats: { totalPosts: stat(42) } }));
    const release = backend.hold();
    await renderApp('/dashboard', { token: 'jwt' });

    expect(
      await screen.findByRole('status', { name: 'Loading upcoming posts' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading recent activity' })).toBeInTheDocument();
    expect(statCard('Total Posts').queryByTestId('figure-value')).not.toBeInTheDocument();

    release();
    expect(await statCard('Total Posts').findByText('42')).toBeInTheDocument();
    await loaded();
  });

  it("says 'Failed to load dashboard data', and Retry loads it", async () => {
    server.use(meReturns(onboarded()));
    const backend = fakeDashboardServer(
      makeOverview({ stats: { totalPosts: stat(9, 20) }, upcomingPosts: [makeUpcomingPost()] }),
    );
    backend.fail(graphQLError('Database unavailable', 'INTERNAL_SERVER_ERROR'));
    const app = await renderApp('/dashboard', { token: 'jwt' });

    const failure = await screen.findByText(ERRORS.dashboard);
    expect(failure.closest('[role="alert"]')).toHaveStyle({ color: RED });
    expect(screen.queryByRole('group', { name: 'Total Posts' })).not.toBeInTheDocument();
    expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument();
    // What does not need the data stays usable.
    expect(screen.getByRole('link', { name: 'Generate New Post' })).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await statCard('Total Posts').findByText('+20% from last month')).toBeInTheDocument();
    expect(screen.queryByText(ERRORS.dashboard)).not.toBeInTheDocument();
    expect(upcoming().getAllByRole('listitem')).toHaveLength(1);
    expect(backend.requests()).toBe(2);
  });

  it('asks the server again on every visit', async () => {
    const { app, backend } = await openDashboard(makeOverview({ stats: { totalPosts: stat(1) } }));
    expect(await statCard('Total Posts').findByText('1')).toBeInTheDocument();

    backend.answer(makeOverview({ stats: { totalPosts: stat(2) } }));
    await act(() => app.router.navigate('/profile'));
    await screen.findByRole('button', { name: 'Edit Profile' });
    await act(() => app.router.navigate('/dashboard'));

    await waitFor(() => expect(statCard('Total Posts').getByText('2')).toBeInTheDocument());
    expect(backend.requests()).toBe(2);
  });
});
