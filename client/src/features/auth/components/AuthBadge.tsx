import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** A round tinted icon that tops a card, e.g. the envelope on 'Check your email'. */
export function AuthBadge({
  children,
  tone = 'primary',
}: {
  children: ReactNode;
  tone?: 'primary' | 'success';
}) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 56,
        height: 56,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        mb: 1,
        color: `${tone}.main`,
        bgcolor: tone === 'primary' ? 'rgba(10,102,194,0.10)' : 'rgba(5,118,66,0.10)',
        '& svg': { fontSize: 28 },
      }}
    >
      {children}
    </Box>
  );
}
