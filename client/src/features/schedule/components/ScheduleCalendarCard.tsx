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
import type { SchedulePostInput, UpcomingPostFragment } from '../../../gql/graphql';
import { buildCalendar, describeDay, type CalendarDay, type CalendarEntry } from '../calendar';
import { CALENDAR_SLOTS, CALENDAR_WEEKS, WEEKDAY_LABELS } from '../scheduleForm';
import { formatLongDate, formatMonth, formatWhen } from '../scheduleTime';
import { useCalendarMoves, type CalendarMoves } from '../useCalendarMoves';
import { CalendarDayDetails, MOVE_HELP_ID } from './CalendarDayDetails';
import { LoadFailed } from '../../../shared/layout/LoadFailed';
import { SchedulePostDialog } from '../../content/components/SchedulePostDialog';

interface ScheduleCalendarCardProps {
  slots: CalendarEntry[] | undefined;
  posts: UpcomingPostFragment[] | undefined;
  failed: boolean;
  onRetry: () => void;
  timezone: string;
  isActive: boolean;
  /** Moves a post (Change time, or a drop on another day); resolves to whether it worked. */
  onMove: (postId: string, input: SchedulePostInput | undefined) => Promise<boolean>;
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

/** Dots drawn in a day (on a phone, and wider); more than this show as a count. */
const MAX_DOTS = { xs: 2, sm: 4 };

function Dot({ filled, sx }: { filled: boolean; sx?: object }) {
  return (
    <Box
      component="span"
      sx={{
        width: { xs: 8, sm: 9 },
        height: { xs: 8, sm: 9 },
        borderRadius: '50%',
        flexShrink: 0,
        bgcolor: filled ? 'primary.main' : 'transparent',
        border: 1.5,
        borderColor: filled ? 'primary.main' : 'text.secondary',
        ...sx,
      }}
    />
  );
}

/** How many dots a day draws within `max`, and how many are left to count. */
function dotsOf(count: number, max: number) {
  const drawn = count > max ? max - 1 : count;
  return { drawn, rest: count - drawn };
}

function DayDots({ entries }: { entries: CalendarEntry[] }) {
  // Posts first: they are what a glance looks for.
  const ordered = [...entries].sort((a, b) => Number(Boolean(b.post)) - Number(Boolean(a.post)));
  const phone = dotsOf(ordered.length, MAX_DOTS.xs);
  const wide = dotsOf(ordered.length, MAX_DOTS.sm);
  const count = (rest: number, display: object) =>
    rest > 0 && (
      <Typography
        component="span"
        sx={{ fontSize: { xs: 10, sm: 11 }, fontWeight: 700, lineHeight: 1, display }}
      >
        +{rest}
      </Typography>
    );
  return (
    <Stack
      direction="row"
      aria-hidden
      useFlexGap
      sx={{ gap: '3px', flexWrap: 'nowrap', justifyContent: 'center', alignItems: 'center' }}
    >
      {ordered.slice(0, wide.drawn).map((entry, index) => (
        <Dot
          key={entry.time + (entry.post?.id ?? '')}
          filled={Boolean(entry.post)}
          sx={index >= phone.drawn ? { display: { xs: 'none', sm: 'block' } } : undefined}
        />
      ))}
      {count(phone.rest, { xs: 'inline', sm: 'none' })}
      {count(wide.rest, { xs: 'none', sm: 'inline' })}
    </Stack>
  );
}

function DayCell({
  day,
  first,
  selected,
  onSelect,
  moves,
}: {
  day: CalendarDay;
  first: boolean;
  selected: boolean;
  onSelect: () => void;
  moves: CalendarMoves;
}) {
  const target = moves.target === day.key;
  const droppable = moves.moving && !day.isPast;
  const dayNumber = Number(day.key.slice(8));
  const hasPost = day.entries.some((entry) => entry.post);
  const label = `${formatLongDate(day.key)}${day.isToday ? ' (today)' : ''}: ${describeDay(day)}`;
  return (
    <ButtonBase
      onClick={onSelect}
      disabled={day.isPast}
      aria-label={label}
      aria-pressed={selected}
      data-day={day.key}
      data-drop-target={target ? 'true' : undefined}
      {...moves.dropTarget(day)}
      sx={(theme) => ({
        width: '100%',
        height: { xs: 56, sm: 64 },
        borderRadius: 1.5,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'flex-start',
        gap: { xs: 0.875, sm: 0.75 },
        pt: { xs: 1, sm: 0.75 },
        px: 0.25,
        border: 1,
        borderStyle: droppable && !target ? 'dashed' : 'solid',
        borderColor: selected || droppable ? 'primary.main' : 'divider',
        outline: target
          ? `3px solid ${theme.palette.secondary.main}`
          : day.isToday
            ? `2px solid ${theme.palette.primary.main}`
            : 'none',
        outlineOffset: target ? 1 : -2,
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
          fontSize: first || dayNumber === 1 ? { xs: 11, sm: 13 } : { xs: 14, sm: 13 },
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
  onMove,
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
  const moves = useCalendarMoves(days);
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
                      moves={moves}
                    />
                  </Box>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
        <Legend beyondPreview={days.some((day) => day.beyondPreview)} />
        {selected && <CalendarDayDetails day={selected} timezone={timezone} moves={moves} />}
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
          The next {CALENDAR_WEEKS} weeks in {timezone}. Pick a day to see its times; drag a post to
          another day to move it.
        </Typography>
        {!isActive && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            The schedule is paused: these slots stay empty and scheduled posts wait until you turn
            it back on.
          </Alert>
        )}
        {body}
        <Box id={MOVE_HELP_ID} sx={visuallyHidden}>
          Press Space or Enter to pick the post up, the arrow keys to choose another day, Space or
          Enter to drop it there, Escape to cancel.
        </Box>
        <Box aria-live="assertive" aria-atomic="true" sx={visuallyHidden}>
          {moves.announcement}
        </Box>
        <SchedulePostDialog
          post={moves.request?.post ?? null}
          initialDate={moves.request?.day}
          onClose={moves.close}
          onSubmit={async (input) => {
            const post = moves.request!.post;
            const done = await onMove(post.id, input);
            moves.announce(
              done
                ? `Moved. ${input?.scheduledTime ? `It is due ${formatWhen(input.scheduledTime, timezone)}.` : ''}`
                : 'Not moved.',
            );
            return done;
          }}
        />
      </CardContent>
    </Card>
  );
}
