import { Box, Typography } from '@mui/material';
import type { TimeLeft } from '../useTimeLeft';

const UNITS: { key: keyof TimeLeft; label: string }[] = [
  { key: 'days', label: 'Days' },
  { key: 'hours', label: 'Hours' },
  { key: 'minutes', label: 'Minutes' },
  { key: 'seconds', label: 'Seconds' },
];

const pad = (value: number) => String(value).padStart(2, '0');

/** Four tiles counting down to launch; dashes until the target is known. */
export function Countdown({ timeLeft }: { timeLeft: TimeLeft | null }) {
  return (
    <Box
      role="timer"
      aria-label="Time until launch"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 1fr)',
        gap: { xs: 1, sm: 2 },
        width: '100%',
        maxWidth: 560,
      }}
    >
      {UNITS.map(({ key, label }) => (
        <Box
          key={key}
          data-unit={key}
          sx={{
            py: { xs: 1.5, sm: 2.5 },
            borderRadius: '14px',
            textAlign: 'center',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            boxShadow: '0 1px 2px rgba(15, 23, 42, 0.04), 0 8px 24px rgba(15, 23, 42, 0.06)',
          }}
        >
          <Typography
            component="span"
            sx={{
              display: 'block',
              fontWeight: 800,
              fontSize: { xs: '1.75rem', sm: '2.75rem' },
              lineHeight: 1.1,
              fontVariantNumeric: 'tabular-nums',
              color: 'primary.main',
            }}
          >
            {timeLeft ? pad(timeLeft[key]) : '--'}
          </Typography>
          <Typography
            component="span"
            variant="caption"
            sx={{
              display: 'block',
              mt: 0.5,
              color: 'text.secondary',
              fontWeight: 600,
              letterSpacing: '0.08em',
              textTransform: 'uppercase',
              fontSize: { xs: '0.65rem', sm: '0.75rem' },
            }}
          >
            {label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
