import { ConfirmDialog, type ConfirmDialogState } from '../../../shared/forms/ConfirmDialog';

/** Asks before the connection and its token are forgotten. */
export function DisconnectLinkedInDialog(state: ConfirmDialogState) {
  return (
    <ConfirmDialog
      {...state}
      id="disconnect-linkedin"
      title="Disconnect LinkedIn?"
      text="Postpilot will forget this connection and its token. Scheduled posts stay scheduled and wait until you connect LinkedIn again."
      confirmLabel="Disconnect"
      busyLabel="Disconnecting..."
    />
  );
}
