import { LinearProgress, Stack, Typography } from '@mui/material';
import { ONBOARDING_STEPS } from '@postpilot/common';

/**
 * 'Step n of 3' and the percentage done: the steps already finished (the last step reads 67%
 * until Complete Setup finishes it).
 */
export function OnboardingProgress({ step }: { step: number }) {
  const percent = Math.round(((step - 1) / ONBOARDING_STEPS) * 100);
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Step {step} of {ONBOARDING_STEPS}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {percent}% complete
        </Typography>
      </Stack>
      <LinearProgress variant="determinate" value={percent} aria-label="Onboarding progress" />
    </Stack>
  );
}
