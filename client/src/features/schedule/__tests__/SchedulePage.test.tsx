import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { ERRORS, SCHEDULE_MESSAGES, SUCCESS } from '@postpilot/common';
import { graphQLError, makeUser, meReturns } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import {
  fakeScheduleServer,
  inputOf,
  makePost,
  makeSchedule,
  slot,
  type TestSchedule,
} from './fakeScheduleServer';

type App = ReturnType<typeof renderApp>;

const onboarded = () => makeUser({ isEmailVerified: true, hasCompletedOnboarding: true });

async function openSchedule({ loaded = true } = {}) {
  server.use(meReturns(onboarded()));
  const app = renderApp('/schedule', { token: 'jwt' });
  await screen.findByRole('heading', { level: 1, name: 'Schedule' });
  if (loaded) await screen.findByRole('heading', { name: 'Posting schedule' });
  return app;
}

const select = (name: string) => screen.getByRole('combobox', { name });
const toggle = (name: string) => screen.getByRole('switch', { name: new RegExp(`^${name}`) });
const timeInput = (n: number) => screen.getByLabelText(`Posting time ${n}`);
const timeInputs = () => screen.queryAllByLabelText(/^Posting time \d+$/);
const dayChip = (day: string) => screen.getByRole('button', { name: day });
const saveState = () =>
  within(screen.getByRole('region', { name: 'Posting schedule' })).getByRole('status');

