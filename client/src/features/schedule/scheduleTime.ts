import { dateFormat } from '../../shared/format/display';

/**
 * Dates and clock times read in a given IANA time zone. The client has no date library, and
 * the browser's Intl knows every zone (with its DST rules), so formatting needs nothing else;
 * the slots themselves are always computed by the server.
 */

/** A format on the clock of `zone`, in the account's language. */
const formatter = (zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  dateFormat({ timeZone: zone, ...options });

/** Calendar arithmetic reads numbers out of formatted parts: always in one, Latin-digit locale. */
const numericParts = new Map<string, Intl.DateTimeFormat>();

// Newer ICU puts a narrow no-break space before AM/PM; plain spaces read and match the same.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** The zone the browser runs in, e.g. Europe/Berlin. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The calendar date of an instant in `zone`, as YYYY-MM-DD. */
export function dateKey(value: Date | string, zone: string): string {
  let numeric = numericParts.get(zone);
  if (!numeric) {
    numeric = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    numericParts.set(zone, numeric);
  }
  const parts = numeric
    .formatToParts(toDate(value))
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** "9:00 AM" */
export function formatClock(value: Date | string, zone: string): string {
  return plainSpaces(formatter(zone, { hour: 'numeric', minute: '2-digit' }).format(toDate(value)));
}

/** "Tue, Nov 24" */
export function formatDay(value: Date | string, zone: string): string {
  return formatter(zone, { weekday: 'short', month: 'short', day: 'numeric' }).format(
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

/** Calendar dates as YYYY-MM-DD strings: adding days and reading the weekday need no zone. */
function utcOf(key: string): Date {
  const [year, month, day] = key.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

export function addDays(key: string, days: number): string {
  const date = utcOf(key);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(key: string): number {
  return (utcOf(key).getUTCDay() + 6) % 7;
}

/** "Tuesday, November 24" for a YYYY-MM-DD date. */
export function formatLongDate(key: string): string {
  return formatter('UTC', { weekday: 'long', month: 'long', day: 'numeric' }).format(utcOf(key));
}

/** "Tue, Nov 24" for a YYYY-MM-DD date. */
export function formatShortDate(key: string): string {
  return formatDay(utcOf(key), 'UTC');
}

/** The month's short name ("Dec") for a YYYY-MM-DD date. */
export function formatMonth(key: string): string {
  return formatter('UTC', { month: 'short' }).format(utcOf(key));
}
