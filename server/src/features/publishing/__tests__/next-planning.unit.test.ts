import fc from 'fast-check';
import { SCHEDULE_TIMEZONES, WEEKDAYS, type Weekday } from '@postpilot/common';
import { isSlot, upcomingSlots, type SlotRule } from '../../schedule/slots';
import { nextPlanning } from '../planner';

const DAY = 24 * 3600_000;
/** The planner's horizon (a week) and the lead before it. */
const AHEAD = 7 * DAY + 5 * 60_000;

const times = fc
  .uniqueArray(
    fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
    { minLength: 1, maxLength: 4 },
  )
  .map((slots) => slots.sort());
const rules: fc.Arbitrary<SlotRule> = fc.record({
  timezone: fc.constantFrom(...SCHEDULE_TIMEZONES),
  frequency: fc.constantFrom('daily' as const, 'weekly' as const, 'custom' as const),
  customDays: fc.uniqueArray(fc.constantFrom<Weekday>(...WEEKDAYS), { maxLength: 7 }),
  timeSlots: times,
});
const moments = fc
  .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 0, 1) })
  .map((ms) => new Date(ms));

describe('when a planned schedule is due again', () => {
  it('is when its first slot past the horizon comes a week and the lead ahead, and it is a slot of the rule', () => {
    fc.assert(
      fc.property(rules, moments, (rule, horizonEnd) => {
        const next = nextPlanning(rule, horizonEnd);
        const [slot] = upcomingSlots(rule, horizonEnd, 1);
        if (!slot) {
          expect(next).toBeNull();
          return;
        }
        expect(next!.getTime() + AHEAD).toBe(slot.getTime());
        expect(isSlot(rule, new Date(next!.getTime() + AHEAD))).toBe(true);
        expect(slot.getTime()).toBeGreaterThan(horizonEnd.getTime());
      }),
    );
  });

  it('follows the local time across a change of the clocks', () => {
    // New York leaves daylight saving time on 1 November 2026: 09:00 is 13:00 UTC before, 14:00 after.
    const rule: SlotRule = {
      timezone: 'America/New_York',
      frequency: 'daily',
      customDays: [],
      timeSlots: ['09:00'],
    };
    const next = nextPlanning(rule, new Date('2026-10-31T20:00:00Z'));
    expect(new Date(next!.getTime() + AHEAD).toISOString()).toBe('2026-11-01T14:00:00.000Z');
    const before = nextPlanning(rule, new Date('2026-10-30T20:00:00Z'));
    expect(new Date(before!.getTime() + AHEAD).toISOString()).toBe('2026-10-31T13:00:00.000Z');
  });

  it('is never for a custom schedule without days', () => {
    const rule: SlotRule = {
      timezone: 'UTC',
      frequency: 'custom',
      customDays: [],
      timeSlots: ['09:00'],
    };
    expect(nextPlanning(rule, new Date('2026-06-01T00:00:00Z'))).toBeNull();
  });
});
