import { useState } from 'react';
import { Box, Button, Switch, Typography } from '@mui/material';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import { VOICE_FIELDS, VOICE_MESSAGES, type VoiceField } from '@postpilot/common';
import { useToast } from '../../../shared/useToast';
import type { VoiceFieldsFragment } from '../../../gql/graphql';
import type { useVoice } from '../useVoice';
import { FIELD_LABELS } from '../voiceForm';
import { EditVoiceForm } from './EditVoiceForm';
import { ForgetVoiceDialog } from './ForgetVoiceDialog';
import { VoiceSection } from './VoiceSection';
import { SwitchRow } from '../../../shared/forms/SwitchRow';

interface VoiceProfileSectionProps {
  voice: VoiceFieldsFragment;
  api: ReturnType<typeof useVoice>;
}

const isField = (name: string): name is VoiceField =>
  (VOICE_FIELDS as readonly string[]).includes(name);

/** Where the profile comes from, in a line. */
function sourceLine(voice: VoiceFieldsFragment): string {
  const edited = voice.edited.filter(isField).map((field) => FIELD_LABELS[field]);
  const learned =
    voice.sampleCount > 0 ? `Learned from ${voice.sampleCount} of your posts.` : 'Set by you.';
  return edited.length > 0
    ? `${learned} Your edits (${edited.join(', ')}) stay when Postpilot learns again.`
    : learned;
}

/** The profile in plain words, its Edit form, the published-posts switch and Forget. */
export function VoiceProfileSection({ voice, api }: VoiceProfileSectionProps) {
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [forgetting, setForgetting] = useState(false);
  const hasVoice = Boolean(voice.profile) || voice.sampleCount > 0;

  const switchLearning = async (learnFromPublished: boolean) => {
    try {
      await api.update({ variables: { input: { learnFromPublished } } });
      toast.success(
        learnFromPublished ? VOICE_MESSAGES.learnsFromPublished : VOICE_MESSAGES.ignoresPublished,
      );
    } catch (failure) {
      toast.error(failure, VOICE_MESSAGES.updateFailed);
    }
  };

  const forget = async () => {
    try {
      await api.reset();
      setForgetting(false);
      setEditing(false);
      toast.success(VOICE_MESSAGES.forgotten);
    } catch (failure) {
      toast.error(failure, VOICE_MESSAGES.forgetFailed);
    }
  };

  return (
    <VoiceSection
      id="voice-profile"
      title="Your voice"
      action={
        !editing && (
          <Button size="small" startIcon={<EditRoundedIcon />} onClick={() => setEditing(true)}>
            Edit
          </Button>
        )
      }
    >
      {voice.profile ? (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
            {sourceLine(voice)}
          </Typography>
          <Box
            component="ul"
            aria-label="Your voice in plain words"
            sx={{
              m: 0,
              pl: 2.5,
              display: 'grid',
              gap: 0.75,
              '& li': { overflowWrap: 'anywhere' },
            }}
          >
            {voice.summary.map((line) => (
              <Typography key={line} component="li" variant="body1">
                {line}
              </Typography>
            ))}
          </Box>
        </>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Postpilot has not learned your voice yet. Paste a few of your posts or import your
          LinkedIn export above; until then it writes from what you told it in onboarding. You can
          also set your voice by hand with Edit.
        </Typography>
      )}
      {/* Shown at once, not unfolded: pressing Save while a tall fold still opened scrolled the
          fold under the pointer, and the press was lost. */}
      {editing && (
        <Box sx={{ mt: 3, p: { xs: 2, sm: 3 }, borderRadius: '12px', bgcolor: 'action.hover' }}>
          <EditVoiceForm
            // A new answer (learned again, forgotten) starts the form anew.
            key={JSON.stringify(voice.profile)}
            profile={voice.profile}
            update={api.update}
            onDone={() => setEditing(false)}
          />
        </Box>
      )}
      <SwitchRow
        title="Learn from my published posts"
        description="Each post Postpilot publishes for you joins the posts your voice is learned from (the latest 50 are kept)."
        control={
          <Switch
            checked={voice.learnFromPublished}
            disabled={api.updating}
            onChange={(_, checked) => void switchLearning(checked)}
          />
        }
      />
      {hasVoice && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="outlined" color="error" onClick={() => setForgetting(true)}>
            Forget my voice
          </Button>
        </Box>
      )}
      <ForgetVoiceDialog
        open={forgetting}
        busy={api.resetting}
        onCancel={() => setForgetting(false)}
        onConfirm={() => void forget()}
      />
    </VoiceSection>
  );
}
