import { Box, Link, Skeleton, Stack, Typography } from '@mui/material';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RepeatIcon from '@mui/icons-material/Repeat';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { ReactElement } from 'react';
import type { AnalyticsTopPostFragment } from '../../../gql/graphql';
import { SectionCard } from '../../dashboard/components/SectionCard';
import { PostExcerpt } from '../../schedule/components/PostExcerpt';
import { formatMetric, formatPublished } from '../analyticsFormat';

type PostFigures = NonNullable<AnalyticsTopPostFragment['metrics']>;

const FIGURES: { key: keyof Omit<PostFigures, 'updatedAt'>; label: string; icon: ReactElement }[] =
  [
    { key: 'views', label: 'Views', icon: <VisibilityOutlinedIcon /> },
    { key: 'likes', label: 'Likes', icon: <ThumbUpOutlinedIcon /> },
    { key: 'comments', label: 'Comments', icon: <ChatBubbleOutlineIcon /> },
    { key: 'shares', label: 'Shares', icon: <RepeatIcon /> },
  ];

// In px: sx reads a bare 1 as 100%.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

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
  return (
    <Stack
      component="dl"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5, m: 0, mt: 1 }}
    >
      {FIGURES.map((figure) => (
        <Stack
          key={figure.key}
          direction="row"
          spacing={0.5}
          title={figure.label}
          sx={{ alignItems: 'center', color: 'text.secondary', '& svg': { fontSize: 16 } }}
        >
          <Box component="dt" sx={{ display: 'flex' }}>
            {figure.icon}
            {/* Named for screen readers; the icon says it to the eye. */}
            <Box component="span" sx={visuallyHidden}>
              {figure.label}
            </Box>
          </Box>
          <Typography
            component="dd"
            variant="body2"
            data-figure={figure.key}
            sx={{
              m: 0,
              fontWeight: 600,
              color: 'text.primary',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {formatMetric(metrics[figure.key])}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
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
          {post.url && (
            <Link
              href={post.url}
              target="_blank"
              rel="noopener noreferrer"
              variant="body2"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}
            >
              View on LinkedIn
              <OpenInNewIcon sx={{ fontSize: 14 }} />
            </Link>
          )}
        </Stack>
        {/* Three lines of text, not lines and blank ones. */}
        <PostExcerpt content={post.content.replace(/\n\s*\n/g, '\n')} lines={3} />
        <Figures metrics={post.metrics} />
      </Box>
    </Stack>
  );
}

/** Spec §2's Top Performing Posts: the period's best posts, most engagement first. */
export function TopPostsCard({ posts }: { posts: AnalyticsTopPostFragment[] | undefined }) {
  let body;
  if (!posts) body = <TopPostsSkeleton />;
  else if (posts.length === 0) {
    body = (
      <Box sx={{ textAlign: 'center', py: 4, px: 1 }}>
        <EmojiEventsOutlinedIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
        <Typography sx={{ fontWeight: 600, mt: 1 }}>No posts published in this period</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          Posts that went out on LinkedIn in the period are ranked here.
        </Typography>
      </Box>
    );
  } else {
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
