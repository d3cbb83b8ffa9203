import { Avatar, Box, Card, Chip, Stack, Typography } from '@mui/material';
import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';
import EventAvailableRoundedIcon from '@mui/icons-material/EventAvailableRounded';
import RocketLaunchRoundedIcon from '@mui/icons-material/RocketLaunchRounded';

/** Grey bars stand for the text of a post: the picture shows the flow, not invented posts. */
function TextLines({ widths }: { widths: string[] }) {
  return (
    <Stack spacing={1}>
      {widths.map((width, index) => (
        <Box key={index} sx={{ height: 10, width, borderRadius: 999, bgcolor: 'grey.200' }} />
      ))}
    </Stack>
  );
}

const STAGES = [
  { label: 'Written by AI', Icon: AutoAwesomeRoundedIcon, color: '#0a66c2' },
  { label: 'Scheduled', Icon: EventAvailableRoundedIcon, color: '#7c3aed' },
  { label: 'Published', Icon: RocketLaunchRoundedIcon, color: '#057642' },
];

export function PipelineIllustration() {
  return (
    <Box aria-hidden sx={{ position: 'relative', maxWidth: 460, width: '100%', mx: 'auto' }}>
      <Card sx={{ p: 3, borderRadius: '20px' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2.5 }}>
          <Avatar sx={{ bgcolor: 'primary.main', width: 44, height: 44 }}>
            <AutoAwesomeRoundedIcon />
          </Avatar>
          <Box sx={{ flex: 1 }}>
            <Box sx={{ height: 12, width: '45%', borderRadius: 999, bgcolor: 'grey.300', mb: 1 }} />
            <Box sx={{ height: 10, width: '30%', borderRadius: 999, bgcolor: 'grey.200' }} />
          </Box>
          <Chip size="small" label="Draft ready" color="primary" sx={{ fontWeight: 600 }} />
        </Stack>
        <TextLines widths={['100%', '94%', '97%', '62%']} />
        <Stack direction="row" spacing={1} sx={{ mt: 2.5 }}>
          {['28%', '22%', '25%'].map((width) => (
            <Box
              key={width}
              sx={{ height: 22, width, borderRadius: 999, bgcolor: 'rgba(10,102,194,0.10)' }}
            />
          ))}
        </Stack>
      </Card>
      <Stack direction="row" spacing={1.5} sx={{ mt: 2, justifyContent: 'space-between' }}>
        {STAGES.map(({ label, Icon, color }) => (
          <Card key={label} sx={{ flex: 1, p: 1.5, borderRadius: '14px', textAlign: 'center' }}>
            <Icon sx={{ color, fontSize: 26 }} />
            <Typography variant="caption" component="p" sx={{ fontWeight: 600, mt: 0.5 }}>
              {label}
            </Typography>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
