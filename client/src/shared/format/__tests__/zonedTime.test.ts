import { clockKey, dateKey, zonedInstant } from '../zonedTime';

describe('zonedInstant', () => {
  it("builds the instant from the zone's own offset, whatever the browser's zone", () => {
    expect(zonedInstant('2030-01-15', '09:00', 'Asia/Tokyo')?.toISOString()).toBe(
      '2030-01-15T00:00:00.000Z',
    );
    expect(zonedInstant('2030-07-15', '09:00', 'America/New_York')?.toISOString()).toBe(
      '2030-07-15T13:00:00.000Z',
    );
    expect(zonedInstant('2030-01-15', '09:00', 'America/New_York')?.toISOString()).toBe(
      '2030-01-15T14:00:00.000Z',
    );
    expect(zonedInstant('2030-01-15', '23:30', 'Australia/Sydney')?.toISOString()).toBe(
      '2030-01-15T12:30:00.000Z',
    );
  });

  it('refuses a time the clocks skip and takes the first of a time that happens twice', () => {
    // Europe/Berlin skips 02:00-03:00 on 29 March 2026 and repeats it on 25 October 2026.
    expect(zonedInstant('2026-03-29', '02:30', 'Europe/Berlin')).toBeNull();
    expect(zonedInstant('2026-10-25', '02:30', 'Europe/Berlin')?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    // America/New_York repeats 01:00-02:00 on 1 November 2026.
    expect(zonedInstant('2026-11-01', '01:30', 'America/New_York')?.toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('refuses malformed and impossible dates and times', () => {
    expect(zonedInstant('2030-02-30', '09:00', 'UTC')).toBeNull();
    expect(zonedInstant('2030-1-5', '09:00', 'UTC')).toBeNull();
    expect(zonedInstant('2030-01-05', '24:00', 'UTC')).toBeNull();
    expect(zonedInstant('2030-01-05', '', 'UTC')).toBeNull();
  });

  it('reads back as the date and time it was built from', () => {
    const instant = zonedInstant('2030-03-05', '18:45', 'Europe/London')!;
    expect(dateKey(instant, 'Europe/London')).toBe('2030-03-05');
    expect(clockKey(instant, 'Europe/London')).toBe('18:45');
    expect(clockKey(instant, 'Asia/Tokyo')).toBe('03:45');
  });
});
