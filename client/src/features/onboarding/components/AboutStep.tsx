import { Box, MenuItem, Stack } from '@mui/material';
import { EXPERIENCE_LEVELS } from '@postpilot/common';
import { FormTextField } from '../../../shared/forms/FormTextField';
import { experienceLabel, FIELD_LIMITS } from '../onboardingForm';
import { StepHeading } from './StepHeading';

export function AboutStep() {
  return (
    <Stack spacing={3}>
      <StepHeading
        title="Tell us about yourself"
        description="Your role and goals shape what your posts say and who they speak to."
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          name="jobTitle"
          label="Job title"
          required
          autoComplete="organization-title"
          slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.jobTitle } }}
        />
        <FormTextField
          name="company"
          label="Company"
          autoComplete="organization"
          slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.company } }}
        />
      </Box>
      <FormTextField name="experience" label="Years of experience" select required>
        {EXPERIENCE_LEVELS.map((level) => (
          <MenuItem key={level} value={level}>
            {experienceLabel(level)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        name="goals"
        label="Goals"
        multiline
        minRows={3}
        placeholder="What do you want LinkedIn to do for you? For example: find clients, grow a following, hire."
        slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.goals } }}
      />
    </Stack>
  );
}
