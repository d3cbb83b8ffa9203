import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useQuery } from '@apollo/client/react';
import { useSession } from '../../../shared/session/sessionContext';
import { PostsDocument, type PostItemFragment } from '../../../gql/graphql';
import { formatMoment } from '../contentForm';
import { useInboxActions, type InboxActions } from '../useInboxActions';
import { EditPostDialog } from './EditPostDialog';

/** How many waiting posts the inbox lists (auto-post proposes about a week of them). */
export const INBOX_LIMIT = 20;

type Busy = 'approve' | 'reject';

/** Soonest proposed time first; posts without one (saved for approval by hand) last. */
function byProposedTime(a: PostItemFragment, b: PostItemFragment) {
  const at = (post: PostItemFragment) =>
    post.scheduledTime ? Date.parse(post.scheduledTime) : Number.POSITIVE_INFINITY;
  return at(a) - at(b) || a.createdAt.localeCompare(b.createdAt);
}

function ProposedTime({ iso }: { iso: string | null }) {
  if (!iso) {
    return <>No time proposed: approving takes the next free slot</>;
  }
  if (Date.parse(iso) <= Date.now()) {
    return (
      <>
        Proposed for <time dateTime={iso}>{formatMoment(iso)}</time>, now past: approving takes the
        next free slot
      </>
    );
  }
  return (
    <>
      Proposed for{' '}
      <Box component="time" dateTime={iso} sx={{ fontWeight: 600, color: 'text.primary' }}>
        {formatMoment(iso)}
      </Box>
    </>
  );
}

function InboxItem({
  post,
  actions,
  disabled,
}: {
  post: PostItemFragment;
  actions: InboxActions;
  disabled: boolean;
}) {
  const [busy, setBusy] = useState<Busy | null>(null);
  const [editing, setEditing] = useState(false);
  const run = async (which: Busy, action: () => Promise<boolean>) => {
    setBusy(which);
    await action();
    setBusy(null);
  };
  const off = disabled || busy !== null;

  return (
    <Box
      component="li"
      aria-label={`Post ${post.scheduledTime ? `proposed for ${formatMoment(post.scheduledTime)}` : 'without a time'}`}
      sx={{
        listStyle: 'none',
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        p: { xs: 1.5, sm: 2 },
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.75 }}>
        <ProposedTime iso={post.scheduledTime ?? null} />
      </Typography>
      <Typography
        variant="body2"
        sx={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          lineHeight: 1.55,
          display: '-webkit-box',
          WebkitLineClamp: 3,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {post.content.replace(/\n\s*\n/g, '\n')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.25, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="contained"
          startIcon={<CheckCircleOutlineIcon />}
          disabled={off}
          onClick={() => void run('approve', () => actions.approve(post.id))}
        >
          {busy === 'approve' ? 'Approving...' : 'Approve'}
        </Button>
        <Button size="small" disabled={off} onClick={() => setEditing(true)}>
          Edit
        </Button>
        <Button
          size="small"
          color="error"
          disabled={off}
          onClick={() => void run('reject', () => actions.reject(post.id))}
        >
          {busy === 'reject' ? 'Rejecting...' : 'Reject'}
        </Button>
      </Stack>
      {editing && (
        <EditPostDialog
          post={post}
          onCancel={() => setEditing(false)}
          onSave={(content) => actions.update(post.id, content)}
        />
      )}
    </Box>
  );
}

/**
 * The posts waiting for the user's approval (auto-post's, or saved for approval by hand), with
 * their proposed times: approve, edit or reject each, or approve them all. Shown only while
 * something waits; the dashboard and the Content page show the same inbox.
 */
export function ApprovalInbox({
  collapsedCount,
  sx,
}: {
  /** Lists only this many until Show all is pressed (the dashboard keeps it short). */
  collapsedCount?: number;
  sx?: SxProps<Theme>;
}) {
  const { user } = useSession();
  const autoPost = user?.autoPostEnabled ?? false;
  const actions = useInboxActions({ autoPost });
  const [approvingAll, setApprovingAll] = useState(false);
  const [expanded, setExpanded] = useState(false);
  // Asked again on mount: the planner writes posts on the worker as schedules fall due.
  const { data } = useQuery(PostsDocument, {
    variables: { limit: INBOX_LIMIT, offset: 0, status: 'pending_approval' },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });

  const page = data?.posts;
  // A post approved or rejected leaves at once: the mutation's answer changed its status in the
  // cache, before the list is fetched again.
  const waiting = page?.posts.filter((post) => post.status === 'pending_approval') ?? [];
  const totalCount = page ? page.totalCount - (page.posts.length - waiting.length) : 0;
  if (!page || totalCount <= 0) return null;
  const sorted = [...waiting].sort(byProposedTime);
  const folded = !expanded && collapsedCount !== undefined && sorted.length > collapsedCount;
  const posts = folded ? sorted.slice(0, collapsedCount) : sorted;
  const more = totalCount - sorted.length;

  const approveAll = async () => {
    setApprovingAll(true);
    await actions.approveAll();
    setApprovingAll(false);
  };

  return (
    <Card
      component="section"
      aria-labelledby="approval-inbox"
      sx={[
        { borderColor: 'primary.light', borderWidth: 1, borderStyle: 'solid' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography id="approval-inbox" variant="h6" component="h2">
              Waiting for your approval
            </Typography>
            <Chip label={totalCount} size="small" color="primary" aria-hidden />
          </Stack>
          <Button
            variant="contained"
            startIcon={<DoneAllIcon />}
            disabled={approvingAll}
            onClick={() => void approveAll()}
            sx={{ flexShrink: 0 }}
          >
            {approvingAll ? 'Approving...' : `Approve all (${totalCount})`}
          </Button>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, mb: 2 }}>
          Approving schedules a post at its proposed time (or the next free slot).{' '}
          {autoPost
            ? 'A rejected post is cancelled, and auto-post writes a new one for its time within the hour.'
            : 'A rejected post is cancelled; you can still find it under Your Posts.'}
        </Typography>
        <Stack
          component="ul"
          spacing={1.5}
          aria-label="Posts waiting for approval"
          sx={{ m: 0, p: 0 }}
        >
          {posts.map((post) => (
            <InboxItem key={post.id} post={post} actions={actions} disabled={approvingAll} />
          ))}
        </Stack>
        {folded && (
          <Box sx={{ textAlign: 'center', mt: 1.5 }}>
            <Button onClick={() => setExpanded(true)}>Show all ({totalCount})</Button>
          </Box>
        )}
        {!folded && more > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
            And {more} more: Approve all approves them too.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
