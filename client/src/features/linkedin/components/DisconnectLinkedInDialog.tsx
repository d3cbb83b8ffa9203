import { ConfirmDialog } from '../../../shared/forms/ConfirmDialog';

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
    <ConfirmDialog
      id="disconnect-linkedin"
      open={open}
      busy={busy}
      title="Disconnect LinkedIn?"
      confirmLabel="Disconnect"
      busyLabel="Disconnecting..."
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      Postpilot will forget this connection and its token. Scheduled posts stay scheduled and wait
      until you connect LinkedIn again.
    </ConfirmDialog>
  );
}
