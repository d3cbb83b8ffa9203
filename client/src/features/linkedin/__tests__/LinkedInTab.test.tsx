import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { LINKEDIN_MESSAGES } from '@postpilot/common';
import {
  ApprovalWriterDocument,
  ConnectLinkedInDocument,
  DisconnectLinkedInDocument,
  LinkedInConnectionDocument,
  MeDocument,
} from '../../../gql/graphql';
import { graphQLError, makeUser, type TestUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { browserNavigation } from '../browserNavigation';
import { connected, makeConnection, type TestConnection } from './linkedInFixtures';

const CONSENT_URL = 'http://localhost/sandbox/linkedin/oauth/v2/authorization?state=abc';
const SANDBOX_NOTE =
  "No LinkedIn app is configured, so Postpilot's built-in sandbox stands in for LinkedIn: posts appear in the sandbox feed (opens in a new tab) instead of on LinkedIn.";

const onboarded = (overrides: Partial<TestUser> = {}) =>
  makeUser({ isEmailVerified: true, hasCompletedOnboarding: true, ...overrides });

/**
 * The server behind the LinkedIn tab: the session user, the connection (which `set` changes,
 * as the OAuth callback or a disconnect would), and how often each was asked for.
 */
function fakeLinkedIn(initial: TestConnection, user: TestUser = onboarded()) {
  let connection = initial;
  const asked = { me: 0, connection: 0 };
  server.use(
    graphql.query(MeDocument, () => {
      asked.me += 1;
      return HttpResponse.json({
        data: { me: { ...user, linkedInConnected: connection.status === 'connected' } },
      });
    }),
    graphql.query(LinkedInConnectionDocument, () => {
      asked.connection += 1;
      return HttpResponse.json({ data: { linkedInConnection: connection } });
    }),
    // The tab asks who writes, to say whether the approval switch decides (SettingsPage tests it).
    graphql.query(ApprovalWriterDocument, () =>
      HttpResponse.json({ data: { writer: { source: 'user' } } }),
    ),
  );
  return {
    asked,
    set(next: TestConnection) {
      connection = next;
    },
  };
}

async function openLinkedInTab(route = '/settings?tab=linkedin') {
  const app = await renderApp(route, { token: 'jwt' });
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  expect(screen.getByRole('tab', { name: 'LinkedIn' })).toHaveAttribute('aria-selected', 'true');
  return app;
}

const panel = () => within(screen.getByRole('tabpanel'));

/** Stands in for leaving the app: jsdom cannot navigate to another site. */
function captureNavigation() {
  const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
  return assign;
}

afterEach(() => jest.restoreAllMocks());

describe('Settings: LinkedIn connection', () => {
  it('offers Connect LinkedIn when not connected, and explains the sandbox', async () => {
    fakeLinkedIn(makeConnection({ sandbox: true }));
    await openLinkedInTab();

    expect(await panel().findByRole('button', { name: 'Connect LinkedIn' })).toBeEnabled();
    expect(panel().getByText('Not Connected')).toBeInTheDocument();
    expect(panel().getByText('Sandbox')).toBeInTheDocument();
    const note = panel().getByText(/No LinkedIn app is configured/);
    expect(note).toHaveTextContent(SANDBOX_NOTE);
    const feed = within(note).getByRole('link', { name: /sandbox feed/ });
    expect(feed).toHaveAttribute('href', '/sandbox/linkedin/feed');
    expect(feed).toHaveAttribute('target', '_blank');
    expect(panel().queryByRole('button', { name: 'Disconnect' })).not.toBeInTheDocument();
    // The auto-post and approval switches stay on the tab.
    expect(screen.getByRole('switch', { name: /Auto-post/ })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Content approval/ })).toBeInTheDocument();
  });

  it('says nothing of a sandbox when LinkedIn itself is used', async () => {
    fakeLinkedIn(connected());
    await openLinkedInTab();

    await panel().findByText('Connected');
    expect(panel().queryByText('Sandbox')).not.toBeInTheDocument();
    expect(panel().queryByText(/No LinkedIn app is configured/)).not.toBeInTheDocument();
  });

  it('asks the server for the consent page and sends the browser there', async () => {
    fakeLinkedIn(makeConnection({ sandbox: true }));
    const assign = captureNavigation();
    let release: () => void = () => undefined;
    let calls = 0;
    server.use(
      graphql.mutation(ConnectLinkedInDocument, async () => {
        calls += 1;
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ data: { connectLinkedIn: { url: CONSENT_URL } } });
      }),
    );
    const app = await openLinkedInTab();

    await app.user.click(await panel().findByRole('button', { name: 'Connect LinkedIn' }));
    expect(await panel().findByRole('button', { name: 'Connecting...' })).toBeDisabled();
    expect(assign).not.toHaveBeenCalled();
    release();

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CONSENT_URL));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(calls).toBe(1);
    // It stays busy until the consent page replaces this one.
    expect(panel().getByRole('button', { name: 'Connecting...' })).toBeDisabled();
    // The button belongs to no form submission: nothing else was saved.
    expect(screen.queryByText('Settings updated successfully!')).not.toBeInTheDocument();
  });

  it("shows the server's message, or 'Failed to connect LinkedIn', when connecting fails", async () => {
    fakeLinkedIn(makeConnection());
    const assign = captureNavigation();
    server.use(
      graphql.mutation(ConnectLinkedInDocument, () =>
        graphQLError('Too many attempts. Please try again in 1 minute.', 'RATE_LIMITED'),
      ),
    );
    const app = await openLinkedInTab();

    await app.user.click(await panel().findByRole('button', { name: 'Connect LinkedIn' }));
    expect(
      await screen.findByText('Too many attempts. Please try again in 1 minute.'),
    ).toBeInTheDocument();
    expect(panel().getByRole('button', { name: 'Connect LinkedIn' })).toBeEnabled();

    server.use(graphql.mutation(ConnectLinkedInDocument, () => HttpResponse.error()));
    await app.user.click(panel().getByRole('button', { name: 'Connect LinkedIn' }));
    expect(await screen.findByText('Failed to connect LinkedIn')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the connected account with its expiry, and disconnects after a confirmation', async () => {
    const fake = fakeLinkedIn(connected({ name: 'Grace Hopper' }));
    const disconnects: number[] = [];
    server.use(
      graphql.mutation(DisconnectLinkedInDocument, () => {
        disconnects.push(Date.now());
        fake.set(makeConnection());
        return HttpResponse.json({ data: { disconnectLinkedIn: makeConnection() } });
      }),
    );
    const app = await openLinkedInTab();

    expect(await panel().findByText('Grace Hopper')).toBeInTheDocument();
    expect(panel().getByText('Connected')).toBeInTheDocument();
    expect(panel().getByText('Connected until Jan 15, 2030')).toBeInTheDocument();
    expect(panel().queryByRole('button', { name: 'Connect LinkedIn' })).not.toBeInTheDocument();
    expect(panel().queryByRole('alert')).not.toBeInTheDocument();

    // Cancel keeps the connection.
    await app.user.click(panel().getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect LinkedIn?' });
    expect(dialog).toHaveAccessibleDescription(/Scheduled posts stay scheduled/);
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(disconnects).toHaveLength(0);

    const meBefore = fake.asked.me;
    await app.user.click(panel().getByRole('button', { name: 'Disconnect' }));
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }),
    );

    expect(await screen.findByText('LinkedIn disconnected')).toBeInTheDocument();
    expect(disconnects).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await panel().findByRole('button', { name: 'Connect LinkedIn' })).toBeInTheDocument();
    expect(panel().getByText('Not Connected')).toBeInTheDocument();
    // The session user is read again, so linkedInConnected follows everywhere.
    await waitFor(() => expect(fake.asked.me).toBeGreaterThan(meBefore));
  });

  it('keeps the connection and says so when disconnecting fails', async () => {
    fakeLinkedIn(connected());
    server.use(graphql.mutation(DisconnectLinkedInDocument, () => HttpResponse.error()));
    const app = await openLinkedInTab();

    await app.user.click(await panel().findByRole('button', { name: 'Disconnect' }));
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }),
    );
    expect(await screen.findByText('Failed to disconnect LinkedIn')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(panel().getByText('Connected')).toBeInTheDocument();
    expect(panel().getByRole('button', { name: 'Disconnect' })).toBeInTheDocument();
  });

  it('asks to reconnect a connection LinkedIn refused', async () => {
    fakeLinkedIn(connected({ status: 'needs_reconnect' }));
    const assign = captureNavigation();
    server.use(
      graphql.mutation(ConnectLinkedInDocument, () =>
        HttpResponse.json({ data: { connectLinkedIn: { url: CONSENT_URL } } }),
      ),
    );
    const app = await openLinkedInTab();

    const alert = await panel().findByRole('alert');
    expect(alert).toHaveTextContent(LINKEDIN_MESSAGES.reconnect);
    expect(panel().getByText('Needs reconnecting')).toBeInTheDocument();
    await app.user.click(within(alert).getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CONSENT_URL));
  });

  it('warns before the connection expires', async () => {
    fakeLinkedIn(connected({ expiresSoon: true, expiresAt: '2030-01-15T12:00:00.000Z' }));
    await openLinkedInTab();

    const alert = await panel().findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your LinkedIn connection expires on Jan 15, 2030: reconnect to keep publishing',
    );
    expect(within(alert).getByRole('button', { name: 'Reconnect' })).toBeEnabled();
  });

  it('welcomes a connection back from LinkedIn once, and reads the user again', async () => {
    const fake = fakeLinkedIn(connected({ sandbox: true }));
    const app = await openLinkedInTab('/settings?tab=linkedin&linkedin=connected');

    expect(await screen.findByText('LinkedIn connected successfully!')).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.search).toBe('?tab=linkedin'));
    expect(await panel().findByText('Connected')).toBeInTheDocument();
    await waitFor(() => expect(fake.asked.me).toBeGreaterThanOrEqual(2));
    expect(screen.getAllByText('LinkedIn connected successfully!')).toHaveLength(1);
  });

  it.each([
    ['user_cancelled_authorize', 'LinkedIn connection was cancelled'],
    ['invalid_state', `Failed to connect LinkedIn. ${LINKEDIN_MESSAGES.stateInvalid}`],
    [
      'other_browser',
      'Failed to connect LinkedIn. This LinkedIn link was opened in another browser. Connect again from this browser.',
    ],
    [
      'unavailable',
      'Failed to connect LinkedIn. LinkedIn could not be reached. Please try again in a moment.',
    ],
    ['server_error', 'Failed to connect LinkedIn. LinkedIn answered: server error.'],
  ])('says why connecting failed (%s) and clears the address', async (reason, message) => {
    fakeLinkedIn(makeConnection());
    const app = await openLinkedInTab(`/settings?tab=linkedin&linkedin=error&reason=${reason}`);

    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.search).toBe('?tab=linkedin'));
    expect(screen.queryByText('LinkedIn connected successfully!')).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the connection cannot be read', async () => {
    const fake = fakeLinkedIn(makeConnection());
    server.use(
      graphql.query(LinkedInConnectionDocument, () => graphQLError('Try later', 'INTERNAL'), {
        once: true,
      }),
    );
    const app = await openLinkedInTab();

    expect(await panel().findByText('Failed to load the LinkedIn connection')).toBeInTheDocument();
    await app.user.click(panel().getByRole('button', { name: 'Retry' }));
    expect(await panel().findByRole('button', { name: 'Connect LinkedIn' })).toBeInTheDocument();
    expect(fake.asked.connection).toBe(1);
  });
});
