import {
  DEFAULT_POSTING_TIME,
  SCHEDULE_MESSAGES,
  scheduleSchema,
  WEEKDAYS,
  type ScheduleFrequency,
  type Weekday,
} from '@postpilot/common';
import type { ScheduleFieldsFragment, ScheduleInput } from '../../gql/graphql';

/** The server's limit on posting times a day (SCHEDULE_MESSAGES.timeSlotsTooMany). */
export const MAX_TIME_SLOTS = 12;

/** How many slots the calendar asks the preview for (the most the server gives). */
export const CALENDAR_SLOTS = 50;
/** How many scheduled posts the page reads: the side list shows the first 10, the calendar all. */
export const UPCOMING_LIMIT = 100;
/** How many weeks the calendar shows, Monday first. */
export const CALENDAR_WEEKS = 4;

export const FREQUENCY_LABELS: Record<ScheduleFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  custom: 'Custom',
};

export const WEEKDAY_LABELS: Record<Weekday, { short: string; long: string }> = {
  monday: { short: 'Mon', long: 'Monday' },
  tuesday: { short: 'Tue', long: 'Tuesday' },
  wednesday: { short: 'Wed', long: 'Wednesday' },
  thursday: { short: 'Thu', long: 'Thursday' },
  friday: { short: 'Fri', long: 'Friday' },
  saturday: { short: 'Sat', long: 'Saturday' },
  sunday: { short: 'Sun', long: 'Sunday' },
};

const isWeekday = (day: string): day is Weekday => (WEEKDAYS as readonly string[]).includes(day);

/** The schedule as the update sends it: every field, always (each save is a full update). */
export function scheduleValuesOf(schedule: ScheduleFieldsFragment): ScheduleInput {
  return {
    timezone: schedule.timezone,
    frequency: schedule.frequency,
    customDays: [...schedule.customDays],
    timeSlots: [...schedule.timeSlots],
    autoPost: schedule.autoPost,
    isActive: schedule.isActive,
  };
}

const sortedSlots = (slots: string[]) => [...new Set(slots)].sort();

/**
 * Whether two schedules post at the same moments with the same switches. The days' order
 * counts (a weekly schedule posts on the first one); the times' order does not (the server
 * keeps them sorted).
 */
export function sameSchedule(a: ScheduleInput, b: ScheduleInput): boolean {
  return (
    a.timezone === b.timezone &&
    a.frequency === b.frequency &&
    a.autoPost === b.autoPost &&
    a.isActive === b.isActive &&
    a.customDays.join() === b.customDays.join() &&
    sortedSlots(a.timeSlots).join() === sortedSlots(b.timeSlots).join()
  );
}

/**
 * The saved schedule with its times in the order shown, when they are the same times: the
 * server sorts them, and a row must not jump away from under the user's cursor.
 */
export function keepShownOrder(shown: ScheduleInput, saved: ScheduleInput): ScheduleInput {
  const sameTimes =
    shown.timeSlots.length === saved.timeSlots.length &&
    sortedSlots(shown.timeSlots).join() === sortedSlots(saved.timeSlots).join();
  return sameTimes ? { ...saved, timeSlots: [...shown.timeSlots] } : saved;
}

/** Adds a day at the end (a weekly schedule keeps its first day) or takes it away. */
export function toggleDay(days: string[], day: Weekday): string[] {
  return days.includes(day) ? days.filter((item) => item !== day) : [...days, day];
}

/** HH:MM, 00:00 to 23:59. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A new posting time: the user's default posting time (09:00 until they choose
 * another), or, when that is taken, the next whole hour after it that is free.
 */
export function addTimeSlot(slots: string[], start: string = DEFAULT_POSTING_TIME): string[] {
  const [hours, minutes] = (TIME_OF_DAY.test(start) ? start : DEFAULT_POSTING_TIME)
    .split(':')
    .map(Number);
  for (let step = 0; step < 24; step++) {
    const hour = (hours + step) % 24;
    const time = `${String(hour).padStart(2, '0')}:${String(step === 0 ? minutes : 0).padStart(2, '0')}`;
    if (!slots.includes(time)) return [...slots, time];
  }
  return [...slots, start];
}

/** The last posting time cannot be removed: a schedule keeps at least one. */
export const removeTimeSlot = (slots: string[], index: number) =>
  slots.length > 1 ? slots.filter((_, at) => at !== index) : slots;

/** The day a weekly schedule posts on: the first day picked, Monday when none. */
export function weeklyDay(days: string[]): Weekday {
  const first = days.find(isWeekday);
  return first ?? 'monday';
}

/** Why a schedule cannot be saved as shown: a message per time row, and one for the whole. */
export interface ScheduleProblems {
  slots: (string | undefined)[];
  message: string;
}

/**
 * What keeps the shown schedule from being saved, or null when it can be. A time that is
 * incomplete or repeated waits here: the server would refuse the first and silently merge the
 * second, and either way the screen would no longer show what is stored.
 */
export function scheduleProblems(values: ScheduleInput): ScheduleProblems | null {
  const slots = values.timeSlots.map((time, index) => {
    if (!TIME_OF_DAY.test(time)) return 'Enter a time such as 09:00';
    return values.timeSlots.indexOf(time) < index ? `${time} is already a posting time` : undefined;
  });
  const slotProblem = slots.find(Boolean);
  if (slotProblem) return { slots, message: `Not saved: ${slotProblem}` };
  try {
    scheduleSchema.validateSync(values);
  } catch (error) {
    const message = error instanceof Error ? error.message : SCHEDULE_MESSAGES.timeInvalid;
    return { slots, message: `Not saved: ${message}` };
  }
  return null;
}
