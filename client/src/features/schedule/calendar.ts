import type { UpcomingPostFragment } from '../../gql/graphql';
import { addDays, dateKey, weekdayIndex } from './scheduleTime';

/** One moment on the calendar: a slot of the schedule, a scheduled post, or both. */
export interface CalendarEntry {
  time: string;
  post: UpcomingPostFragment | null;
  /** Whether the time is a slot of the schedule (false: a post at a time of its own). */
  onSchedule?: boolean;
}

export interface CalendarDay {
  /** YYYY-MM-DD in the schedule's time zone. */
  key: string;
  entries: CalendarEntry[];
  isToday: boolean;
  isPast: boolean;
  /** Later than the last slot the preview reached: its free slots are not known. */
  beyondPreview: boolean;
}

export interface CalendarInput {
  /** The next slots (schedulePreview), each with its post when one fills it. */
  slots: CalendarEntry[];
  /** Whether the preview stopped at the count asked for (more slots follow). */
  previewFull: boolean;
  /** Scheduled posts (upcomingPosts): also those at a time that is not a slot. */
  posts: UpcomingPostFragment[];
  timezone: string;
  now: Date;
  weeks: number;
}

/**
 * The coming weeks, Monday first, starting with the current week in the schedule's time zone:
 * for each day the slots and posts that fall on it.
 */
export function buildCalendar({
  slots,
  previewFull,
  posts,
  timezone,
  now,
  weeks,
}: CalendarInput): CalendarDay[][] {
  const today = dateKey(now, timezone);
  const start = addDays(today, -weekdayIndex(today));
  const lastKnown =
    previewFull && slots.length > 0 ? dateKey(slots[slots.length - 1].time, timezone) : null;

  const entries: CalendarEntry[] = [...slots];
  const placed = new Set(slots.flatMap((slot) => (slot.post ? [slot.post.id] : [])));
  for (const post of posts) {
    if (!placed.has(post.id) && post.scheduledTime) {
      entries.push({ time: post.scheduledTime, post });
    }
  }
  const byDay = new Map<string, CalendarEntry[]>();
  for (const entry of entries) {
    const key = dateKey(entry.time, timezone);
    byDay.set(key, [...(byDay.get(key) ?? []), entry]);
  }

  return Array.from({ length: weeks }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => {
      const key = addDays(start, week * 7 + day);
      return {
        key,
        entries: (byDay.get(key) ?? []).sort(
          (a, b) => new Date(a.time).getTime() - new Date(b.time).getTime(),
        ),
        isToday: key === today,
        isPast: key < today,
        beyondPreview: lastKnown !== null && key > lastKnown,
      };
    }),
  );
}

/** "2 posts, 1 free slot" — what a day holds, for its label. */
export function describeDay(day: CalendarDay): string {
  if (day.isPast) return 'past';
  const posts = day.entries.filter((entry) => entry.post).length;
  const free = day.entries.length - posts;
  const parts = [
    ...(posts ? [`${posts} ${posts === 1 ? 'post' : 'posts'} scheduled`] : []),
    ...(free ? [`${free} free ${free === 1 ? 'slot' : 'slots'}`] : []),
  ];
  if (day.beyondPreview) parts.push('slots not previewed yet');
  return parts.length ? parts.join(', ') : 'no posting slots';
}
