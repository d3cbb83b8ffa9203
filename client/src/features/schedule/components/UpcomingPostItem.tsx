import type { ReactNode } from 'react';
import { Box, Link, Skeleton, Stack, Typography } from '@mui/material';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { PostStatus } from '../../../gql/graphql';
import { PostStatusChip } from '../../content/components/PostStatusChip';
import { PostExcerpt } from './PostExcerpt';

/** The pieces of an upcoming-posts list, shared by the dashboard's and the schedule page's. */

interface UpcomingPostItemProps {
  /** When it goes out, as the list words it. */
  time: ReactNode;
  status: PostStatus;
  content: string;
}

/** One scheduled post: its time, its status, and the start of its text. */
export function UpcomingPostItem({ time, status, content }: UpcomingPostItemProps) {
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 2, px: 2, py: 1.5 }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 0.75 }}
      >
        {time}
        <PostStatusChip status={status} />
      </Stack>
      {/* Two lines of text, not a first line and a blank one. */}
      <PostExcerpt content={content.replace(/\n\s*\n/g, '\n')} />
    </Box>
  );
}

/** A scheduled post without a time (not expected, but said rather than left blank). */
export const NoTimeSet = () => (
  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
    No time set
  </Typography>
);

export function UpcomingPostsSkeleton() {
  return (
    <Stack spacing={1.5} role="status" aria-label="Loading upcoming posts">
      {[0, 1, 2].map((row) => (
        <Box key={row} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 2, py: 1.5 }}>
          <Skeleton width="50%" />
          <Skeleton />
          <Skeleton width="75%" />
        </Box>
      ))}
    </Stack>
  );
}

export function NoUpcomingPosts() {
  return (
    <Box sx={{ textAlign: 'center', py: 3.5, px: 1 }}>
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
