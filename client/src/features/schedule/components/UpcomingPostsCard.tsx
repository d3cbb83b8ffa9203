import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { LIST_SIZES } from '@postpilot/common';
import type { UpcomingPostFragment } from '../../../gql/graphql';
import { UPCOMING_LIMIT } from '../scheduleForm';
import { browserTimeZone, formatWhen } from '../scheduleTime';
import { LoadFailed } from '../../../shared/layout/LoadFailed';
import {
  NoTimeSet,
  NoUpcomingPosts,
  UpcomingPostItem,
  UpcomingPostsSkeleton,
} from './UpcomingPostItem';

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

/** The Schedule page's side list: the next 10 scheduled posts. */
export function UpcomingPostsCard({ posts, failed, onRetry, timezone }: UpcomingPostsCardProps) {
  const shown = posts?.slice(0, LIST_SIZES.scheduleUpcoming);
  const later = posts ? posts.length - (shown?.length ?? 0) : 0;

  let body;
  if (!posts || !shown) {
    body = failed ? (
      <LoadFailed message="Failed to load upcoming posts" onRetry={onRetry} />
    ) : (
      <UpcomingPostsSkeleton />
    );
  } else if (shown.length === 0) {
    body = <NoUpcomingPosts />;
  } else {
    body = (
      <>
        <Stack component="ol" spacing={1.5} aria-label="Upcoming posts" sx={{ m: 0, p: 0 }}>
          {shown.map((post) => (
            <UpcomingPostItem
              key={post.id}
              status={post.status}
              content={post.content}
              time={
                post.scheduledTime ? (
                  <PostTime time={post.scheduledTime} timezone={timezone} />
                ) : (
                  <NoTimeSet />
                )
              }
            />
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
