import { Box, MenuItem } from '@mui/material';
import { POSTING_FREQUENCIES } from '@postpilot/common';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { FREQUENCY_LABELS } from '../settingsForm';
import { TabHeading } from './TabHeading';

export function SchedulingTab() {
  return (
    <>
      <TabHeading
        title="Scheduling"
        description="Where new schedules start: the time of day and how often you post."
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          name="defaultPostingTime"
          label="Default posting time"
          type="time"
          helperText="New posting slots start at this time."
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
        />
        <FormTextField name="postingFrequency" label="Posting frequency" select>
          {POSTING_FREQUENCIES.map((frequency) => (
            <MenuItem key={frequency} value={frequency}>
              {FREQUENCY_LABELS[frequency]}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
    </>
  );
}
