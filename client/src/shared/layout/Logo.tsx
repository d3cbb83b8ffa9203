import { Box, Typography } from '@mui/material';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import { Link as RouterLink } from 'react-router-dom';

/** The 'Postpilot' word mark, linking home. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label="Postpilot home"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: inverted ? 'common.white' : 'text.primary',
        textDecoration: 'none',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          borderRadius: '8px',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <SendRoundedIcon sx={{ fontSize: 18, transform: 'rotate(-30deg) translate(1px, -1px)' }} />
      </Box>
      <Typography component="span" variant="h6" sx={{ fontWeight: 800, letterSpacing: '-0.02em' }}>
        Postpilot
      </Typography>
    </Box>
  );
}
