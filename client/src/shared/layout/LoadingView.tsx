import { Box, CircularProgress } from '@mui/material';

/** Shown while the session is being restored, so no page flashes the wrong state. */
export function LoadingView() {
  return (
    <Box
      role="status"
      aria-label="Loading"
      sx={{ flex: 1, minHeight: '50vh', display: 'grid', placeItems: 'center' }}
    >
      <CircularProgress />
    </Box>
  );
}
