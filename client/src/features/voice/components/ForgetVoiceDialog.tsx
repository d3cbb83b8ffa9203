import { VOICE_MESSAGES } from '@postpilot/common';
import { ConfirmDialog, type ConfirmDialogState } from '../../../shared/forms/ConfirmDialog';

/** Asks before the posts learned from, what was learned and the user's edits are forgotten. */
export function ForgetVoiceDialog(state: ConfirmDialogState) {
  return (
    <ConfirmDialog
      {...state}
      id="forget-voice"
      title="Forget your voice?"
      text={VOICE_MESSAGES.forgetConfirmation}
      confirmLabel="Forget my voice"
      busyLabel="Forgetting..."
    />
  );
}
