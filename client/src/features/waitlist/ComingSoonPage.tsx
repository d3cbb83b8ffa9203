import { useState } from 'react';
import {
  Box,
  Card,
  CardContent,
  Chip,
  Container,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import RocketLaunchRoundedIcon from '@mui/icons-material/RocketLaunchRounded';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import { useQuery } from '@apollo/client/react';
import { Logo } from '../../shared/layout/Logo';
import { useYear } from '../../shared/layout/drawnValues';
import { shareLinks } from '../../shared/layout/shareLinks';
import { LaunchDateDocument } from '../../gql/graphql';
import { Countdown } from './components/Countdown';
import { WaitlistForm } from './components/WaitlistForm';
import { useTimeLeft } from './useTimeLeft';
import { FeatureCard, type Feature } from '../landing/components/FeatureCard';

/** With no launch date configured, the countdown runs to 30 days after each page load. */
const FALLBACK_COUNTDOWN_MS = 30 * 24 * 60 * 60 * 1000;

const FEATURES: Feature[] = [
  {
    title: 'AI Content Generation',
    text: 'Posts written in your voice from your niches, your role and your goals, in the tone you choose.',
    Icon: AutoAwesomeRoundedIcon,
  },
  {
    title: 'Smart Scheduling',
    text: 'Pick your days and times once, and Postpilot publishes on schedule in your time zone.',
    Icon: ScheduleRoundedIcon,
  },
  {
    title: 'Advanced Analytics',
    text: 'Follow views, reactions, comments and shares, and learn what your network responds to.',
    Icon: InsightsRoundedIcon,
  },
];

/** Where the countdown runs to: the configured launch date, else 30 days after this load. */
function useLaunchTarget(): number | null {
  const [loadedAt] = useState(() => Date.now());
  const { data, error } = useQuery(LaunchDateDocument, { fetchPolicy: 'network-only' });
  const fallback = loadedAt + FALLBACK_COUNTDOWN_MS;
  if (data) return data.launchDate ? Date.parse(data.launchDate) : fallback;
  // A failed look-up still gets a countdown, the one the specification describes.
  return error ? fallback : null;
}

/** The coming-soon page: drawn without the navigation bar and footer. */
export function ComingSoonPage() {
  const timeLeft = useTimeLeft(useLaunchTarget());
  const year = useYear();
  const links = shareLinks(`${window.location.origin}/coming-soon`).filter(
    ({ network }) => network === 'linkedin' || network === 'x',
  );

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background:
          'radial-gradient(900px 500px at 85% 0%, rgba(55,143,233,0.18), transparent 60%), radial-gradient(700px 400px at 0% 100%, rgba(5,118,66,0.08), transparent 60%), #f4f6f9',
      }}
    >
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Logo />
      </Container>
      <Container
        component="main"
        maxWidth="md"
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', py: { xs: 3, md: 6 } }}
      >
        <Stack spacing={{ xs: 3, md: 4 }} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Chip
            icon={<RocketLaunchRoundedIcon />}
            label="Launching soon"
            color="primary"
            variant="outlined"
            sx={{ bgcolor: 'rgba(10,102,194,0.06)', fontWeight: 600 }}
          />
          <Typography variant="h1" sx={{ fontSize: { xs: '2.3rem', sm: '3.2rem', md: '3.8rem' } }}>
            Postpilot is{' '}
            <Box component="span" sx={{ color: 'primary.main' }}>
              coming soon
            </Box>
          </Typography>
          <Typography
            variant="h6"
            component="p"
            sx={{ color: 'text.secondary', fontWeight: 400, maxWidth: 600, lineHeight: 1.6 }}
          >
            AI-written LinkedIn posts in your voice, scheduled and published on autopilot. Join the
            waitlist and be among the first to try it.
          </Typography>
          <Countdown timeLeft={timeLeft} />
          <Card sx={{ width: '100%', maxWidth: 560, textAlign: 'left' }}>
            <CardContent
              sx={{ p: { xs: 2.5, sm: 3.5 }, '&:last-child': { pb: { xs: 2.5, sm: 3.5 } } }}
            >
              <WaitlistForm />
            </CardContent>
          </Card>
        </Stack>
        <Box
          component="section"
          aria-label="What Postpilot does"
          sx={{
            mt: { xs: 6, md: 9 },
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {FEATURES.map((feature) => (
            <FeatureCard key={feature.title} {...feature} />
          ))}
        </Box>
      </Container>
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: 'center' }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            © {year} Postpilot. All rights reserved.
          </Typography>
          <Stack direction="row" spacing={1}>
            {links.map(({ label, href, Icon }) => (
              <IconButton
                key={label}
                component="a"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={label}
                sx={{
                  color: 'text.secondary',
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: 'divider',
                }}
              >
                <Icon fontSize="small" />
              </IconButton>
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
