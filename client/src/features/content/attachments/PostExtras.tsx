import { Alert, Stack, Typography } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import DescriptionIcon from '@mui/icons-material/Description';
import LinkIcon from '@mui/icons-material/Link';
import PollIcon from '@mui/icons-material/Poll';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import { MEDIA_MESSAGES } from '@postpilot/common';
import type { PostItemFragment } from '../../../gql/graphql';
import { attachmentSummary } from './attachmentForm';

const ICONS = { images: ImageIcon, document: DescriptionIcon, link: LinkIcon, poll: PollIcon };

/**
 * What a post card says besides the text: its attachment in a few words ('3 images',
 * 'Document · 12 pages', the link's domain, 'Poll') and what became of its first comment.
 */
export function PostExtras({ post }: { post: PostItemFragment }) {
  const { attachment, firstComment, firstCommentStatus, firstCommentError } = post;
  if (!attachment && !firstComment) return null;
  const Icon = attachment ? ICONS[attachment.kind] : null;
  return (
    <Stack spacing={0.75} sx={{ mt: 1 }}>
      {attachment && Icon && (
        <Typography
          variant="body2"
          data-testid="attachment-summary"
          sx={{
            color: 'text.secondary',
            display: 'flex',
            alignItems: 'center',
            gap: 0.75,
            overflowWrap: 'anywhere',
          }}
        >
          <Icon aria-hidden sx={{ fontSize: 18 }} />
          {attachmentSummary(attachment)}
        </Typography>
      )}
      {firstComment && firstCommentStatus === 'failed' ? (
        <Alert severity="warning" sx={{ py: 0 }}>
          {firstCommentError || MEDIA_MESSAGES.firstCommentRefused}
        </Alert>
      ) : firstComment ? (
        <Typography
          variant="body2"
          data-testid="first-comment-status"
          sx={{
            color: firstCommentStatus === 'posted' ? 'success.main' : 'text.secondary',
            display: 'flex',
            alignItems: 'center',
            gap: 0.75,
          }}
        >
          <ChatBubbleOutlineIcon aria-hidden sx={{ fontSize: 18 }} />
          {firstCommentStatus === 'posted'
            ? MEDIA_MESSAGES.firstCommentPosted
            : MEDIA_MESSAGES.firstCommentPending}
        </Typography>
      ) : null}
    </Stack>
  );
}
