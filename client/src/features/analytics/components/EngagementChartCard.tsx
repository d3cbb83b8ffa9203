import { Box, Skeleton, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import type { AnalyticsQuery } from '../../../gql/graphql';
import { SectionCard } from '../../../shared/layout/SectionCard';
import {
  formatMetric,
  formatTimelineDay,
  formatTimelineDayLong,
  PERIOD_LABELS,
  type AnalyticsPeriod,
} from '../analyticsFormat';

type AnalyticsDay = AnalyticsQuery['analytics']['timeline'][number];

export const CHART_HEIGHT = 300;
const VIEWS_COLOR = '#0a66c2';
const ENGAGEMENT_COLOR = '#057642';

const countFormat = new Intl.NumberFormat('en-US');
const seriesValue = (value: number | null) =>
  value === null ? 'No data' : countFormat.format(value);

/**
 * Which days get a tick: every day of a week or a month (the chart hides labels that would
 * overlap), Mondays over 3 months, the first of each month over a year.
 */
function tickEvery(period: AnalyticsPeriod) {
  if (period <= 30) return 'auto' as const;
  if (period <= 90) {
    return (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 1;
  }
  return (date: string) => date.endsWith('-01');
}

const formatAxisValue = (value: number) => formatMetric(value);

const total = (days: AnalyticsDay[], pick: (day: AnalyticsDay) => number | null) =>
  days.reduce((sum, day) => sum + (pick(day) ?? 0), 0);

/** Views and engagement per day of the period, or why there is nothing to plot. */
export function EngagementChartCard({
  timeline,
  period,
}: {
  /** Undefined while the report loads. */
  timeline: AnalyticsDay[] | undefined;
  period: AnalyticsPeriod;
}) {
  const title = `Views and engagement per day, ${PERIOD_LABELS[period].toLowerCase()}`;
  const hasStatistics = timeline?.some((day) => day.views !== null || day.engagement !== null);

  let body;
  if (!timeline) {
    body = (
      <Skeleton variant="rounded" height={CHART_HEIGHT} role="status" aria-label="Loading chart" />
    );
  } else if (!hasStatistics) {
    body = (
      <Box sx={{ textAlign: 'center', py: 6, px: 1 }}>
        <ShowChartIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
        <Typography sx={{ fontWeight: 600, mt: 1 }}>No statistics for this period yet</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          Views and engagement are plotted here once LinkedIn reports them.
        </Typography>
      </Box>
    );
  } else {
    const summary =
      `${formatMetric(total(timeline, (day) => day.views))} views and ` +
      `${formatMetric(total(timeline, (day) => day.engagement))} likes, comments and shares ` +
      `from ${formatTimelineDayLong(timeline[0].date)} to ` +
      `${formatTimelineDayLong(timeline[timeline.length - 1].date)}.`;
    // A mark per day while there is room for them: a week.
    const withMarks = timeline.length <= 7;
    body = (
      <Box component="figure" aria-label={title} sx={{ m: 0 }}>
        <LineChart
          height={CHART_HEIGHT}
          title={title}
          margin={{ left: 4, right: 4 }}
          xAxis={[
            {
              id: 'days',
              scaleType: 'point',
              data: timeline.map((day) => day.date),
              tickInterval: tickEvery(period),
              valueFormatter: (date: string, context) =>
                context.location === 'tick' ? formatTimelineDay(date) : formatTimelineDayLong(date),
            },
          ]}
          // Views run to thousands, engagement to tens: each has its own scale, from 0.
          yAxis={[
            // Counts: whole-number ticks only.
            {
              id: 'views',
              position: 'left',
              min: 0,
              tickMinStep: 1,
              valueFormatter: formatAxisValue,
            },
            {
              id: 'engagement',
              position: 'right',
              min: 0,
              tickMinStep: 1,
              valueFormatter: formatAxisValue,
            },
          ]}
          series={[
            {
              id: 'views',
              label: 'Views',
              data: timeline.map((day) => day.views),
              yAxisId: 'views',
              color: VIEWS_COLOR,
              showMark: withMarks,
              curve: 'linear',
              valueFormatter: seriesValue,
            },
            {
              id: 'engagement',
              label: 'Engagement',
              data: timeline.map((day) => day.engagement),
              yAxisId: 'engagement',
              color: ENGAGEMENT_COLOR,
              showMark: withMarks,
              curve: 'linear',
              valueFormatter: seriesValue,
            },
          ]}
          grid={{ horizontal: true }}
        />
        <Typography component="figcaption" variant="caption" sx={{ color: 'text.secondary' }}>
          {summary} Views on the left scale, engagement (likes, comments and shares) on the right.
        </Typography>
      </Box>
    );
  }

  return (
    <SectionCard id="views-and-engagement" title="Views and Engagement">
      {body}
    </SectionCard>
  );
}
