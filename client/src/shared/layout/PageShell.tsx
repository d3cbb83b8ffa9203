import type { ReactNode } from 'react';
import { Box, Container, Stack, Typography, type ContainerProps } from '@mui/material';

interface PageShellProps {
  /** The page's one h1. */
  title: ReactNode;
  subtitle: ReactNode;
  /** A control beside the title (the analytics period, for instance). */
  action?: ReactNode;
  maxWidth?: ContainerProps['maxWidth'];
  children: ReactNode;
}

/** The frame of a signed-in page: its width, its title and subtitle, then its content. */
export function PageShell({ title, subtitle, action, maxWidth = 'lg', children }: PageShellProps) {
  return (
    <Box sx={{ flex: 1, py: { xs: 4, md: 6 }, px: 2 }}>
      <Container maxWidth={maxWidth} disableGutters>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{
            mb: { xs: 3, md: 4 },
            justifyContent: 'space-between',
            alignItems: { xs: 'stretch', sm: 'flex-end' },
          }}
        >
          <Box>
            <Typography
              variant="h4"
              component="h1"
              sx={{ fontSize: { xs: '1.75rem', sm: '2.1rem' } }}
            >
              {title}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{subtitle}</Typography>
          </Box>
          {action}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
