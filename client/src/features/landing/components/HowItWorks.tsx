import { Box, Container, Stack, Typography } from '@mui/material';
import { SectionHeading } from './SectionHeading';

/** How it works, in three steps: connect LinkedIn, set preferences, let AI do the work. */
const STEPS = [
  {
    title: 'Connect your LinkedIn account',
    text: "Authorize Postpilot through LinkedIn's own sign-in. It posts only to your profile, and you can disconnect at any time.",
  },
  {
    title: 'Set your preferences',
    text: 'Pick your niches, describe your role and goals, and choose a tone and the times you want to post.',
  },
  {
    title: 'Let AI do the work',
    text: 'Postpilot writes, schedules and publishes. Approve each post yourself, or let it run on autopilot.',
  },
];

export function HowItWorks() {
  return (
    <Box
      component="section"
      sx={{
        py: { xs: 8, md: 12 },
        bgcolor: 'background.paper',
        borderBlock: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          eyebrow="How it works"
          title="Up and running in three steps"
          subtitle="Set it up once, then spend your time on the conversations your posts start."
        />
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: { xs: 4, md: 5 },
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {STEPS.map((step, index) => (
            <Stack
              component="li"
              key={step.title}
              spacing={2}
              sx={{ alignItems: { xs: 'flex-start', md: 'center' }, textAlign: { md: 'center' } }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 52,
                  height: 52,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  fontWeight: 800,
                  fontSize: '1.3rem',
                  boxShadow: '0 8px 20px rgba(10,102,194,0.25)',
                }}
              >
                {index + 1}
              </Box>
              <Typography variant="h6" component="h3">
                {step.title}
              </Typography>
              <Typography
                variant="body2"
                sx={{ color: 'text.secondary', lineHeight: 1.7, maxWidth: 340 }}
              >
                {step.text}
              </Typography>
            </Stack>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
