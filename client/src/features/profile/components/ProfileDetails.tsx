import { Box, Link, Typography } from '@mui/material';
import type { SessionUser } from '../../../shared/session/sessionContext';
import { websiteHref } from '../profileForm';

const NOT_GIVEN = '—';

function Detail({ label, wide, children }: { label: string; wide?: boolean; children: string }) {
  return (
    <Box sx={{ gridColumn: wide ? '1 / -1' : 'auto', minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mb: 0.25 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{
          m: 0,
          overflowWrap: 'anywhere',
          whiteSpace: wide ? 'pre-line' : 'normal',
          color: children === NOT_GIVEN ? 'text.disabled' : 'text.primary',
        }}
      >
        {children}
      </Typography>
    </Box>
  );
}

/** The profile in view mode: what is stored, field by field. */
export function ProfileDetails({ user }: { user: SessionUser }) {
  const text = (value: string | null | undefined) => value?.trim() || NOT_GIVEN;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
      }}
    >
      <Detail label="First name">{text(user.firstName)}</Detail>
      <Detail label="Last name">{text(user.lastName)}</Detail>
      <Detail label="Email">{user.email}</Detail>
      <Detail label="Phone">{text(user.phone)}</Detail>
      <Detail label="Job title">{text(user.jobTitle)}</Detail>
      <Detail label="Company">{text(user.company)}</Detail>
      <Detail label="Location">{text(user.location)}</Detail>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mb: 0.25 }}>
          Website
        </Typography>
        <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {user.website ? (
            <Link href={websiteHref(user.website)} target="_blank" rel="noopener noreferrer">
              {user.website}
            </Link>
          ) : (
            <Box component="span" sx={{ color: 'text.disabled' }}>
              {NOT_GIVEN}
            </Box>
          )}
        </Typography>
      </Box>
      <Detail label="Bio" wide>
        {text(user.bio)}
      </Detail>
    </Box>
  );
}
