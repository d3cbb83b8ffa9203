import { VOICE_MESSAGES } from '@postpilot/common';
import { ConfirmDialog } from '../../../shared/forms/ConfirmDialog';

interface ForgetVoiceDialogProps {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before the posts learned from, what was learned and the user's edits are forgotten. */
export function ForgetVoiceDialog({ open, busy, onCancel, onConfirm }: ForgetVoiceDialogProps) {
  return (
    <ConfirmDialog
      id="forget-voice"
      open={open}
      busy={busy}
      title="Forget your voice?"
      confirmLabel="Forget my voice"
      busyLabel="Forgetting..."
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {VOICE_MESSAGES.forgetConfirmation}
    </ConfirmDialog>
  );
}
