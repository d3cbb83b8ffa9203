import { Box, Button, Link, Skeleton, Stack, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import { LIST_SIZES } from '@postpilot/common';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardUpcomingPostFragment } from '../../../gql/graphql';
import { PostStatusChip } from '../../content/components/PostStatusChip';
import { formatMoment } from '../dashboardFormat';
import { SectionCard } from './SectionCard';

function UpcomingSkeleton() {
  return (
    <Stack spacing={1.5} role="status" aria-label="Loading upcoming posts">
      {[0, 1, 2].map((row) => (
        <Box key={row} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 2, py: 1.5 }}>
          <Skeleton width="45%" />
          <Skeleton />
          <Skeleton width="75%" />
        </Box>
      ))}
    </Stack>
  );
}

function NoUpcomingPosts() {
  return (
    <Box sx={{ textAlign: 'center', py: 4, px: 1 }}>
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

function UpcomingPost({ post }: { post: DashboardUpcomingPostFragment }) {
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 2, px: 2, py: 1.5 }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.75 }}
      >
        {post.scheduledTime ? (
          <Typography
            variant="body2"
            component="time"
            dateTime={post.scheduledTime}
            sx={{ fontWeight: 600 }}
          >
            {formatMoment(post.scheduledTime)}
          </Typography>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            No time set
          </Typography>
        )}
        <PostStatusChip status={post.status} />
      </Stack>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          overflowWrap: 'anywhere',
          whiteSpace: 'pre-line',
        }}
      >
        {/* Two lines of text, not a first line and a blank one. */}
        {post.content.replace(/\n\s*\n/g, '\n')}
      </Typography>
    </Box>
  );
}

/** Spec §2's Upcoming Posts: the next 3 scheduled posts, soonest first. */
export function UpcomingPostsCard({
  posts,
}: {
  posts: DashboardUpcomingPostFragment[] | undefined;
}) {
  let body;
  if (!posts) body = <UpcomingSkeleton />;
  else if (posts.length === 0) body = <NoUpcomingPosts />;
  else {
    body = (
      <Stack component="ol" spacing={1.5} aria-label="Upcoming posts" sx={{ m: 0, p: 0 }}>
        {posts.slice(0, LIST_SIZES.dashboardUpcoming).map((post) => (
          <UpcomingPost key={post.id} post={post} />
        ))}
      </Stack>
    );
  }
  return (
    <SectionCard
      id="upcoming-posts"
      title="Upcoming Posts"
      action={
        <Button
          component={RouterLink}
          to="/schedule"
          size="small"
          endIcon={<ArrowForwardIcon />}
          sx={{ flexShrink: 0 }}
        >
          View all
        </Button>
      }
    >
      {body}
    </SectionCard>
  );
}
