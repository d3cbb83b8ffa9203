import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { VOICE_MESSAGES } from '@postpilot/common';

interface ForgetVoiceDialogProps {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before the posts learned from, what was learned and the user's edits are forgotten. */
export function ForgetVoiceDialog({ open, busy, onCancel, onConfirm }: ForgetVoiceDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      fullWidth
      maxWidth="xs"
      aria-labelledby="forget-voice-title"
      aria-describedby="forget-voice-text"
    >
      <DialogTitle id="forget-voice-title">Forget your voice?</DialogTitle>
      <DialogContent>
        <DialogContentText id="forget-voice-text">
          {VOICE_MESSAGES.forgetConfirmation}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {busy ? 'Forgetting...' : 'Forget my voice'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
