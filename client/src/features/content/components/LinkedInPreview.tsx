import { useState } from 'react';
import { Avatar, Box, ButtonBase, Divider, Stack, Typography } from '@mui/material';
import PublicIcon from '@mui/icons-material/Public';
import ThumbUpOffAltOutlinedIcon from '@mui/icons-material/ThumbUpOffAltOutlined';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import RepeatIcon from '@mui/icons-material/Repeat';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import type { SessionUser } from '../../../shared/session/sessionContext';
import { avatarInitialOf } from '../../profile/profileForm';
import { foldIndex, splitHashtags } from '../contentForm';
import { AttachmentPreview } from '../attachments/AttachmentPreview';
import type { PreviewAttachment } from '../attachments/previewOf';

const FEED_ACTIONS = [
  { label: 'Like', Icon: ThumbUpOffAltOutlinedIcon },
  { label: 'Comment', Icon: ChatBubbleOutlineIcon },
  { label: 'Repost', Icon: RepeatIcon },
  { label: 'Send', Icon: SendOutlinedIcon },
];

/** The text with its hashtags in LinkedIn blue; line breaks are kept by pre-wrap. */
function PostText({ text }: { text: string }) {
  return (
    <>
      {splitHashtags(text).map((part, index) =>
        part.hashtag ? (
          <Box key={index} component="span" sx={{ color: 'primary.main', fontWeight: 600 }}>
            {part.text}
          </Box>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/** Where the feed folds the post, marked once the whole post is shown. */
function FoldMark() {
  return (
    <Box
      component="span"
      role="separator"
      aria-label="The feed folds here"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        my: 0.75,
        color: 'text.secondary',
        fontSize: 12,
        whiteSpace: 'nowrap',
        '&::before, &::after': { content: '""', flex: 1, borderTop: 1, borderStyle: 'dashed' },
      }}
    >
      “…see more” folds here
    </Box>
  );
}

/**
 * How the post will look in the LinkedIn feed: author, headline, the text folded after three
 * lines (or about 210 characters) behind '…see more', as the feed does, then what it carries
 * (images, a document, a link card or a poll) laid out as the feed lays it out.
 */
export function LinkedInPreview({
  user,
  content,
  attachment = null,
}: {
  user: SessionUser;
  content: string;
  attachment?: PreviewAttachment | null;
}) {
  const [expanded, setExpanded] = useState(false);
  const fold = foldIndex(content);
  const folded = !expanded && fold !== undefined;
  const headline = [user.jobTitle, user.company].filter(Boolean).join(' at ');

  return (
    <Box
      component="article"
      aria-label="LinkedIn preview"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        overflow: 'hidden',
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ px: 2, pt: 2, alignItems: 'flex-start' }}>
        <Avatar
          src={user.profilePicture ?? undefined}
          alt=""
          sx={{ width: 48, height: 48, bgcolor: 'primary.main', fontWeight: 700 }}
        >
          {avatarInitialOf(user)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {user.name || user.email}
          </Typography>
          {headline && (
            <Typography
              variant="caption"
              component="p"
              sx={{ color: 'text.secondary', lineHeight: 1.35, overflowWrap: 'anywhere' }}
            >
              {headline}
            </Typography>
          )}
          <Typography
            variant="caption"
            component="p"
            sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            Now ·
            <PublicIcon aria-label="Visible to anyone" sx={{ fontSize: 14 }} />
          </Typography>
        </Box>
      </Stack>
      <Typography
        component="div"
        data-testid="preview-text"
        sx={{
          px: 2,
          py: 1.5,
          fontSize: 14,
          lineHeight: 1.45,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {fold !== undefined && expanded ? (
          <>
            <PostText text={content.slice(0, fold).trimEnd()} />
            <FoldMark />
            <PostText text={content.slice(fold).replace(/^\s+/, '')} />
          </>
        ) : (
          <PostText text={folded ? content.slice(0, fold).trimEnd() : content} />
        )}
        {folded && (
          <>
            {' '}
            <ButtonBase
              onClick={() => setExpanded(true)}
              sx={{
                font: 'inherit',
                color: 'text.secondary',
                verticalAlign: 'baseline',
                '&:hover': { color: 'primary.main', textDecoration: 'underline' },
              }}
            >
              …see more
            </ButtonBase>
          </>
        )}
      </Typography>
      {attachment && (
        <Box data-testid="preview-attachment" sx={{ pb: attachment.kind === 'poll' ? 1.5 : 0 }}>
          <AttachmentPreview attachment={attachment} />
        </Box>
      )}
      <Divider sx={{ mx: 2 }} />
      <Stack
        direction="row"
        aria-hidden
        sx={{ justifyContent: 'space-around', px: 1, py: 0.75, color: 'text.secondary' }}
      >
        {FEED_ACTIONS.map(({ label, Icon }) => (
          <Stack key={label} direction="row" spacing={0.75} sx={{ alignItems: 'center', py: 0.5 }}>
            <Icon sx={{ fontSize: 18 }} />
            <Typography
              variant="body2"
              sx={{ fontWeight: 600, fontSize: 13, display: { xs: 'none', sm: 'inline' } }}
            >
              {label}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
