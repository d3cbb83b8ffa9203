import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

interface DisconnectLinkedInDialogProps {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before the connection and its token are forgotten. */
export function DisconnectLinkedInDialog({
  open,
  busy,
  onCancel,
  onConfirm,
}: DisconnectLinkedInDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      fullWidth
      maxWidth="xs"
      aria-labelledby="disconnect-linkedin-title"
      aria-describedby="disconnect-linkedin-text"
    >
      <DialogTitle id="disconnect-linkedin-title">Disconnect LinkedIn?</DialogTitle>
      <DialogContent>
        <DialogContentText id="disconnect-linkedin-text">
          Postpilot will forget this connection and its token. Scheduled posts stay scheduled and
          wait until you connect LinkedIn again.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {busy ? 'Disconnecting...' : 'Disconnect'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
