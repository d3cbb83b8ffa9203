import { excerpt } from '../activity/activity.service';
import { formatWhen } from '../activity/format-when';
import type { Notification } from './notifier';

/** A post as a notification names it: its first line, shortened. */
export function firstLine(content: string, max = 80): string {
  const line = content.split('\n').find((text) => text.trim()) ?? content;
  return excerpt(line, max);
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The first few items of a push text, and how many more there are. */
function pushLines(items: string[], shown = 3): string {
  const more = items.length - shown;
  return [...items.slice(0, shown), ...(more > 0 ? [`and ${more} more`] : [])].join('\n');
}

export interface PlannedForApproval {
  id: string;
  content: string;
  scheduledTime: Date;
}

/** One planning run of auto-post left posts for the user's approval: one digest. */
export function approvalDigest(
  userId: string,
  posts: PlannedForApproval[],
  timezone: string,
): Notification {
  const sorted = [...posts].sort((a, b) => a.scheduledTime.getTime() - b.scheduledTime.getTime());
  const items = sorted.map(
    (post) => `${formatWhen(post.scheduledTime, timezone)}: “${firstLine(post.content)}”`,
  );
  const n = posts.length;
  return {
    key: `approval-${userId}-${sorted[0]!.id}`,
    kind: 'approval',
    title: n === 1 ? 'A post waits for your approval' : `${n} posts wait for your approval`,
    body: pushLines(items),
    lines: [
      `Auto-post wrote ${count(n, 'post', 'posts')} for your schedule. ${n === 1 ? 'It goes' : 'They go'} out only once you approve ${n === 1 ? 'it' : 'them'}; until then each holds its proposed time.`,
    ],
    sections: [{ heading: 'Proposed times', items }],
    action: n === 1 ? 'Review the post' : 'Review the posts',
    path: '/content?status=pending_approval',
  };
}

export interface FailedPost {
  id: string;
  content: string;
  scheduledTime: Date;
  reason: string;
  /** The publishing attempt that failed: a post failing again later is a new notification. */
  attempt: number;
}

/** Posts of the user that could not be published, in one flush of the dispatcher. */
export function postsFailed(userId: string, posts: FailedPost[], timezone: string): Notification {
  const n = posts.length;
  const first = posts[0]!;
  const items = posts.map(
    (post) =>
      `“${firstLine(post.content)}”, due ${formatWhen(post.scheduledTime, timezone)}: ${post.reason}`,
  );
  return {
    key: `failed-${userId}-${first.id}-${first.attempt}`,
    kind: 'failed',
    title: n === 1 ? 'A post could not be published' : `${n} posts could not be published`,
    body: pushLines(
      posts.map((post) => `“${firstLine(post.content, 60)}”: ${post.reason}`),
      2,
    ),
    lines: [
      n === 1
        ? 'This post did not reach LinkedIn. Once the reason is dealt with, you can schedule it again from the Content page.'
        : 'These posts did not reach LinkedIn. Once the reasons are dealt with, you can schedule them again from the Content page.',
    ],
    sections: [{ heading: n === 1 ? 'The post' : 'The posts', items }],
    action: n === 1 ? 'See the failed post' : 'See the failed posts',
    path: '/content?status=failed',
  };
}

/** LinkedIn refused the user's token: their posts cannot go out until they reconnect. */
export function reconnectLinkedIn(userId: string, accountId: string, at: Date): Notification {
  return {
    key: `reconnect-${accountId}-${at.getTime()}`,
    kind: 'reconnect',
    title: 'Reconnect LinkedIn to keep publishing',
    body: "LinkedIn no longer accepts Postpilot's access to your account, so your scheduled posts cannot go out.",
    lines: [
      "LinkedIn no longer accepts Postpilot's access to your account, so your scheduled posts cannot go out.",
      'Posts that could not be published are marked as failed; you can schedule them again once reconnected.',
    ],
    action: 'Reconnect LinkedIn',
    path: '/settings?tab=linkedin',
  };
}

export interface WeekOfPosts {
  /** The Monday (YYYY-MM-DD, the user's zone) of the week the summary is for. */
  weekOf: string;
  timezone: string;
  published: {
    content: string;
    publishedAt: Date;
    views: number | null;
    likes: number | null;
    comments: number | null;
    shares: number | null;
  }[];
  /** All published in the last 7 days (the list may hold fewer). */
  publishedCount: number;
  scheduled: { content: string; scheduledTime: Date }[];
  scheduledCount: number;
}

const figure = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** What went out in the last 7 days, with LinkedIn's figures when it shared them, and what is next. */
export function weeklySummary(userId: string, week: WeekOfPosts): Notification {
  const { publishedCount: out, scheduledCount: next, timezone } = week;
  const published = week.published.map((post) => {
    const figures =
      post.views === null
        ? ''
        : ` — ${[
            figure(post.views, 'view', 'views'),
            figure(post.likes ?? 0, 'like', 'likes'),
            figure(post.comments ?? 0, 'comment', 'comments'),
            figure(post.shares ?? 0, 'share', 'shares'),
          ].join(', ')}`;
    return `${formatWhen(post.publishedAt, timezone)}: “${firstLine(post.content)}”${figures}`;
  });
  const scheduled = week.scheduled.map(
    (post) => `${formatWhen(post.scheduledTime, timezone)}: “${firstLine(post.content)}”`,
  );
  const views = week.published.reduce((sum, post) => sum + (post.views ?? 0), 0);
  const withFigures = week.published.some((post) => post.views !== null);
  const sections = [
    ...(out > 0
      ? [{ heading: `Published in the last 7 days (${out})`, items: listed(published, out) }]
      : []),
    ...(next > 0
      ? [{ heading: `Scheduled for the next 7 days (${next})`, items: listed(scheduled, next) }]
      : []),
  ];
  const summary = `${count(out, 'post', 'posts')} published${
    withFigures ? ` (${figure(views, 'view', 'views')})` : ''
  }, ${next} scheduled for the coming week.`;
  return {
    key: `weekly-${userId}-${week.weekOf}`,
    kind: 'weekly',
    title: `Your week on LinkedIn: ${count(out, 'post', 'posts')} published, ${next} scheduled`,
    body: summary,
    lines: [summary, ...(next === 0 ? ['Nothing is scheduled for the coming week yet.'] : [])],
    sections,
    action: 'See your analytics',
    path: '/analytics',
  };
}

/** A list that holds fewer than all says how many more there are. */
const listed = (items: string[], total: number) =>
  total > items.length ? [...items, `and ${total - items.length} more`] : items;
