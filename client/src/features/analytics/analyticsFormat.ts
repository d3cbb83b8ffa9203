import { abbreviateNumber, ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD } from '@postpilot/common';
import { dateFormat, numberFormat } from '../../shared/format/display';

export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** The period selector's labels, in its order. */
export const PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  7: 'Last 7 days',
  30: 'Last 30 days',
  90: 'Last 3 months',
  365: 'Last year',
};

/** The specification's error messages have no analytics entry; worded like the dashboard's. */
export const ANALYTICS_LOAD_FAILED = 'Failed to load analytics data';

/** Insights and the best day before enough posts have statistics. */
export const NOT_ENOUGH_DATA = 'Not enough data yet';

/** Shown for a figure Postpilot cannot know (a caption says why). */
export const NO_VALUE = '—';

/** The period in a URL's ?period=; anything but 7, 30, 90 or 365 reads as the default 30. */
export function parsePeriod(raw: string | null): AnalyticsPeriod {
  const period = ANALYTICS_PERIODS.find((days) => String(days) === raw?.trim());
  return period ?? DEFAULT_ANALYTICS_PERIOD;
}

/** '999', '12.3K', '1.0M' (K from 1,000, M from 1,000,000, one decimal), or '—' when unknown. */
export const formatMetric = (value: number | null): string =>
  value === null ? NO_VALUE : abbreviateNumber(value);

// Percentages to one decimal, without a trailing '.0': '4.6%', '12%' (in the account's
// language: '4,6%').
const percentFormat = () => numberFormat({ maximumFractionDigits: 1 });

/** '4.6%' for a rate in percent, or '—' when unknown. */
export const formatPercent = (value: number | null): string =>
  value === null ? NO_VALUE : `${percentFormat().format(value)}%`;

export interface Growth {
  /** Up when the percent shown is 0 or more (green up for 0 or more, red down below). */
  trend: 'up' | 'down';
  /** The absolute change: '12.4%'. */
  text: string;
}

/**
 * A figure's change against the previous period; undefined when there is nothing to compare
 * with. The number shown decides the direction, so -0.02 reads as an unchanged, green 0%.
 */
export function formatGrowth(percent: number | null): Growth | undefined {
  if (percent === null || !Number.isFinite(percent)) return undefined;
  const shown = Math.round(Math.abs(percent) * 10) / 10;
  return {
    trend: percent < 0 && shown > 0 ? 'down' : 'up',
    text: `${percentFormat().format(shown)}%`,
  };
}

/** '9:00 AM' from an hour of the day (24 is midnight). */
export function formatHour(hour: number): string {
  const within = hour % 24;
  return `${within % 12 || 12}:00 ${within < 12 ? 'AM' : 'PM'}`;
}

/** '9:00 AM - 11:00 AM' from the hours a window starts and ends (24 is midnight). */
export const formatHourWindow = (startHour: number, endHour: number): string =>
  `${formatHour(startHour)} - ${formatHour(endHour)}`;

/** 'tuesday' → 'Tuesday'. */
export const capitalize = (word: string): string =>
  word ? word[0].toUpperCase() + word.slice(1) : word;

/**
 * How a tone did against all posts with statistics, in whole percent:
 * 'Educational posts: 32% more engagement than average'.
 */
export function formatToneComparison(tone: string, versusAverage: number): string {
  const whole = Math.round(Math.abs(versusAverage));
  const posts = `${capitalize(tone)} posts`;
  if (whole === 0) return `${posts}: about average engagement`;
  return `${posts}: ${whole}% ${versusAverage > 0 ? 'more' : 'less'} engagement than average`;
}

// The timeline's days are calendar dates (YYYY-MM-DD in the user's timezone): read and shown
// in UTC so no time zone moves them to the day before.
const shortDayFormat = () => dateFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDayFormat = () =>
  dateFormat({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const calendarDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** '2026-11-03' → 'Nov 3'. */
export const formatTimelineDay = (date: string): string =>
  shortDayFormat().format(calendarDay(date));
/** '2026-11-03' → 'Tuesday, November 3, 2026', for the chart's tooltip. */
export const formatTimelineDayLong = (date: string): string =>
  longDayFormat().format(calendarDay(date));

/** 'Nov 3, 2026': when a top post went out, on the account's clock. */
export const formatPublished = (iso: string): string =>
  dateFormat({ month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));
