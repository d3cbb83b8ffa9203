import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** An icon or illustration above the title. */
  badge?: ReactNode;
  children: ReactNode;
}

/** The centred card every account page (sign in, register, reset, verify) is drawn in. */
export function AuthCard({ title, subtitle, badge, children }: AuthCardProps) {
  return (
    <Box
      sx={{
        flex: 1,
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-start',
        px: 2,
        py: { xs: 4, md: 8 },
        background:
          'radial-gradient(1200px 400px at 50% -10%, rgba(10,102,194,0.10), transparent 70%)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 460 }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 }, '&:last-child': { pb: { xs: 3, sm: 5 } } }}>
          <Stack spacing={3}>
            <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
              {badge}
              <Typography
                variant="h4"
                component="h1"
                sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}
              >
                {title}
              </Typography>
              {subtitle && (
                <Typography variant="body1" sx={{ color: 'text.secondary' }}>
                  {subtitle}
                </Typography>
              )}
            </Stack>
            {children}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
