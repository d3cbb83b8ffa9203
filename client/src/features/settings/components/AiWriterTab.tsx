import { useState } from 'react';
import { Alert, Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import { useMutation, useQuery } from '@apollo/client/react';
import { AI_CONNECTION_MESSAGES as AM } from '@postpilot/common';
import { ConfirmDialog } from '../../../shared/forms/ConfirmDialog';
import { useToast } from '../../../shared/useToast';
import {
  AiWriterDocument,
  RemoveAiConnectionDocument,
  WriterDocument,
  type WriterFieldsFragment,
} from '../../../gql/graphql';
import { AiConnectionForm } from './AiConnectionForm';
import { LocalAiOffer } from './LocalAiOffer';
import { TabHeading } from './TabHeading';

/** Who writes the user's posts now, and why. */
function CurrentWriter({ writer }: { writer: WriterFieldsFragment }) {
  return (
    <Box
      component="section"
      aria-labelledby="current-writer"
      sx={{ p: 2, borderRadius: '12px', bgcolor: 'action.hover', mb: 3 }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
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
          <AutoAwesomeOutlinedIcon />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
            Writing your posts
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
          >
            <Typography
              id="current-writer"
              component="h3"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {writer.label}
            </Typography>
            {writer.source === 'user' && <Chip label="Connected" color="success" size="small" />}
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {writer.reason}
          </Typography>
        </Box>
      </Stack>
      {writer.notice && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {writer.notice}
        </Alert>
      )}
    </Box>
  );
}

/**
 * Settings → AI writer: who writes the user's posts, and their own OpenAI-compatible AI
 * connection (saved, tested, disconnected), acting on its own, apart from Save Changes.
 */
export function AiWriterTab() {
  const toast = useToast();
  const { data, error, refetch } = useQuery(AiWriterDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [confirming, setConfirming] = useState(false);
  const [removeAiConnection, { loading: removing }] = useMutation(RemoveAiConnectionDocument, {
    refetchQueries: [AiWriterDocument, WriterDocument],
    awaitRefetchQueries: true,
  });

  const disconnect = async () => {
    try {
      await removeAiConnection();
      setConfirming(false);
      toast.success(AM.removed);
    } catch (failure) {
      toast.error(failure, AM.removeFailed);
    }
  };

  const heading = (
    <TabHeading
      title="AI writer"
      description="Connect your own OpenAI-compatible AI to write your posts with your model, in your language."
    />
  );
  if (!data) {
    return (
      <>
        {heading}
        {error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Retry
              </Button>
            }
          >
            Could not load your AI writer.
          </Alert>
        ) : (
          <Stack spacing={2} role="status" aria-label="Loading your AI writer">
            <Skeleton variant="rounded" height={96} />
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} />
          </Stack>
        )}
      </>
    );
  }

  const connection = data.aiConnection;
  return (
    <>
      {heading}
      <CurrentWriter writer={data.writer} />
      <LocalAiOffer connection={connection} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 2 }}>
        {connection ? 'Your AI connection' : 'Connect your AI'}
      </Typography>
      {/* Keyed by what is stored, so a save or a disconnect starts the form anew. */}
      <AiConnectionForm
        key={connection ? `${connection.updatedAt}` : 'none'}
        connection={connection}
        onDisconnect={connection ? () => setConfirming(true) : undefined}
      />
      <ConfirmDialog
        id="disconnect-ai"
        open={confirming}
        busy={removing}
        title="Disconnect your AI?"
        confirmLabel="Disconnect"
        busyLabel="Disconnecting..."
        onCancel={() => setConfirming(false)}
        onConfirm={() => void disconnect()}
        text="Postpilot forgets its address, model and API key. Your posts are then written by Postpilot's own AI, or the built-in writer when there is none."
      />
    </>
  );
}
