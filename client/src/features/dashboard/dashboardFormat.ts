/** Shown for a figure Postpilot cannot know (its note says why). */
export const NO_VALUE = '—';

// Figures with English separators, like the rest of the (English) interface.
const countFormat = new Intl.NumberFormat('en-US');

/** '12,345', or '—' when the figure is unknown. */
export const formatCount = (value: number | null): string =>
  value === null ? NO_VALUE : countFormat.format(value);

export interface Change {
  /** Up when the whole percent shown is 0 or more. */
  trend: 'up' | 'down';
  /** '+12% from last month', '-5% from last month'. */
  text: string;
}

/**
 * A stat's change against the previous 30 days, in whole percent; undefined when there is
 * nothing to compare with. The shown number decides the direction, so -0.3 reads '+0%'.
 */
export function formatChange(changePercent: number | null): Change | undefined {
  if (changePercent === null || !Number.isFinite(changePercent)) return undefined;
  // Halves round away from zero, the same for a rise and a fall.
  const whole = Math.round(Math.abs(changePercent));
  const trend = changePercent < 0 && whole > 0 ? 'down' : 'up';
  return { trend, text: `${trend === 'up' ? '+' : '-'}${whole}% from last month` };
}

// Dates in the browser's own locale and time zone.
const momentFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const dayFormat = new Intl.DateTimeFormat(undefined, {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const fullFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });

/** 'Tue, Mar 5, 9:00 AM': when an upcoming post goes out. */
export const formatMoment = (iso: string) => momentFormat.format(new Date(iso));
/** 'March 5, 2026': the day the LinkedIn connection expires. */
export const formatDay = (iso: string) => dayFormat.format(new Date(iso));
/** 'Tuesday, March 5, 2026 at 9:00 AM': the exact moment behind a relative time. */
export const formatFull = (iso: string) => fullFormat.format(new Date(iso));

// In words, among the English text around it.
const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const UNITS: { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'week', seconds: 7 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
];

/** '5 minutes ago', 'yesterday', '3 weeks ago'; 'just now' under a minute. */
export function formatRelative(iso: string, now: number): string {
  const seconds = (new Date(iso).getTime() - now) / 1000;
  const elapsed = Math.abs(seconds);
  if (elapsed < 60) return 'just now';
  const { unit, seconds: size } = UNITS.find((candidate) => elapsed >= candidate.seconds)!;
  return relativeFormat.format(Math.trunc(seconds / size), unit);
}
