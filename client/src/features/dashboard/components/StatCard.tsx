import type { ReactNode } from 'react';
import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import type { DashboardStatFragment } from '../../../gql/graphql';
import { formatChange, formatCount } from '../dashboardFormat';

interface StatCardProps {
  label: string;
  icon: ReactNode;
  /** Undefined while the dashboard loads. */
  stat: DashboardStatFragment | undefined;
}

function ChangeLine({ changePercent }: { changePercent: number | null }) {
  const change = formatChange(changePercent);
  if (!change) return null;
  const up = change.trend === 'up';
  const Arrow = up ? ArrowUpwardIcon : ArrowDownwardIcon;
  return (
    <Stack
      direction="row"
      spacing={0.5}
      data-trend={change.trend}
      sx={{ alignItems: 'center', mt: 1, color: up ? 'success.main' : 'error.main' }}
    >
      <Arrow sx={{ fontSize: 16 }} />
      <Typography variant="body2" component="span" sx={{ fontWeight: 600, color: 'inherit' }}>
        {change.text}
      </Typography>
    </Stack>
  );
}

/** One of the dashboard's four figures: its value (or '—' and why) and how it moved. */
export function StatCard({ label, icon, stat }: StatCardProps) {
  const labelId = `stat-${label.toLowerCase().replace(/\s+/g, '-')}`;
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
            {stat ? (
              <Typography
                component="p"
                data-testid="stat-value"
                sx={{
                  fontSize: '1.875rem',
                  fontWeight: 700,
                  lineHeight: 1.2,
                  mt: 0.5,
                  fontVariantNumeric: 'tabular-nums',
                  color: stat.value === null ? 'text.disabled' : 'text.primary',
                }}
              >
                {formatCount(stat.value)}
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
        {stat ? (
          <>
            {stat.note && (
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
                {stat.note}
              </Typography>
            )}
            <ChangeLine changePercent={stat.changePercent} />
          </>
        ) : (
          <Skeleton width="70%" sx={{ mt: 1 }} />
        )}
      </CardContent>
    </Card>
  );
}
