import { Box, Skeleton, Typography } from '@mui/material';
import { LineChart, lineClasses } from '@mui/x-charts';
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
import { numberFormat } from '../../../shared/format/display';

type AnalyticsDay = AnalyticsQuery['analytics']['timeline'][number];

/** The height of each of the two charts. */
export const CHART_HEIGHT = 180;
const VIEWS_COLOR = '#0a66c2';
const ENGAGEMENT_COLOR = '#057642';

const seriesValue = (value: number | null) =>
  value === null ? 'No data' : numberFormat().format(value);

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
      <Skeleton
        variant="rounded"
        height={2 * CHART_HEIGHT}
        role="status"
        aria-label="Loading chart"
      />
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
    body = (
      <Box component="figure" aria-label={title} sx={{ m: 0 }}>
        {/* Views run to thousands, engagement to tens: one chart each, one above the other on
            the same days, so neither line hides behind the other on a second scale. */}
        <DailyChart
          timeline={timeline}
          period={period}
          series={{ id: 'views', label: 'Views', color: VIEWS_COLOR, pick: (day) => day.views }}
        />
        <DailyChart
          timeline={timeline}
          period={period}
          series={{
            id: 'engagement',
            label: 'Engagement',
            color: ENGAGEMENT_COLOR,
            pick: (day) => day.engagement,
          }}
        />
        <Typography component="figcaption" variant="caption" sx={{ color: 'text.secondary' }}>
          {summary} Engagement counts likes, comments and shares.
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

interface DailySeries {
  id: string;
  label: string;
  color: string;
  pick: (day: AnalyticsDay) => number | null;
}

/** One figure per day of the period on its own scale from 0, with whole-number ticks. */
function DailyChart({
  timeline,
  period,
  series,
}: {
  timeline: AnalyticsDay[];
  period: AnalyticsPeriod;
  series: DailySeries;
}) {
  // A mark per day while there is room for them: a week.
  const withMarks = timeline.length <= 7;
  return (
    <LineChart
      height={CHART_HEIGHT}
      margin={{ left: 4, right: 12 }}
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
      yAxis={[{ id: series.id, min: 0, tickMinStep: 1, valueFormatter: formatAxisValue }]}
      series={[
        {
          id: series.id,
          label: series.label,
          data: timeline.map(series.pick),
          yAxisId: series.id,
          color: series.color,
          showMark: withMarks,
          curve: 'linear',
          area: true,
          valueFormatter: seriesValue,
        },
      ]}
      grid={{ horizontal: true }}
      sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.1 } }}
    />
  );
}
