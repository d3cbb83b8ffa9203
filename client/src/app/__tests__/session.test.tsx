import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { ERRORS, SUCCESS, TOKEN_STORAGE_KEY } from '@postpilot/common';
import { CompleteOnboardingDocument, MeDocument } from '../../gql/graphql';
import {
  graphQLError,
  meReturns,
  onboardedUser,
  unverifiedUser,
  verifiedUser,
} from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { fill } from '../../../test/user';
import { server } from '../../../test/server';

describe('session', () => {
  it('ends an expired session when the stored token is refused', async () => {
    server.use(
      graphql.query(MeDocument, () => graphQLError('Authentication required', 'UNAUTHENTICATED')),
    );
    const app = await renderApp('/onboarding', { token: 'expired-jwt' });

    expect(await screen.findByText(ERRORS.sessionExpired)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('ends the session on an HTTP 401 as well', async () => {
    server.use(graphql.query(MeDocument, () => new HttpResponse(null, { status: 401 })));
    const app = await renderApp('/verify-email', { token: 'expired-jwt' });

    expect(await screen.findByText(ERRORS.sessionExpired)).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/login'));
  });

  it('drops the stored token quietly when the user cannot be loaded for another reason', async () => {
    server.use(graphql.query(MeDocument, () => HttpResponse.error()));
    const app = await renderApp('/verify-email', { token: 'jwt' });

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.queryByText(ERRORS.sessionExpired)).not.toBeInTheDocument();
  });

  it('logs out once, with one message, when a mutation meets an expired session', async () => {
    server.use(
      meReturns(verifiedUser()),
      graphql.mutation(CompleteOnboardingDocument, () =>
        graphQLError('Authentication required', 'UNAUTHENTICATED'),
      ),
    );
    const app = await renderApp('/onboarding', { token: 'jwt' });

    await app.user.click(await screen.findByRole('button', { name: 'Marketing' }));
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await fill(app.user, screen.getByRole('textbox', { name: /Job title/ }), 'Engineer');
    await app.user.click(screen.getByRole('combobox', { name: /Years of experience/ }));
    await app.user.click(screen.getByRole('option', { name: '3-5 years' }));
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.user.click(screen.getByRole('radio', { name: /Casual/ }));
    await app.user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByText(ERRORS.sessionExpired)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    // The screen that made the request does not add the server's message on top.
    expect(screen.queryByText('Authentication required')).not.toBeInTheDocument();
    expect(screen.queryByText(ERRORS.onboarding)).not.toBeInTheDocument();
  });

  it('shows the user in the navigation bar and signs out from there', async () => {
    server.use(meReturns(unverifiedUser()));
    const app = await renderApp('/verify-email', { token: 'jwt' });

    const nav = await screen.findByRole('banner');
    const profile = await within(nav).findByRole('link', { name: /Ada/ });
    expect(profile).toHaveAttribute('href', '/profile');
    expect(within(profile).getByText('A')).toBeInTheDocument();
    // The main-area links wait for onboarding.
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();

    await app.user.click(within(nav).getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByText(SUCCESS.logout)).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('shows the main-area links once onboarding is complete, named by email without a first name', async () => {
    server.use(meReturns(onboardedUser()));
    server.use(
      graphql.query(MeDocument, () =>
        HttpResponse.json({ data: { me: { ...onboardedUser(), firstName: '' } } }),
      ),
    );
    await renderApp('/', { token: 'jwt' });

    const nav = await screen.findByRole('banner');
    for (const name of ['Dashboard', 'Schedule', 'Content', 'Analytics']) {
      expect(await within(nav).findByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: /ada@example.com/ })).toBeInTheDocument();
  });
});
