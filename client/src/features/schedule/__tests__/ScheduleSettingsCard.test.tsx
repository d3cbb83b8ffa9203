import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { ERRORS, SCHEDULE_MESSAGES, SUCCESS } from '@postpilot/common';
import { graphQLError } from '../../../../test/fixtures';
import { renderComponent } from '../../../../test/renderComponent';
import { ScheduleSettingsCard } from '../components/ScheduleSettingsCard';
import { fakeScheduleServer, inputOf, makeSchedule, type TestSchedule } from './fakeScheduleServer';

type View = ReturnType<typeof renderComponent>;

/** The card showing `stored`, saving to a fake server that holds the same schedule. */
function renderSettings(stored: TestSchedule = makeSchedule()) {
  const fake = fakeScheduleServer(stored);
  const onSaved = jest.fn();
  const onPreview = jest.fn();
  const view = renderComponent(
    <ScheduleSettingsCard
      stored={stored}
      onSaved={onSaved}
      onPreview={onPreview}
      previewing={false}
    />,
  );
  return { ...view, fake, onSaved, onPreview };
}

const select = (name: string) => screen.getByRole('combobox', { name });
const toggle = (name: string) => screen.getByRole('switch', { name: new RegExp(`^${name}`) });
const timeInput = (n: number) => screen.getByLabelText(`Posting time ${n}`);
const timeInputs = () => screen.queryAllByLabelText(/^Posting time \d+$/);
const dayChip = (day: string) => screen.getByRole('button', { name: day });
const saveState = () => screen.getByRole('status');

