import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { CONFIRMATIONS } from '@postpilot/common';

interface DeletePostDialogProps {
  open: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Spec §8's confirmation; nothing is deleted until Delete is pressed here. */
export function DeletePostDialog({ open, deleting, onCancel, onConfirm }: DeletePostDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={deleting ? undefined : onCancel}
      fullWidth
      maxWidth="xs"
      aria-labelledby="delete-post-title"
      aria-describedby="delete-post-text"
    >
      <DialogTitle id="delete-post-title">Delete post</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-post-text">{CONFIRMATIONS.deletePost}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={deleting} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={deleting}>
          {deleting ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
