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
export function SchedulePreviewCard({ slots: entries, timezone }: SchedulePreviewCardProps) {
  const slots = entries.filter((entry) => entry.onSchedule);
  const elsewhere = entries.length - slots.length;
  return (
    <Card component="section" aria-labelledby="schedule-preview">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id="schedule-preview" variant="h6" component="h2">
          Schedule Preview
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
          The next {slots.length === 1 ? 'slot' : `${slots.length} slots`} of your saved schedule
          {elsewhere > 0 &&
            ` and ${elsewhere === 1 ? '1 post' : `${elsewhere} posts`} due at other times`}
          , in {timezone}.
        </Typography>
        {entries.length === 0 ? (
          <Typography sx={{ color: 'warning.main', fontWeight: 500 }}>
            {SCHEDULE_MESSAGES.noSlots}
          </Typography>
        ) : (
          <Stack component="ol" spacing={1} aria-label="Next slots" sx={{ m: 0, p: 0 }}>
            {entries.map(({ time, post, onSchedule }) => (
              <Box
                component="li"
                key={time + (post?.id ?? '')}
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
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
                  >
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {formatWhen(time, timezone)}
                    </Typography>
                    {!onSchedule && <OffScheduleChip />}
                  </Stack>
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

/** A post due at a time that is not one of the schedule's slots. */
export function OffScheduleChip() {
  return (
    <Chip
      size="small"
      variant="outlined"
      color="warning"
      label="Off schedule"
      title="Not one of your posting times: a time chosen for it, or kept from an earlier schedule"
    />
  );
}
