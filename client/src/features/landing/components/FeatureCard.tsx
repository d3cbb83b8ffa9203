import type { ElementType } from 'react';
import { Box, Card, Stack, Typography } from '@mui/material';

export interface Feature {
  title: string;
  text: string;
  Icon: ElementType;
}

/** One thing Postpilot does, as the landing and coming-soon pages present it. */
export function FeatureCard({ title, text, Icon }: Feature) {
  return (
    <Card sx={{ p: 3, height: '100%' }}>
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
  );
}
