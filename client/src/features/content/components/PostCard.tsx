import { memo, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import type { PostItemFragment } from '../../../gql/graphql';
import { formatCreated, formatMoment, postContentError } from '../contentForm';
import { PostEditor } from './PostEditor';
import type { PostActions } from '../usePostActions';
import { DeletePostDialog } from './DeletePostDialog';
import { SchedulePostDialog } from './SchedulePostDialog';
import { PostFigures } from './PostFigures';
import { PostStatusChip } from './PostStatusChip';
import { ViewOnLinkedIn } from './ViewOnLinkedIn';
import { useAttachmentState } from '../attachments/useAttachmentState';
import { useSaveExtras } from '../attachments/useSaveExtras';
import { PostExtras } from '../attachments/PostExtras';

/** A card shows this many lines of a post until it is expanded. */
const CLAMP_LINES = 4;
const mayOverflow = (content: string) =>
  content.split('\n').length > CLAMP_LINES || content.length > 220;

type Busy = 'save' | 'schedule' | 'approve' | 'draft' | 'delete';

function When({ label, iso }: { label: string; iso: string }) {
  return (
    <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
      {label} <time dateTime={iso}>{formatMoment(iso)}</time>
    </Typography>
  );
}

/**
 * One of the user's posts: its state, its text (clamped), and what can be done with it now.
 * Drawn again only when its post changes: an action on one card, or a list fetched again, leaves
 * the others as they are (Apollo's cache keeps the objects of unchanged posts).
 */
export const PostCard = memo(function PostCard({
  post,
  actions,
}: {
  post: PostItemFragment;
  actions: PostActions;
}) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(post.content);
  const [expanded, setExpanded] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<Busy | null>(null);
  const [choosingWhen, setChoosingWhen] = useState(false);
  const extras = useAttachmentState(post);
  const saveExtras = useSaveExtras();

  const run = async (which: Busy, action: () => Promise<boolean>) => {
    setBusy(which);
    const done = await action();
    setBusy(null);
    return done;
  };

  const save = async () => {
    const textChanged = text.trim() !== post.content.trim();
    if (!textChanged && !extras.changed) {
      setEditing(false);
      return;
    }
    // An image without alt text, a poll without options, a file still uploading: said on the field.
    if (!extras.check()) return;
    const saved = await run('save', async () => {
      if (textChanged && !(await actions.update(post.id, text.trim()))) return false;
      return extras.changed ? saveExtras(post.id, extras) : true;
    });
    if (saved) setEditing(false);
  };

  const editable = post.status !== 'publishing' && post.status !== 'published';
  const deletable = post.status !== 'publishing';
  const problem = postContentError(text);
  const editorId = `post-editor-${post.id}`;

  const stateActions: ReactNode[] = [];
  if (post.status === 'draft' || post.status === 'failed' || post.status === 'scheduled') {
    stateActions.push(
      <Button
        key="schedule"
        size="small"
        variant={post.status === 'scheduled' ? 'text' : 'outlined'}
        startIcon={<ScheduleOutlinedIcon />}
        disabled={busy !== null}
        onClick={() => setChoosingWhen(true)}
      >
        {post.status === 'scheduled' ? 'Change time' : 'Schedule'}
      </Button>,
    );
  }
  if (post.status === 'pending_approval') {
    stateActions.push(
      <Button
        key="approve"
        size="small"
        variant="contained"
        startIcon={<CheckCircleOutlineIcon />}
        disabled={busy !== null}
        onClick={() => void run('approve', () => actions.approve(post.id))}
      >
        {busy === 'approve' ? 'Approving...' : 'Approve'}
      </Button>,
    );
  }
  if (post.status === 'scheduled') {
    stateActions.push(
      <Button
        key="unschedule"
        size="small"
        startIcon={<EventBusyOutlinedIcon />}
        disabled={busy !== null}
        onClick={() => void run('draft', () => actions.returnToDraft(post.id))}
      >
        Unschedule
      </Button>,
    );
  }
  if (['pending_approval', 'failed', 'cancelled'].includes(post.status)) {
    stateActions.push(
      <Button
        key="draft"
        size="small"
        startIcon={<UndoIcon />}
        disabled={busy !== null}
        onClick={() => void run('draft', () => actions.returnToDraft(post.id))}
      >
        Back to draft
      </Button>,
    );
  }

  return (
    <Box
      component="li"
      aria-label={`Post from ${formatCreated(post.createdAt)}`}
      sx={{
        listStyle: 'none',
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        p: { xs: 2, sm: 2.5 },
        bgcolor: 'background.paper',
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.75, mb: 1.5 }}
      >
        <PostStatusChip status={post.status} />
        <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
          Created <time dateTime={post.createdAt}>{formatCreated(post.createdAt)}</time>
        </Typography>
      </Stack>
      {post.status === 'scheduled' && post.scheduledTime && (
        <Box sx={{ mb: 1 }}>
          <When label="Scheduled for" iso={post.scheduledTime} />
        </Box>
      )}
      {post.status === 'scheduled' && post.nextAttemptAt && (
        <Alert severity="warning" sx={{ mb: 1.5, py: 0 }}>
          Waiting for LinkedIn{post.lastError ? `: ${post.lastError}` : ''}. Trying again at{' '}
          <time dateTime={post.nextAttemptAt}>{formatMoment(post.nextAttemptAt)}</time>.
        </Alert>
      )}
      {post.status === 'published' && post.publishedAt && (
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}
        >
          <When label="Published" iso={post.publishedAt} />
          {post.url && <ViewOnLinkedIn url={post.url} />}
        </Stack>
      )}
      {post.status === 'failed' && (
        <Alert severity="error" sx={{ mb: 1.5, py: 0 }}>
          {post.lastError ? `Publishing failed: ${post.lastError}` : 'Publishing failed.'}
        </Alert>
      )}

      {editing ? (
        <Box>
          <PostEditor
            id={editorId}
            value={text}
            onChange={setText}
            tone={post.tone}
            minRows={4}
            maxRows={14}
            autoFocus
            disabled={busy !== null}
            attachments={extras}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1.5 }}>
            <Button
              size="small"
              disabled={busy !== null}
              onClick={() => {
                setText(post.content);
                extras.reset();
                setEditing(false);
              }}
            >
              Cancel
            </Button>
            <Button
              size="small"
              variant="contained"
              disabled={busy !== null || Boolean(problem)}
              onClick={() => void save()}
            >
              {busy === 'save' ? 'Saving...' : 'Save'}
            </Button>
          </Stack>
        </Box>
      ) : (
        <>
          <Typography
            id={`post-text-${post.id}`}
            variant="body2"
            sx={{
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              lineHeight: 1.55,
              ...(expanded
                ? {}
                : {
                    display: '-webkit-box',
                    WebkitLineClamp: CLAMP_LINES,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }),
            }}
          >
            {/* Folded, paragraphs close up so the lines shown carry text. */}
            {expanded ? post.content : post.content.replace(/\n\s*\n/g, '\n')}
          </Typography>
          {mayOverflow(post.content) && (
            <Button
              size="small"
              aria-expanded={expanded}
              aria-controls={`post-text-${post.id}`}
              onClick={() => setExpanded(!expanded)}
              sx={{ px: 0, minWidth: 0, mt: 0.5, '&:hover': { bgcolor: 'transparent' } }}
            >
              {expanded ? 'Show less' : 'Show more'}
            </Button>
          )}
          <PostExtras post={post} />
          {post.metrics && <PostFigures metrics={post.metrics} />}
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{
              flexWrap: 'wrap',
              alignItems: 'center',
              mt: 1.5,
              '& .MuiButton-root': { paddingInline: '10px' },
              // On a phone the words alone, so a card's actions fit on one line.
              '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
            }}
          >
            {stateActions}
            {editable && (
              <Button
                size="small"
                startIcon={<EditOutlinedIcon />}
                // Edit and Delete keep to the right of the state's own actions.
                sx={{ ml: 'auto' }}
                disabled={busy !== null}
                onClick={() => {
                  setText(post.content);
                  extras.reset();
                  setEditing(true);
                }}
              >
                Edit
              </Button>
            )}
            {deletable && (
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutlineIcon />}
                sx={editable ? undefined : { ml: 'auto' }}
                disabled={busy !== null}
                onClick={() => setConfirming(true)}
              >
                Delete
              </Button>
            )}
          </Stack>
        </>
      )}
      <SchedulePostDialog
        post={choosingWhen ? post : null}
        onClose={() => setChoosingWhen(false)}
        onSubmit={(input) => run('schedule', () => actions.schedule(post.id, input))}
      />
      <DeletePostDialog
        open={confirming}
        busy={busy === 'delete'}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void run('delete', () => actions.remove(post.id)).then(() => setConfirming(false))
        }
      />
    </Box>
  );
});
