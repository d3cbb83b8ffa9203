import { DateTime } from 'luxon';

/** 'Tue 24 Nov, 09:00 (Europe/London)': a moment as the user reads it, in their time zone. */
export function formatWhen(moment: Date, timezone: string): string {
  const local = DateTime.fromJSDate(moment, { zone: timezone || 'UTC' });
  const zone = local.isValid ? timezone : 'UTC';
  const shown = local.isValid ? local : DateTime.fromJSDate(moment, { zone: 'UTC' });
  return `${shown.setLocale('en-GB').toFormat('ccc d LLL, HH:mm')} (${zone})`;
}
