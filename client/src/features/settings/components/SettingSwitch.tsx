import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { useField } from 'formik';

interface SettingSwitchProps {
  name: string;
  title: string;
  description: string;
}

/** One on/off setting bound to a Formik field: what it is on the left, the switch on the right. */
export function SettingSwitch({ name, title, description }: SettingSwitchProps) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  return (
    <FormControlLabel
      labelPlacement="start"
      control={<Switch {...field} checked={Boolean(field.checked)} />}
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
        py: 2,
        justifyContent: 'space-between',
        alignItems: 'center',
        '& .MuiFormControlLabel-label': { flex: 1 },
      }}
    />
  );
}
