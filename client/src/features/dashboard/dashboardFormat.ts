/** Shown for a figure Postpilot cannot know (its note says why). */
import { dateFormat, numberFormat } from '../../shared/format/display';

/** When a post goes out: 'Tue, Mar 5, 9:00 AM'. */
export { formatMoment } from '../../shared/format/display';
export const NO_VALUE = '—';

/** '12,345' (in the account's language: '12.345'), or '—' when the figure is unknown. */
export const formatCount = (value: number | null): string =>
  value === null ? NO_VALUE : numberFormat().format(value);

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

// Dates on the account's clock, in its language.
/** 'March 5, 2026': the day the LinkedIn connection expires. */
export const formatDay = (iso: string) =>
  dateFormat({ month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(iso));
