import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  ButtonBase,
  Card,
  CardContent,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { WEEKDAYS } from '@postpilot/common';
import type { UpcomingPostFragment } from '../../../gql/graphql';
import { buildCalendar, describeDay, type CalendarDay, type CalendarEntry } from '../calendar';
import { CALENDAR_SLOTS, CALENDAR_WEEKS, WEEKDAY_LABELS } from '../scheduleForm';
import { formatClock, formatLongDate, formatMonth } from '../scheduleTime';
import { LoadFailed } from './LoadFailed';
import { PostExcerpt } from './PostExcerpt';
import { PostStatusChip } from '../../content/components/PostStatusChip';

interface ScheduleCalendarCardProps {
  slots: CalendarEntry[] | undefined;
  posts: UpcomingPostFragment[] | undefined;
  failed: boolean;
  onRetry: () => void;
  timezone: string;
  isActive: boolean;
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Days whose free slots are not known (past the previewed slots) are drawn hatched. */
const hatch = (color: string) =>
  `repeating-linear-gradient(135deg, transparent 0 6px, ${color} 6px 7px)`;

/** Dots drawn in a day; more than this show as a count. */
const MAX_DOTS = 4;

function Dot({ filled }: { filled: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        width: 9,
        height: 9,
        borderRadius: '50%',
        flexShrink: 0,
        bgcolor: filled ? 'primary.main' : 'transparent',
        border: 1.5,
        borderColor: filled ? 'primary.main' : 'text.secondary',
      }}
    />
  );
}

