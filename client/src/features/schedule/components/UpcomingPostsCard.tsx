import { Box, Card, CardContent, Link, Skeleton, Stack, Typography } from '@mui/material';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import { LIST_SIZES } from '@postpilot/common';
import { Link as RouterLink } from 'react-router-dom';
import type { UpcomingPostFragment } from '../../../gql/graphql';
import { UPCOMING_LIMIT } from '../scheduleForm';
import { browserTimeZone, formatWhen } from '../scheduleTime';
import { LoadFailed } from './LoadFailed';
import { PostExcerpt } from './PostExcerpt';
import { PostStatusChip } from '../../content/components/PostStatusChip';

interface UpcomingPostsCardProps {
  posts: UpcomingPostFragment[] | undefined;
  failed: boolean;
  onRetry: () => void;
  timezone: string;
}

/** When a post goes out: in the schedule's zone, and in the browser's when that reads differently. */
function PostTime({ time, timezone }: { time: string; timezone: string }) {
  const local = browserTimeZone();
  const there = formatWhen(time, timezone);
  const here = formatWhen(time, local);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" component="time" dateTime={time} sx={{ fontWeight: 600 }}>
        {there} ({timezone})
      </Typography>
      {here !== there && (
        <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
          {here} your time ({local})
        </Typography>
      )}
    </Box>
  );
}

function UpcomingSkeleton() {
  return (
    <Stack spacing={1.5} role="status" aria-label="Loading upcoming posts">
      {[0, 1, 2].map((row) => (
        <Box key={row}>
          <Skeleton width="55%" />
          <Skeleton />
          <Skeleton width="80%" />
        </Box>
      ))}
    </Stack>
  );
}

function NoUpcomingPosts() {
  return (
    <Box sx={{ textAlign: 'center', py: 3, px: 1 }}>
      <EventAvailableOutlinedIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
      <Typography sx={{ fontWeight: 600, mt: 1 }}>No upcoming posts</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 1.5 }}>
        Scheduled posts show here, soonest first.
      </Typography>
      <Link component={RouterLink} to="/content" sx={{ fontWeight: 600 }}>
        Create your first post
      </Link>
    </Box>
  );
}

/** Spec §2's side list: the next 10 scheduled posts. */
export function UpcomingPostsCard({ posts, failed, onRetry, timezone }: UpcomingPostsCardProps) {
  const shown = posts?.slice(0, LIST_SIZES.scheduleUpcoming);
  const later = posts ? posts.length - (shown?.length ?? 0) : 0;

  let body;
  if (!posts || !shown) {
    body = failed ? (
      <LoadFailed message="Failed to load upcoming posts" onRetry={onRetry} />
    ) : (
      <UpcomingSkeleton />
    );
  } else if (shown.length === 0) {
    body = <NoUpcomingPosts />;
  } else {
    body = (
      <>
        <Stack component="ol" spacing={1.5} aria-label="Upcoming posts" sx={{ m: 0, p: 0 }}>
          {shown.map((post) => (
            <Box
              component="li"
              key={post.id}
              sx={{
                listStyle: 'none',
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                px: 1.75,
                py: 1.5,
              }}
            >
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 0.75 }}
              >
                {post.scheduledTime ? (
                  <PostTime time={post.scheduledTime} timezone={timezone} />
                ) : (
                  <Typography variant="body2">No time set</Typography>
                )}
                <PostStatusChip status={post.status} />
              </Stack>
              <PostExcerpt content={post.content} />
            </Box>
          ))}
        </Stack>
        {later > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
            {later}
            {posts.length >= UPCOMING_LIMIT ? '+' : ''} more scheduled after these.
          </Typography>
        )}
      </>
    );
  }

  return (
    <Card component="section" aria-labelledby="upcoming-posts">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id="upcoming-posts" variant="h6" component="h2" sx={{ mb: 2 }}>
          Upcoming Posts
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
