import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

interface ConfirmDialogProps {
  /** Names the dialog's title and text for assistive technology: `${id}-title`, `${id}-text`. */
  id: string;
  open: boolean;
  /** The confirmed action runs: nothing can be pressed, and Escape does not close it. */
  busy: boolean;
  title: string;
  children: ReactNode;
  /** The button that does it ('Delete'), and what it says meanwhile ('Deleting...'). */
  confirmLabel: string;
  busyLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** Cancel has the focus on opening, for what cannot be undone. */
  focusCancel?: boolean;
}

/** Asks before something is deleted or forgotten; nothing happens until the red button. */
export function ConfirmDialog({
  id,
  open,
  busy,
  title,
  children,
  confirmLabel,
  busyLabel,
  onCancel,
  onConfirm,
  focusCancel = false,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      fullWidth
      maxWidth="xs"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{children}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={busy} autoFocus={focusCancel}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
