import { CONFIRMATIONS } from '@postpilot/common';
import { ConfirmDialog } from '../../../shared/forms/ConfirmDialog';

interface DeletePostDialogProps {
  open: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Spec §8's confirmation; nothing is deleted until Delete is pressed here. */
export function DeletePostDialog({ open, deleting, onCancel, onConfirm }: DeletePostDialogProps) {
  return (
    <ConfirmDialog
      id="delete-post"
      open={open}
      busy={deleting}
      title="Delete post"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      onCancel={onCancel}
      onConfirm={onConfirm}
      focusCancel
    >
      {CONFIRMATIONS.deletePost}
    </ConfirmDialog>
  );
}
