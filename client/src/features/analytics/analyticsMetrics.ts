import { ANALYTICS_MESSAGES } from '@postpilot/common';
import type { AnalyticsQuery } from '../../gql/graphql';
import { formatMetric, formatPercent } from './analyticsFormat';
import type { Metric } from './components/MetricCard';

type Report = AnalyticsQuery['analytics'];
type Summary = Report['analytics'];

/** The six cards' figures; each is also the name of its growth. */
export type MetricKey = Exclude<keyof Summary['growth'], 'shares' | '__typename'>;

export const CONNECTIONS_NOT_SHARED = "LinkedIn doesn't share connection counts with apps";
export const STATISTICS_NOT_SHARED = ANALYTICS_MESSAGES.notShared;
export const CONNECT_TO_SEE = 'Connect LinkedIn to see it';
export const NO_STATISTICS_YET = 'No statistics for this period yet';
export const NO_VIEWS_YET = 'No views in this period yet';

/** Why a figure of the report is unknown. */
function noteFor(key: MetricKey, report: Report): string {
  if (key === 'connections') return CONNECTIONS_NOT_SHARED;
  if (!report.metrics.available) {
    return report.metrics.message === ANALYTICS_MESSAGES.notConnected
      ? CONNECT_TO_SEE
      : STATISTICS_NOT_SHARED;
  }
  // Shared, yet unknown: a rate needs views, and the other figures need a first sync.
  return key === 'engagementRate' ? NO_VIEWS_YET : NO_STATISTICS_YET;
}

const VALUES: Record<MetricKey, (summary: Summary) => number | null> = {
  posts: (summary) => summary.totalPosts,
  views: (summary) => summary.totalViews,
  likes: (summary) => summary.totalLikes,
  comments: (summary) => summary.totalComments,
  engagementRate: (summary) => summary.engagementRate,
  connections: (summary) => summary.totalConnections,
};

/** One card's figure: abbreviated (or a percent for the rate), its change, or why unknown. */
export function metricOf(key: MetricKey, report: Report): Metric {
  const summary = report.analytics;
  const value = VALUES[key](summary);
  return {
    value,
    text: key === 'engagementRate' ? formatPercent(value) : formatMetric(value),
    growth: summary.growth[key],
    note: value === null ? noteFor(key, report) : undefined,
  };
}
