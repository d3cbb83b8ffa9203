import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Divider,
  Link,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { SCHEDULE_FREQUENCIES, SCHEDULE_TIMEZONES } from '@postpilot/common';
import { Link as RouterLink } from 'react-router-dom';
import type { ScheduleFieldsFragment } from '../../../gql/graphql';
import { addTimeSlot, FREQUENCY_LABELS, removeTimeSlot, toggleDay } from '../scheduleForm';
import { offsetLabel } from '../scheduleTime';
import { useScheduleSaver, type ScheduleSaver } from '../useScheduleSaver';
import { ScheduleSwitch } from './ScheduleSwitch';
import { TimeSlotsField } from './TimeSlotsField';
import { WeekdayPicker } from './WeekdayPicker';

interface ScheduleSettingsCardProps {
  stored: ScheduleFieldsFragment;
  /** After each confirmed save: what depends on the schedule is read again. */
  onSaved: () => void;
  onPreview: () => void;
  previewing: boolean;
  /** Where Add time starts: the user's default posting time (Settings). */
  newSlotTime?: string;
}

// Side by side on one line even on a phone.
const actionSx = { whiteSpace: 'nowrap', flex: { xs: 1, sm: 'none' }, px: { xs: 1.5, sm: 2.5 } };

/** Says truthfully whether what the controls show is stored. */
function SaveState({ saver }: { saver: ScheduleSaver }) {
  const { saving, problems, saved } = saver;
  const look = saving
    ? { icon: <CircularProgress size={16} />, text: 'Saving…', color: 'text.secondary' }
    : problems
      ? {
          icon: <ErrorOutlineIcon fontSize="small" />,
          text: problems.message,
          color: 'warning.main',
        }
      : saved
        ? {
            icon: <CheckCircleOutlineIcon fontSize="small" />,
            text: 'All changes saved',
            color: 'success.main',
          }
        : { icon: null, text: 'Not saved yet', color: 'text.secondary' };
  return (
    <Stack
      role="status"
      direction="row"
      spacing={0.75}
      sx={{ alignItems: 'center', color: look.color, minHeight: 24 }}
    >
      {look.icon}
      <Typography variant="body2" sx={{ color: 'inherit', fontWeight: 500 }}>
        {look.text}
      </Typography>
    </Stack>
  );
}

/**
 * The Schedule page's settings: active, time zone, frequency, days, posting times and auto-post.
 * Every change is saved at once (useScheduleSaver); Save Changes saves it all again.
 */
export function ScheduleSettingsCard({
  stored,
  onSaved,
  onPreview,
  previewing,
  newSlotTime,
}: ScheduleSettingsCardProps) {
  const saver = useScheduleSaver(stored, onSaved);
  const { shown, change, problems } = saver;

  return (
    <Card component="section" aria-labelledby="posting-schedule">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id="posting-schedule" variant="h6" component="h2">
          Posting schedule
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          When your posts go out. Every change is saved as you make it.
        </Typography>

        <Box sx={{ mt: 1 }}>
          <ScheduleSwitch
            title="Active"
            description="Post at the times below. While off, nothing is planned and scheduled posts wait."
            checked={shown.isActive}
            onChange={(isActive) => change((values) => ({ ...values, isActive }))}
          />
        </Box>
        <Divider sx={{ mb: 2.5 }} />

        <Stack spacing={3}>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <TextField
              select
              label="Time zone"
              value={shown.timezone}
              onChange={(event) =>
                change((values) => ({ ...values, timezone: event.target.value }))
              }
            >
              {SCHEDULE_TIMEZONES.map((zone) => (
                <MenuItem key={zone} value={zone}>
                  {zone}
                  <Box component="span" sx={{ color: 'text.secondary', ml: 1 }}>
                    {offsetLabel(zone)}
                  </Box>
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Frequency"
              value={shown.frequency}
              onChange={(event) =>
                change((values) => ({ ...values, frequency: event.target.value }))
              }
            >
              {SCHEDULE_FREQUENCIES.map((frequency) => (
                <MenuItem key={frequency} value={frequency}>
                  {FREQUENCY_LABELS[frequency]}
                </MenuItem>
              ))}
            </TextField>
          </Box>

          {(shown.frequency === 'weekly' || shown.frequency === 'custom') && (
            <WeekdayPicker
              frequency={shown.frequency}
              days={shown.customDays}
              onToggle={(day) =>
                change((values) => ({ ...values, customDays: toggleDay(values.customDays, day) }))
              }
            />
          )}

          <TimeSlotsField
            slots={shown.timeSlots}
            errors={problems?.slots ?? []}
            timezone={shown.timezone}
            onChange={(index, time) =>
              change((values) => ({
                ...values,
                timeSlots: values.timeSlots.map((slot, at) => (at === index ? time : slot)),
              }))
            }
            onAdd={() =>
              change((values) => ({
                ...values,
                timeSlots: addTimeSlot(values.timeSlots, newSlotTime),
              }))
            }
            onRemove={(index) =>
              change((values) => ({
                ...values,
                timeSlots: removeTimeSlot(values.timeSlots, index),
              }))
            }
          />
        </Stack>

        <Divider sx={{ mt: 2.5 }} />
        <ScheduleSwitch
          title="Auto-post"
          description={
            <>
              Publish at each slot without waiting for approval: Postpilot writes and schedules
              posts for the coming 7 days. Whether they wait for your approval first follows{' '}
              <Link component={RouterLink} to="/settings?tab=linkedin">
                Content approval in Settings
              </Link>
              .
            </>
          }
          checked={shown.autoPost}
          onChange={(autoPost) => change((values) => ({ ...values, autoPost }))}
        />
        <Divider sx={{ mb: 2.5 }} />

        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <SaveState saver={saver} />
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button variant="outlined" onClick={onPreview} disabled={previewing} sx={actionSx}>
              {previewing ? 'Previewing...' : 'Preview Schedule'}
            </Button>
            <Button
              variant="contained"
              onClick={saver.saveNow}
              disabled={saver.saving}
              sx={actionSx}
            >
              {saver.saving ? 'Saving...' : 'Save Changes'}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