function DayDots({ entries }: { entries: CalendarEntry[] }) {
  // Posts first: they are what a glance looks for.
  const ordered = [...entries].sort((a, b) => Number(Boolean(b.post)) - Number(Boolean(a.post)));
  const drawn = ordered.length > MAX_DOTS ? ordered.slice(0, MAX_DOTS - 1) : ordered;
  const rest = ordered.length - drawn.length;
  return (
    <Stack
      direction="row"
      aria-hidden
      useFlexGap
      sx={{ gap: '3px', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center' }}
    >
      {drawn.map((entry) => (
        <Dot key={entry.time + (entry.post?.id ?? '')} filled={Boolean(entry.post)} />
      ))}
      {rest > 0 && (
        <Typography component="span" sx={{ fontSize: 11, fontWeight: 700, lineHeight: 1 }}>
          +{rest}
        </Typography>
      )}
    </Stack>
  );
}

function DayCell({
  day,
  first,
  selected,
  onSelect,
}: {
  day: CalendarDay;
  first: boolean;
  selected: boolean;
  onSelect: () => void;
}) {
  const dayNumber = Number(day.key.slice(8));
  const hasPost = day.entries.some((entry) => entry.post);
  const label = `${formatLongDate(day.key)}${day.isToday ? ' (today)' : ''}: ${describeDay(day)}`;
  return (
    <ButtonBase
      onClick={onSelect}
      disabled={day.isPast}
      aria-label={label}
      aria-pressed={selected}
      sx={(theme) => ({
        width: '100%',
        height: { xs: 54, sm: 64 },
        borderRadius: 1.5,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'flex-start',
        gap: 0.75,
        pt: 0.75,
        border: 1,
        borderColor: selected ? 'primary.main' : 'divider',
        outline: day.isToday ? `2px solid ${theme.palette.primary.main}` : 'none',
        outlineOffset: -2,
        bgcolor: hasPost ? alpha(theme.palette.primary.main, 0.1) : 'background.paper',
        backgroundImage: day.beyondPreview ? hatch(theme.palette.divider) : 'none',
        opacity: day.isPast ? 0.4 : 1,
        boxShadow: selected ? `0 0 0 2px ${alpha(theme.palette.primary.main, 0.25)}` : 'none',
        '&:hover': { borderColor: 'primary.main' },
      })}
    >
      <Typography
        component="span"
        sx={{
          fontSize: first || dayNumber === 1 ? { xs: 11, sm: 13 } : { xs: 12, sm: 13 },
          whiteSpace: 'nowrap',
          fontWeight: day.isToday || hasPost ? 700 : 500,
          lineHeight: 1,
          color: day.isToday ? 'primary.main' : 'text.primary',
        }}
      >
        {first || dayNumber === 1 ? `${formatMonth(day.key)} ${dayNumber}` : dayNumber}
      </Typography>
      <DayDots entries={day.entries} />
    </ButtonBase>
  );
}

function DayDetails({ day, timezone }: { day: CalendarDay; timezone: string }) {
  return (
    <Box
      component="section"
      aria-label={`${formatLongDate(day.key)} in detail`}
      sx={{ mt: 2, p: 1.75, borderRadius: 2, bgcolor: 'action.hover' }}
    >
      <Typography sx={{ fontWeight: 700, mb: 1 }}>{formatLongDate(day.key)}</Typography>
      {day.entries.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {day.beyondPreview
            ? `Past the next ${CALENDAR_SLOTS} slots: use Preview Schedule nearer the time.`
            : 'No posting slots on this day.'}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
          {day.entries.map((entry) => (
            <Stack
              component="li"
              key={entry.time + (entry.post?.id ?? '')}
              direction="row"
              spacing={1.5}
              sx={{ listStyle: 'none', alignItems: 'flex-start' }}
            >
              <Typography
                variant="body2"
                sx={{ fontWeight: 600, minWidth: 68, flexShrink: 0, pt: '1px' }}
              >
                {formatClock(entry.time, timezone)}
              </Typography>
              {entry.post ? (
                <Stack spacing={0.5} sx={{ minWidth: 0, alignItems: 'flex-start' }}>
                  <PostStatusChip status={entry.post.status} />
                  <PostExcerpt content={entry.post.content} />
                </Stack>
              ) : (
                <Typography variant="body2" sx={{ color: 'text.secondary', pt: '1px' }}>
                  Free slot
                </Typography>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function CalendarSkeleton() {
  return (
    <Box role="status" aria-label="Loading calendar">
      <Skeleton variant="rounded" height={4 * 60} />
    </Box>
  );
}

function Legend({ beyondPreview }: { beyondPreview: boolean }) {
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ gap: 2, flexWrap: 'wrap', mt: 1.5, color: 'text.secondary', alignItems: 'center' }}
    >
      {[
        { filled: true, label: 'Scheduled post' },
        { filled: false, label: 'Free slot' },
      ].map(({ filled, label }) => (
        <Stack key={label} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Dot filled={filled} />
          <Typography variant="caption">{label}</Typography>
        </Stack>
      ))}
      {beyondPreview && (
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={(theme) => ({
              width: 14,
              height: 14,
              borderRadius: 0.5,
              border: 1,
              borderColor: 'divider',
              backgroundImage: hatch(theme.palette.text.disabled),
            })}
          />
          <Typography variant="caption">Past the next {CALENDAR_SLOTS} slots</Typography>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The coming weeks at a glance (DESIGN.md: the schedule calendar): each day's slots and the
 * posts that fill them, from the next 50 slots and the scheduled posts. A day opens its times.
 */
export function ScheduleCalendarCard({
  slots,
  posts,
  failed,
  onRetry,
  timezone,
  isActive,
}: ScheduleCalendarCardProps) {
  const [picked, setPicked] = useState<string | null>(null);
  const weeks = useMemo(
    () =>
      slots && posts
        ? buildCalendar({
            slots,
            previewFull: slots.length >= CALENDAR_SLOTS,
            posts,
            timezone,
            now: new Date(),
            weeks: CALENDAR_WEEKS,
          })
        : null,
    [slots, posts, timezone],
  );
  const days = weeks?.flat() ?? [];
  const selected =
    days.find((day) => day.key === picked && !day.isPast) ??
    days.find((day) => !day.isPast && day.entries.length > 0) ??
    days.find((day) => day.isToday);

  let body;
  if (!weeks) {
    body = failed ? (
      <LoadFailed message="Failed to load the calendar" onRetry={onRetry} />
    ) : (
      <CalendarSkeleton />
    );
  } else {
    body = (
      <>
        <Box
          component="table"
          sx={{
            width: '100%',
            borderCollapse: 'separate',
            borderSpacing: { xs: '3px', sm: '5px' },
            tableLayout: 'fixed',
            mx: { xs: '-3px', sm: '-5px' },
          }}
        >
          <Box component="caption" sx={visuallyHidden}>
            The next {CALENDAR_WEEKS} weeks in {timezone}
          </Box>
          <thead>
            <tr>
              {WEEKDAYS.map((day) => (
                <Box
                  component="th"
                  key={day}
                  scope="col"
                  abbr={WEEKDAY_LABELS[day].long}
                  sx={{ fontSize: 12, fontWeight: 600, color: 'text.secondary', pb: 0.5 }}
                >
                  {WEEKDAY_LABELS[day].short}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0].key}>
                {week.map((day, index) => (
                  <Box component="td" key={day.key} sx={{ p: 0 }}>
                    <DayCell
                      day={day}
                      first={index === 0 && week === weeks[0]}
                      selected={day.key === selected?.key}
                      onSelect={() => setPicked(day.key)}
                    />
                  </Box>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
        <Legend beyondPreview={days.some((day) => day.beyondPreview)} />
        {selected && <DayDetails day={selected} timezone={timezone} />}
      </>
    );
  }

  return (
    <Card component="section" aria-labelledby="schedule-calendar">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id="schedule-calendar" variant="h6" component="h2">
          Calendar
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
          The next {CALENDAR_WEEKS} weeks in {timezone}. Pick a day to see its times.
        </Typography>
        {!isActive && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            The schedule is paused: these slots stay empty and scheduled posts wait until you turn
            it back on.
          </Alert>
        )}
        {body}
      </CardContent>
    </Card>
  );
}
