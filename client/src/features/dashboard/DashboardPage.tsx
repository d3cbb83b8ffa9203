import type { ReactNode } from 'react';
import { Box, Stack } from '@mui/material';
import { LoadFailed } from '../../shared/layout/LoadFailed';
import { PageShell } from '../../shared/layout/PageShell';
import { FigureGrid } from '../../shared/figures/FigureCard';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { useQuery } from '@apollo/client/react';
import { ERRORS } from '@postpilot/common';
import { LoadingView } from '../../shared/layout/LoadingView';
import { useSession } from '../../shared/session/sessionContext';
import { DashboardOverviewDocument, type DashboardOverviewQuery } from '../../gql/graphql';
import { LinkedInBanner } from './components/LinkedInBanner';
import { QuickActionsCard } from './components/QuickActionsCard';
import { RecentActivityCard } from './components/RecentActivityCard';
import { StatCard } from './components/StatCard';
import { UpcomingPostsCard } from './components/UpcomingPostsCard';
import { ApprovalInbox } from '../content/components/ApprovalInbox';

type Stats = DashboardOverviewQuery['dashboardOverview']['stats'];

const STAT_CARDS: { key: keyof Stats; label: string; icon: ReactNode }[] = [
  { key: 'totalPosts', label: 'Total Posts', icon: <ArticleOutlinedIcon /> },
  { key: 'scheduledPosts', label: 'Scheduled Posts', icon: <ScheduleOutlinedIcon /> },
  { key: 'totalEngagement', label: 'Total Engagement', icon: <ThumbUpOutlinedIcon /> },
  { key: 'profileViews', label: 'Profile Views', icon: <VisibilityOutlinedIcon /> },
];

/**
 * The dashboard: a welcome, the LinkedIn connection when it needs the user, four figures
 * with their change from the month before, the next posts, quick actions and recent activity.
 */
export function DashboardPage() {
  const { user } = useSession();
  // Always asked again on mount: posts, their publishing and the connection all change
  // elsewhere (other pages, the worker), and the figures should be today's. The cached
  // overview shows meanwhile.
  const { data, error, loading, refetch } = useQuery(DashboardOverviewDocument, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });

  if (!user) return <LoadingView />;

  const overview = data?.dashboardOverview;
  const failed = !overview && Boolean(error) && !loading;
  // "Welcome back" once the account is older than its first day.
  const returning = Date.now() - new Date(user.createdAt).getTime() > 24 * 3600_000;

  return (
    <PageShell
      title={
        <>
          {returning ? 'Welcome back' : 'Welcome'}, {user.firstName?.trim() || 'User'}
        </>
      }
      subtitle="Here is how your LinkedIn presence is doing, and what goes out next."
    >
      {overview && <LinkedInBanner connection={overview.linkedInStatus} />}

      {!failed && (
        <FigureGrid label="Stats" columns={4}>
          {STAT_CARDS.map((card) => (
            <StatCard
              key={card.key}
              label={card.label}
              icon={card.icon}
              stat={overview?.stats[card.key]}
            />
          ))}
        </FigureGrid>
      )}

      {!failed && <ApprovalInbox collapsedCount={3} sx={{ mb: 3 }} />}

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          {failed ? (
            <LoadFailed
              prominent
              message={ERRORS.dashboard}
              onRetry={() => void refetch().catch(() => {})}
            />
          ) : (
            <UpcomingPostsCard posts={overview?.upcomingPosts} />
          )}
        </Box>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <QuickActionsCard />
          {!failed && <RecentActivityCard activities={overview?.recentActivity} />}
        </Stack>
      </Box>
    </PageShell>
  );
}
