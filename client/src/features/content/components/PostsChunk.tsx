import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import PostAddOutlinedIcon from '@mui/icons-material/PostAddOutlined';
import { useQuery } from '@apollo/client/react';
import { ERRORS } from '@postpilot/common';
import { PostsDocument, type PostStatus } from '../../../gql/graphql';
import type { PostActions } from '../usePostActions';
import { PostCard } from './PostCard';

interface PostsChunkProps {
  status: PostStatus | null;
  offset: number;
  limit: number;
  actions: PostActions;
  /** The button after the list when more posts follow, from the total and how many are shown. */
  more?: (totalCount: number, shown: number) => { label: string; onClick: () => void };
}

function PostSkeletons({ count }: { count: number }) {
  return (
    <Stack spacing={1.5} role="status" aria-label="Loading posts">
      {Array.from({ length: count }, (_, index) => (
        <Box key={index} sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 2.5 }}>
          <Skeleton variant="rounded" width={96} height={24} />
          <Skeleton sx={{ mt: 1.5 }} />
          <Skeleton />
          <Skeleton width="60%" />
        </Box>
      ))}
    </Stack>
  );
}

function EmptyPosts({ filtered }: { filtered: boolean }) {
  return (
    <Box sx={{ textAlign: 'center', py: 5, px: 2 }}>
      <PostAddOutlinedIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
      <Typography sx={{ fontWeight: 600, mt: 1 }}>
        {filtered ? 'No posts with this status' : 'No posts yet'}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {filtered
          ? 'Choose All to see every post.'
          : 'Generate your first post, then save it as a draft or for approval.'}
      </Typography>
    </Box>
  );
}

/** One page of the user's posts: loading, failed (with Retry), empty, or the cards. */
export function PostsChunk({ status, offset, limit, actions, more }: PostsChunkProps) {
  const variables = { limit, offset, status };
  // Always asked again on mount: mutations refetch only the pages on screen, and the worker
  // moves posts along (publishing) on its own, so a page cached under another filter may be old.
  // The cached page shows meanwhile.
  const { data, error, loading, refetch } = useQuery(PostsDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });

  if (!data) {
    if (error && !loading) {
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch().catch(() => {})}>
              Retry
            </Button>
          }
        >
          {ERRORS.loadPosts}
        </Alert>
      );
    }
    return <PostSkeletons count={Math.min(limit, 3)} />;
  }

  // A post an action moved out of this filter (a draft scheduled) leaves it with the action's
  // answer, before the list is fetched again.
  const posts = data.posts.posts.filter((post) => status === null || post.status === status);
  const left = data.posts.posts.length - posts.length;
  const { hasMore } = data.posts;
  const totalCount = data.posts.totalCount - left;
  if (offset === 0 && posts.length === 0) return <EmptyPosts filtered={status !== null} />;
  const next = hasMore && more ? more(totalCount, offset + posts.length) : undefined;

  return (
    <Box>
      <Stack component="ul" spacing={1.5} aria-label="Posts" sx={{ m: 0, p: 0 }}>
        {posts.map((post) => (
          <PostCard key={post.id} post={post} actions={actions} />
        ))}
      </Stack>
      {next && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button variant="outlined" onClick={next.onClick}>
            {next.label}
          </Button>
        </Box>
      )}
    </Box>
  );
}
