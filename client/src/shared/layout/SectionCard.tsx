import type { ReactNode } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';

interface SectionCardProps {
  id: string;
  title: string;
  /** A link or button beside the title. */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled card that is a region of the page, named by its title. */
export function SectionCard({ id, title, action, children }: SectionCardProps) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, minHeight: 32 }}
        >
          <Typography id={id} variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
