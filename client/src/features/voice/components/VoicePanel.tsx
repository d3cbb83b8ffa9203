import { Alert, Box, Button, Divider, Skeleton, Stack } from '@mui/material';
import { VOICE_MESSAGES } from '@postpilot/common';
import { useToast } from '../../../shared/useToast';
import { useVoice } from '../useVoice';
import { ImportShares } from './ImportShares';
import { PastePosts } from './PastePosts';
import { VoiceProfileSection } from './VoiceProfileSection';

/**
 * The voice, learned and edited: paste posts or import LinkedIn's export to learn from, then the
 * profile in plain words with Edit, the published-posts switch and Forget. Each acts at once.
 */
export function VoicePanel() {
  const toast = useToast();
  const api = useVoice();
  const { voice } = api;

  /** Learns, says how it went, and lets the form show a refused post's reason. */
  const learn = async (posts: string[]) => {
    try {
      const learned = await api.learn(posts);
      toast.success(VOICE_MESSAGES.learned(learned?.sampleCount ?? posts.length));
    } catch (failure) {
      toast.error(failure, VOICE_MESSAGES.learnFailed);
      throw failure;
    }
  };

  return (
    <Stack spacing={4} divider={<Divider />}>
      <PastePosts learning={api.learning} learn={learn} />
      <ImportShares learning={api.learning} learn={learn} />
      {voice ? (
        <VoiceProfileSection voice={voice} api={api} />
      ) : api.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void api.refetch().catch(() => {})}>
              Retry
            </Button>
          }
        >
          Failed to load your voice
        </Alert>
      ) : (
        <Box role="status" aria-label="Loading your voice">
          <Skeleton variant="rounded" height={160} sx={{ borderRadius: '12px' }} />
        </Box>
      )}
    </Stack>
  );
}
