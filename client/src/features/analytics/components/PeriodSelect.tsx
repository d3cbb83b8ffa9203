import { MenuItem, TextField } from '@mui/material';
import { ANALYTICS_PERIODS } from '@postpilot/common';
import { PERIOD_LABELS, type AnalyticsPeriod } from '../analyticsFormat';

/** The period selector: last 7 days, 30 days, 3 months or year. */
export function PeriodSelect({
  period,
  onChange,
  onOpen,
}: {
  period: AnalyticsPeriod;
  onChange: (period: AnalyticsPeriod) => void;
  /** The menu opened: a choice is likely to follow. */
  onOpen?: () => void;
}) {
  return (
    <TextField
      id="analytics-period"
      select
      size="small"
      label="Period"
      value={period}
      onChange={(event) => onChange(Number(event.target.value) as AnalyticsPeriod)}
      fullWidth={false}
      slotProps={{ select: { onOpen } }}
      sx={{ minWidth: 180, width: { xs: '100%', sm: 'auto' } }}
    >
      {ANALYTICS_PERIODS.map((days) => (
        <MenuItem key={days} value={days}>
          {PERIOD_LABELS[days]}
        </MenuItem>
      ))}
    </TextField>
  );
}
