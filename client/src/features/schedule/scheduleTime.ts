import { dateFormat } from '../../shared/format/display';

/**
 * The schedule's dates: instants read in the schedule's zone (shared/format/zonedTime), and
 * calendar dates as YYYY-MM-DD strings.
 */
import { formatDay } from '../../shared/format/zonedTime';

export {
  browserTimeZone,
  clockKey,
  dateKey,
  formatClock,
  formatDay,
  formatWhen,
  offsetLabel,
  zonedInstant,
} from '../../shared/format/zonedTime';

// Calendar dates, in the account's language.
const longDate = () =>
  dateFormat({ timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });
const shortMonth = () => dateFormat({ timeZone: 'UTC', month: 'short' });

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
  return longDate().format(utcOf(key));
}

/** "Tue, Nov 24" for a YYYY-MM-DD date. */
export function formatShortDate(key: string): string {
  return formatDay(utcOf(key), 'UTC');
}

/** The month's short name ("Dec") for a YYYY-MM-DD date. */
export function formatMonth(key: string): string {
  return shortMonth().format(utcOf(key));
}