async function choose(view: View, selectName: string, option: RegExp | string) {
  await view.user.click(select(selectName));
  await view.user.click(screen.getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

async function setTime(view: View, input: HTMLElement, time: string) {
  await view.user.clear(input);
  await view.user.paste(time);
}

/** Waits until `count` updates were sent and the card says they are stored. */
async function savedTimes(sent: unknown[], count: number) {
  await waitFor(() => expect(sent).toHaveLength(count));
  await waitFor(() => expect(saveState()).toHaveTextContent('All changes saved'));
}

describe('ScheduleSettingsCard', () => {
  it('shows the stored schedule in the controls', () => {
    renderSettings(
      makeSchedule({
        timezone: 'Asia/Tokyo',
        frequency: 'custom',
        customDays: ['tuesday', 'friday'],
        timeSlots: ['08:30', '17:15'],
        autoPost: true,
        isActive: false,
      }),
    );

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
  });

  it('lists the 11 schedule time zones and the three frequencies', async () => {
    const view = renderSettings();

    await view.user.click(select('Time zone'));
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
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await view.user.click(select('Frequency'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Daily',
      'Weekly',
      'Custom',
    ]);
  });

  it('saves every change at once as the whole schedule, with a toast each time', async () => {
    const stored = makeSchedule();
    const view = renderSettings(stored);
    const { fake } = view;
    const base = inputOf(stored);

    await view.user.click(toggle('Active'));
    await savedTimes(fake.sent, 1);
    expect(await screen.findByText(SUCCESS.schedule)).toBeInTheDocument();
    expect(fake.sent[0]).toEqual({ ...base, isActive: false });

    await choose(view, 'Time zone', /^Asia\/Tokyo/);
    await savedTimes(fake.sent, 2);
    expect(fake.sent[1]).toEqual({ ...base, isActive: false, timezone: 'Asia/Tokyo' });

    await choose(view, 'Frequency', 'Weekly');
    await savedTimes(fake.sent, 3);
    const weekly = { ...base, isActive: false, timezone: 'Asia/Tokyo', frequency: 'weekly' };
    expect(fake.sent[2]).toEqual(weekly);

    await setTime(view, timeInput(1), '07:45');
    await savedTimes(fake.sent, 4);
    expect(fake.sent[3]).toEqual({ ...weekly, timeSlots: ['07:45'] });

    await view.user.click(toggle('Auto-post'));
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
    // Each confirmed save tells the page, which reads what depends on the schedule again.
    expect(view.onSaved).toHaveBeenCalledTimes(5);
  });

  it('starts a new time at 09:00 and never removes the last one', async () => {
    const view = renderSettings(makeSchedule({ timeSlots: ['18:00'] }));
    const { fake } = view;

    // One time: nothing to remove.
    expect(timeInputs()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Add time' }));
    expect(timeInput(2)).toHaveValue('09:00');
    await savedTimes(fake.sent, 1);
    expect(fake.sent[0].timeSlots).toEqual(['18:00', '09:00']);
    // The server sorts the times; the rows stay where the user put them.
    expect(fake.stored().timeSlots).toEqual(['09:00', '18:00']);
    expect(timeInputs().map((input) => (input as HTMLInputElement).value)).toEqual([
      '18:00',
      '09:00',
    ]);

    await view.user.click(screen.getByRole('button', { name: 'Remove 18:00' }));
    await savedTimes(fake.sent, 2);
    expect(fake.sent[1].timeSlots).toEqual(['09:00']);
    expect(timeInputs()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('does not save a repeated or incomplete time, and says so', async () => {
    const view = renderSettings(makeSchedule({ timeSlots: ['09:00'] }));
    const { fake } = view;

    // Add time proposes the next free hour, never a time already taken.
    await view.user.click(screen.getByRole('button', { name: 'Add time' }));
    expect(timeInput(2)).toHaveValue('10:00');
    await savedTimes(fake.sent, 1);
    await view.user.clear(timeInput(2));
    await view.user.click(timeInput(2));
    await view.user.paste('09:00');
    expect(await screen.findByText('09:00 is already a posting time')).toBeInTheDocument();
    expect(saveState()).toHaveTextContent('Not saved: 09:00 is already a posting time');
    await view.user.clear(timeInput(2));
    expect(saveState()).toHaveTextContent('Not saved: Enter a time such as 09:00');
    // Save Changes says why instead of saving.
    await view.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(screen.getAllByText('Not saved: Enter a time such as 09:00')).toHaveLength(2),
    );
    expect(fake.sent).toHaveLength(1);

    await view.user.click(timeInput(2));
    await view.user.paste('13:30');
    await savedTimes(fake.sent, 2);
    expect(fake.sent[1].timeSlots).toEqual(['09:00', '13:30']);
  });

  it('toggles weekdays in the order picked; a weekly schedule posts on the first', async () => {
    const stored = makeSchedule({ frequency: 'custom' });
    const view = renderSettings(stored);
    const { fake } = view;

    expect(screen.getByText(SCHEDULE_MESSAGES.noSlots)).toBeInTheDocument();
    await view.user.click(dayChip('Wednesday'));
    await savedTimes(fake.sent, 1);
    await view.user.click(dayChip('Monday'));
    await savedTimes(fake.sent, 2);
    expect(fake.sent.map((input) => input.customDays)).toEqual([
      ['wednesday'],
      ['wednesday', 'monday'],
    ]);
    expect(dayChip('Monday')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Posts go out every Monday and Wednesday.')).toBeInTheDocument();

    await choose(view, 'Frequency', 'Weekly');
    await savedTimes(fake.sent, 3);
    expect(
      screen.getByText(
        'Weekly posts go out on the first day you pick (Monday when none). Posting day: Wednesday.',
      ),
    ).toBeInTheDocument();

    await view.user.click(dayChip('Wednesday'));
    await savedTimes(fake.sent, 4);
    expect(fake.sent[3]).toEqual({
      ...inputOf(stored),
      frequency: 'weekly',
      customDays: ['monday'],
    });
    expect(dayChip('Wednesday')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(/Posting day: Monday\./)).toBeInTheDocument();

    await choose(view, 'Frequency', 'Daily');
    await savedTimes(fake.sent, 5);
    expect(screen.queryByRole('group', { name: /Posting day/ })).not.toBeInTheDocument();
    // The days stay stored for when the frequency changes back.
    expect(fake.sent[4].customDays).toEqual(['monday']);
  });

  it("puts the saved values back when a save fails, with the server's message or the fallback", async () => {
    const view = renderSettings(makeSchedule({ timezone: 'Europe/Paris' }));
    const { fake } = view;

    fake.fail('UpdateSchedule', () =>
      graphQLError(SCHEDULE_MESSAGES.timezoneInvalid, 'BAD_USER_INPUT'),
    );
    await choose(view, 'Time zone', /^UTC/);
    expect(await screen.findByText(SCHEDULE_MESSAGES.timezoneInvalid)).toBeInTheDocument();
    await waitFor(() => expect(select('Time zone')).toHaveTextContent('Europe/Paris'));
    expect(saveState()).toHaveTextContent('All changes saved');

    fake.fail('UpdateSchedule', () => HttpResponse.error());
    await view.user.click(toggle('Auto-post'));
    expect(await screen.findByText(ERRORS.scheduleUpdate)).toBeInTheDocument();
    await waitFor(() => expect(toggle('Auto-post')).not.toBeChecked());
    expect(fake.sent).toHaveLength(2);
    expect(fake.stored().timezone).toBe('Europe/Paris');
    expect(screen.queryByText(SUCCESS.schedule)).not.toBeInTheDocument();
    expect(view.onSaved).not.toHaveBeenCalled();
  });

  it('sends a change made during a save after it, with both changes', async () => {
    const stored = makeSchedule();
    const view = renderSettings(stored);
    const { fake } = view;

    const release = fake.hold('UpdateSchedule');
    await view.user.click(toggle('Auto-post'));
    await waitFor(() => expect(fake.sent).toHaveLength(1));
    // Never shown as saved while the server has not said so.
    expect(saveState()).toHaveTextContent('Saving…');
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await view.user.click(toggle('Active'));
    expect(fake.sent).toHaveLength(1);

    release();
    await savedTimes(fake.sent, 2);
    expect(fake.sent).toEqual([
      { ...inputOf(stored), autoPost: true },
      { ...inputOf(stored), autoPost: true, isActive: false },
    ]);
  });

  it('saves the whole schedule again with Save Changes, and asks the page for a preview', async () => {
    const stored = makeSchedule({ frequency: 'custom', customDays: ['friday'] });
    const view = renderSettings(stored);

    await view.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(SUCCESS.schedule)).toBeInTheDocument();
    expect(view.fake.sent).toEqual([inputOf(stored)]);

    await view.user.click(screen.getByRole('button', { name: 'Preview Schedule' }));
    expect(view.onPreview).toHaveBeenCalledTimes(1);
  });
});
