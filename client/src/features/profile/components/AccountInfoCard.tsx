import type { ReactNode } from 'react';
import { Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import type { SessionUser } from '../../../shared/session/sessionContext';
import { formatMemberSince } from '../profileForm';

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: 'center', py: 1.25 }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {label}
      </Typography>
      {children}
    </Stack>
  );
}

const yesNo = (yes: boolean, labels: [string, string]) => (
  <Chip
    size="small"
    label={yes ? labels[0] : labels[1]}
    color={yes ? 'success' : 'default'}
    variant={yes ? 'filled' : 'outlined'}
  />
);

/** What the user cannot edit here: e-mail verified, LinkedIn connected, member since. */
export function AccountInfoCard({ user }: { user: SessionUser }) {
  return (
    <Card component="section" aria-labelledby="account-information">
      <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id="account-information" variant="h6" component="h2" sx={{ mb: 1 }}>
          Account Information
        </Typography>
        <Stack divider={<Divider flexItem />}>
          <InfoRow label="Email Verified">
            {yesNo(user.isEmailVerified, ['Verified', 'Not Verified'])}
          </InfoRow>
          <InfoRow label="LinkedIn Connected">
            {yesNo(user.linkedInConnected, ['Connected', 'Not Connected'])}
          </InfoRow>
          <InfoRow label="Member since">
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {formatMemberSince(user.createdAt)}
            </Typography>
          </InfoRow>
        </Stack>
      </CardContent>
    </Card>
  );
}
