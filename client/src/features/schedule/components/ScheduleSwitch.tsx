import type { ReactNode } from 'react';
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';

interface ScheduleSwitchProps {
  title: string;
  description: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** One on/off part of the schedule: what it does on the left, the switch on the right. */
export function ScheduleSwitch({ title, description, checked, onChange }: ScheduleSwitchProps) {
  return (
    <FormControlLabel
      labelPlacement="start"
      control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={
        <Box sx={{ pr: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
          <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
            {description}
          </Typography>
        </Box>
      }
      sx={{
        m: 0,
        py: 1.5,
        justifyContent: 'space-between',
        alignItems: 'center',
        '& .MuiFormControlLabel-label': { flex: 1 },
      }}
    />
  );
}
