import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { PostStatusChip } from '../../content/components/PostStatusChip';
import type { CalendarDay } from '../calendar';
import { CALENDAR_SLOTS } from '../scheduleForm';
import { formatClock, formatLongDate } from '../scheduleTime';
import { isMovable, type CalendarMoves } from '../useCalendarMoves';
import { PostExcerpt } from './PostExcerpt';
import { OffScheduleChip } from './SchedulePreviewCard';

export const MOVE_HELP_ID = 'calendar-move-help';

/** The picked day's times: free slots, and posts that can be moved to another day or time. */
export function CalendarDayDetails({
  day,
  timezone,
  moves,
}: {
  day: CalendarDay;
  timezone: string;
  moves: CalendarMoves;
}) {
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
          {day.entries.map((entry) => {
            const post = entry.post;
            const movable = post ? isMovable(post) : false;
            const carried = post !== null && moves.carriedId === post.id;
            return (
              <Stack
                component="li"
                key={entry.time + (post?.id ?? '')}
                direction="row"
                spacing={1}
                {...(post && movable ? moves.dragSource(post, day.key) : {})}
                sx={{
                  listStyle: 'none',
                  alignItems: 'flex-start',
                  borderRadius: 1.5,
                  ...(movable && {
                    cursor: 'grab',
                    bgcolor: 'background.paper',
                    border: 1,
                    borderColor: carried ? 'primary.main' : 'divider',
                    p: 0.75,
                    ml: -0.75,
                  }),
                }}
              >
                {movable && post && (
                  <IconButton
                    size="small"
                    aria-label={`Move “${post.content.slice(0, 40)}” to another day`}
                    aria-describedby={MOVE_HELP_ID}
                    aria-pressed={carried}
                    onKeyDown={moves.onHandleKey(post, day.key)}
                    sx={{ mt: -0.25, cursor: 'grab' }}
                  >
                    <DragIndicatorIcon fontSize="small" />
                  </IconButton>
                )}
                <Typography
                  variant="body2"
                  sx={{ fontWeight: 600, minWidth: 64, flexShrink: 0, pt: '3px' }}
                >
                  {formatClock(entry.time, timezone)}
                </Typography>
                {post ? (
                  <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1, alignItems: 'flex-start' }}>
                    <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      <PostStatusChip status={post.status} />
                      {entry.onSchedule === false && <OffScheduleChip />}
                    </Stack>
                    <PostExcerpt content={post.content} />
                    {movable && (
                      <Button
                        size="small"
                        onClick={() => moves.ask(post)}
                        sx={{ px: 0.5, minWidth: 0, ml: -0.5 }}
                      >
                        Change time
                      </Button>
                    )}
                  </Stack>
                ) : (
                  <Typography variant="body2" sx={{ color: 'text.secondary', pt: '3px' }}>
                    Free slot
                  </Typography>
                )}
              </Stack>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
