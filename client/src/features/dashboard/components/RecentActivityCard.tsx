import type { ReactElement } from 'react';
import { Box, Skeleton, Stack, Typography } from '@mui/material';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import HistoryIcon from '@mui/icons-material/History';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutline';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import { LIST_SIZES } from '@postpilot/common';
import type { DashboardActivityFragment } from '../../../gql/graphql';
import { formatFull, formatRelative } from '../../../shared/format/relativeTime';
import { useNow } from '../../../shared/hooks/useNow';
import { SectionCard } from '../../../shared/layout/SectionCard';

interface KindLook {
  icon: ReactElement;
  color: string;
  background: string;
}

const BLUE = { color: '#0a66c2', background: '#e8f1fb' };
const GREEN = { color: '#057642', background: '#e6f4ec' };
const RED = { color: '#b42318', background: '#fee4e2' };
const AMBER = { color: '#a16207', background: '#fef9c3' };
const GREY = { color: '#475569', background: '#f1f5f9' };

/** An icon per kind of event (schema.graphql's Activity.kind); an unknown kind gets a clock. */
const KIND_LOOKS: Record<string, KindLook> = {
  post_generated: { icon: <AutoAwesomeOutlinedIcon />, ...BLUE },
  post_saved: { icon: <NoteAddOutlinedIcon />, ...GREY },
  post_scheduled: { icon: <ScheduleOutlinedIcon />, ...BLUE },
  post_published: { icon: <CheckCircleOutlineIcon />, ...GREEN },
  post_failed: { icon: <ErrorOutlineIcon />, ...RED },
  post_deleted: { icon: <DeleteOutlineIcon />, ...GREY },
  linkedin_connected: { icon: <LinkedInIcon />, ...BLUE },
  linkedin_disconnected: { icon: <LinkOffIcon />, ...GREY },
  linkedin_needs_reconnect: { icon: <SyncProblemIcon />, ...AMBER },
  schedule_changed: { icon: <EventNoteOutlinedIcon />, ...BLUE },
  settings_changed: { icon: <SettingsOutlinedIcon />, ...GREY },
  auto_post_skipped: { icon: <PauseCircleOutlineIcon />, ...AMBER },
};
const OTHER_KIND: KindLook = { icon: <HistoryIcon />, ...GREY };

function ActivitySkeleton() {
  return (
    <Stack spacing={2} role="status" aria-label="Loading recent activity">
      {[0, 1, 2].map((row) => (
        <Stack key={row} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Skeleton variant="circular" width={36} height={36} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="80%" />
            <Skeleton width="30%" />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

function ActivityItem({ activity, now }: { activity: DashboardActivityFragment; now: number }) {
  const look = KIND_LOOKS[activity.kind] ?? OTHER_KIND;
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1.5}
      data-kind={activity.kind}
      sx={{ listStyle: 'none', alignItems: 'flex-start' }}
    >
      <Box
        aria-hidden
        sx={{
          width: 36,
          height: 36,
          flexShrink: 0,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: look.color,
          bgcolor: look.background,
          '& svg': { fontSize: 20 },
        }}
      >
        {look.icon}
      </Box>
      <Box sx={{ minWidth: 0, pt: 0.25 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {activity.description}
        </Typography>
        <Typography
          variant="caption"
          component="time"
          dateTime={activity.timestamp}
          title={formatFull(activity.timestamp)}
          sx={{ color: 'text.secondary' }}
        >
          {formatRelative(activity.timestamp, now)}
        </Typography>
      </Box>
    </Stack>
  );
}

/** Recent Activity: the last 5 events, newest first. */
export function RecentActivityCard({
  activities,
}: {
  activities: DashboardActivityFragment[] | undefined;
}) {
  const now = useNow();
  let body;
  if (!activities) body = <ActivitySkeleton />;
  else if (activities.length === 0) {
    body = (
      <Typography variant="body2" sx={{ color: 'text.secondary', py: 2, textAlign: 'center' }}>
        No recent activity
      </Typography>
    );
  } else {
    body = (
      <Stack component="ol" spacing={2} aria-label="Recent activity" sx={{ m: 0, p: 0 }}>
        {activities.slice(0, LIST_SIZES.dashboardActivity).map((activity) => (
          <ActivityItem key={activity.id} activity={activity} now={now} />
        ))}
      </Stack>
    );
  }
  return (
    <SectionCard id="recent-activity" title="Recent Activity">
      {body}
    </SectionCard>
  );
}
