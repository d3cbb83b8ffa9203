import { Alert, Button } from '@mui/material';
import { LINKEDIN_MESSAGES } from '@postpilot/common';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardLinkedInFragment } from '../../../gql/graphql';
import { formatDay } from '../dashboardFormat';

/** Where the connection is made and renewed. */
export const LINKEDIN_SETTINGS = '/settings?tab=linkedin';

// The connect-LinkedIn banner is yellow (the theme's warning colour is an orange-red).
const YELLOW = { color: '#854d0e', background: '#fefce8', border: '#fde68a', icon: '#ca8a04' };

function bannerOf(connection: DashboardLinkedInFragment): { text: string; action: string } | null {
  if (connection.status === 'needs_reconnect') {
    return { text: LINKEDIN_MESSAGES.reconnect, action: 'Reconnect LinkedIn' };
  }
  if (connection.status !== 'connected') {
    return {
      text: 'Connect your LinkedIn account to start publishing.',
      action: 'Connect LinkedIn',
    };
  }
  if (connection.expiresSoon) {
    const when = connection.expiresAt ? `on ${formatDay(connection.expiresAt)}` : 'soon';
    return {
      text: `Your LinkedIn connection expires ${when}: reconnect to keep publishing.`,
      action: 'Reconnect LinkedIn',
    };
  }
  return null;
}

/** Asks for a LinkedIn connection when publishing cannot (or soon will not) work; else nothing. */
export function LinkedInBanner({ connection }: { connection: DashboardLinkedInFragment }) {
  const banner = bannerOf(connection);
  if (!banner) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      aria-label="LinkedIn connection"
      action={
        <Button
          component={RouterLink}
          to={LINKEDIN_SETTINGS}
          size="small"
          variant="outlined"
          color="inherit"
          sx={{ whiteSpace: 'nowrap', bgcolor: 'background.paper' }}
        >
          {banner.action}
        </Button>
      }
      sx={{
        mb: 3,
        alignItems: 'center',
        color: YELLOW.color,
        bgcolor: YELLOW.background,
        border: 1,
        borderColor: YELLOW.border,
        '& .MuiAlert-icon': { color: YELLOW.icon },
        // On a phone the button goes under the text.
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-message': { flex: { xs: '1 1 calc(100% - 44px)', sm: '1 1 auto' } },
        '& .MuiAlert-action': { pt: 0, ml: { xs: '34px', sm: 'auto' }, pl: { xs: 0, sm: 2 } },
      }}
    >
      {banner.text}
    </Alert>
  );
}
