import { useCallback, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { ERRORS, LIST_SIZES, SUCCESS } from '@postpilot/common';
import { useToast } from '../../shared/useToast';
import { SchedulePreviewDocument, type SchedulePreviewQuery } from '../../gql/graphql';

export type PreviewSlot = SchedulePreviewQuery['schedulePreview'][number];

export interface SchedulePreview {
  /** The slots of the last preview, or null before the first one. */
  slots: PreviewSlot[] | null;
  loading: boolean;
  /** Asks the server for the next slots and says how it went in a toast. */
  run(): Promise<void>;
  /** Asks again without a word, after the schedule changed, if a preview is shown. */
  refresh(): void;
}

/** The Preview Schedule button: the next 10 slots of the saved schedule, with their posts. */
export function useSchedulePreview(): SchedulePreview {
  const client = useApolloClient();
  const toast = useToast();
  const [slots, setSlots] = useState<PreviewSlot[] | null>(null);
  const [loading, setLoading] = useState(false);
  const shown = useRef(false);

  const fetchSlots = useCallback(async () => {
    const { data } = await client.query({
      query: SchedulePreviewDocument,
      variables: { count: LIST_SIZES.scheduleUpcoming },
      fetchPolicy: 'network-only',
    });
    if (!data) throw new Error(ERRORS.preview);
    shown.current = true;
    setSlots(data.schedulePreview);
  }, [client]);

  const run = useCallback(async () => {
    setLoading(true);
    try {
      await fetchSlots();
      toast.success(SUCCESS.preview);
    } catch (failure) {
      toast.error(failure, ERRORS.preview);
    } finally {
      setLoading(false);
    }
  }, [fetchSlots, toast]);

  const refresh = useCallback(() => {
    // A preview of the schedule as it was would mislead: if it cannot be renewed, it goes.
    if (!shown.current) return;
    fetchSlots().catch(() => {
      shown.current = false;
      setSlots(null);
    });
  }, [fetchSlots]);

  return { slots, loading, run, refresh };
}
