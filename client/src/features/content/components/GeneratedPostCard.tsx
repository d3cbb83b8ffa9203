import { useEffect, useRef, useState } from 'react';
import { Box, Button, Card, CardContent, Divider, Stack, Tooltip, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useMutation } from '@apollo/client/react';
import { ERRORS, SUCCESS, type Tone } from '@postpilot/common';
import type { SessionUser } from '../../../shared/session/sessionContext';
import { useToast } from '../../../shared/useToast';
import { CreatePostDocument, PostsDocument, type PostStatus } from '../../../gql/graphql';
import { postContentError, writtenBy } from '../contentForm';
import { LinkedInPreview } from './LinkedInPreview';
import { PostEditor } from './PostEditor';
import { useAttachmentState } from '../attachments/useAttachmentState';
import { previewOf } from '../attachments/previewOf';

export interface Generated {
  /** The text as the user has it now: generated, then possibly edited. */
  content: string;
  provider: string;
  /** Who wrote it ("Your AI (gpt-4o-mini)") and why that writer. */
  writer: { label: string; reason: string };
  /** The tone it was generated in, saved with the post so analytics can compare tones. */
  tone: Tone;
}

interface GeneratedPostCardProps {
  user: SessionUser;
  generated: Generated;
  onChange: (content: string) => void;
  /** Called once the post is saved: the panel clears. */
  onSaved: () => void;
  onRegenerate: () => void;
  generating: boolean;
}

/** The generated post: editable, counted against 3,000, previewed, then saved or rewritten. */
export function GeneratedPostCard({
  user,
  generated,
  onChange,
  onSaved,
  onRegenerate,
  generating,
}: GeneratedPostCardProps) {
  const toast = useToast();
  const cardRef = useRef<HTMLDivElement>(null);
  // A new generation appears below the settings, out of sight on a phone: bring it into view.
  useEffect(() => {
    cardRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, []);
  const [saving, setSaving] = useState<PostStatus | null>(null);
  // The list shows the new post once the mutation resolves.
  const [createPost] = useMutation(CreatePostDocument, {
    refetchQueries: [PostsDocument],
    awaitRefetchQueries: true,
  });

  const extras = useAttachmentState();
  const problem = postContentError(generated.content);
  const busy = saving !== null || generating;

  const save = async (status: 'draft' | 'pending_approval') => {
    // An image without alt text, a poll without options, a file still uploading: said on the field.
    if (!extras.check()) return;
    setSaving(status);
    try {
      await createPost({
        variables: {
          input: {
            content: generated.content.trim(),
            status,
            tone: generated.tone,
            // Sent only when there is one, as a post without either always was.
            ...(extras.input ? { attachment: extras.input } : {}),
            ...(extras.firstCommentInput ? { firstComment: extras.firstCommentInput } : {}),
          },
        },
      });
      toast.success(status === 'draft' ? SUCCESS.draft : SUCCESS.approval);
      onSaved();
    } catch (failure) {
      extras.takeServerErrors(failure);
      toast.error(failure, ERRORS.savePost);
    } finally {
      setSaving(null);
    }
  };

  return (
    <Card
      ref={cardRef}
      component="section"
      aria-labelledby="generated-content"
      // Clear of the sticky navigation bar when scrolled to.
      sx={{ scrollMarginTop: 88 }}
    >
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 2.5, sm: 4 } } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0.25, sm: 2 }}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' }, mb: 2.5 }}
        >
          <Typography id="generated-content" variant="h6" component="h2">
            Generated Content
          </Typography>
          <Tooltip title={generated.writer.reason}>
            <Typography
              variant="caption"
              tabIndex={0}
              aria-description={generated.writer.reason}
              sx={{ color: 'text.secondary', cursor: 'help' }}
            >
              {writtenBy(generated.writer)}
            </Typography>
          </Tooltip>
        </Stack>
        <PostEditor
          id="generated-text"
          value={generated.content}
          onChange={onChange}
          tone={generated.tone}
          hint="Edit the text as you like before saving."
          disabled={busy}
          attachments={extras}
          author={user.name || user.email}
        />
        <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1.25 }}>
          Preview
        </Typography>
        <Box sx={{ bgcolor: 'background.default', borderRadius: 2, p: { xs: 1, sm: 2 } }}>
          <LinkedInPreview
            user={user}
            content={generated.content}
            attachment={previewOf(extras.draft)}
          />
        </Box>
        <Divider sx={{ my: 3 }} />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          <Button
            startIcon={<RefreshIcon />}
            onClick={onRegenerate}
            disabled={busy}
            sx={{ alignSelf: { xs: 'stretch', sm: 'center' } }}
          >
            Regenerate
          </Button>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              variant="outlined"
              disabled={busy || Boolean(problem)}
              onClick={() => void save('draft')}
            >
              {saving === 'draft' ? 'Saving...' : 'Save as Draft'}
            </Button>
            <Button
              variant="contained"
              disabled={busy || Boolean(problem)}
              onClick={() => void save('pending_approval')}
            >
              {saving === 'pending_approval' ? 'Saving...' : 'Save for Approval'}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
