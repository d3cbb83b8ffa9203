import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { SCHEDULE_MESSAGES } from '@postpilot/common';
import { formatWhen } from '../scheduleTime';
import type { PreviewSlot } from '../useSchedulePreview';
import { PostExcerpt } from './PostExcerpt';
import { PostStatusChip } from '../../content/components/PostStatusChip';

interface SchedulePreviewCardProps {
  slots: PreviewSlot[];
  timezone: string;
}

/** The answer to Preview Schedule: the next slots, each with its post or free. */
export function SchedulePreviewCard({ slots, timezone }: SchedulePreviewCardProps) {
  return (
    <Card component="section" aria-labelledby="schedule-preview">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id="schedule-preview" variant="h6" component="h2">
          Schedule Preview
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
          The next {slots.length === 1 ? 'slot' : `${slots.length} slots`} of your saved schedule,
          in {timezone}.
        </Typography>
        {slots.length === 0 ? (
          <Typography sx={{ color: 'warning.main', fontWeight: 500 }}>
            {SCHEDULE_MESSAGES.noSlots}
          </Typography>
        ) : (
          <Stack component="ol" spacing={1} aria-label="Next slots" sx={{ m: 0, p: 0 }}>
            {slots.map(({ time, post }) => (
              <Box
                component="li"
                key={time}
                sx={{
                  listStyle: 'none',
                  border: 1,
                  borderColor: post ? 'primary.light' : 'divider',
                  bgcolor: post ? 'rgba(10, 102, 194, 0.04)' : undefined,
                  borderRadius: 2,
                  px: 1.75,
                  py: 1.25,
                }}
              >
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', justifyContent: 'space-between' }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {formatWhen(time, timezone)}
                  </Typography>
                  {post ? (
                    <PostStatusChip status={post.status} />
                  ) : (
                    <Chip size="small" variant="outlined" label="Free slot" />
                  )}
                </Stack>
                {post && (
                  <Box sx={{ mt: 0.75, color: 'text.secondary' }}>
                    <PostExcerpt content={post.content} />
                  </Box>
                )}
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
