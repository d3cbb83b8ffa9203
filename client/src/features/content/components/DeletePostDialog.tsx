import { CONFIRMATIONS } from '@postpilot/common';
import { ConfirmDialog, type ConfirmDialogState } from '../../../shared/forms/ConfirmDialog';

/** "Are you sure you want to delete this post?": nothing is deleted until Delete is pressed. */
export function DeletePostDialog(state: ConfirmDialogState) {
  return (
    <ConfirmDialog
      {...state}
      id="delete-post"
      title="Delete post"
      text={CONFIRMATIONS.deletePost}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      focusCancel
    />
  );
}
