import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import AddAlarmIcon from '@mui/icons-material/AddAlarm';
import CheckIcon from '@mui/icons-material/Check';
import { useQuery } from '@apollo/client/react';
import { ScheduleDocument } from '../../../gql/graphql';
import { useToast } from '../../../shared/useToast';
import { MAX_TIME_SLOTS, scheduleValuesOf } from '../../schedule/scheduleForm';
import { useUpdateSchedule } from '../../schedule/useUpdateSchedule';
import { formatHour } from '../analyticsFormat';

export const SLOT_ADDED = (time: string) => `${time} added to your posting times`;
export const ADD_SLOT_FAILED = 'Failed to update your schedule';

/**
 * Acting on the best time: adds its first hour to the schedule's posting times (the insights
 * are in the schedule's timezone, so the hour is already the schedule's).
 */
export function AddBestTimeButton({ hour }: { hour: number }) {
  const toast = useToast();
  const { data } = useQuery(ScheduleDocument);
  // The saved schedule replaces the cached one: the button then says the time is in.
  const [updateSchedule] = useUpdateSchedule();
  const [busy, setBusy] = useState(false);
  const schedule = data?.schedule;
  if (!schedule) return null;

  const slot = `${String(hour).padStart(2, '0')}:00`;
  const label = formatHour(hour);
  if (schedule.timeSlots.includes(slot)) {
    return (
      <Typography
        variant="caption"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          color: 'success.main',
          mt: 0.5,
        }}
      >
        <CheckIcon sx={{ fontSize: 16 }} /> {label} is one of your posting times
      </Typography>
    );
  }
  if (schedule.timeSlots.length >= MAX_TIME_SLOTS) return null;

  const add = async () => {
    setBusy(true);
    try {
      const values = scheduleValuesOf(schedule);
      await updateSchedule({
        variables: { input: { ...values, timeSlots: [...values.timeSlots, slot].sort() } },
      });
      toast.success(SLOT_ADDED(label));
    } catch (failure) {
      toast.error(failure, ADD_SLOT_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<AddAlarmIcon />}
      disabled={busy}
      onClick={() => void add()}
      sx={{ mt: 1 }}
    >
      {busy ? 'Adding...' : `Post at ${label}`}
    </Button>
  );
}
