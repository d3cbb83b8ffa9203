import { Box, Link, MenuItem } from '@mui/material';
import { POSTING_FREQUENCIES } from '@postpilot/common';
import { useField } from 'formik';
import { Link as RouterLink } from 'react-router-dom';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { FREQUENCY_LABELS } from '../../schedule/scheduleForm';
import { TabHeading } from './TabHeading';

/** What each frequency means, under the field: the days and times are the Schedule page's. */
function FrequencyHelp({ frequency }: { frequency: string }) {
  const schedulePage = (
    <Link component={RouterLink} to="/schedule">
      Schedule page
    </Link>
  );
  if (frequency === 'custom') return <>On the days you choose on the {schedulePage}.</>;
  if (frequency === 'weekly') return <>One day a week: choose it on the {schedulePage}.</>;
  return <>Every day, at the posting times on the {schedulePage}.</>;
}

export function SchedulingTab() {
  const [{ value: frequency }] = useField<string>('postingFrequency');
  return (
    <>
      <TabHeading
        title="Scheduling"
        description="When new posting slots start, and how often you post: your schedule's frequency."
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          name="defaultPostingTime"
          label="Default posting time"
          type="time"
          helperText="New posting slots start at this time."
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
        />
        <FormTextField
          name="postingFrequency"
          label="Posting frequency"
          select
          helperText={<FrequencyHelp frequency={frequency} />}
        >
          {POSTING_FREQUENCIES.map((option) => (
            <MenuItem key={option} value={option}>
              {FREQUENCY_LABELS[option]}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
    </>
  );
}
