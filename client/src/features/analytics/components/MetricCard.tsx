import type { ReactNode } from 'react';
import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { formatGrowth } from '../analyticsFormat';

/** One figure of the period as the card shows it. */
export interface Metric {
  /** Formatted: '12.3K', '4.6%', or '—' when `value` is unknown. */
  text: string;
  /** Null when the figure is unknown; `note` says why. */
  value: number | null;
  /** Change against the previous period, in percent; null when there is nothing to compare. */
  growth: number | null;
  /** Why the figure is unknown, shown in place of its change. */
  note?: string;
}

interface MetricCardProps {
  label: string;
  icon: ReactNode;
  /** Undefined while the report loads. */
  metric: Metric | undefined;
}

const caption = { color: 'text.secondary', mt: 1, display: 'block' } as const;

function GrowthLine({ growth }: { growth: number | null }) {
  const change = formatGrowth(growth);
  if (!change) {
    return (
      <Typography variant="caption" component="p" sx={caption}>
        No data for the previous period
      </Typography>
    );
  }
  const up = change.trend === 'up';
  const Arrow = up ? ArrowUpwardIcon : ArrowDownwardIcon;
  return (
    <Stack
      direction="row"
      spacing={0.5}
      data-trend={change.trend}
      sx={{ alignItems: 'center', mt: 1, color: up ? 'success.main' : 'error.main' }}
    >
      <Arrow sx={{ fontSize: 16 }} titleAccess={up ? 'Up' : 'Down'} />
      <Typography variant="body2" component="span" sx={{ fontWeight: 600, color: 'inherit' }}>
        {change.text}
      </Typography>
      <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
        vs previous period
      </Typography>
    </Stack>
  );
}

/** One of the period's six figures: its value (or '—' and why) and how it moved. */
export function MetricCard({ label, icon, metric }: MetricCardProps) {
  const labelId = `metric-${label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card role="group" aria-labelledby={labelId} sx={{ height: '100%' }}>
      <CardContent sx={{ p: 2.5, '&:last-child': { pb: 2.5 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              id={labelId}
              variant="body2"
              sx={{ color: 'text.secondary', fontWeight: 600 }}
            >
              {label}
            </Typography>
            {metric ? (
              <Typography
                component="p"
                data-testid="metric-value"
                sx={{
                  fontSize: '1.875rem',
                  fontWeight: 700,
                  lineHeight: 1.2,
                  mt: 0.5,
                  fontVariantNumeric: 'tabular-nums',
                  color: metric.value === null ? 'text.disabled' : 'text.primary',
                }}
              >
                {metric.text}
              </Typography>
            ) : (
              <Skeleton width={72} sx={{ fontSize: '1.875rem', mt: 0.5 }} />
            )}
          </Box>
          <Box
            aria-hidden
            sx={{
              width: 40,
              height: 40,
              flexShrink: 0,
              borderRadius: '10px',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(10, 102, 194, 0.08)',
              color: 'primary.main',
            }}
          >
            {icon}
          </Box>
        </Stack>
        {!metric && <Skeleton width="70%" sx={{ mt: 1 }} />}
        {metric &&
          (metric.value === null ? (
            // An unknown figure has no change either: only why it is unknown.
            <Typography variant="caption" component="p" sx={caption}>
              {metric.note}
            </Typography>
          ) : (
            <GrowthLine growth={metric.growth} />
          ))}
      </CardContent>
    </Card>
  );
}
