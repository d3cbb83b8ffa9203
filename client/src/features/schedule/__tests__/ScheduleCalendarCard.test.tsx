import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { freezeClockAt } from '../../../../test/clock';
import { renderComponent } from '../../../../test/renderComponent';
import type { SchedulePostInput } from '../../../gql/graphql';
import type { CalendarEntry } from '../calendar';
import { ScheduleCalendarCard } from '../components/ScheduleCalendarCard';
import { makePost, slot, type TestPost } from './fakeScheduleServer';
import { schedulingChoice } from '../../content/__tests__/fakeContentServer';

// Thursday 20 November 2025, noon in London; only the clock is fixed, timers run.
beforeEach(() => freezeClockAt(new Date('2025-11-20T12:00:00.000Z')));
afterEach(() => jest.useRealTimers());

function renderCalendar({
  slots,
  posts = [],
  timezone = 'Europe/London',
  isActive = true,
  onMove = jest.fn(async () => true),
}: {
  slots: CalendarEntry[];
  posts?: TestPost[];
  timezone?: string;
  isActive?: boolean;
  onMove?: (postId: string, input: SchedulePostInput | undefined) => Promise<boolean>;
}) {
  return renderComponent(
    <ScheduleCalendarCard
      slots={slots}
      posts={posts}
      failed={false}
      onRetry={() => undefined}
      timezone={timezone}
      isActive={isActive}
      onMove={onMove}
    />,
  );
}

const day = (label: RegExp) => screen.getByRole('button', { name: label });
const details = () => screen.getByRole('region', { name: /in detail$/ });

/** A post in a slot on Friday the 21st and one at its own time on Tuesday the 25th. */
function twoWeeksOfPosts() {
  const inSlot = makePost({
    content: 'Friday thoughts on code review',
    scheduledTime: '2025-11-21T09:00:00.000Z',
  });
  const offSlot = makePost({
    content: 'A post at its own time',
    scheduledTime: '2025-11-25T14:30:00.000Z',
  });
  return {
    posts: [inSlot, offSlot],
    slots: [
      slot('2025-11-21T09:00:00.000Z', inSlot),
      slot('2025-11-22T09:00:00.000Z'),
      slot('2025-11-24T09:00:00.000Z'),
      slot('2025-11-24T17:00:00.000Z'),
    ],
  };
}

