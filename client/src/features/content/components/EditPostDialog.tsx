import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { formatCounter, postContentError } from '../contentForm';

interface EditPostDialogProps {
  content: string;
  onCancel: () => void;
  /** Saves the new text; resolves to whether it was saved (the dialog then closes). */
  onSave: (content: string) => Promise<boolean>;
}

/** A post's text to change before approving it, counted against LinkedIn's 3,000 characters. */
export function EditPostDialog({ content, onCancel, onSave }: EditPostDialogProps) {
  const [text, setText] = useState(content);
  const [saving, setSaving] = useState(false);
  const problem = postContentError(text);

  const save = async () => {
    if (text.trim() === content.trim()) return onCancel();
    setSaving(true);
    const saved = await onSave(text.trim());
    setSaving(false);
    if (saved) onCancel();
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onCancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby="edit-post-title"
    >
      <DialogTitle id="edit-post-title">Edit post</DialogTitle>
      <DialogContent>
        <TextField
          label="Post text"
          multiline
          minRows={6}
          maxRows={16}
          autoFocus
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={Boolean(problem)}
          sx={{ mt: 1 }}
          helperText={
            <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <span>{problem ?? ''}</span>
              <Box component="span" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
                {formatCounter(text)}
              </Box>
            </Box>
          }
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={saving || Boolean(problem)}
        >
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
