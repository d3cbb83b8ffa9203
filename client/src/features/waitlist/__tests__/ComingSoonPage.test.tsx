import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { SERVER_MESSAGES, SUCCESS, VALIDATION } from '@postpilot/common';
import {
  JoinWaitlistDocument,
  LaunchDateDocument,
  type JoinWaitlistMutationVariables,
} from '../../../gql/graphql';
import { graphQLError } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { fill } from '../../../../test/user';
import { server } from '../../../../test/server';
import { freezeClockAt } from '../../../../test/clock';

type App = Awaited<ReturnType<typeof renderApp>>;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A fixed "now" for the countdown tests. */
const NOW = Date.parse('2026-05-04T10:00:00.000Z');

const launchDateIs = (launchDate: string | null) =>
  graphql.query(LaunchDateDocument, () => HttpResponse.json({ data: { launchDate } }));

async function openComingSoon(launchDate: string | null = null) {
  server.use(launchDateIs(launchDate));
  const app = await renderApp('/coming-soon');
  await screen.findByRole('heading', { level: 1, name: 'Postpilot is coming soon' });
  return app;
}

const timer = () => within(screen.getByRole('timer', { name: 'Time until launch' }));

/** The four tiles, as 'Days 02' and so on. */
function countdown() {
  return ['Days', 'Hours', 'Minutes', 'Seconds'].map((unit) => {
    const value = timer().getByText(unit).previousElementSibling;
    return `${unit} ${value?.textContent ?? ''}`;
  });
}

const emailField = () => screen.getByRole('textbox', { name: 'Email address' });
const joinButton = () => screen.getByRole('button', { name: 'Join the Waitlist' });

async function join(app: App, email: string) {
  await app.user.clear(emailField());
  if (email) await fill(app.user, emailField(), email);
  await app.user.click(joinButton());
}

function captureJoins(answer: () => Response | Promise<Response>) {
  const sent: JoinWaitlistMutationVariables[] = [];
  server.use(
    graphql.mutation(JoinWaitlistDocument, ({ variables }) => {
      sent.push(variables);
      return answer();
    }),
  );
  return sent;
}

const joined = () =>
  HttpResponse.json({ data: { joinWaitlist: { success: true, message: SUCCESS.waitlist } } });

describe('ComingSoonPage', () => {
  afterEach(() => jest.useRealTimers());

  it('is drawn without the navigation bar and footer', async () => {
    await openComingSoon();

    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Postpilot home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { name: 'Get Early Access' })).toBeInTheDocument();
    expect(screen.getByText('No spam, ever. Unsubscribe at any time.')).toBeInTheDocument();
    for (const feature of ['AI Content Generation', 'Smart Scheduling', 'Advanced Analytics']) {
      expect(screen.getByRole('heading', { name: feature })).toBeInTheDocument();
    }
  });

  it('counts down to the launch date the server gives', async () => {
    freezeClockAt(NOW);
    const launch = new Date(NOW + 2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND).toISOString();
    await openComingSoon(launch);

    await waitFor(() =>
      expect(countdown()).toEqual(['Days 02', 'Hours 03', 'Minutes 04', 'Seconds 05']),
    );

    // It is live: a second later (the page reads the clock on each tick) it shows one less.
    act(() => jest.setSystemTime(NOW + SECOND));
    await waitFor(
      () => expect(countdown()).toEqual(['Days 02', 'Hours 03', 'Minutes 04', 'Seconds 04']),
      { timeout: 3 * SECOND },
    );
  });

  it('shows dashes until the launch date is known', async () => {
    let answer: () => void = () => undefined;
    server.use(
      graphql.query(LaunchDateDocument, async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        const launchDate = new Date(Date.now() + 2 * DAY + 30 * MINUTE).toISOString();
        return HttpResponse.json({ data: { launchDate } });
      }),
    );
    await renderApp('/coming-soon');

    expect(await screen.findByRole('timer')).toBeInTheDocument();
    expect(countdown()).toEqual(['Days --', 'Hours --', 'Minutes --', 'Seconds --']);
    answer();
    await waitFor(() => expect(countdown().slice(0, 2)).toEqual(['Days 02', 'Hours 00']));
  });

  it('counts down from 30 days after the page loaded when no launch date is set', async () => {
    freezeClockAt(NOW);
    await openComingSoon(null);

    await waitFor(() =>
      expect(countdown()).toEqual(['Days 30', 'Hours 00', 'Minutes 00', 'Seconds 00']),
    );
    act(() => jest.setSystemTime(NOW + SECOND));
    await waitFor(
      () => expect(countdown()).toEqual(['Days 29', 'Hours 23', 'Minutes 59', 'Seconds 59']),
      { timeout: 3 * SECOND },
    );
  });

  it('counts from 30 days on real time too (Days 29 or 30)', async () => {
    await openComingSoon(null);

    await waitFor(() => expect(countdown()[0]).toMatch(/^Days (29|30)$/));
  });

  describe('waitlist', () => {
    it('checks the address and sends nothing while it is missing or malformed', async () => {
      const sent = captureJoins(joined);
      const app = await openComingSoon();

      await app.user.click(joinButton());
      expect(await screen.findByText(VALIDATION.waitlistEmailRequired)).toBeInTheDocument();
      expect(emailField()).toHaveAccessibleDescription(VALIDATION.waitlistEmailRequired);

      await join(app, 'bad@x');
      expect(await screen.findByText(VALIDATION.waitlistEmailInvalid)).toBeInTheDocument();
      expect(screen.queryByText(VALIDATION.waitlistEmailRequired)).not.toBeInTheDocument();

      await join(app, 'ada@example');
      expect(await screen.findByText(VALIDATION.waitlistEmailInvalid)).toBeInTheDocument();
      expect(sent).toHaveLength(0);
    });

    it("joins with the trimmed address, reads 'Joining...' meanwhile, then clears the field", async () => {
      let release: () => void = () => undefined;
      const sent = captureJoins(async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return joined();
      });
      const app = await openComingSoon();

      await join(app, '  ada@example.com ');
      expect(await screen.findByRole('button', { name: 'Joining...' })).toBeDisabled();
      expect(screen.queryByText(SUCCESS.waitlist)).not.toBeInTheDocument();
      release();

      expect(await screen.findByText(SUCCESS.waitlist)).toBeInTheDocument();
      expect(sent).toEqual([{ input: { email: 'ada@example.com' } }]);
      await waitFor(() => expect(emailField()).toHaveValue(''));
      expect(joinButton()).toBeEnabled();
      // Cleared, not flagged as missing.
      expect(screen.queryByText(VALIDATION.waitlistEmailRequired)).not.toBeInTheDocument();
    });

    it("shows the server's message as an error, keeping the address", async () => {
      const refusal = SERVER_MESSAGES.tooManyRequests(60);
      captureJoins(() => graphQLError(refusal, 'RATE_LIMITED', { retryAfter: 60 }));
      const app = await openComingSoon();

      await join(app, 'ada@example.com');

      expect(await screen.findByText(refusal)).toBeInTheDocument();
      expect(screen.queryByText(SUCCESS.waitlist)).not.toBeInTheDocument();
      expect(emailField()).toHaveValue('ada@example.com');
      expect(joinButton()).toBeEnabled();
    });

    it("says 'Failed to join the waitlist' when the server gives no message", async () => {
      captureJoins(() => HttpResponse.error());
      const app = await openComingSoon();

      await join(app, 'ada@example.com');

      expect(await screen.findByText('Failed to join the waitlist')).toBeInTheDocument();
    });
  });
});
