import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { formatWhen } from '../scheduleTime';
import type { OffScheduleChoice } from '../useOffScheduleChoice';

/** Posts listed by name in the notice; more are counted. */
const LISTED = 5;

const posts = (count: number) => (count === 1 ? '1 post' : `${count} posts`);

/**
 * After a schedule change: the posts it left off the new posting times, and the choice of
 * moving them there or keeping their times; then what was done.
 */
export function OffScheduleNotice({
  choice,
  timezone,
}: {
  choice: OffScheduleChoice;
  timezone: string;
}) {
  const { left, outcome } = choice;
  if (left.length > 0) {
    const shown = left.slice(0, LISTED);
    return (
      <Box component="section" aria-label="Posts off the new posting times">
        <Alert severity="warning">
          <AlertTitle>
            {left.length === 1
              ? '1 upcoming post is not at your new posting times'
              : `${left.length} upcoming posts are not at your new posting times`}
          </AlertTitle>
          <Typography variant="body2">
            {left.length === 1
              ? 'It keeps its time unless you move it:'
              : 'They keep their times unless you move them:'}
          </Typography>
          <Box component="ul" sx={{ my: 1, pl: 2.5 }}>
            {shown.map((post) => (
              <Typography
                component="li"
                variant="body2"
                key={post.id}
                sx={{ overflowWrap: 'anywhere' }}
              >
                <strong>
                  {post.scheduledTime ? formatWhen(post.scheduledTime, timezone) : ''}
                </strong>
                {' · '}
                {post.content.length > 60 ? `${post.content.slice(0, 60)}…` : post.content}
              </Typography>
            ))}
            {left.length > shown.length && (
              <Typography component="li" variant="body2">
                and {posts(left.length - shown.length)} more
              </Typography>
            )}
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
            <Button
              variant="contained"
              color="warning"
              size="small"
              disabled={choice.moving}
              onClick={() => void choice.move()}
            >
              {choice.moving ? 'Moving...' : 'Move them to the new posting times'}
            </Button>
            <Button
              variant="outlined"
              color="warning"
              size="small"
              disabled={choice.moving}
              onClick={choice.keep}
            >
              Keep their times
            </Button>
          </Stack>
        </Alert>
      </Box>
    );
  }
  if (outcome) {
    return (
      <Alert severity={outcome.kind === 'moved' ? 'success' : 'info'} onClose={choice.dismiss}>
        {outcome.kind === 'moved'
          ? `Moved ${posts(outcome.count)} to the new posting times, each into the next free slot in the order they had.`
          : `${outcome.count === 1 ? 'The post keeps its time' : `The ${outcome.count} posts keep their times`}: ${outcome.count === 1 ? 'it goes' : 'they go'} out then, off your posting times.`}
      </Alert>
    );
  }
  return null;
}
