import {
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useField } from 'formik';
import { WRITER_MESSAGES } from '@postpilot/common';
import { TONE_OPTIONS } from '../onboardingForm';
import { StepHeading } from './StepHeading';

export function StyleStep() {
  const [tone, toneMeta] = useField<string>('tone');
  const [autoPost] = useField<boolean>({ name: 'autoPost', type: 'checkbox' });
  const toneError = toneMeta.touched && toneMeta.error;

  return (
    <Stack spacing={3}>
      <StepHeading
        title="Choose your content style"
        description="Pick the voice your posts are written in. You can change it for any post later."
      />
      <FormControl error={Boolean(toneError)}>
        <RadioGroup
          name={tone.name}
          value={tone.value}
          onChange={tone.onChange}
          aria-label="Content tone"
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {TONE_OPTIONS.map((option) => {
            const checked = tone.value === option.value;
            return (
              <FormControlLabel
                key={option.value}
                value={option.value}
                control={<Radio />}
                sx={{
                  m: 0,
                  p: 1.5,
                  pr: 2,
                  alignItems: 'flex-start',
                  border: 1.5,
                  borderRadius: '12px',
                  borderColor: checked ? 'primary.main' : 'divider',
                  bgcolor: checked ? 'rgba(10,102,194,0.05)' : 'background.paper',
                  transition: 'border-color 120ms, background-color 120ms',
                  '&:hover': { borderColor: 'primary.light' },
                  '& .MuiRadio-root': { mt: -0.75 },
                }}
                label={
                  <Box>
                    <Typography sx={{ fontWeight: 600 }}>{option.label}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {option.description}
                    </Typography>
                  </Box>
                }
              />
            );
          })}
        </RadioGroup>
        {toneError && <FormHelperText>{toneError}</FormHelperText>}
      </FormControl>
      <FormControlLabel
        sx={{
          m: 0,
          p: 2,
          borderRadius: '12px',
          bgcolor: 'action.hover',
          alignItems: 'flex-start',
          gap: 1,
        }}
        control={<Switch {...autoPost} checked={Boolean(autoPost.checked)} />}
        label={
          <Box>
            <Typography sx={{ fontWeight: 600 }}>Post automatically</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Publish at your scheduled times without waiting for your approval. Leave it off to
              review every post first.
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              {WRITER_MESSAGES.builtInWaitsInOnboarding}
            </Typography>
          </Box>
        }
      />
    </Stack>
  );
}