async function choose(app: App, selectName: string, option: RegExp | string) {
  await app.user.click(select(selectName));
  await app.user.click(screen.getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

async function setTime(app: App, input: HTMLElement, time: string) {
  await app.user.clear(input);
  await app.user.paste(time);
}

/** Waits until `count` updates were sent and the page says they are stored. */
async function savedTimes(sent: unknown[], count: number) {
  await waitFor(() => expect(sent).toHaveLength(count));
  await waitFor(() => expect(saveState()).toHaveTextContent('All changes saved'));
}

describe('SchedulePage', () => {
  it('shows the stored schedule in the controls', async () => {
    fakeScheduleServer(
      makeSchedule({
        timezone: 'Asia/Tokyo',
        frequency: 'custom',
        customDays: ['tuesday', 'friday'],
        timeSlots: ['08:30', '17:15'],
        autoPost: true,
        isActive: false,
      }),
    );
    await openSchedule();

    expect(toggle('Active')).not.toBeChecked();
    expect(select('Time zone')).toHaveTextContent('Asia/Tokyo');
    expect(select('Frequency')).toHaveTextContent('Custom');
    expect(dayChip('Tuesday')).toHaveAttribute('aria-pressed', 'true');
    expect(dayChip('Friday')).toHaveAttribute('aria-pressed', 'true');
    expect(dayChip('Monday')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Posts go out every Tuesday and Friday.')).toBeInTheDocument();
    expect(timeInputs().map((input) => (input as HTMLInputElement).value)).toEqual([
      '08:30',
      '17:15',
    ]);
    expect(toggle('Auto-post')).toBeChecked();
    expect(saveState()).toHaveTextContent('All changes saved');
    expect(screen.getByText(/The schedule is paused/)).toBeInTheDocument();
  });

  it('lists the 11 schedule time zones and the three frequencies', async () => {
    fakeScheduleServer();
    const app = await openSchedule();

    await app.user.click(select('Time zone'));
    const zones = screen.getAllByRole('option').map((option) => option.textContent);
    expect(zones.map((zone) => zone?.replace(/GMT.*$/, ''))).toEqual([
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Los_Angeles',
      'Europe/London',
      'Europe/Paris',
      'Europe/Berlin',
      'Asia/Tokyo',
      'Asia/Shanghai',
      'Australia/Sydney',
      'UTC',
    ]);
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await app.user.click(select('Frequency'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Daily',
      'Weekly',
      'Custom',
    ]);
  });

  it('saves every change at once as the whole schedule, with a toast each time', async () => {
    const stored = makeSchedule();
    const fake = fakeScheduleServer(stored);
    const app = await openSchedule();
    const base = inputOf(stored);

    await app.user.click(toggle('Active'));
    await savedTimes(fake.sent, 1);
    expect(await screen.findByText(SUCCESS.schedule)).toBeInTheDocument();
    expect(fake.sent[0]).toEqual({ ...base, isActive: false });

    await choose(app, 'Time zone', /^Asia\/Tokyo/);
    await savedTimes(fake.sent, 2);
    expect(fake.sent[1]).toEqual({ ...base, isActive: false, timezone: 'Asia/Tokyo' });

    await choose(app, 'Frequency', 'Weekly');
    await savedTimes(fake.sent, 3);
    const weekly = { ...base, isActive: false, timezone: 'Asia/Tokyo', frequency: 'weekly' };
    expect(fake.sent[2]).toEqual(weekly);

    await setTime(app, timeInput(1), '07:45');
    await savedTimes(fake.sent, 4);
    expect(fake.sent[3]).toEqual({ ...weekly, timeSlots: ['07:45'] });

    await app.user.click(toggle('Auto-post'));
    await savedTimes(fake.sent, 5);
    expect(fake.sent[4]).toEqual({ ...weekly, timeSlots: ['07:45'], autoPost: true });
    expect(fake.stored()).toEqual({
      __typename: 'Schedule',
      ...weekly,
      timeSlots: ['07:45'],
      autoPost: true,
    });
    expect(toggle('Auto-post')).toBeChecked();
    expect(toggle('Active')).not.toBeChecked();
    expect(screen.getAllByText(SUCCESS.schedule).length).toBeGreaterThan(0);
  });

  it('starts a new time at 09:00 and never removes the last one', async () => {
    const fake = fakeScheduleServer(makeSchedule({ timeSlots: ['18:00'] }));
    const app = await openSchedule();

    // One time: nothing to remove.
    expect(timeInputs()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Add time' }));
    expect(timeInput(2)).toHaveValue('09:00');
    await savedTimes(fake.sent, 1);
    expect(fake.sent[0].timeSlots).toEqual(['18:00', '09:00']);
    // The server sorts the times; the rows stay where the user put them.
    expect(fake.stored().timeSlots).toEqual(['09:00', '18:00']);
    expect(timeInputs().map((input) => (input as HTMLInputElement).value)).toEqual([
      '18:00',
      '09:00',
    ]);

    await app.user.click(screen.getByRole('button', { name: 'Remove 18:00' }));
    await savedTimes(fake.sent, 2);
    expect(fake.sent[1].timeSlots).toEqual(['09:00']);
    expect(timeInputs()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('does not save a repeated or incomplete time, and says so', async () => {
    const fake = fakeScheduleServer(makeSchedule({ timeSlots: ['09:00'] }));
    const app = await openSchedule();

    await app.user.click(screen.getByRole('button', { name: 'Add time' }));
    expect(await screen.findByText('09:00 is already a posting time')).toBeInTheDocument();
    expect(saveState()).toHaveTextContent('Not saved: 09:00 is already a posting time');
    await app.user.clear(timeInput(2));
    expect(saveState()).toHaveTextContent('Not saved: Enter a time such as 09:00');
    // Save Changes says why instead of saving.
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(screen.getAllByText('Not saved: Enter a time such as 09:00')).toHaveLength(2),
    );
    expect(fake.sent).toHaveLength(0);

    await app.user.click(timeInput(2));
    await app.user.paste('13:30');
    await savedTimes(fake.sent, 1);
    expect(fake.sent[0].timeSlots).toEqual(['09:00', '13:30']);
  });

  it('toggles weekdays in the order picked; a weekly schedule posts on the first', async () => {
    const stored = makeSchedule({ frequency: 'custom' });
    const fake = fakeScheduleServer(stored);
    const app = await openSchedule();

    expect(screen.getByText(SCHEDULE_MESSAGES.noSlots)).toBeInTheDocument();
    await app.user.click(dayChip('Wednesday'));
    await savedTimes(fake.sent, 1);
    await app.user.click(dayChip('Monday'));
    await savedTimes(fake.sent, 2);
    expect(fake.sent.map((input) => input.customDays)).toEqual([
      ['wednesday'],
      ['wednesday', 'monday'],
    ]);
    expect(dayChip('Monday')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Posts go out every Monday and Wednesday.')).toBeInTheDocument();

    await choose(app, 'Frequency', 'Weekly');
    await savedTimes(fake.sent, 3);
    expect(
      screen.getByText(
        'Weekly posts go out on the first day you pick (Monday when none). Posting day: Wednesday.',
      ),
    ).toBeInTheDocument();

    await app.user.click(dayChip('Wednesday'));
    await savedTimes(fake.sent, 4);
    expect(fake.sent[3]).toEqual({
      ...inputOf(stored),
      frequency: 'weekly',
      customDays: ['monday'],
    });
    expect(dayChip('Wednesday')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(/Posting day: Monday\./)).toBeInTheDocument();

    await choose(app, 'Frequency', 'Daily');
    await savedTimes(fake.sent, 5);
    expect(screen.queryByRole('group', { name: /Posting day/ })).not.toBeInTheDocument();
    // The days stay stored for when the frequency changes back.
    expect(fake.sent[4].customDays).toEqual(['monday']);
  });

  it("puts the saved values back when a save fails, with the server's message or the fallback", async () => {
    const fake = fakeScheduleServer(makeSchedule({ timezone: 'Europe/Paris' }));
    const app = await openSchedule();

    fake.fail('UpdateSchedule', () =>
      graphQLError(SCHEDULE_MESSAGES.timezoneInvalid, 'BAD_USER_INPUT'),
    );
    await choose(app, 'Time zone', /^UTC/);
    expect(await screen.findByText(SCHEDULE_MESSAGES.timezoneInvalid)).toBeInTheDocument();
    await waitFor(() => expect(select('Time zone')).toHaveTextContent('Europe/Paris'));
    expect(saveState()).toHaveTextContent('All changes saved');

    fake.fail('UpdateSchedule', () => HttpResponse.error());
    await app.user.click(toggle('Auto-post'));
    expect(await screen.findByText(ERRORS.scheduleUpdate)).toBeInTheDocument();
    await waitFor(() => expect(toggle('Auto-post')).not.toBeChecked());
    expect(fake.sent).toHaveLength(2);
    expect(fake.stored().timezone).toBe('Europe/Paris');
    expect(screen.queryByText(SUCCESS.schedule)).not.toBeInTheDocument();
  });

  it('sends a change made during a save after it, with both changes', async () => {
    const stored = makeSchedule();
    const fake = fakeScheduleServer(stored);
    const app = await openSchedule();

    const release = fake.hold('UpdateSchedule');
    await app.user.click(toggle('Auto-post'));
    await waitFor(() => expect(fake.sent).toHaveLength(1));
    // Never shown as saved while the server has not said so.
    expect(saveState()).toHaveTextContent('Saving…');
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await app.user.click(toggle('Active'));
    expect(fake.sent).toHaveLength(1);

    release();
    await savedTimes(fake.sent, 2);
    expect(fake.sent).toEqual([
      { ...inputOf(stored), autoPost: true },
      { ...inputOf(stored), autoPost: true, isActive: false },
    ]);
  });

  it('saves the whole schedule again with Save Changes', async () => {
    const stored = makeSchedule({ frequency: 'custom', customDays: ['friday'] });
    const fake = fakeScheduleServer(stored);
    const app = await openSchedule();

    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(SUCCESS.schedule)).toBeInTheDocument();
    expect(fake.sent).toEqual([inputOf(stored)]);
  });

  it('previews the next 10 slots with their posts', async () => {
    const post = makePost({
      content: 'Why mentoring pays off',
      scheduledTime: '2030-01-02T09:00:00.000Z',
    });
    const fake = fakeScheduleServer(makeSchedule(), {
      preview: (count) =>
        Array.from({ length: count }, (_, day) =>
          slot(new Date(Date.UTC(2030, 0, 1 + day, 9)).toISOString(), day === 1 ? post : null),
        ),
    });
    const app = await openSchedule();

    fake.fail('SchedulePreview', () => graphQLError('Preview unavailable', 'INTERNAL'));
    await app.user.click(screen.getByRole('button', { name: 'Preview Schedule' }));
    expect(await screen.findByText('Preview unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Schedule Preview' })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Preview Schedule' }));
    expect(await screen.findByText(SUCCESS.preview)).toBeInTheDocument();
    const region = within(screen.getByRole('region', { name: 'Schedule Preview' }));
    const items = region.getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('Tue, Jan 1 · 9:00 AM');
    expect(items[0]).toHaveTextContent('Free slot');
    expect(items[1]).toHaveTextContent('Wed, Jan 2 · 9:00 AM');
    expect(items[1]).toHaveTextContent('Why mentoring pays off');
    expect(items[1]).not.toHaveTextContent('Free slot');
    expect(fake.previews).toContainEqual({ count: 10 });
  });

  it("says 'Failed to generate preview' when the preview fails without a message", async () => {
    const fake = fakeScheduleServer();
    const app = await openSchedule();

    fake.fail('SchedulePreview', () => HttpResponse.json({ data: null }));
    await app.user.click(screen.getByRole('button', { name: 'Preview Schedule' }));
    expect(await screen.findByText(ERRORS.preview)).toBeInTheDocument();
  });

  it('lists the first 10 upcoming posts with their time, status and text', async () => {
    const posts = Array.from({ length: 12 }, (_, index) =>
      makePost({
        content: `Upcoming number ${index + 1}`,
        scheduledTime: new Date(Date.UTC(2030, 0, 1 + index, 9)).toISOString(),
        status: index === 0 ? 'publishing' : 'scheduled',
      }),
    );
    const fake = fakeScheduleServer(makeSchedule({ timezone: 'America/New_York' }), {
      upcoming: posts,
    });
    await openSchedule();

    const region = within(screen.getByRole('region', { name: 'Upcoming Posts' }));
    const list = within(await region.findByRole('list', { name: 'Upcoming posts' }));
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(10);
    // 09:00 UTC is 4:00 AM in New York in January.
    expect(items[0]).toHaveTextContent('Tue, Jan 1 · 4:00 AM (America/New_York)');
    expect(items[0]).toHaveTextContent('Publishing');
    expect(items[0]).toHaveTextContent('Upcoming number 1');
    expect(items[1]).toHaveTextContent('Scheduled');
    expect(items[9]).toHaveTextContent('Upcoming number 10');
    expect(region.queryByText('Upcoming number 11')).not.toBeInTheDocument();
    expect(region.getByText(/2 more scheduled after these/)).toBeInTheDocument();
    expect(fake.upcomingAsked[0]).toEqual({ limit: 100 });
  });

  it('offers to create the first post when nothing is scheduled', async () => {
    fakeScheduleServer();
    const app = await openSchedule();

    const region = within(screen.getByRole('region', { name: 'Upcoming Posts' }));
    expect(await region.findByText('No upcoming posts')).toBeInTheDocument();
    const link = region.getByRole('link', { name: 'Create your first post' });
    expect(link).toHaveAttribute('href', '/content');
    expect(app.pathname()).toBe('/schedule');
  });

  it('shows an error with Retry when the schedule cannot be loaded, and never saves defaults', async () => {
    const fake = fakeScheduleServer(makeSchedule({ timezone: 'Asia/Tokyo' }));
    fake.fail('Schedule', () => graphQLError('Database unavailable', 'INTERNAL'));
    const app = await openSchedule({ loaded: false });

    expect(await screen.findByText(/Failed to load your schedule/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Time zone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Posting schedule' })).toBeInTheDocument();
    expect(select('Time zone')).toHaveTextContent('Asia/Tokyo');
    expect(fake.sent).toHaveLength(0);
  });

  it('shows an error with Retry when the upcoming posts cannot be loaded', async () => {
    const fake = fakeScheduleServer(makeSchedule(), {
      upcoming: [makePost({ content: 'Back again' })],
    });
    fake.fail('UpcomingPosts', () => graphQLError('Try later', 'INTERNAL'));
    const app = await openSchedule();

    const region = within(screen.getByRole('region', { name: 'Upcoming Posts' }));
    expect(await region.findByText('Failed to load upcoming posts')).toBeInTheDocument();
    await app.user.click(region.getByRole('button', { name: 'Retry' }));
    expect(await region.findByText('Back again')).toBeInTheDocument();
  });

  describe('calendar', () => {
    // Thursday 20 November 2025, noon in London; only the clock is fixed, timers run.
    beforeEach(() => {
      jest.useFakeTimers({
        now: new Date('2025-11-20T12:00:00.000Z'),
        doNotFake: [
          'hrtime',
          'nextTick',
          'performance',
          'queueMicrotask',
          'requestAnimationFrame',
          'cancelAnimationFrame',
          'requestIdleCallback',
          'cancelIdleCallback',
          'setImmediate',
          'clearImmediate',
          'setInterval',
          'clearInterval',
          'setTimeout',
          'clearTimeout',
        ],
      });
    });
    afterEach(() => jest.useRealTimers());

    const day = (label: RegExp) => screen.getByRole('button', { name: label });

    function fakeWeeks(schedule: TestSchedule) {
      const inSlot = makePost({
        content: 'Friday thoughts on code review',
        scheduledTime: '2025-11-21T09:00:00.000Z',
      });
      const offSlot = makePost({
        content: 'A post at its own time',
        scheduledTime: '2025-11-25T14:30:00.000Z',
      });
      return fakeScheduleServer(schedule, {
        upcoming: [inSlot, offSlot],
        preview: (count) =>
          count === 50
            ? [
                slot('2025-11-21T09:00:00.000Z', inSlot),
                slot('2025-11-22T09:00:00.000Z'),
                slot('2025-11-24T09:00:00.000Z'),
                slot('2025-11-24T17:00:00.000Z'),
              ]
            : [],
      });
    }

    it('marks the slots and posts of the coming four weeks, Monday first', async () => {
      const fake = fakeWeeks(makeSchedule({ timezone: 'Europe/London' }));
      const app = await openSchedule();

      const region = within(screen.getByRole('region', { name: 'Calendar' }));
      await region.findByRole('table');
      expect(region.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
        'Mon',
        'Tue',
        'Wed',
        'Thu',
        'Fri',
        'Sat',
        'Sun',
      ]);
      // Four weeks from the Monday of this week.
      expect(region.getAllByRole('row')).toHaveLength(5);
      expect(day(/^Monday, November 17: past$/)).toBeDisabled();
      expect(day(/^Thursday, November 20 \(today\): no posting slots$/)).toBeEnabled();
      expect(day(/^Friday, November 21: 1 post scheduled$/)).toBeInTheDocument();
      expect(day(/^Saturday, November 22: 1 free slot$/)).toBeInTheDocument();
      expect(day(/^Monday, November 24: 2 free slots$/)).toBeInTheDocument();
      expect(day(/^Tuesday, November 25: 1 post scheduled$/)).toBeInTheDocument();
      expect(day(/^Sunday, December 14: no posting slots$/)).toBeInTheDocument();
      expect(fake.previews).toContainEqual({ count: 50 });

      // The first day with something on it is open; another day opens on a click.
      const details = () => screen.getByRole('region', { name: /in detail$/ });
      expect(details()).toHaveAccessibleName('Friday, November 21 in detail');
      expect(details()).toHaveTextContent('9:00 AM');
      expect(details()).toHaveTextContent('Friday thoughts on code review');

      await app.user.click(day(/^Tuesday, November 25/));
      expect(details()).toHaveAccessibleName('Tuesday, November 25 in detail');
      expect(details()).toHaveTextContent('2:30 PM');
      expect(details()).toHaveTextContent('A post at its own time');

      await app.user.click(day(/^Monday, November 24/));
      expect(within(details()).getAllByText('Free slot')).toHaveLength(2);
      expect(details()).toHaveTextContent('5:00 PM');
    });

    it('hatches the days past the 50 slots it could preview', async () => {
      fakeScheduleServer(makeSchedule({ timeSlots: ['00:00'] }), {
        preview: (count) =>
          Array.from({ length: count }, (_, hour) =>
            slot(new Date(Date.UTC(2025, 10, 21, hour)).toISOString()),
          ),
      });
      const app = await openSchedule();

      await screen.findByRole('table');
      expect(day(/^Saturday, November 22: 24 free slots$/)).toBeInTheDocument();
      expect(day(/^Sunday, November 23: 2 free slots$/)).toBeInTheDocument();
      expect(day(/^Monday, November 24: slots not previewed yet$/)).toBeInTheDocument();
      expect(screen.getByText('Past the next 50 slots')).toBeInTheDocument();
      await app.user.click(day(/^Monday, November 24/));
      expect(screen.getByRole('region', { name: /in detail$/ })).toHaveTextContent(
        'Past the next 50 slots: use Preview Schedule nearer the time.',
      );
    });

    it("reads the days in the schedule's time zone", async () => {
      fakeWeeks(makeSchedule({ timezone: 'America/Los_Angeles' }));
      const app = await openSchedule();

      await screen.findByRole('table');
      // 09:00 UTC on the 21st is 1 AM that day in Los Angeles; 17:00 UTC on the 24th is 9 AM.
      expect(day(/^Friday, November 21: 1 post scheduled$/)).toBeInTheDocument();
      expect(day(/^Monday, November 24: 2 free slots$/)).toBeInTheDocument();
      await app.user.click(day(/^Monday, November 24/));
      expect(screen.getByRole('region', { name: /in detail$/ })).toHaveTextContent('1:00 AM');
    });
  });
});