describe('ScheduleCalendarCard', () => {
  it('marks the slots and posts of the coming four weeks, Monday first', async () => {
    const { user } = renderCalendar(twoWeeksOfPosts());

    const region = within(screen.getByRole('region', { name: 'Calendar' }));
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

    // The first day with something on it is open; another day opens on a click.
    expect(details()).toHaveAccessibleName('Friday, November 21 in detail');
    expect(details()).toHaveTextContent('9:00 AM');
    expect(details()).toHaveTextContent('Friday thoughts on code review');

    await user.click(day(/^Tuesday, November 25/));
    expect(details()).toHaveAccessibleName('Tuesday, November 25 in detail');
    expect(details()).toHaveTextContent('2:30 PM');
    expect(details()).toHaveTextContent('A post at its own time');

    await user.click(day(/^Monday, November 24/));
    expect(within(details()).getAllByText('Free slot')).toHaveLength(2);
    expect(details()).toHaveTextContent('5:00 PM');
  });

  it('hatches the days past the 50 slots it could preview', async () => {
    const { user } = renderCalendar({
      slots: Array.from({ length: 50 }, (_, hour) =>
        slot(new Date(Date.UTC(2025, 10, 21, hour)).toISOString()),
      ),
    });

    expect(day(/^Saturday, November 22: 24 free slots$/)).toBeInTheDocument();
    expect(day(/^Sunday, November 23: 2 free slots$/)).toBeInTheDocument();
    expect(day(/^Monday, November 24: slots not previewed yet$/)).toBeInTheDocument();
    expect(screen.getByText('Past the next 50 slots')).toBeInTheDocument();
    await user.click(day(/^Monday, November 24/));
    expect(details()).toHaveTextContent(
      'Past the next 50 slots: use Preview Schedule nearer the time.',
    );
  });

  it("reads the days in the schedule's time zone", async () => {
    const { user } = renderCalendar({ ...twoWeeksOfPosts(), timezone: 'America/Los_Angeles' });

    // 09:00 UTC on the 21st is 1 AM that day in Los Angeles; 17:00 UTC on the 24th is 9 AM.
    expect(day(/^Friday, November 21: 1 post scheduled$/)).toBeInTheDocument();
    expect(day(/^Monday, November 24: 2 free slots$/)).toBeInTheDocument();
    await user.click(day(/^Monday, November 24/));
    expect(details()).toHaveTextContent('1:00 AM');
  });

  it('moves a post to another day with the keyboard, saying each step aloud', async () => {
    schedulingChoice({ timezone: 'Europe/London' });
    const onMove = jest.fn(async (_id: string, _input: SchedulePostInput | undefined) => true);
    const { posts, slots } = twoWeeksOfPosts();
    const { user } = renderCalendar({ posts, slots, onMove });
    const live = () =>
      screen.getByText((_, element) => element?.getAttribute('aria-live') === 'assertive');
    const handle = within(details()).getByRole('button', {
      name: 'Move “Friday thoughts on code review” to another day',
    });

    // Picked up, moved around and put back with Escape: nothing moves.
    handle.focus();
    await user.keyboard(' ');
    expect(live()).toHaveTextContent(
      /^Picked up “Friday thoughts on code review”, on Friday, November 21/,
    );
    expect(handle).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowRight}');
    expect(live()).toHaveTextContent('Over Saturday, November 22: 1 free slot.');
    await user.keyboard('{Escape}');
    expect(live()).toHaveTextContent(
      'Cancelled. “Friday thoughts on code review” stays on Friday, November 21.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    // Past days take nothing: the 19th has gone.
    await user.keyboard('{Enter}{ArrowLeft}');
    expect(live()).toHaveTextContent('Over Thursday, November 20');
    await user.keyboard('{ArrowLeft}');
    expect(live()).toHaveTextContent('Wednesday, November 19 has passed: posts cannot move there.');
    // A week down from Thursday the 20th, then a day on: Friday the 28th.
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(live()).toHaveTextContent('Over Friday, November 28: no posting slots.');
    expect(day(/^Friday, November 28/)).toHaveAttribute('data-drop-target', 'true');
    await user.keyboard(' ');
    expect(live()).toHaveTextContent('Dropped on Friday, November 28: choose the time.');

    // The post keeps its time of day unless another is picked.
    const dialog = within(await screen.findByRole('dialog', { name: 'Change time' }));
    await dialog.findByRole('radio', { name: /^A date and time of my choosing/ });
    expect(screen.getByLabelText('Date')).toHaveValue('2025-11-28');
    expect(screen.getByLabelText('Time')).toHaveValue('09:00');
    await user.click(dialog.getByRole('button', { name: 'Move' }));
    expect(onMove.mock.calls).toEqual([
      [posts[0]!.id, { scheduledTime: '2025-11-28T09:00:00.000Z' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(live()).toHaveTextContent('Moved. It is due Fri, Nov 28 · 9:00 AM.');
  });

  it('offers Change time for a post, and nothing to move for a post being published', async () => {
    schedulingChoice({ timezone: 'Europe/London' });
    const onMove = jest.fn(async (_id: string, _input: SchedulePostInput | undefined) => true);
    const going = makePost({
      content: 'Going out now',
      status: 'publishing',
      scheduledTime: '2025-11-21T09:00:00.000Z',
    });
    const waiting = makePost({
      content: 'Waiting for approval',
      status: 'pending_approval',
      scheduledTime: '2025-11-21T17:00:00.000Z',
    });
    const { user } = renderCalendar({
      posts: [going],
      slots: [slot('2025-11-21T09:00:00.000Z', going), slot('2025-11-21T17:00:00.000Z', waiting)],
      onMove,
    });
    expect(within(details()).getAllByRole('button', { name: /^Move “/ })).toHaveLength(1);
    expect(within(details()).getAllByRole('button', { name: 'Change time' })).toHaveLength(1);
    await user.click(within(details()).getByRole('button', { name: 'Change time' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change time' }));
    await dialog.findByRole('radio', { name: /^A date and time of my choosing/ });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '18:30' } });
    await user.click(dialog.getByRole('button', { name: 'Move' }));
    expect(onMove.mock.calls).toEqual([
      [waiting.id, { scheduledTime: '2025-11-21T18:30:00.000Z' }],
    ]);
  });
});
