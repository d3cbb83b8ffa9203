import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useToast } from '../../shared/useToast';
import {
  MoveOffSchedulePostsDocument,
  OffSchedulePostsDocument,
  type UpcomingPostFragment,
} from '../../gql/graphql';

/** What became of the posts a change left behind, once the user chose. */
export type OffScheduleOutcome = { kind: 'moved' | 'kept'; count: number } | null;

export interface OffScheduleChoice {
  /** Upcoming posts the last schedule changes left off the slots, waiting for the user's choice. */
  left: UpcomingPostFragment[];
  outcome: OffScheduleOutcome;
  moving: boolean;
  /** Before a change made elsewhere (Settings): the posts off the slots now, placed on purpose. */
  snapshot(): Promise<void>;
  /** After a confirmed save: which posts the change left off the new slots. */
  check(): void;
  /** "Move them to the new posting times". */
  move(): Promise<void>;
  /** "Keep their times". */
  keep(): void;
  /** A post the user put at a time of their own (the calendar, Change time): not left behind. */
  placed(postId: string): void;
  dismiss(): void;
}

const MOVE_FAILED = 'Failed to move the posts';

/**
 * Posts a schedule change leaves behind. Posts already off the slots when the page opened (or
 * put at a time of their own since) were placed there on purpose; those that are off the slots
 * after a change, and were not before, wait for the user's choice: moved into the next free
 * slots in their order (the server's moveOffSchedulePosts, given exactly those ids), or kept.
 */
export function useOffScheduleChoice(
  onMoved: () => void,
  /** False where a snapshot is taken before each change instead (Settings). */
  { readOnOpen = true } = {},
): OffScheduleChoice {
  const client = useApolloClient();
  const toast = useToast();
  const [moveOff] = useMutation(MoveOffSchedulePostsDocument);
  const [left, setLeft] = useState<UpcomingPostFragment[]>([]);
  const [outcome, setOutcome] = useState<OffScheduleOutcome>(null);
  const [moving, setMoving] = useState(false);
  const known = useRef<Set<string> | null>(null);

  const read = useCallback(async () => {
    const { data } = await client.query({
      query: OffSchedulePostsDocument,
      fetchPolicy: 'network-only',
    });
    return data?.offSchedulePosts ?? [];
  }, [client]);

  useEffect(() => {
    if (!readOnOpen) return;
    read()
      .then((posts) => {
        known.current ??= new Set(posts.map((post) => post.id));
      })
      .catch(() => {
        known.current ??= new Set();
      });
  }, [read, readOnOpen]);

  const snapshot = useCallback(async () => {
    try {
      const posts = await read();
      known.current = new Set([...(known.current ?? []), ...posts.map((post) => post.id)]);
    } catch {
      // Unknown: after the change every post off the slots is asked about.
    }
  }, [read]);

  const check = useCallback(() => {
    read()
      .then((posts) => {
        const knownIds = known.current ?? new Set<string>();
        const fresh = posts.filter((post) => !knownIds.has(post.id));
        setLeft(fresh);
        if (fresh.length > 0) setOutcome(null);
      })
      // The choice is offered again after the next save; the preview shows them meanwhile.
      .catch(() => undefined);
  }, [read]);

  const move = useCallback(async () => {
    setMoving(true);
    try {
      const { data } = await moveOff({ variables: { ids: left.map((post) => post.id) } });
      if (!data) throw new Error(MOVE_FAILED);
      setOutcome({ kind: 'moved', count: data.moveOffSchedulePosts.length });
      setLeft([]);
      onMoved();
    } catch (failure) {
      toast.error(failure, MOVE_FAILED);
    } finally {
      setMoving(false);
    }
  }, [moveOff, left, onMoved, toast]);

  const keep = useCallback(() => {
    known.current = new Set([...(known.current ?? []), ...left.map((post) => post.id)]);
    setOutcome({ kind: 'kept', count: left.length });
    setLeft([]);
  }, [left]);

  const placed = useCallback((postId: string) => {
    known.current = new Set([...(known.current ?? []), postId]);
    setLeft((posts) => posts.filter((post) => post.id !== postId));
  }, []);

  const dismiss = useCallback(() => setOutcome(null), []);

  return { left, outcome, moving, snapshot, check, move, keep, placed, dismiss };
}
