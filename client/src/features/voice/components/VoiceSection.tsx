import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

interface VoiceSectionProps {
  id: string;
  title: string;
  description?: ReactNode;
  /** Beside the title (a button). */
  action?: ReactNode;
  children: ReactNode;
}

/** A part of the Voice tab, named by its heading. */
export function VoiceSection({ id, title, description, action, children }: VoiceSectionProps) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          justifyContent: 'space-between',
          alignItems: 'center',
          mb: description ? 0.5 : 2,
        }}
      >
        <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {description && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {description}
        </Typography>
      )}
      {children}
    </Box>
  );
}
