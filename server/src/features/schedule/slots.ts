import { DateTime } from 'luxon';
import { WEEKDAYS, type ScheduleFrequency, type Weekday } from '@postpilot/common';

/** When a user posts: the parts of a schedule that make its time slots. */
export interface SlotRule {
  /** IANA time zone the slot times are read in. */
  timezone: string;
  frequency: ScheduleFrequency;
  /** The weekdays of a custom schedule; the first one is the weekly day (Monday when none). */
  customDays: Weekday[];
  /** Local times of day, HH:MM. */
  timeSlots: string[];
}

/** The weekdays a rule posts on, as Luxon numbers (1 = Monday … 7 = Sunday). */
function postingDays(rule: SlotRule): Set<number> {
  const number = (day: Weekday) => WEEKDAYS.indexOf(day) + 1;
  switch (rule.frequency) {
    case 'daily':
      return new Set([1, 2, 3, 4, 5, 6, 7]);
    case 'weekly':
      return new Set([number(rule.customDays[0] ?? 'monday')]);
    case 'custom':
      return new Set(rule.customDays.map(number));
  }
}

/**
 * The instant of HH:MM on a local date. A time that does not exist that day (the clocks jump
 * forward over it) moves to the first minute that does; a time that happens twice (the clocks
 * go back) is its first occurrence, so the slot happens once.
 */
export function localSlot(date: DateTime, time: string): DateTime {
  const [hour, minute] = time.split(':').map(Number);
  const wanted = hour * 60 + minute;
  for (let m = wanted; m < 24 * 60; m++) {
    const candidate = date.set({
      hour: Math.floor(m / 60),
      minute: m % 60,
      second: 0,
      millisecond: 0,
    });
    if (candidate.hour * 60 + candidate.minute === m) return candidate;
  }
  return date.endOf('day');
}

/**
 * The rule's slots strictly after `from`, in time order, up to `count` of them, looking at
 * most `horizonDays` ahead (a custom schedule without days has none).
 */
export function upcomingSlots(
  rule: SlotRule,
  from: Date,
  count: number,
  horizonDays = 400,
): Date[] {
  const days = postingDays(rule);
  const times = [...new Set(rule.timeSlots)].sort();
  const slots: Date[] = [];
  if (days.size === 0 || times.length === 0) return slots;
  const start = DateTime.fromJSDate(from, { zone: rule.timezone }).startOf('day');
  for (let d = 0; d <= horizonDays && slots.length < count; d++) {
    const date = start.plus({ days: d });
    if (!days.has(date.weekday)) continue;
    for (const time of times) {
      const slot = localSlot(date, time).toJSDate();
      if (slot.getTime() > from.getTime() && slots.length < count) slots.push(slot);
    }
  }
  return slots;
}

/** The first slot after `from` that no post holds yet (`taken`: epoch ms of held slots). */
export function nextFreeSlot(rule: SlotRule, from: Date, taken: Set<number>): Date | null {
  let cursor = from;
  for (;;) {
    const batch = upcomingSlots(rule, cursor, 64);
    if (batch.length === 0) return null;
    const free = batch.find((slot) => !taken.has(slot.getTime()));
    if (free) return free;
    cursor = batch[batch.length - 1];
  }
}

/** Whether `at` is one of the rule's slots: a posting day's time slot, read in the rule's zone. */
export function isSlot(rule: SlotRule, at: Date): boolean {
  const local = DateTime.fromJSDate(at, { zone: rule.timezone });
  if (!postingDays(rule).has(local.weekday)) return false;
  const day = local.startOf('day');
  return rule.timeSlots.some((time) => localSlot(day, time).toMillis() === at.getTime());
}
