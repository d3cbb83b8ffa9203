import { Box, Container } from '@mui/material';
import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import TuneRoundedIcon from '@mui/icons-material/TuneRounded';
import { SectionHeading } from './SectionHeading';
import { FeatureCard, type Feature } from './FeatureCard';

/** The four claims: AI content, smart scheduling, analytics, easy customization. */
const FEATURES: Feature[] = [
  {
    title: 'AI-Powered Content',
    text: 'Posts written in your voice from your niches, your role and your goals, in the tone you choose.',
    Icon: AutoAwesomeRoundedIcon,
  },
  {
    title: 'Smart Scheduling',
    text: 'Choose your days and time slots once. Postpilot fills them and publishes on time, in your time zone.',
    Icon: ScheduleRoundedIcon,
  },
  {
    title: 'Performance Analytics',
    text: 'Follow views, reactions, comments and shares, and learn which topics and times your network responds to.',
    Icon: InsightsRoundedIcon,
  },
  {
    title: 'Easy Customization',
    text: 'Edit any draft, approve each post or let it run on its own, and change tone, length and topics whenever you like.',
    Icon: TuneRoundedIcon,
  },
];

export function Features() {
  return (
    <Box component="section" sx={{ py: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg">
        <SectionHeading
          eyebrow="Why Postpilot"
          title="Everything you need to stay visible"
          subtitle="From the first draft to the published post, without the blank page."
        />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {FEATURES.map((feature) => (
            <FeatureCard key={feature.title} {...feature} />
          ))}
        </Box>
      </Container>
    </Box>
  );
}
