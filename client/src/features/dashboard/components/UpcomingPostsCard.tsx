import { Button, Stack, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { LIST_SIZES } from '@postpilot/common';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardUpcomingPostFragment } from '../../../gql/graphql';
import {
  NoTimeSet,
  NoUpcomingPosts,
  UpcomingPostItem,
  UpcomingPostsSkeleton,
} from '../../schedule/components/UpcomingPostItem';
import { formatMoment } from '../dashboardFormat';
import { SectionCard } from '../../../shared/layout/SectionCard';

/** The dashboard's Upcoming Posts: the next 3 scheduled posts, soonest first. */
export function UpcomingPostsCard({
  posts,
}: {
  posts: DashboardUpcomingPostFragment[] | undefined;
}) {
  let body;
  if (!posts) body = <UpcomingPostsSkeleton />;
  else if (posts.length === 0) body = <NoUpcomingPosts />;
  else {
    body = (
      <Stack component="ol" spacing={1.5} aria-label="Upcoming posts" sx={{ m: 0, p: 0 }}>
        {posts.slice(0, LIST_SIZES.dashboardUpcoming).map((post) => (
          <UpcomingPostItem
            key={post.id}
            status={post.status}
            content={post.content}
            time={
              post.scheduledTime ? (
                <Typography
                  variant="body2"
                  component="time"
                  dateTime={post.scheduledTime}
                  sx={{ fontWeight: 600 }}
                >
                  {formatMoment(post.scheduledTime)}
                </Typography>
              ) : (
                <NoTimeSet />
              )
            }
          />
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
