import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { PostItemFragment } from '../../../gql/graphql';
import { postContentError } from '../contentForm';
import { useAttachmentState } from '../attachments/useAttachmentState';
import { useSaveExtras } from '../attachments/useSaveExtras';
import { PostEditor } from './PostEditor';

interface EditPostDialogProps {
  /** The post: its text, the tone the writer's help keeps, its attachment and first comment. */
  post: PostItemFragment;
  onCancel: () => void;
  /** Saves the new text; resolves to whether it was saved (the dialog then closes). */
  onSave: (content: string) => Promise<boolean>;
}

/**
 * A post's text to change before approving it, counted against LinkedIn's 3,000 characters,
 * with what it carries (images, a document, a link or a poll) and its first comment.
 */
export function EditPostDialog({ post, onCancel, onSave }: EditPostDialogProps) {
  const { content, tone } = post;
  const [text, setText] = useState(content);
  const [saving, setSaving] = useState(false);
  const extras = useAttachmentState(post);
  const saveExtras = useSaveExtras();
  const problem = postContentError(text);

  const save = async () => {
    const textChanged = text.trim() !== content.trim();
    if (!textChanged && !extras.changed) return onCancel();
    if (!extras.check()) return;
    setSaving(true);
    const saved =
      (!textChanged || (await onSave(text.trim()))) &&
      (!extras.changed || (await saveExtras(post.id, extras)));
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
            attachments={extras}
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
