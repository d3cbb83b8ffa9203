import { useContext, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import DescriptionIcon from '@mui/icons-material/Description';
import LinkIcon from '@mui/icons-material/Link';
import PollIcon from '@mui/icons-material/Poll';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { FIRST_COMMENT_MAX_LENGTH, MEDIA_MESSAGES, type AttachmentKind } from '@postpilot/common';
import { SessionContext } from '../../../shared/session/sessionContext';
import { emptyDraft } from './attachmentForm';
import type { AttachmentState } from './useAttachmentState';
import { ImagesField } from './ImagesField';
import { DocumentField } from './DocumentField';
import { LinkField } from './LinkField';
import { PollField } from './PollField';
import { CarouselDialog, prefetchCarouselDraft } from './CarouselDialog';
import { AttachmentPreview } from './AttachmentPreview';
import { previewOf } from './previewOf';

const KINDS: { kind: AttachmentKind; label: string; Icon: typeof ImageIcon }[] = [
  { kind: 'images', label: 'Images', Icon: ImageIcon },
  { kind: 'document', label: 'Document', Icon: DescriptionIcon },
  { kind: 'link', label: 'Link', Icon: LinkIcon },
  { kind: 'poll', label: 'Poll', Icon: PollIcon },
];

const HEADINGS: Record<AttachmentKind, string> = {
  images: 'Images',
  document: 'Document',
  link: 'Link',
  poll: 'Poll',
};

/** The first comment: posted right after the post (often the link), up to 1,250 characters. */
function FirstCommentField({
  id,
  state,
  disabled,
}: {
  id: string;
  state: AttachmentState;
  disabled: boolean;
}) {
  const [touched, setTouched] = useState(false);
  const error = state.showAll || touched ? state.errors.firstComment : undefined;
  return (
    <TextField
      id={`${id}-first-comment`}
      label="First comment"
      fullWidth
      multiline
      minRows={2}
      maxRows={8}
      value={state.firstComment}
      disabled={disabled}
      onChange={(event) => state.setFirstComment(event.target.value)}
      onBlur={() => setTouched(true)}
      error={Boolean(error)}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span>{error ?? `Optional. ${MEDIA_MESSAGES.firstCommentHelp}`}</span>
          <Box component="span" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
            {state.firstComment.length.toLocaleString('en-US')} /{' '}
            {FIRST_COMMENT_MAX_LENGTH.toLocaleString('en-US')}
          </Box>
        </Box>
      }
    />
  );
}

/**
 * What a post carries besides its text, under the editor: an "Add to post" row (images, a
 * document, a link or a poll, one at a time), the chosen one's fields, and the first comment.
 * A post that can no longer change shows its attachment read-only.
 */
export function AttachmentEditor({
  id,
  state,
  content,
  disabled,
  readOnly = false,
  author,
}: {
  id: string;
  state: AttachmentState;
  /** The post's text: alt text suggestions and carousels come from it. */
  content: string;
  disabled: boolean;
  readOnly?: boolean;
  /** The name carousel slides carry; the signed-in user's when not given. */
  author?: string;
}) {
  const session = useContext(SessionContext);
  const client = useApolloClient();
  // The carousel maker while open, and while it fades out once closed.
  const [carousel, setCarousel] = useState<'open' | 'closing' | null>(null);
  const { draft } = state;

  if (readOnly) {
    const preview = previewOf(draft);
    return preview ? (
      <Box sx={{ mt: 2 }} aria-label="Attachment" role="group">
        <AttachmentPreview attachment={preview} />
      </Box>
    ) : null;
  }

  const authorName = author ?? (session?.user ? session.user.name || session.user.email : '');

  return (
    <Box sx={{ mt: 2 }}>
      {!draft ? (
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          role="group"
          aria-labelledby={`${id}-add-to-post`}
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography id={`${id}-add-to-post`} variant="subtitle2" component="h3" sx={{ mr: 0.5 }}>
            Add to post
          </Typography>
          {KINDS.map(({ kind, label, Icon }) => (
            <Button
              key={kind}
              size="small"
              variant="outlined"
              startIcon={<Icon />}
              disabled={disabled}
              onClick={() => {
                state.update(() => emptyDraft(kind));
                if (kind === 'document') prefetchCarouselDraft(client, content);
              }}
            >
              {label}
            </Button>
          ))}
        </Stack>
      ) : (
        <Box
          component="section"
          aria-labelledby={`${id}-attachment-heading`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 } }}
        >
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1 }}
          >
            <Typography id={`${id}-attachment-heading`} variant="subtitle2" component="h3">
              {HEADINGS[draft.kind]}
            </Typography>
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlineIcon />}
              disabled={disabled}
              onClick={() => state.update(() => null)}
            >
              Remove {HEADINGS[draft.kind].toLowerCase()}
            </Button>
          </Stack>
          {draft.kind === 'images' && (
            <ImagesField
              id={id}
              state={state}
              draft={draft}
              content={content}
              disabled={disabled}
            />
          )}
          {draft.kind === 'document' && (
            <DocumentField
              id={id}
              state={state}
              draft={draft}
              disabled={disabled}
              onMakeCarousel={content.trim() ? () => setCarousel('open') : undefined}
            />
          )}
          {draft.kind === 'link' && (
            <LinkField id={id} state={state} draft={draft} disabled={disabled} />
          )}
          {draft.kind === 'poll' && (
            <PollField id={id} state={state} draft={draft} disabled={disabled} />
          )}
          {state.showAll && state.uploading && (
            <Typography
              variant="caption"
              role="status"
              sx={{ color: 'text.secondary', display: 'block', mt: 1 }}
            >
              {MEDIA_MESSAGES.uploadPending}
            </Typography>
          )}
        </Box>
      )}
      <Box sx={{ mt: 2 }}>
        <FirstCommentField id={id} state={state} disabled={disabled} />
      </Box>
      {carousel && (
        <CarouselDialog
          open={carousel === 'open'}
          content={content}
          authorName={authorName}
          onClose={() => setCarousel('closing')}
          onClosed={() => setCarousel(null)}
          onAttach={(media, title) => {
            state.update(() => ({ kind: 'document', media, upload: null, title }));
            setCarousel('closing');
          }}
        />
      )}
    </Box>
  );
}
