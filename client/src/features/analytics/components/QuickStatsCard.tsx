import { Box, Skeleton, Stack, Typography } from '@mui/material';
import type { AnalyticsQuery } from '../../../gql/graphql';
import { SectionCard } from '../../../shared/layout/SectionCard';
import {
  capitalize,
  formatMetric,
  formatPercent,
  NO_VALUE,
  NOT_ENOUGH_DATA,
} from '../analyticsFormat';

type Report = AnalyticsQuery['analytics'];

interface QuickStat {
  label: string;
  value: string;
  detail?: string;
}

/** Quick Stats, each from the user's own data. */
function quickStats(report: Report): QuickStat[] {
  const { adherence } = report;
  const due = adherence.published + adherence.failed;
  return [
    {
      label: 'Average views per post',
      value: formatMetric(report.analytics.averageViews),
    },
    {
      label: 'Best performing day',
      value: report.insights.bestDay ? capitalize(report.insights.bestDay.day) : NOT_ENOUGH_DATA,
    },
    {
      label: 'Published on time',
      value: adherence.rate === null ? NO_VALUE : formatPercent(Math.round(adherence.rate)),
      detail: adherence.rate === null ? 'Nothing was due' : `${adherence.onTime} of ${due}`,
    },
    { label: 'Failed posts', value: String(adherence.failed) },
  ];
}

export function QuickStatsCard({ report }: { report: Report | undefined }) {
  return (
    <SectionCard id="quick-stats" title="Quick Stats">
      {report ? (
        <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
          {quickStats(report).map((stat) => (
            <Stack
              key={stat.label}
              direction="row"
              spacing={2}
              data-stat={stat.label}
              sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
            >
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {stat.label}
              </Typography>
              <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
                <Typography
                  variant="body2"
                  sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
                >
                  {stat.value}
                </Typography>
                {stat.detail && (
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {stat.detail}
                  </Typography>
                )}
              </Box>
            </Stack>
          ))}
        </Stack>
      ) : (
        <Stack spacing={1.5} role="status" aria-label="Loading quick stats">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
