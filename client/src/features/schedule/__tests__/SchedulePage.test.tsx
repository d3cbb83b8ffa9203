import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { ERRORS, SUCCESS } from '@postpilot/common';
import { graphQLError, makeUser, meReturns } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { fakeScheduleServer, inputOf, makePost, makeSchedule, slot } from './fakeScheduleServer';

const onboarded = () => makeUser({ isEmailVerified: true, hasCompletedOnboarding: true });

async function openSchedule({ loaded = true } = {}) {
  server.use(meReturns(onboarded()));
  const app = await renderApp('/schedule', { token: 'jwt' });
  await screen.findByRole('heading', { level: 1, name: 'Schedule' });
  if (loaded) await screen.findByRole('heading', { name: 'Posting schedule' });
  return app;
}

const select = (name: string) => screen.getByRole('combobox', { name });
const toggle = (name: string) => screen.getByRole('switch', { name: new RegExp(`^${name}`) });
const timeInputs = () => screen.queryAllByLabelText(/^Posting time \d+$/);
const dayChip = (day: string) => screen.getByRole('button', { name: day });
const saveState = () =>
  within(screen.getByRole('region', { name: 'Posting schedule' })).getByRole('status');

describe('SchedulePage', () => {
  it('shows the stored schedule in the controls, and the slots of the weeks ahead', async () => {
    const fake = fakeScheduleServer(
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
    // The calendar is drawn from the next 50 slots.
    await waitFor(() => expect(fake.previews).toContainEqual({ count: 50 }));
  });

  it('saves a change, says so, and reads the upcoming posts and the calendar again', async () => {
    const stored = makeSchedule();
    const fake = fakeScheduleServer(stored);
    const app = await openSchedule();
    await waitFor(() => expect(fake.previews).toContainEqual({ count: 50 }));
    const asked = { calendar: fake.previews.length, upcoming: fake.upcomingAsked.length };

    await app.user.click(toggle('Auto-post'));

    expect(await screen.findByText(SUCCESS.schedule)).toBeInTheDocument();
    expect(fake.sent).toEqual([{ ...inputOf(stored), autoPost: true }]);
    expect(saveState()).toHaveTextContent('All changes saved');
    await waitFor(() => expect(fake.previews.length).toBeGreaterThan(asked.calendar));
    await waitFor(() => expect(fake.upcomingAsked.length).toBeGreaterThan(asked.upcoming));
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

  it('after a change that leaves posts off the new times, moves them there when asked', async () => {
    const chosen = makePost({
      content: 'At a time of my own',
      scheduledTime: '2030-01-01T10:30:00.000Z',
    });
    const left = [
      makePost({ content: 'First left behind', scheduledTime: '2030-01-02T09:00:00.000Z' }),
      makePost({ content: 'Second left behind', scheduledTime: '2030-01-03T09:00:00.000Z' }),
    ];
    let off = [chosen];
    const fake = fakeScheduleServer(makeSchedule({ timezone: 'Europe/London' }), {
      offSchedule: () => off,
      moveOff: (ids) => {
        off = off.filter((post) => !ids.includes(post.id));
        return left.filter((post) => ids.includes(post.id));
      },
    });
    const app = await openSchedule();
    // Nothing to ask about yet: the post at its own time was put there on purpose.
    expect(screen.queryByRole('region', { name: 'Posts off the new posting times' })).toBeNull();

    off = [chosen, ...left];
    await app.user.click(select('Time zone'));
    await app.user.click(await screen.findByRole('option', { name: /^Asia\/Tokyo/ }));

    const notice = within(
      await screen.findByRole('region', { name: 'Posts off the new posting times' }),
    );
    expect(notice.getByText('2 upcoming posts are not at your new posting times')).toBeVisible();
    expect(notice.getByText(/First left behind/)).toBeVisible();
    expect(notice.getByText(/Second left behind/)).toBeVisible();
    expect(notice.queryByText(/At a time of my own/)).toBeNull();
    await app.user.click(
      notice.getByRole('button', { name: 'Move them to the new posting times' }),
    );

    expect(await screen.findByText(/^Moved 2 posts to the new posting times/)).toBeInTheDocument();
    // Exactly the posts the change left behind; the chosen one keeps its time.
    expect(fake.moves).toEqual([left.map((post) => post.id)]);
    expect(screen.queryByRole('region', { name: 'Posts off the new posting times' })).toBeNull();
  });

  it('keeps their times when asked, and says so', async () => {
    let off: ReturnType<typeof makePost>[] = [];
    const fake = fakeScheduleServer(makeSchedule(), { offSchedule: () => off });
    const app = await openSchedule();

    off = [makePost({ content: 'Staying put', scheduledTime: '2030-01-02T09:00:00.000Z' })];
    await app.user.click(toggle('Auto-post'));
    const notice = within(
      await screen.findByRole('region', { name: 'Posts off the new posting times' }),
    );
    expect(notice.getByText('1 upcoming post is not at your new posting times')).toBeVisible();
    await app.user.click(notice.getByRole('button', { name: 'Keep their times' }));

    expect(
      screen.getByText('The post keeps its time: it goes out then, off your posting times.'),
    ).toBeVisible();
    expect(fake.moves).toEqual([]);
    // Asked once: a later change does not ask about it again.
    await app.user.click(toggle('Auto-post'));
    await waitFor(() => expect(fake.sent).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Posts off the new posting times' })).toBeNull();
  });

  it('shows the posts due at times that are not slots in the preview, marked so', async () => {
    const off = makePost({
      content: 'Kept from before',
      scheduledTime: '2030-01-01T18:00:00.000Z',
    });
    fakeScheduleServer(makeSchedule(), {
      preview: () => [
        slot('2030-01-01T09:00:00.000Z'),
        slot('2030-01-01T18:00:00.000Z', off, false),
        slot('2030-01-02T09:00:00.000Z'),
      ],
    });
    const app = await openSchedule();
    await app.user.click(screen.getByRole('button', { name: 'Preview Schedule' }));
    const region = within(await screen.findByRole('region', { name: 'Schedule Preview' }));
    expect(
      region.getByText(/The next 2 slots of your saved schedule and 1 post due at other times/),
    ).toBeVisible();
    const items = region.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Free slot'),
      expect.stringContaining('Off schedule'),
      expect.stringContaining('Free slot'),
    ]);
    expect(items[1]).toHaveTextContent('Kept from before');
    expect(items[1]).toHaveTextContent('6:00 PM');
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
});
