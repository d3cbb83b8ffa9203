import { DateTime } from 'luxon';
import { SCHEDULE_TIMEZONES } from '@postpilot/common';
import { isSlot, localSlot, nextFreeSlot, upcomingSlots, type SlotRule } from '../slots';

const daily = (timezone: string, timeSlots = ['09:00']): SlotRule => ({
  timezone,
  frequency: 'daily',
  customDays: [],
  timeSlots,
});

const local = (slot: Date, zone: string) => DateTime.fromJSDate(slot, { zone });

describe('upcomingSlots', () => {
  it.each(SCHEDULE_TIMEZONES)('gives 09:00 local time every day in %s, across a year', (zone) => {
    const slots = upcomingSlots(daily(zone), new Date('2026-01-01T00:00:00Z'), 365);
    expect(slots).toHaveLength(365);
    for (const slot of slots) expect(local(slot, zone).toFormat('HH:mm')).toBe('09:00');
    const days = new Set(slots.map((slot) => local(slot, zone).toISODate()));
    expect(days.size).toBe(365);
  });

  it('moves a slot inside the spring-forward gap to the first minute that exists', () => {
    // Europe/Paris skips 02:00-03:00 on 29 March 2026.
    const day = DateTime.fromISO('2026-03-29', { zone: 'Europe/Paris' });
    expect(localSlot(day, '02:30').toFormat('HH:mm')).toBe('03:00');
    const slots = upcomingSlots(
      daily('Europe/Paris', ['02:30']),
      new Date('2026-03-28T12:00:00Z'),
      2,
    );
    expect(slots.map((s) => local(s, 'Europe/Paris').toFormat('yyyy-MM-dd HH:mm'))).toEqual([
      '2026-03-29 03:00',
      '2026-03-30 02:30',
    ]);
  });

  it('posts a repeated hour once when the clocks go back', () => {
    // America/New_York repeats 01:00-02:00 on 1 November 2026.
    const slots = upcomingSlots(
      daily('America/New_York', ['01:30']),
      new Date('2026-10-31T12:00:00Z'),
      3,
    );
    expect(slots.map((s) => s.toISOString())).toEqual([
      '2026-11-01T05:30:00.000Z', // the first 01:30, still on daylight time (UTC-4)
      '2026-11-02T06:30:00.000Z',
      '2026-11-03T06:30:00.000Z',
    ]);
  });

  it('keeps several slots a day in order and skips the ones already past', () => {
    const from = new Date('2026-06-01T10:00:00Z'); // 12:00 in Paris
    const slots = upcomingSlots(daily('Europe/Paris', ['18:00', '08:30']), from, 3);
    expect(slots.map((s) => local(s, 'Europe/Paris').toFormat('MM-dd HH:mm'))).toEqual([
      '06-01 18:00',
      '06-02 08:30',
      '06-02 18:00',
    ]);
  });

  it('weekly posts on the first chosen day, Monday when none; custom on the chosen days', () => {
    const from = new Date('2026-06-01T00:00:00Z');
    const weekday = (rule: SlotRule) =>
      upcomingSlots(rule, from, 3).map((s) => local(s, 'UTC').weekdayLong);
    expect(weekday({ ...daily('UTC'), frequency: 'weekly' })).toEqual([
      'Monday',
      'Monday',
      'Monday',
    ]);
    expect(
      weekday({ ...daily('UTC'), frequency: 'weekly', customDays: ['friday', 'monday'] }),
    ).toEqual(['Friday', 'Friday', 'Friday']);
    expect(
      weekday({ ...daily('UTC'), frequency: 'custom', customDays: ['wednesday', 'tuesday'] }),
    ).toEqual(['Tuesday', 'Wednesday', 'Tuesday']);
    expect(upcomingSlots({ ...daily('UTC'), frequency: 'custom' }, from, 3)).toEqual([]);
  });
});

describe('nextFreeSlot', () => {
  it('skips slots other posts hold', () => {
    const rule = daily('UTC');
    const from = new Date('2026-06-01T00:00:00Z');
    const [first, second, third] = upcomingSlots(rule, from, 3);
    expect(nextFreeSlot(rule, from, new Set())).toEqual(first);
    expect(nextFreeSlot(rule, from, new Set([first.getTime(), second.getTime()]))).toEqual(third);
  });

  it('looks past a long run of taken slots', () => {
    const rule = daily('UTC');
    const from = new Date('2026-06-01T00:00:00Z');
    const taken = upcomingSlots(rule, from, 200);
    const free = nextFreeSlot(rule, from, new Set(taken.map((slot) => slot.getTime())));
    expect(free?.toISOString()).toBe('2026-12-18T09:00:00.000Z');
  });
});

describe('isSlot', () => {
  const custom: SlotRule = {
    timezone: 'Asia/Tokyo',
    frequency: 'custom',
    customDays: ['tuesday'],
    timeSlots: ['08:15', '18:00'],
  };

  it('knows every slot the rule gives, and nothing a minute off, on another day or zone', () => {
    const slots = upcomingSlots(custom, new Date('2026-01-01T00:00:00Z'), 20);
    for (const slot of slots) expect(isSlot(custom, slot)).toBe(true);
    expect(isSlot(custom, new Date(slots[0]!.getTime() + 60_000))).toBe(false);
    // The same wall time on a Wednesday.
    expect(isSlot(custom, new Date(slots[0]!.getTime() + 86_400_000))).toBe(false);
    // 08:15 in London is not 08:15 in Tokyo.
    expect(isSlot({ ...custom, timezone: 'Europe/London' }, slots[0]!)).toBe(false);
  });

  it('counts the moved slot of a spring-forward day, not the time that does not exist', () => {
    const rule = daily('Europe/Paris', ['02:30']);
    const [moved] = upcomingSlots(rule, new Date('2026-03-28T12:00:00Z'), 1);
    expect(isSlot(rule, moved!)).toBe(true);
  });
});
