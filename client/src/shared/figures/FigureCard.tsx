import type { ReactNode } from 'react';
import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';

interface FigureCardProps {
  label: string;
  icon: ReactNode;
  /** The figure as shown ('12.3K', '—'); undefined while it loads. */
  text: string | undefined;
  /** The figure is unknown: its text is muted. */
  unknown?: boolean;
  /** What goes under the figure: how it moved, or why it is unknown. */
  children?: ReactNode;
}

/** A figure with its label and icon, as the dashboard's and analytics' cards show one. */
export function FigureCard({ label, icon, text, unknown = false, children }: FigureCardProps) {
  const labelId = `figure-${label.toLowerCase().replace(/\s+/g, '-')}`;
  const loading = text === undefined;
  return (
    <Card role="group" aria-labelledby={labelId} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              id={labelId}
              variant="body2"
              sx={{ color: 'text.secondary', fontWeight: 600 }}
            >
              {label}
            </Typography>
            {loading ? (
              <Skeleton width={72} sx={{ fontSize: '1.875rem', mt: 0.5 }} />
            ) : (
              <Typography
                component="p"
                data-testid="figure-value"
                sx={{
                  fontSize: { xs: '1.5rem', sm: '1.875rem' },
                  fontWeight: 700,
                  lineHeight: 1.2,
                  mt: 0.5,
                  fontVariantNumeric: 'tabular-nums',
                  color: unknown ? 'text.disabled' : 'text.primary',
                }}
              >
                {text}
              </Typography>
            )}
          </Box>
          <Box
            aria-hidden
            sx={{
              // On a phone the card is half the screen wide: the figure gets the room.
              display: { xs: 'none', sm: 'grid' },
              width: 40,
              height: 40,
              flexShrink: 0,
              borderRadius: '10px',
              placeItems: 'center',
              bgcolor: 'rgba(10, 102, 194, 0.08)',
              color: 'primary.main',
            }}
          >
            {icon}
          </Box>
        </Stack>
        {loading ? <Skeleton width="70%" sx={{ mt: 1 }} /> : children}
      </CardContent>
    </Card>
  );
}

interface FigureGridProps {
  /** The section's accessible name. */
  label: string;
  /** Cards a row on a wide screen (two on a phone or a tablet). */
  columns: 3 | 4;
  children: ReactNode;
}

/** A page's row of figure cards. */
export function FigureGrid({ label, columns, children }: FigureGridProps) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2, md: 3 },
        mb: 3,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {children}
    </Box>
  );
}

/** A muted line under a figure: why it is unknown, or that there is nothing to compare with. */
export function FigureCaption({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="caption"
      component="p"
      sx={{ color: 'text.secondary', mt: 1, display: 'block' }}
    >
      {children}
    </Typography>
  );
}

interface TrendLineProps {
  trend: 'up' | 'down';
  /** The change as shown, e.g. '+12% from last month' or '12.4%'. */
  text: string;
  /** Muted words after it, e.g. 'vs previous period'. */
  suffix?: string;
}

/** How a figure moved: a green up arrow or a red down arrow and the change. */
export function TrendLine({ trend, text, suffix }: TrendLineProps) {
  const up = trend === 'up';
  const Arrow = up ? ArrowUpwardIcon : ArrowDownwardIcon;
  return (
    <Stack
      direction="row"
      spacing={0.5}
      data-trend={trend}
      sx={{ alignItems: 'center', mt: 1, color: up ? 'success.main' : 'error.main' }}
    >
      <Arrow sx={{ fontSize: 16 }} titleAccess={up ? 'Up' : 'Down'} />
      <Typography variant="body2" component="span" sx={{ fontWeight: 600, color: 'inherit' }}>
        {text}
      </Typography>
      {suffix && (
        <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
          {suffix}
        </Typography>
      )}
    </Stack>
  );
}
