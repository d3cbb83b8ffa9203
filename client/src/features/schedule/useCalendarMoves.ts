import { useCallback, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { UpcomingPostFragment } from '../../gql/graphql';
import { describeDay, type CalendarDay } from './calendar';
import { formatLongDate } from './scheduleTime';

/** A post that can go to another day: it has a time still to come, and nothing has sent it. */
export const isMovable = (post: UpcomingPostFragment) =>
  (post.status === 'scheduled' || post.status === 'pending_approval') &&
  Boolean(post.scheduledTime) &&
  new Date(post.scheduledTime!).getTime() > Date.now();

/** What the schedule dialog opens for: the post, and the day it was dropped on (if it was). */
export interface MoveRequest {
  post: UpcomingPostFragment;
  day?: string;
}

const excerpt = (content: string) =>
  `“${content.length > 40 ? `${content.slice(0, 40).trimEnd()}…` : content}”`;

interface Carried {
  post: UpcomingPostFragment;
  /** The day it is on. */
  from: string;
  /** The day it would be dropped on now. */
  over: string;
}

/**
 * Moving a post to another day of the calendar, with the mouse (the browser's drag and drop: a
 * post of the day's details onto a day) or the keyboard (Space or Enter picks the focused post
 * up, the arrow keys go a day or a week, Space or Enter drops, Escape cancels), each step said
 * aloud through `announcement`. A drop asks for the time (the post's own, unless the user picks
 * another) in the schedule dialog: `request`. Past days take nothing.
 */
export function useCalendarMoves(days: CalendarDay[]) {
  const [dragged, setDraggedState] = useState<Carried | null>(null);
  // The drag's events come faster than renders: they read the drag from here.
  const draggedRef = useRef<Carried | null>(null);
  const setDragged = (value: Carried | null) => {
    draggedRef.current = value;
    setDraggedState(value);
  };
  const [carried, setCarried] = useState<Carried | null>(null);
  const [request, setRequest] = useState<MoveRequest | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const dayOf = useCallback((key: string) => days.find((day) => day.key === key), [days]);

  const drop = useCallback(
    ({ post, from }: Carried, key: string) => {
      const day = dayOf(key);
      if (!day || day.isPast) {
        setAnnouncement(`${formatLongDate(key)} has passed: posts cannot move there.`);
        return;
      }
      if (key === from) {
        setAnnouncement(`${excerpt(post.content)} stays on ${formatLongDate(from)}.`);
        return;
      }
      setAnnouncement(`Dropped on ${formatLongDate(key)}: choose the time.`);
      setRequest({ post, day: key });
    },
    [dayOf],
  );

  /** The post's own props: it can be dragged with the mouse. */
  const dragSource = (post: UpcomingPostFragment, from: string) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', post.id);
      setDragged({ post, from, over: from });
    },
    onDragEnd: () => setDragged(null),
  });

  /** A day's props: past days refuse a drop; others take it. */
  const dropTarget = (day: CalendarDay) => ({
    onDragOver: (event: DragEvent) => {
      const current = draggedRef.current;
      if (!current || day.isPast) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (current.over !== day.key) setDragged({ ...current, over: day.key });
    },
    onDrop: (event: DragEvent) => {
      const current = draggedRef.current;
      if (!current || day.isPast) return;
      event.preventDefault();
      drop(current, day.key);
      setDragged(null);
    },
  });

  /** The keys on a post's move handle. */
  const onHandleKey = (post: UpcomingPostFragment, from: string) => (event: KeyboardEvent) => {
    const pickOrDrop = event.key === ' ' || event.key === 'Enter';
    if (!carried || carried.post.id !== post.id) {
      if (!pickOrDrop) return;
      event.preventDefault();
      setCarried({ post, from, over: from });
      setAnnouncement(
        `Picked up ${excerpt(post.content)}, on ${formatLongDate(from)}. Use the arrow keys to choose another day, Space or Enter to drop it there, Escape to cancel.`,
      );
      return;
    }
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      const next = days[days.findIndex((day) => day.key === carried.over) + step];
      if (!next) {
        setAnnouncement('The calendar ends there.');
      } else if (next.isPast) {
        setAnnouncement(`${formatLongDate(next.key)} has passed: posts cannot move there.`);
      } else {
        setCarried({ ...carried, over: next.key });
        setAnnouncement(`Over ${formatLongDate(next.key)}: ${describeDay(next)}.`);
      }
    } else if (pickOrDrop) {
      event.preventDefault();
      setCarried(null);
      drop(carried, carried.over);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      setCarried(null);
      setAnnouncement(
        `Cancelled. ${excerpt(post.content)} stays on ${formatLongDate(carried.from)}.`,
      );
    }
  };

  return {
    /** The day a drop would land on now (highlighted), while a post is dragged or carried. */
    target: (dragged ?? carried)?.over ?? null,
    moving: Boolean(dragged ?? carried),
    carriedId: carried?.post.id ?? null,
    announcement,
    announce: setAnnouncement,
    request,
    /** Change time: the dialog for the post, without a day. */
    ask: (post: UpcomingPostFragment) => setRequest({ post }),
    close: () => setRequest(null),
    dragSource,
    dropTarget,
    onHandleKey,
  };
}

export type CalendarMoves = ReturnType<typeof useCalendarMoves>;
