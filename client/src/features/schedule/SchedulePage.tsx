import { useCallback } from 'react';
import { Box, Card, CardContent, Skeleton, Stack } from '@mui/material';
import { PageShell } from '../../shared/layout/PageShell';
import { useQuery } from '@apollo/client/react';
import { useFreshFetchPolicy } from '../../shared/apollo/useFreshFetchPolicy';
import {
  ScheduleDocument,
  SchedulePreviewDocument,
  UpcomingPostsDocument,
} from '../../gql/graphql';
import { LoadFailed } from '../../shared/layout/LoadFailed';
import { ScheduleCalendarCard } from './components/ScheduleCalendarCard';
import { SchedulePreviewCard } from './components/SchedulePreviewCard';
import { ScheduleSettingsCard } from './components/ScheduleSettingsCard';
import { UpcomingPostsCard } from './components/UpcomingPostsCard';
import { CALENDAR_SLOTS, UPCOMING_LIMIT } from './scheduleForm';
import { useSchedulePreview } from './useSchedulePreview';
import { useOffScheduleChoice } from './useOffScheduleChoice';
import { OffScheduleNotice } from './components/OffScheduleNotice';
import { usePostActions } from '../content/usePostActions';
import type { SchedulePostInput } from '../../gql/graphql';
import { useSession } from '../../shared/session/sessionContext';

/** The worker publishes and slots pass while the page is open; the lists follow. */
const REFRESH_MS = 60_000;

const columns = {
  display: 'grid',
  gap: 3,
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
} as const;

function SettingsSkeleton() {
  return (
    <Card role="status" aria-label="Loading schedule">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Skeleton width="40%" height={32} />
        <Skeleton width="70%" />
        <Skeleton variant="rounded" height={48} sx={{ mt: 3 }} />
        <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
          <Skeleton variant="rounded" height={56} sx={{ flex: 1 }} />
          <Skeleton variant="rounded" height={56} sx={{ flex: 1 }} />
        </Stack>
        <Skeleton variant="rounded" height={40} width={220} sx={{ mt: 3 }} />
        <Skeleton variant="rounded" height={48} sx={{ mt: 3 }} />
      </CardContent>
    </Card>
  );
}

/**
 * The Schedule page: the schedule's settings, saved as they change; Preview Schedule; the
 * upcoming posts; and a calendar of the coming weeks.
 *
 * Unlike the spec's screen, a schedule that fails to load is not replaced by the defaults: the
 * next change would save them over the user's real schedule. The page says so, with Retry.
 */
export function SchedulePage() {
  const { user } = useSession();
  const schedule = useQuery(ScheduleDocument, useFreshFetchPolicy(ScheduleDocument));
  const listed = {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    pollInterval: REFRESH_MS,
  } as const;
  const upcoming = useQuery(UpcomingPostsDocument, {
    ...listed,
    variables: { limit: UPCOMING_LIMIT },
  });
  const calendar = useQuery(SchedulePreviewDocument, {
    ...listed,
    variables: { count: CALENDAR_SLOTS },
  });
  const preview = useSchedulePreview();

  const { refetch: refetchUpcoming } = upcoming;
  const { refetch: refetchCalendar } = calendar;
  const { refresh: refreshPreview } = preview;
  // Posts moved, or slots changed: everything drawn from them is read again.
  const refreshLists = useCallback(() => {
    refetchUpcoming().catch(() => undefined);
    refetchCalendar().catch(() => undefined);
    refreshPreview();
  }, [refetchUpcoming, refetchCalendar, refreshPreview]);
  const offSchedule = useOffScheduleChoice(refreshLists);
  const { check: checkOffSchedule, placed } = offSchedule;
  // A saved change moves the slots: the lists follow, and posts it left behind are asked about.
  const onSaved = useCallback(() => {
    refreshLists();
    checkOffSchedule();
  }, [refreshLists, checkOffSchedule]);
  const actions = usePostActions();
  // The calendar's moves and Change time: the post goes where the user put it.
  const movePost = useCallback(
    async (postId: string, input: SchedulePostInput | undefined) => {
      const done = await actions.schedule(postId, input);
      if (done) {
        placed(postId);
        refreshLists();
      }
      return done;
    },
    [actions, placed, refreshLists],
  );

  const stored = schedule.data?.schedule;

  let content;
  if (stored) {
    content = (
      <Box sx={columns}>
        <Stack spacing={3}>
          <ScheduleSettingsCard
            stored={stored}
            onSaved={onSaved}
            onPreview={() => void preview.run()}
            previewing={preview.loading}
            newSlotTime={user?.defaultPostingTime}
          />
          <OffScheduleNotice choice={offSchedule} timezone={stored.timezone} />
          {preview.slots && (
            <SchedulePreviewCard slots={preview.slots} timezone={stored.timezone} />
          )}
        </Stack>
        <Stack spacing={3}>
          <UpcomingPostsCard
            posts={upcoming.data?.upcomingPosts}
            failed={Boolean(upcoming.error)}
            onRetry={() => void refetchUpcoming().catch(() => undefined)}
            timezone={stored.timezone}
          />
          <ScheduleCalendarCard
            slots={calendar.data?.schedulePreview}
            posts={upcoming.data?.upcomingPosts}
            failed={Boolean(calendar.error || upcoming.error)}
            onRetry={() => {
              if (calendar.error) refetchCalendar().catch(() => undefined);
              if (upcoming.error) refetchUpcoming().catch(() => undefined);
            }}
            timezone={stored.timezone}
            isActive={stored.isActive}
            onMove={movePost}
          />
        </Stack>
      </Box>
    );
  } else if (schedule.error && !schedule.loading) {
    content = (
      <LoadFailed
        message="Failed to load your schedule. Nothing was changed: try again."
        onRetry={() => void schedule.refetch().catch(() => undefined)}
      />
    );
  } else {
    content = (
      <Box sx={columns}>
        <SettingsSkeleton />
        <Card role="presentation">
          <CardContent>
            <Skeleton width="50%" height={32} />
            <Skeleton variant="rounded" height={220} sx={{ mt: 2 }} />
          </CardContent>
        </Card>
      </Box>
    );
  }

  return (
    <PageShell
      title="Schedule"
      subtitle="When your posts go out, what is coming up, and the weeks ahead."
    >
      {content}
    </PageShell>
  );
}
