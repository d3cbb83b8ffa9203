import { act, screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { DashboardOverviewDocument, MeDocument, PostsDocument } from '../../gql/graphql';
import { meReturns, onboardedUser, unverifiedUser, verifiedUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { LINK_INVALID_SIGN_IN_NOTICE } from '../../features/auth/LoginPage';
import { server } from '../../../test/server';

/** Nothing waits for approval on the dashboard a trip ends on. */
const nothingWaits = () =>
  graphql.query(PostsDocument, () =>
    HttpResponse.json({ data: { posts: { totalCount: 0, hasMore: false, posts: [] } } }),
  );

/** An overview with nothing in it, for the dashboard a trip ends on. */
const dashboardReturnsNothing = () => {
  const stat = { __typename: 'StatValue', value: 0, changePercent: null, note: null } as const;
  return graphql.query(DashboardOverviewDocument, () =>
    HttpResponse.json({
      data: {
        dashboardOverview: {
          stats: {
            totalPosts: stat,
            scheduledPosts: stat,
            totalEngagement: stat,
            profileViews: stat,
          },
          upcomingPosts: [],
          recentActivity: [],
          linkedInStatus: {
            status: 'not_connected',
            name: null,
            expiresAt: null,
            expiresSoon: false,
            sandbox: true,
          },
        },
      },
    }),
  );
};

describe('route guards (the access flow: sign-in, verification, onboarding)', () => {
  it("keeps a refused verification link's notice for a signed-out visitor, on /login", async () => {
    const app = await renderApp('/verify-email?error=invalid-link');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
    expect(screen.getByText(LINK_INVALID_SIGN_IN_NOTICE)).toBeInTheDocument();
  });

  it('sends a signed-out visitor from /onboarding to /login', async () => {
    const app = await renderApp('/onboarding');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
  });

  it('sends a signed-out visitor from /verify-email to /login', async () => {
    const app = await renderApp('/verify-email');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
  });

  it('redirects an unknown path to the landing page', async () => {
    const app = await renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: /Your LinkedIn presence/ }),
    ).toBeInTheDocument();
    expect(app.pathname()).toBe('/');
  });

  it('keeps an unverified user on /verify-email, away from sign-in and onboarding', async () => {
    server.use(meReturns(unverifiedUser()));
    const app = await renderApp('/login', { token: 'jwt' });
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/verify-email');

    await act(() => app.router.navigate('/onboarding'));
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/verify-email');
  });

  it('sends a verified user who has not onboarded from the auth pages to /onboarding', async () => {
    server.use(meReturns(verifiedUser()));
    const app = await renderApp('/register', { token: 'jwt' });
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(app.pathname()).toBe('/onboarding');

    await act(() => app.router.navigate('/verify-email'));
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('sends an onboarded user from /onboarding and /verify-email to /dashboard', async () => {
    server.use(meReturns(onboardedUser()), dashboardReturnsNothing(), nothingWaits());
    const app = await renderApp('/onboarding', { token: 'jwt' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' }),
    ).toBeInTheDocument();
    expect(app.visited).toEqual(['/onboarding', '/dashboard']);

    await act(() => app.router.navigate('/verify-email'));
    expect(app.visited).toEqual(['/onboarding', '/dashboard', '/verify-email', '/dashboard']);
  });

  it('shows a loading view while the stored token is being checked', async () => {
    let answer: () => void = () => undefined;
    server.use(
      graphql.query(MeDocument, async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ data: { me: unverifiedUser() } });
      }),
    );
    await renderApp('/verify-email', { token: 'jwt' });

    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
  });
});
