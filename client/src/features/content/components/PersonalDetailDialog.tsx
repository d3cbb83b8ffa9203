import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { CONTENT_MESSAGES, PERSONAL_DETAIL_MAX_LENGTH } from '@postpilot/common';

interface PersonalDetailDialogProps {
  /** The writer's question; the dialog is open while there is one. */
  question: string | null;
  onSend: (detail: string) => void;
  onClose: () => void;
}

/** More personal's question to the user: a moment, a number or a result of their own. */
export function PersonalDetailDialog({ question, onSend, onClose }: PersonalDetailDialogProps) {
  const [detail, setDetail] = useState('');
  const tooLong = detail.trim().length > PERSONAL_DETAIL_MAX_LENGTH;
  const close = () => {
    setDetail('');
    onClose();
  };
  return (
    <Dialog open={question !== null} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>Make it more personal</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{question}</DialogContentText>
        <TextField
          label="Your detail"
          multiline
          minRows={3}
          fullWidth
          autoFocus
          value={detail}
          onChange={(event) => setDetail(event.target.value)}
          error={tooLong}
          helperText={
            tooLong
              ? CONTENT_MESSAGES.personalDetailTooLong
              : `${detail.trim().length} / ${PERSONAL_DETAIL_MAX_LENGTH}`
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!detail.trim() || tooLong}
          onClick={() => {
            onSend(detail.trim());
            setDetail('');
          }}
        >
          Weave it in
        </Button>
      </DialogActions>
    </Dialog>
  );
}
