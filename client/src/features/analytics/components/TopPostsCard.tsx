import { Box, Skeleton, Stack, Typography } from '@mui/material';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import type { AnalyticsTopPostFragment } from '../../../gql/graphql';
import { SectionCard } from '../../../shared/layout/SectionCard';
import { PostExcerpt } from '../../schedule/components/PostExcerpt';
import { PostFigures } from '../../content/components/PostFigures';
import { ViewOnLinkedIn } from '../../content/components/ViewOnLinkedIn';
import { formatPublished } from '../analyticsFormat';

function TopPostsSkeleton() {
  return (
    <Stack spacing={1.5} role="status" aria-label="Loading top posts">
      {[0, 1, 2].map((row) => (
        <Box key={row} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 2, py: 1.5 }}>
          <Skeleton width="35%" />
          <Skeleton />
          <Skeleton width="80%" />
          <Skeleton width="50%" />
        </Box>
      ))}
    </Stack>
  );
}

function Figures({ metrics }: { metrics: AnalyticsTopPostFragment['metrics'] }) {
  if (!metrics) {
    return (
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
        No statistics from LinkedIn for this post yet
      </Typography>
    );
  }
  return <PostFigures metrics={metrics} />;
}

function TopPost({ post, rank }: { post: AnalyticsTopPostFragment; rank: number }) {
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1.5}
      sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 2, px: 2, py: 1.5 }}
    >
      <Box
        data-testid="rank"
        sx={{
          width: 28,
          height: 28,
          flexShrink: 0,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
          fontSize: '0.875rem',
          color: rank === 1 ? '#854d0e' : 'primary.main',
          bgcolor: rank === 1 ? '#fef9c3' : 'rgba(10, 102, 194, 0.08)',
        }}
      >
        {rank}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}
        >
          {post.publishedAt ? (
            <Typography
              variant="body2"
              component="time"
              dateTime={post.publishedAt}
              sx={{ fontWeight: 600 }}
            >
              {formatPublished(post.publishedAt)}
            </Typography>
          ) : (
            <span />
          )}
          {post.url && <ViewOnLinkedIn url={post.url} />}
        </Stack>
        {/* Three lines of text, not lines and blank ones. */}
        <PostExcerpt content={post.content.replace(/\n\s*\n/g, '\n')} lines={3} />
        <Figures metrics={post.metrics} />
      </Box>
    </Stack>
  );
}

/** Why the list is empty: nothing went out, or nothing to rank it by yet. */
function NoTopPosts({ published }: { published: number }) {
  return (
    <Box sx={{ textAlign: 'center', py: 4, px: 1 }}>
      <EmojiEventsOutlinedIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
      <Typography sx={{ fontWeight: 600, mt: 1 }}>
        {published === 0 ? 'No posts published in this period' : 'No statistics to rank by yet'}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {published === 0
          ? 'Posts that went out on LinkedIn in the period are ranked here.'
          : `${published === 1 ? '1 post' : `${published} posts`} went out in this period; they are ranked here once LinkedIn reports their statistics.`}
      </Typography>
    </Box>
  );
}

/** Top Performing Posts: the period's best posts, most engagement first. */
export function TopPostsCard({
  posts,
  published,
}: {
  posts: AnalyticsTopPostFragment[] | undefined;
  /** Posts published in the period. */
  published: number | undefined;
}) {
  let body;
  if (!posts) body = <TopPostsSkeleton />;
  else if (posts.length === 0) body = <NoTopPosts published={published ?? 0} />;
  else {
    body = (
      <Stack component="ol" spacing={1.5} aria-label="Top posts" sx={{ m: 0, p: 0 }}>
        {posts.map((post, index) => (
          <TopPost key={post.id} post={post} rank={index + 1} />
        ))}
      </Stack>
    );
  }
  return (
    <SectionCard id="top-posts" title="Top Performing Posts">
      {body}
    </SectionCard>
  );
}
