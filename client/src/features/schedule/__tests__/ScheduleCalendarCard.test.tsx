import { screen, within } from '@testing-library/react';
import { renderComponent } from '../../../../test/renderComponent';
import type { CalendarEntry } from '../calendar';
import { ScheduleCalendarCard } from '../components/ScheduleCalendarCard';
import { makePost, slot, type TestPost } from './fakeScheduleServer';

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

function renderCalendar({
  slots,
  posts = [],
  timezone = 'Europe/London',
  isActive = true,
}: {
  slots: CalendarEntry[];
  posts?: TestPost[];
  timezone?: string;
  isActive?: boolean;
}) {
  return renderComponent(
    <ScheduleCalendarCard
      slots={slots}
      posts={posts}
      failed={false}
      onRetry={() => undefined}
      timezone={timezone}
      isActive={isActive}
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
});
