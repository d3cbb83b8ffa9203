import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { postContentError } from '../contentForm';
import { PostEditor } from './PostEditor';

interface EditPostDialogProps {
  content: string;
  /** The tone the post was written in, kept by the writer's help. */
  tone?: string | null;
  onCancel: () => void;
  /** Saves the new text; resolves to whether it was saved (the dialog then closes). */
  onSave: (content: string) => Promise<boolean>;
}

/** A post's text to change before approving it, counted against LinkedIn's 3,000 characters. */
export function EditPostDialog({ content, tone, onCancel, onSave }: EditPostDialogProps) {
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
        <Box sx={{ mt: 1 }}>
          <PostEditor
            id="edit-post-text"
            value={text}
            onChange={setText}
            tone={tone}
            minRows={6}
            maxRows={16}
            autoFocus
            disabled={saving}
          />
        </Box>
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
