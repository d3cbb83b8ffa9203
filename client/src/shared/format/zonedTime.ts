import { dateFormat } from './display';

/**
 * Dates and clock times read in a given IANA time zone, and the instant of a wall-clock time in
 * one. The client has no date library, and the browser's Intl knows every zone (with its DST
 * rules), so nothing else is needed; the schedule's slots themselves are computed by the server.
 */

// Reading a wall clock takes numbers out of formatted parts: always one Latin-digit locale.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', { timeZone: zone, ...options });
    formatters.set(key, cached);
  }
  return cached;
}

// Newer ICU puts a narrow no-break space before AM/PM; plain spaces read and match the same.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** The zone the browser runs in, e.g. Europe/Berlin. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The wall clock of an instant in `zone`: its date and time, to the minute. */
function wallClock(value: Date, zone: string) {
  const parts = formatter(zone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .formatToParts(value)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** The calendar date of an instant in `zone`, as YYYY-MM-DD. */
export function dateKey(value: Date | string, zone: string): string {
  return wallClock(toDate(value), zone).date;
}

/** The time of day of an instant in `zone`, as HH:MM (24-hour). */
export function clockKey(value: Date | string, zone: string): string {
  return wallClock(toDate(value), zone).time;
}

/** "9:00 AM" (in the account's language: "09:00" in French). */
export function formatClock(value: Date | string, zone: string): string {
  return plainSpaces(
    dateFormat({ timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(toDate(value)),
  );
}

/** "Tue, Nov 24" */
export function formatDay(value: Date | string, zone: string): string {
  return dateFormat({ timeZone: zone, weekday: 'short', month: 'short', day: 'numeric' }).format(
    toDate(value),
  );
}

/** "Tue, Nov 24 · 9:00 AM" */
export function formatWhen(value: Date | string, zone: string): string {
  return `${formatDay(value, zone)} · ${formatClock(value, zone)}`;
}

/** The zone's offset from UTC at that moment, e.g. "GMT+1" (DST included). */
export function offsetLabel(zone: string, at: Date = new Date()): string {
  const part = formatter(zone, { timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((item) => item.type === 'timeZoneName');
  return part?.value ?? zone;
}

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_KEY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The instant at which the wall clock in `zone` reads `date` (YYYY-MM-DD) `time` (HH:MM), built
 * from the zone's own offset that day, not the browser's. Null for a malformed date or time, and
 * for a time the zone skips (the hour the clocks jump over); a time that happens twice (the
 * clocks go back) is its first occurrence.
 */
export function zonedInstant(date: string, time: string, zone: string): Date | null {
  const day = DATE_KEY.exec(date);
  const clock = TIME_KEY.exec(time);
  if (!day || !clock) return null;
  const asUtc = Date.UTC(
    Number(day[1]),
    Number(day[2]) - 1,
    Number(day[3]),
    Number(clock[1]),
    Number(clock[2]),
  );
  if (new Date(asUtc).toISOString().slice(0, 10) !== date) return null;
  // The zone's offsets around that day (a DST change has one before and one after); each gives a
  // candidate, kept when the zone's clock really reads the wall time then. Earliest first.
  const offsetAt = (instant: number) => {
    const wall = wallClock(new Date(instant), zone);
    const [y, m, d] = wall.date.split('-').map(Number);
    const [h, min] = wall.time.split(':').map(Number);
    return Date.UTC(y!, m! - 1, d!, h!, min!) - Math.floor(instant / 60_000) * 60_000;
  };
  const DAY = 86_400_000;
  const candidates = [asUtc - DAY, asUtc, asUtc + DAY]
    .map((probe) => asUtc - offsetAt(probe))
    .sort((a, b) => a - b);
  for (const candidate of candidates) {
    const wall = wallClock(new Date(candidate), zone);
    if (wall.date === date && wall.time === time) return new Date(candidate);
  }
  return null;
}
