import { CONFIRMATIONS } from '@postpilot/common';
import { ConfirmDialog } from '../../../shared/forms/ConfirmDialog';

interface DeletePostDialogProps {
  open: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Are you sure you want to delete this post?": nothing is deleted until Delete is pressed. */
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
