import { dateFormat } from './display';

/**
 * How long ago something happened ('5 minutes ago') and the exact moment behind it, for a
 * time that keeps up with the clock (see useNow): the dashboard's recent activity, the
 * analytics page's last statistics.
 */

/** 'Tuesday, March 5, 2026 at 9:00 AM': the exact moment behind a relative time. */
export const formatFull = (iso: string) =>
  dateFormat({ dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));

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
