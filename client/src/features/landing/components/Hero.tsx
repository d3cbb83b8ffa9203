import { Box, Button, Chip, Container, Stack, Typography } from '@mui/material';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';
import { Link as RouterLink } from 'react-router-dom';
import { PipelineIllustration } from './PipelineIllustration';

export function Hero() {
  return (
    <Box
      component="section"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        background:
          'radial-gradient(900px 500px at 85% 10%, rgba(55,143,233,0.18), transparent 60%), radial-gradient(700px 400px at 0% 100%, rgba(5,118,66,0.08), transparent 60%), #ffffff',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 7, md: 12 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 6, md: 8 },
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
          }}
        >
          <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
            <Chip
              icon={<AutoAwesomeRoundedIcon />}
              label="AI posts for LinkedIn"
              color="primary"
              variant="outlined"
              sx={{ bgcolor: 'rgba(10,102,194,0.06)', fontWeight: 600 }}
            />
            <Typography
              variant="h1"
              sx={{ fontSize: { xs: '2.5rem', sm: '3.2rem', md: '3.8rem' } }}
            >
              Your LinkedIn presence,{' '}
              <Box component="span" sx={{ color: 'primary.main' }}>
                on autopilot
              </Box>
            </Typography>
            <Typography
              variant="h6"
              component="p"
              sx={{ color: 'text.secondary', fontWeight: 400, maxWidth: 560, lineHeight: 1.6 }}
            >
              Postpilot writes posts in your voice with AI, schedules them for the times you choose
              and publishes them for you, so you stay visible without spending your mornings
              writing.
            </Typography>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              <Button
                component={RouterLink}
                to="/register"
                variant="contained"
                size="large"
                endIcon={<ArrowForwardRoundedIcon />}
              >
                Start Free Trial
              </Button>
              <Button component={RouterLink} to="/login" variant="outlined" size="large">
                Sign In
              </Button>
            </Stack>
          </Stack>
          <PipelineIllustration />
        </Box>
      </Container>
    </Box>
  );
}
