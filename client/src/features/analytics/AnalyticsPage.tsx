import { useCallback, type ReactNode } from 'react';
import { Box, Stack } from '@mui/material';
import { LoadFailed } from '../../shared/layout/LoadFailed';
import { PageShell } from '../../shared/layout/PageShell';
import { FigureGrid } from '../../shared/figures/FigureCard';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import PercentIcon from '@mui/icons-material/Percent';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { ANALYTICS_PERIODS } from '@postpilot/common';
import { AnalyticsDocument } from '../../gql/graphql';
import { ANALYTICS_LOAD_FAILED, type AnalyticsPeriod } from './analyticsFormat';
import { metricOf, type MetricKey } from './analyticsMetrics';
import { EngagementChartCard } from './components/EngagementChartCard';
import { InsightsCard } from './components/InsightsCard';
import { MetricCard } from './components/MetricCard';
import { MetricsStatusBar } from './components/MetricsStatusBar';
import { PeriodSelect } from './components/PeriodSelect';
import { QuickStatsCard } from './components/QuickStatsCard';
import { TopPostsCard } from './components/TopPostsCard';
import { useAnalyticsPeriod } from './useAnalyticsPeriod';

const METRIC_CARDS: { key: MetricKey; label: string; icon: ReactNode }[] = [
  { key: 'posts', label: 'Total Posts', icon: <ArticleOutlinedIcon /> },
  { key: 'views', label: 'Total Views', icon: <VisibilityOutlinedIcon /> },
  { key: 'likes', label: 'Total Likes', icon: <ThumbUpOutlinedIcon /> },
  { key: 'comments', label: 'Total Comments', icon: <ChatBubbleOutlineIcon /> },
  { key: 'engagementRate', label: 'Engagement Rate', icon: <PercentIcon /> },
  { key: 'connections', label: 'New Connections', icon: <PersonAddAltOutlinedIcon /> },
];

/**
 * The Analytics page: the period's six figures against the period before, views and engagement
 * per day, the best posts, insights and quick stats, all from the user's data.
 *
 * Unlike the spec's screen, a failed load shows an error with Retry, never sample figures; and
 * figures LinkedIn does not share with Postpilot read '—' with the reason.
 */
export function AnalyticsPage() {
  const [period, setPeriod] = useAnalyticsPeriod();

  // Opening the period menu asks for the other periods' reports not in the cache yet, so the one
  // chosen is drawn from the cache at once (and checked with the server, as on each visit).
  const client = useApolloClient();
  const prefetchOtherPeriods = useCallback(() => {
    for (const timeRange of ANALYTICS_PERIODS) {
      const variables = { timeRange };
      if (timeRange === period || client.readQuery({ query: AnalyticsDocument, variables }))
        continue;
      client
        .query({ query: AnalyticsDocument, variables, fetchPolicy: 'network-only' })
        .catch(() => undefined);
    }
  }, [client, period]);

  return (
    <PageShell
      title="Analytics"
      subtitle="Track your LinkedIn performance and engagement, period by period."
      action={<PeriodSelect period={period} onChange={setPeriod} onOpen={prefetchOtherPeriods} />}
    >
      {/* A query of its own for each period. One query whose variables changed would be asked
          again for each period in turn: a period is chosen through the router, in a transition
          that the report's answer interrupts, and Apollo's hook applies its variables while
          rendering, so the interrupted render and the shown one would each ask for theirs. */}
      <PeriodReport key={period} period={period} />
    </PageShell>
  );
}

/** The report of one period: the figures, the chart, the best posts, insights and quick stats. */
function PeriodReport({ period }: { period: AnalyticsPeriod }) {
  // Asked again on each visit: the worker publishes posts and syncs their statistics while
  // the user is elsewhere. The cached report shows meanwhile.
  const { data, error, loading, refetch } = useQuery(AnalyticsDocument, {
    variables: { timeRange: period },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });

  const report = data?.analytics;
  const failed = !report && Boolean(error) && !loading;

  return failed ? (
    <LoadFailed
      prominent
      message={ANALYTICS_LOAD_FAILED}
      onRetry={() => void refetch().catch(() => {})}
    />
  ) : (
    <>
      <MetricsStatusBar metrics={report?.metrics} />
      <FigureGrid label="Metrics" columns={3}>
        {METRIC_CARDS.map((card) => (
          <MetricCard
            key={card.key}
            label={card.label}
            icon={card.icon}
            metric={report && metricOf(card.key, report)}
          />
        ))}
      </FigureGrid>
      <Box sx={{ mb: 3 }}>
        <EngagementChartCard timeline={report?.timeline} period={period} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'minmax(0, 7fr) minmax(0, 5fr)',
          },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <TopPostsCard posts={report?.topPosts} published={report?.analytics.totalPosts} />
        </Box>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <InsightsCard insights={report?.insights} />
          <QuickStatsCard report={report} />
        </Stack>
      </Box>
    </>
  );
}
