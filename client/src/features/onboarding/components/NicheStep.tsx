import { Box, Chip, Stack, Typography } from '@mui/material';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import { NICHES } from '@postpilot/common';
import { useField } from 'formik';
import { StepHeading } from './StepHeading';

export function NicheStep() {
  const [{ value: selected }, , { setValue }] = useField<string[]>('contentNiches');

  const toggle = (niche: string) =>
    setValue(
      selected.includes(niche) ? selected.filter((item) => item !== niche) : [...selected, niche],
    );

  return (
    <Stack spacing={3}>
      <StepHeading
        title="What do you want to post about?"
        description="Postpilot writes about the topics you pick here."
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, color: 'primary.main' }}>
          Select 3-5 for best results
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
          {selected.length} selected
        </Typography>
      </Stack>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.25 }}>
        {NICHES.map((niche) => {
          const isSelected = selected.includes(niche);
          return (
            <Chip
              key={niche}
              label={niche}
              clickable
              onClick={() => toggle(niche)}
              aria-pressed={isSelected}
              color={isSelected ? 'primary' : 'default'}
              variant={isSelected ? 'filled' : 'outlined'}
              icon={isSelected ? <CheckRoundedIcon /> : undefined}
              sx={{ height: 40, px: 0.5, borderRadius: 999, fontSize: '0.9rem' }}
            />
          );
        })}
      </Box>
    </Stack>
  );
}
