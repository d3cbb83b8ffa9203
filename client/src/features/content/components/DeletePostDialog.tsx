import { CONFIRMATIONS } from '@postpilot/common';
import { ConfirmDialog, type ConfirmDialogState } from '../../../shared/forms/ConfirmDialog';

/** Spec §8's confirmation; nothing is deleted until Delete is pressed here. */
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
