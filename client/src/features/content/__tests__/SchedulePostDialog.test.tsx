import { fireEvent, screen, within } from '@testing-library/react';
import { CONTENT_MESSAGES } from '@postpilot/common';
import { renderComponent } from '../../../../test/renderComponent';
import type { SchedulePostInput } from '../../../gql/graphql';
import { SchedulePostDialog, type SchedulablePost } from '../components/SchedulePostDialog';
import { makePost, schedulingChoice } from './fakeContentServer';

function renderDialog(post: SchedulablePost, initialDate?: string) {
  const onSubmit = jest.fn(async (_input: SchedulePostInput | undefined) => true);
  const onClose = jest.fn();
  const view = renderComponent(
    <SchedulePostDialog
      post={post}
      initialDate={initialDate}
      onClose={onClose}
      onSubmit={onSubmit}
    />,
  );
  return { ...view, onSubmit, onClose };
}

const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));
const setField = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('SchedulePostDialog', () => {
  it("shows the next free slot in the schedule's time zone and schedules into it", async () => {
    schedulingChoice({ nextFreeSlot: '2030-03-05T00:00:00.000Z', timezone: 'Asia/Tokyo' });
    const { user, onSubmit, onClose } = renderDialog(makePost({ content: 'Into a slot' }));

    const view = await dialog('Schedule post');
    const next = await view.findByRole('radio', { name: /^Next free slot/ });
    expect(next).toBeChecked();
    // Midnight UTC is 9 AM in Tokyo.
    expect(next.closest('label')).toHaveTextContent('Tue, Mar 5 · 9:00 AM (Asia/Tokyo)');
    await user.click(view.getByRole('button', { name: 'Schedule' }));
    expect(onSubmit.mock.calls).toEqual([[undefined]]);
    expect(onClose).toHaveBeenCalled();
  });

  it("builds the chosen time's instant in the schedule's zone, not the browser's", async () => {
    schedulingChoice({ timezone: 'America/Los_Angeles' });
    const { user, onSubmit } = renderDialog(makePost({ content: 'At my time' }));

    const view = await dialog('Schedule post');
    await user.click(await view.findByRole('radio', { name: /^A date and time of my choosing/ }));
    expect(view.getByText(/In America\/Los_Angeles/)).toBeInTheDocument();
    setField('Date', '2030-07-04');
    setField('Time', '18:45');
    await user.click(view.getByRole('button', { name: 'Schedule' }));
    // 18:45 in Los Angeles in July (PDT, UTC-7) is 01:45 UTC the next day.
    expect(onSubmit.mock.calls).toEqual([[{ scheduledTime: '2030-07-05T01:45:00.000Z' }]]);
  });

  it('refuses a time that has passed, saying why, and sends nothing', async () => {
    schedulingChoice({ timezone: 'Europe/Paris' });
    const { user, onSubmit } = renderDialog(makePost({ content: 'Too late' }));

    const view = await dialog('Schedule post');
    await user.click(await view.findByRole('radio', { name: /^A date and time of my choosing/ }));
    setField('Date', '2020-01-01');
    setField('Time', '09:00');
    await user.click(view.getByRole('button', { name: 'Schedule' }));
    expect(view.getByText(CONTENT_MESSAGES.scheduledTimePast)).toBeInTheDocument();
    // A time the clocks skip in Paris (29 March 2026, 02:00 to 03:00).
    setField('Date', '2026-03-29');
    setField('Time', '02:30');
    await user.click(view.getByRole('button', { name: 'Schedule' }));
    expect(view.getByText(/02:30 does not exist on that day in Europe\/Paris/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('posts now when LinkedIn is connected, and says clearly why not when it is not', async () => {
    schedulingChoice({ linkedIn: 'not_connected' });
    const first = renderDialog(makePost({ content: 'Right now' }));
    let view = await dialog('Schedule post');
    await first.user.click(await view.findByRole('radio', { name: /^Post now/ }));
    expect(
      view.getByText(/LinkedIn is not connected, so a post sent now would fail/),
    ).toBeVisible();
    expect(view.getByRole('link', { name: 'Connect LinkedIn in Settings' })).toHaveAttribute(
      'href',
      '/settings?tab=linkedin',
    );
    expect(view.getByRole('button', { name: 'Post now' })).toBeDisabled();
    first.unmount();

    schedulingChoice({ linkedIn: 'connected', isActive: false });
    const second = renderDialog(makePost({ content: 'Right now, connected' }));
    view = await dialog('Schedule post');
    await second.user.click(await view.findByRole('radio', { name: /^Post now/ }));
    expect(view.getByText(/Your schedule is paused: the post waits/)).toBeInTheDocument();
    await second.user.click(view.getByRole('button', { name: 'Post now' }));
    expect(second.onSubmit.mock.calls).toEqual([[{ postNow: true }]]);
  });

  it('changes the time of a scheduled post from its own day and time; a waiting post only to a chosen time', async () => {
    schedulingChoice({ timezone: 'Europe/London' });
    const scheduled = makePost({
      content: 'Already scheduled',
      status: 'scheduled',
      scheduledTime: '2030-01-10T09:30:00.000Z',
    });
    const first = renderDialog(scheduled, '2030-01-12');
    let view = await dialog('Change time');
    expect(
      await view.findByRole('radio', { name: /^A date and time of my choosing/ }),
    ).toBeChecked();
    expect(view.queryByRole('radio', { name: /^Next free slot/ })).not.toBeInTheDocument();
    // Dropped on the 12th: that day, at the post's own time of day.
    expect(screen.getByLabelText('Date')).toHaveValue('2030-01-12');
    expect(screen.getByLabelText('Time')).toHaveValue('09:30');
    await first.user.click(view.getByRole('button', { name: 'Move' }));
    expect(first.onSubmit.mock.calls).toEqual([[{ scheduledTime: '2030-01-12T09:30:00.000Z' }]]);
    first.unmount();

    const waiting = makePost({
      content: 'Awaiting approval',
      status: 'pending_approval',
      scheduledTime: '2030-01-10T09:30:00.000Z',
    });
    renderDialog(waiting);
    view = await dialog('Change time');
    await view.findByRole('radio', { name: /^A date and time of my choosing/ });
    expect(view.getAllByRole('radio')).toHaveLength(1);
  });
});
