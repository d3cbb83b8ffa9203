import { useEffect, useRef, useState } from 'react';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { LIST_SIZES } from '@postpilot/common';
import type { PostStatus } from '../../../gql/graphql';
import { usePostActions } from '../usePostActions';
import { PostsChunk } from './PostsChunk';

/** With "Show all", posts load this many at a time (the most the server gives at once). */
export const ALL_POSTS_PAGE = 100;

const FILTERS: { label: string; status: PostStatus | null }[] = [
  { label: 'All', status: null },
  { label: 'Drafts', status: 'draft' },
  { label: 'Pending Approval', status: 'pending_approval' },
  { label: 'Scheduled', status: 'scheduled' },
  { label: 'Published', status: 'published' },
  { label: 'Failed', status: 'failed' },
];

/** The filter in the address (/content?status=failed), when it names one of FILTERS. */
function statusIn(params: URLSearchParams): PostStatus | null {
  const requested = params.get('status');
  return (
    FILTERS.find((filter) => filter.status !== null && filter.status === requested)?.status ?? null
  );
}

/**
 * 'Your Posts': the newest 5, then all of them a page at a time. Each page is its own
 * query, so a refetch after a change reloads every page shown with the same variables. The
 * filter is kept in the address, so a link (a notification's) can open the posts it is about.
 */
export function YourPostsCard() {
  const actions = usePostActions();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusIn(searchParams);
  // 0: the first LIST_SIZES.ownPosts; n: n pages of ALL_POSTS_PAGE (of this filter).
  const [shown, setShown] = useState({ status, pages: 0 });
  const pages = shown.status === status ? shown.pages : 0;
  const setPages = (next: number) => setShown({ status, pages: next });

  // Arriving with a filter (a notification's link), the list is what the visit is for.
  const card = useRef<HTMLElement>(null);
  const arrivedFiltered = useRef(status !== null);
  useEffect(() => {
    if (arrivedFiltered.current) card.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  const filterTo = (next: PostStatus | null) => {
    setSearchParams(
      (params) => {
        const kept = new URLSearchParams(params);
        if (next) kept.set('status', next);
        else kept.delete('status');
        return kept;
      },
      { replace: true },
    );
    setShown({ status: next, pages: 0 });
  };

  return (
    <Card component="section" aria-labelledby="your-posts" ref={card} sx={{ scrollMarginTop: 88 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id="your-posts" variant="h6" component="h2">
          Your Posts
        </Typography>
        <Stack
          direction="row"
          spacing={0.75}
          useFlexGap
          role="group"
          aria-label="Filter posts by status"
          sx={{ flexWrap: 'wrap', mt: 1.5, mb: 2.5 }}
        >
          {FILTERS.map((filter) => {
            const selected = filter.status === status;
            return (
              <Chip
                key={filter.label}
                label={filter.label}
                size="small"
                clickable
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                aria-pressed={selected}
                onClick={() => filterTo(filter.status)}
              />
            );
          })}
        </Stack>
        {pages === 0 ? (
          <PostsChunk
            key={`first-${status ?? 'all'}`}
            status={status}
            offset={0}
            limit={LIST_SIZES.ownPosts}
            actions={actions}
            more={(totalCount) => ({
              label: `Show all (${totalCount})`,
              onClick: () => setPages(1),
            })}
          />
        ) : (
          <Stack spacing={1.5}>
            {Array.from({ length: pages }, (_, page) => (
              <PostsChunk
                key={`${status ?? 'all'}-${page}`}
                status={status}
                offset={page * ALL_POSTS_PAGE}
                limit={ALL_POSTS_PAGE}
                actions={actions}
                more={
                  page === pages - 1
                    ? (totalCount, shown) => ({
                        label: `Load more (${totalCount - shown} left)`,
                        onClick: () => setPages(pages + 1),
                      })
                    : undefined
                }
              />
            ))}
            <Box sx={{ textAlign: 'center' }}>
              <Button onClick={() => setPages(0)}>Show fewer</Button>
            </Box>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
