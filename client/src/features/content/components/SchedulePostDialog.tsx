import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Link,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { CONTENT_MESSAGES, SCHEDULE_MESSAGES } from '@postpilot/common';
import { Link as RouterLink } from 'react-router-dom';
import {
  SchedulingChoiceDocument,
  type PostStatus,
  type SchedulePostInput,
  type SchedulingChoiceQuery,
} from '../../../gql/graphql';
import { clockKey, dateKey, formatWhen, zonedInstant } from '../../../shared/format/zonedTime';

export type ScheduleChoice = 'next' | 'at' | 'now';

/** What the dialog needs of a post. */
export interface SchedulablePost {
  id: string;
  content: string;
  status: PostStatus;
  scheduledTime?: string | null;
}

interface SchedulePostDialogProps {
  /** The post to schedule or move; null keeps the dialog closed. */
  post: SchedulablePost | null;
  /** A day picked already (a calendar drop): a chosen time on it, the post's time of day. */
  initialDate?: string;
  onClose: () => void;
  /** Sends the choice (undefined: the next free slot); resolves to whether it worked. */
  onSubmit: (input: SchedulePostInput | undefined) => Promise<boolean>;
}

/** A post that has a time already is moved; one without is scheduled. */
export const isMove = (post: SchedulablePost) =>
  post.status === 'scheduled' || post.status === 'pending_approval';

/**
 * When a post goes out: the next free slot of the schedule (its time shown), a date and time
 * of the user's choosing, read in the schedule's time zone (never the browser's), or now.
 * "Change time" for a post that has one: a post waiting for approval only moves to a chosen
 * time (the next free slot is what approving it does), and keeps waiting.
 */
export function SchedulePostDialog({
  post,
  initialDate,
  onClose,
  onSubmit,
}: SchedulePostDialogProps) {
  const titleId = useId();
  const choice = useQuery(SchedulingChoiceDocument, {
    skip: !post,
    fetchPolicy: 'network-only',
  });
  const title = post && isMove(post) ? 'Change time' : 'Schedule post';

  let body: ReactNode;
  if (!post) {
    body = null;
  } else if (choice.data && !choice.loading) {
    body = (
      <ChoiceForm
        key={post.id}
        post={post}
        initialDate={initialDate}
        data={choice.data}
        onClose={onClose}
        onSubmit={onSubmit}
      />
    );
  } else if (choice.error && !choice.loading) {
    body = (
      <DialogContent>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void choice.refetch()}>
              Retry
            </Button>
          }
        >
          Failed to load your schedule
        </Alert>
      </DialogContent>
    );
  } else {
    body = (
      <DialogContent>
        <Stack
          role="status"
          aria-label="Loading your schedule"
          sx={{ alignItems: 'center', py: 4 }}
        >
          <CircularProgress size={28} />
        </Stack>
      </DialogContent>
    );
  }

  return (
    <Dialog
      open={Boolean(post)}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {body}
      {post && !choice.data && (
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
        </DialogActions>
      )}
    </Dialog>
  );
}

/** Tomorrow's date in `zone`. */
const tomorrowIn = (zone: string) => dateKey(new Date(Date.now() + 86_400_000), zone);

function ChoiceForm({
  post,
  initialDate,
  data,
  onClose,
  onSubmit,
}: {
  post: SchedulablePost;
  initialDate?: string;
  data: SchedulingChoiceQuery;
  onClose: () => void;
  onSubmit: SchedulePostDialogProps['onSubmit'];
}) {
  const zone = data.schedule.timezone;
  const moving = isMove(post);
  const offers: ScheduleChoice[] =
    post.status === 'pending_approval' ? ['at'] : moving ? ['at', 'now'] : ['next', 'at', 'now'];
  const [picked, setPicked] = useState<ScheduleChoice>(initialDate || moving ? 'at' : 'next');
  const [date, setDate] = useState(
    initialDate ?? (post.scheduledTime ? dateKey(post.scheduledTime, zone) : tomorrowIn(zone)),
  );
  const [time, setTime] = useState(
    post.scheduledTime
      ? clockKey(post.scheduledTime, zone)
      : (data.schedule.timeSlots[0] ?? '09:00'),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const connection = data.linkedInConnection.status;
  const cannotPostNow = picked === 'now' && connection !== 'connected';
  const noSlot = picked === 'next' && !data.nextFreeSlot;

  const submit = async () => {
    let input: SchedulePostInput | undefined;
    if (picked === 'at') {
      const instant = zonedInstant(date, time, zone);
      if (!date || !time) return setProblem('Enter a date and a time');
      if (!instant)
        return setProblem(`${time} does not exist on that day in ${zone}: the clocks change`);
      if (instant.getTime() <= Date.now()) return setProblem(CONTENT_MESSAGES.scheduledTimePast);
      input = { scheduledTime: instant.toISOString() };
    } else if (picked === 'now') {
      input = { postNow: true };
    }
    setProblem(null);
    setBusy(true);
    const done = await onSubmit(input);
    setBusy(false);
    if (done) onClose();
  };

  const action = picked === 'now' ? 'Post now' : moving ? 'Move' : 'Schedule';
  return (
    <>
      <DialogContent sx={{ pt: 0.5 }}>
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            mb: 1.5,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          “{post.content}”
        </Typography>
        <RadioGroup
          aria-label="When"
          value={picked}
          onChange={(event) => {
            setPicked(event.target.value as ScheduleChoice);
            setProblem(null);
          }}
        >
          {offers.includes('next') && (
            <FormControlLabel
              value="next"
              control={<Radio />}
              label={
                <Choice title="Next free slot">
                  {data.nextFreeSlot
                    ? `${formatWhen(data.nextFreeSlot, zone)} (${zone})`
                    : SCHEDULE_MESSAGES.noSlots}
                </Choice>
              }
            />
          )}
          <FormControlLabel
            value="at"
            control={<Radio />}
            label={
              <Choice title="A date and time of my choosing">
                In {zone}, your schedule&apos;s time zone
              </Choice>
            }
          />
          {picked === 'at' && (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ pl: { xs: 1, sm: 4 }, pr: 0.5, pt: 1.5, pb: 1 }}
            >
              <TextField
                label="Date"
                type="date"
                size="small"
                value={date}
                onChange={(event) => setDate(event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ flex: 3 }}
              />
              <TextField
                label="Time"
                type="time"
                size="small"
                value={time}
                onChange={(event) => setTime(event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ flex: 2 }}
              />
            </Stack>
          )}
          {offers.includes('now') && (
            <FormControlLabel
              value="now"
              control={<Radio />}
              label={<Choice title="Post now">Goes out to LinkedIn at once</Choice>}
            />
          )}
        </RadioGroup>
        {cannotPostNow && (
          <Alert severity="warning" sx={{ mt: 1.5 }}>
            {connection === 'needs_reconnect'
              ? 'LinkedIn no longer accepts our access, so a post sent now would fail. '
              : 'LinkedIn is not connected, so a post sent now would fail (“Connect LinkedIn to publish”). '}
            <Link component={RouterLink} to="/settings?tab=linkedin">
              Connect LinkedIn in Settings
            </Link>{' '}
            first.
          </Alert>
        )}
        {picked !== 'next' && !data.schedule.isActive && (
          <Alert severity="info" sx={{ mt: 1.5 }}>
            Your schedule is paused: the post waits until you turn it back on.
          </Alert>
        )}
        {problem && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={busy || cannotPostNow || noSlot}
        >
          {busy ? 'Saving...' : action}
        </Button>
      </DialogActions>
    </>
  );
}

function Choice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
        {children}
      </Typography>
    </Box>
  );
}
