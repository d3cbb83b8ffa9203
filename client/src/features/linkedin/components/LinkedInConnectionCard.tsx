import { useState } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Chip,
  Link,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { LINKEDIN_MESSAGES } from '@postpilot/common';
import { useToast } from '../../../shared/useToast';
import {
  ConnectLinkedInDocument,
  DisconnectLinkedInDocument,
  LinkedInConnectionDocument,
  type LinkedInConnectionFieldsFragment,
} from '../../../gql/graphql';
import { browserNavigation } from '../browserNavigation';
import { LINKEDIN_TEXTS, refreshSessionUser } from '../linkedInOutcome';
import { DisconnectLinkedInDialog } from './DisconnectLinkedInDialog';
import { dateFormat } from '../../../shared/format/display';

export const SANDBOX_FEED_PATH = '/sandbox/linkedin/feed';

const formatDate = (iso: string) => dateFormat({ dateStyle: 'medium' }).format(new Date(iso));

function StatusChip({ status }: { status: string }) {
  if (status === 'connected') return <Chip label="Connected" color="success" size="small" />;
  if (status === 'needs_reconnect')
    return <Chip label="Needs reconnecting" color="warning" size="small" />;
  return <Chip label="Not Connected" variant="outlined" size="small" />;
}

function SandboxNote() {
  return (
    <Alert severity="info" sx={{ mb: 1 }}>
      No LinkedIn app is configured, so Postpilot&apos;s built-in sandbox stands in for LinkedIn:
      posts appear in the{' '}
      <Link href={SANDBOX_FEED_PATH} target="_blank" rel="noopener" sx={{ fontWeight: 600 }}>
        sandbox feed
        <OpenInNewIcon sx={{ fontSize: 14, ml: 0.25, verticalAlign: '-2px' }} aria-hidden />
        <Box
          component="span"
          sx={{
            position: 'absolute',
            width: '1px',
            height: '1px',
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
          }}
        >
          {' '}
          (opens in a new tab)
        </Box>
      </Link>{' '}
      instead of on LinkedIn.
    </Alert>
  );
}

interface ConnectionRowProps {
  connection: LinkedInConnectionFieldsFragment;
  connecting: boolean;
  onConnect: () => void;
  onDisconnect: () => void;
}

function ConnectionRow({ connection, connecting, onConnect, onDisconnect }: ConnectionRowProps) {
  const linked = connection.status !== 'not_connected';
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{
        alignItems: { xs: 'stretch', sm: 'center' },
        p: 2,
        borderRadius: '12px',
        bgcolor: 'action.hover',
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
        <Box
          aria-hidden
          sx={{
            width: 44,
            height: 44,
            flexShrink: 0,
            borderRadius: '10px',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <LinkedInIcon />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {linked && connection.name ? connection.name : 'LinkedIn account'}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {connection.status === 'connected'
              ? connection.expiresAt && `Connected until ${formatDate(connection.expiresAt)}`
              : linked
                ? 'Publishing waits until you reconnect.'
                : 'Connect the account your posts are published to.'}
          </Typography>
          <Stack direction="row" spacing={0.75} sx={{ mt: 0.75 }}>
            <StatusChip status={connection.status} />
            {connection.sandbox && (
              <Chip
                label="Sandbox"
                size="small"
                sx={{ bgcolor: '#fdf0c2', color: '#5c4400', fontWeight: 700 }}
              />
            )}
          </Stack>
        </Box>
      </Stack>
      {linked ? (
        <Button variant="outlined" color="error" onClick={onDisconnect}>
          Disconnect
        </Button>
      ) : (
        <Button
          variant="contained"
          startIcon={<LinkedInIcon />}
          onClick={onConnect}
          disabled={connecting}
        >
          {connecting ? 'Connecting...' : 'Connect LinkedIn'}
        </Button>
      )}
    </Stack>
  );
}

/**
 * The LinkedIn connection (DESIGN.md: Connect and Disconnect run the real OAuth flow): its
 * state, Connect (off to LinkedIn's consent page), Reconnect when it stopped or will soon stop
 * working, Disconnect after a confirmation, and what the sandbox is when it stands in.
 */
export function LinkedInConnectionCard() {
  const client = useApolloClient();
  const toast = useToast();
  const { data, error, refetch } = useQuery(LinkedInConnectionDocument, {
    // Its state changes outside this page (LinkedIn refusing a token), so it is always asked.
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const [connectLinkedIn] = useMutation(ConnectLinkedInDocument);
  const [disconnectLinkedIn, { loading: disconnecting }] = useMutation(DisconnectLinkedInDocument, {
    update: (cache, { data: answer }) => {
      if (answer) {
        cache.writeQuery({
          query: LinkedInConnectionDocument,
          data: { linkedInConnection: answer.disconnectLinkedIn },
        });
      }
    },
  });
  // Stays on once the browser is sent away, until the consent page replaces this one.
  const [connecting, setConnecting] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const connect = async () => {
    setConnecting(true);
    try {
      const { data: answer } = await connectLinkedIn();
      if (!answer) throw new Error(LINKEDIN_TEXTS.connectFailed);
      browserNavigation.assign(answer.connectLinkedIn.url);
    } catch (failure) {
      setConnecting(false);
      toast.error(failure, LINKEDIN_TEXTS.connectFailed);
    }
  };

  const disconnect = async () => {
    try {
      await disconnectLinkedIn();
      setConfirming(false);
      toast.success(LINKEDIN_TEXTS.disconnected);
      refreshSessionUser(client);
    } catch (failure) {
      toast.error(failure, LINKEDIN_TEXTS.disconnectFailed);
    }
  };

  const connection = data?.linkedInConnection;
  if (!connection) {
    if (error) {
      return (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch().catch(() => {})}>
              Retry
            </Button>
          }
        >
          Failed to load the LinkedIn connection
        </Alert>
      );
    }
    return (
      <Box role="status" aria-label="Loading LinkedIn connection" sx={{ mb: 1 }}>
        <Skeleton variant="rounded" height={92} sx={{ borderRadius: '12px' }} />
      </Box>
    );
  }

  const reconnect = (
    <Button color="inherit" size="small" onClick={() => void connect()} disabled={connecting}>
      {connecting ? 'Connecting...' : 'Reconnect'}
    </Button>
  );

  return (
    <Stack spacing={1.5} sx={{ mb: 1 }}>
      <ConnectionRow
        connection={connection}
        connecting={connecting}
        onConnect={() => void connect()}
        onDisconnect={() => setConfirming(true)}
      />
      {connection.status === 'needs_reconnect' ? (
        <Alert severity="warning" action={reconnect}>
          <AlertTitle>{LINKEDIN_MESSAGES.reconnect}</AlertTitle>
          LinkedIn no longer accepts this connection. Scheduled posts wait until you reconnect.
        </Alert>
      ) : (
        connection.status === 'connected' &&
        connection.expiresSoon &&
        connection.expiresAt && (
          <Alert severity="warning" action={reconnect}>
            Your LinkedIn connection expires on {formatDate(connection.expiresAt)}: reconnect to
            keep publishing
          </Alert>
        )
      )}
      {connection.sandbox && <SandboxNote />}
      <DisconnectLinkedInDialog
        open={confirming}
        busy={disconnecting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void disconnect()}
      />
    </Stack>
  );
}
