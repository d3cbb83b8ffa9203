import type { ReactElement, ReactNode } from 'react';
import { Box, FormControlLabel, Typography, type SwitchProps } from '@mui/material';

interface SwitchRowProps {
  title: string;
  description: string;
  control: ReactElement<SwitchProps>;
  /** Said under the row (why the switch could not move, for instance). */
  children?: ReactNode;
}

/** The row of a setting's switch: its title and description on the left, the switch on the right. */
export function SwitchRow({ title, description, control, children }: SwitchRowProps) {
  return (
    <Box sx={{ py: 2 }}>
      <FormControlLabel
        labelPlacement="start"
        control={control}
        label={
          <Box sx={{ pr: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {description}
            </Typography>
          </Box>
        }
        sx={{
          m: 0,
          width: '100%',
          justifyContent: 'space-between',
          alignItems: 'center',
          '& .MuiFormControlLabel-label': { flex: 1 },
        }}
      />
      {children}
    </Box>
  );
}
