import type { FormEvent, ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

/** What the screen that opens a confirmation decides: a dialog's own words are its own. */
export interface ConfirmDialogState {
  open: boolean;
  /** The confirmed action runs: nothing can be pressed, and Escape does not close it. */
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

interface ConfirmDialogProps extends ConfirmDialogState {
  /** Names the dialog's title and text for assistive technology: `${id}-title`, `${id}-text`. */
  id: string;
  title: string;
  /** The question, which describes the dialog. */
  text: ReactNode;
  /** Below the question: what the confirmation needs besides the button (a password field). */
  children?: ReactNode;
  /** The button that does it ('Delete'), and what it says meanwhile ('Deleting...'). */
  confirmLabel: string;
  busyLabel: string;
  /** Cancel has the focus on opening, for what cannot be undone. */
  focusCancel?: boolean;
}

/**
 * Asks before something is deleted or forgotten; nothing happens until the red button. It is a
 * form whose submit button is that one, so Enter in a field below the question confirms too.
 */
export function ConfirmDialog({
  id,
  open,
  busy,
  title,
  text,
  children,
  confirmLabel,
  busyLabel,
  onCancel,
  onConfirm,
  focusCancel = false,
}: ConfirmDialogProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React passes events up through the portal: a form around the opener must not submit too.
    event.stopPropagation();
    if (!busy) onConfirm();
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      fullWidth
      maxWidth="xs"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`} sx={children ? { mb: 2.5 } : undefined}>
            {text}
          </DialogContentText>
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onCancel} disabled={busy} autoFocus={focusCancel}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
