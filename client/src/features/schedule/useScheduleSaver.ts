import { useCallback, useEffect, useRef, useState } from 'react';
import { ERRORS, SUCCESS } from '@postpilot/common';
import { useToast } from '../../shared/useToast';
import type { ScheduleFieldsFragment, ScheduleInput } from '../../gql/graphql';
import {
  keepShownOrder,
  sameSchedule,
  scheduleProblems,
  scheduleValuesOf,
  type ScheduleProblems,
} from './scheduleForm';
import { useUpdateSchedule } from './useUpdateSchedule';

export interface ScheduleSaver {
  /** What the controls show: the saved schedule plus the change being saved, if any. */
  shown: ScheduleInput;
  /** Why the shown schedule cannot be saved yet (an incomplete or repeated time). */
  problems: ScheduleProblems | null;
  saving: boolean;
  /** Whether the shown schedule is the one the server last confirmed. */
  saved: boolean;
  /** Applies a change to the shown schedule and saves the whole schedule at once. */
  change(update: (values: ScheduleInput) => ScheduleInput): void;
  /** Saves the shown schedule again (the Save Changes button). */
  saveNow(): void;
}

/**
 * Every change is saved at once by a full update. Saves go one at a time; changes
 * made meanwhile are sent together when the one in flight is answered. A refused save puts
 * the controls back on the schedule the server last confirmed, so the screen never shows as
 * saved what is not.
 */
export function useScheduleSaver(
  stored: ScheduleFieldsFragment,
  onSaved: () => void,
): ScheduleSaver {
  const toast = useToast();
  const [updateSchedule] = useUpdateSchedule();
  const [shown, setShown] = useState(() => scheduleValuesOf(stored));
  const [saving, setSaving] = useState(false);
  const shownRef = useRef(shown);
  const confirmed = useRef(scheduleValuesOf(stored));
  const inFlight = useRef(false);
  const queued = useRef<ScheduleInput | null>(null);

  const show = useCallback((values: ScheduleInput) => {
    shownRef.current = values;
    setShown(values);
  }, []);

  // A newer stored schedule (a refetch) is taken over unless the user has edits of their own.
  useEffect(() => {
    const previous = confirmed.current;
    const next = scheduleValuesOf(stored);
    confirmed.current = next;
    if (!inFlight.current && sameSchedule(shownRef.current, previous)) {
      show(keepShownOrder(shownRef.current, next));
    }
  }, [stored, show]);

  const send = useCallback(
    async (values: ScheduleInput) => {
      inFlight.current = true;
      setSaving(true);
      try {
        const { data } = await updateSchedule({ variables: { input: values } });
        if (!data) throw new Error(ERRORS.scheduleUpdate);
        confirmed.current = scheduleValuesOf(data.updateSchedule);
        if (!queued.current) show(keepShownOrder(shownRef.current, confirmed.current));
        toast.success(SUCCESS.schedule);
        onSaved();
      } catch (failure) {
        // What was waiting built on the refused change, so it goes too.
        queued.current = null;
        show(confirmed.current);
        toast.error(failure, ERRORS.scheduleUpdate);
      }
      const next = queued.current;
      queued.current = null;
      if (next) {
        void send(next);
      } else {
        inFlight.current = false;
        setSaving(false);
      }
    },
    [updateSchedule, show, toast, onSaved],
  );

  const save = useCallback(
    (values: ScheduleInput) => {
      if (inFlight.current) queued.current = values;
      else void send(values);
    },
    [send],
  );

  const change = useCallback(
    (update: (values: ScheduleInput) => ScheduleInput) => {
      const next = update(shownRef.current);
      show(next);
      if (scheduleProblems(next)) return;
      // Back to what is stored (e.g. a repeated time removed again): nothing to save.
      if (!inFlight.current && sameSchedule(next, confirmed.current)) return;
      save(next);
    },
    [show, save],
  );

  const saveNow = useCallback(() => {
    const problems = scheduleProblems(shownRef.current);
    if (problems) toast.errorText(problems.message);
    else save(shownRef.current);
  }, [save, toast]);

  return {
    shown,
    problems: scheduleProblems(shown),
    saving,
    saved: !saving && sameSchedule(shown, confirmed.current),
    change,
    saveNow,
  };
}
