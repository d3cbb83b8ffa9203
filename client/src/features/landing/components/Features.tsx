import { Box, Card, Container, Stack, Typography } from '@mui/material';
import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import TuneRoundedIcon from '@mui/icons-material/TuneRounded';
import { SectionHeading } from './SectionHeading';

/** The four claims of spec §1. */
const FEATURES = [
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
          {FEATURES.map(({ title, text, Icon }) => (
            <Card key={title} sx={{ p: 3, height: '100%' }}>
              <Stack spacing={2}>
                <Box
                  sx={{
                    width: 48,
                    height: 48,
                    borderRadius: '12px',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'rgba(10,102,194,0.10)',
                    color: 'primary.main',
                  }}
                >
                  <Icon />
                </Box>
                <Typography variant="h6" component="h3">
                  {title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.7 }}>
                  {text}
                </Typography>
              </Stack>
            </Card>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
