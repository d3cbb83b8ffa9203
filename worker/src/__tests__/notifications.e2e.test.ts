import { DateTime } from 'luxon';
import { compose, createLogger } from '@postpilot/server';
import { startTestApp, type TestApp } from '../../../server/test/support/app';
import {
  bearer,
  buildSchedule,
  buildDuePosts,
  buildLinkedInConnection,
  buildPost,
  registerUser,
  type RegisteredUser,
} from '../../../server/test/support/factories';
import { LinkedInStandIn } from '../../../server/test/support/linkedin-stand-in';
import { PushStandIn, type BrowserSubscription } from '../../../server/test/support/push-stand-in';
import { startSmtpStandIn, type ReceivedMail } from '../../../server/test/support/smtp';
import { startWorkers, type RunningWorker } from '../worker';
import { until } from '../../../server/test/support/until';

/**
 * Notifications end to end, with the real Postgres and Redis: an event (auto-post's plan, a
 * failed post, LinkedIn refusing a token, the weekly summary) → the notifications feature →
 * the email and push queues → this worker → a real SMTP server and a push service on
 * 127.0.0.1 that checks the VAPID signature and decrypts the payload as a browser would.
 * Nothing goes out on a switch that is off.
 */
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let push: PushStandIn;
let linkedIn: LinkedInStandIn;
let app: TestApp;
let worker: RunningWorker | null = null;
const logger = createLogger('worker', 'silent');

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  push = await PushStandIn.start();
  linkedIn = await LinkedInStandIn.start();
  app = await startTestApp({
    ...linkedIn.env,
    SMTP_URL: smtp.url,
    PUSH_ENDPOINT_HOSTS: push.host,
  });
});
afterEach(async () => {
  await worker?.stop();
  worker = null;
});
afterAll(async () => {
  await app.stop();
  await linkedIn.stop();
  await push.stop();
  await smtp.stop();
});

/**
 * Every planning, e-mail and push job has run: what any of them would have sent has been sent.
 * (A notification is queued before the job or flush that caused it ends.)
 */
async function settled() {
  const { plan, email, push: pushes } = app.api.infra.queues;
  await until(async () => {
    const counts = await Promise.all([
      plan.getJobCounts('waiting', 'active', 'prioritized'),
      email.getJobCounts('waiting', 'active', 'prioritized', 'delayed'),
      pushes.getJobCounts('waiting', 'active', 'prioritized', 'delayed'),
    ]);
    return counts.every((count) => Object.values(count).every((n) => n === 0));
  });
}

/** What reached the user's inbox, but the verification e-mail that registering sends. */
const mailsTo = (user: { email: string }): ReceivedMail[] =>
  smtp.messages.filter(
    (mail) => mail.to.includes(user.email) && mail.subject !== 'Verify your email for Postpilot',
  );

async function mailTo(user: { email: string }, subject: string | RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await until(() => {
    found = mailsTo(user).find((mail) =>
      typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject),
    );
    return Boolean(found);
  });
  return found!;
}

/** The e-mail's button link: the first link of its text. */
const linkOf = (mail: ReceivedMail) => /https?:\/\/\S+/.exec(mail.text)?.[0];

async function member(
  switches: { emailNotifications: boolean; pushNotifications: boolean } = {
    emailNotifications: true,
    pushNotifications: true,
  },
) {
  const user = await registerUser(app);
  await app.http().put('/api/user/settings').set(bearer(user)).send(switches).expect(200);
  return user;
}

/** A browser of the user, subscribed to push and saved, as Settings does it. */
async function subscribedBrowser(user: RegisteredUser): Promise<BrowserSubscription> {
  const browser = push.subscribe();
  await app
    .http()
    .post('/api/notifications/push-subscriptions')
    .set(bearer(user))
    .send(browser.json)
    .expect(201);
  return browser;
}

/** Posts of the user, due now (as if their time came), with no LinkedIn to publish to. */
const duePosts = (user: RegisteredUser, contents: string[]) => buildDuePosts(app, user, contents);

/** One claim and one flush of the dispatcher, while no worker runs: one batch for sure. */
async function dispatchOnce() {
  const composed = compose({ ...app.api.infra, logger });
  try {
    await composed.dispatcher.dispatchOnce();
  } finally {
    await composed.close();
  }
}

/** A week of ideas to write from: the built-in writer writes only from what the user gave it. */
async function weekOfIdeas(user: { token: string }) {
  for (let day = 1; day <= 7; day++) {
    await app
      .http()
      .post('/api/ideas')
      .set(bearer(user))
      .send({ title: `What week ${day} of mentoring taught me` })
      .expect(201);
  }
}

describe('posts waiting for approval', () => {
  const autoPost = {
    timezone: 'Europe/Paris',
    frequency: 'daily',
    customDays: [],
    timeSlots: ['09:30'],
    autoPost: true,
    isActive: true,
  };

  it('sends one digest a planning run, by e-mail and push, linking to the posts', async () => {
    worker = await startWorkers(app.config, logger);
    const user = await member();
    const browser = await subscribedBrowser(user);
    await weekOfIdeas(user);
    await app.http().put('/api/schedule').set(bearer(user)).send(autoPost).expect(200);

    const mail = await mailTo(user, '7 posts wait for your approval');
    expect(linkOf(mail)).toBe('http://postpilot.test/content?status=pending_approval');
    expect(mail.html).toContain('href="http://postpilot.test/content?status=pending_approval"');
    const posts: { content: string; scheduled_time: Date }[] = await app.api.infra.dataSource.query(
      `SELECT content, scheduled_time FROM posts WHERE user_id = $1 ORDER BY scheduled_time`,
      [user.id],
    );
    expect(posts).toHaveLength(7);
    // Each post's first line and proposed time, in the schedule's zone.
    for (const post of posts) {
      const when = DateTime.fromJSDate(post.scheduled_time, { zone: 'Europe/Paris' });
      expect(when.toFormat('HH:mm')).toBe('09:30');
      const line = `${when.setLocale('en-GB').toFormat('ccc d LLL, HH:mm')} (Europe/Paris)`;
      expect(mail.text).toContain(line);
      expect(mail.text).toContain(post.content.split('\n')[0]!.trim().slice(0, 40));
    }

    const [received] = await push.waitFor(browser);
    expect(received!.payload).toMatchObject({
      title: '7 posts wait for your approval',
      url: 'http://postpilot.test/content?status=pending_approval',
      tag: 'approval',
    });
    expect(received!.payload.body).toContain('and 4 more');
    expect(received!.vapid).toMatchObject({
      k: app.config.vapid.publicKey,
      sub: 'mailto:no-reply@postpilot.local',
      aud: push.origin,
    });

    await settled();
    expect(mailsTo(user)).toHaveLength(1);
    expect(push.receivedBy(browser)).toHaveLength(1);
  }, 40_000);

  it('sends nothing when both switches are off', async () => {
    worker = await startWorkers(app.config, logger);
    const user = await member({ emailNotifications: false, pushNotifications: false });
    const browser = await subscribedBrowser(user);
    await weekOfIdeas(user);
    await app.http().put('/api/schedule').set(bearer(user)).send(autoPost).expect(200);
    await until(async () => {
      const [{ count }] = await app.api.infra.dataSource.query(
        `SELECT count(*)::int AS count FROM posts WHERE user_id = $1`,
        [user.id],
      );
      return count === 7;
    });
    await settled();
    expect(mailsTo(user)).toEqual([]);
    expect(push.receivedBy(browser)).toEqual([]);
  }, 40_000);
});

describe('failed posts', () => {
  it('tells each user once a flush, with every post and why, linking to the failed posts', async () => {
    const user = await member();
    const browser = await subscribedBrowser(user);
    const other = await member();
    await duePosts(user, ['Quarterly numbers are in.\nMore below.', 'A second thought on hiring.']);
    await duePosts(other, ['Someone else entirely.']);
    await dispatchOnce();
    worker = await startWorkers(app.config, logger);

    const mail = await mailTo(user, '2 posts could not be published');
    expect(linkOf(mail)).toBe('http://postpilot.test/content?status=failed');
    expect(mail.text).toContain('“Quarterly numbers are in.”, due ');
    expect(mail.text).toContain('“A second thought on hiring.”, due ');
    expect(mail.text).toContain(': Connect LinkedIn to publish');
    expect(mail.text).not.toContain('Someone else entirely.');
    const [received] = await push.waitFor(browser);
    expect(received!.payload).toMatchObject({
      title: '2 posts could not be published',
      url: 'http://postpilot.test/content?status=failed',
    });
    expect(received!.payload.body).toContain(
      '“Quarterly numbers are in.”: Connect LinkedIn to publish',
    );
    await mailTo(other, 'A post could not be published');

    await settled();
    expect(mailsTo(user)).toHaveLength(1);
    expect(mailsTo(other)).toHaveLength(1);
  }, 40_000);

  it('sends by e-mail only, by push only, or not at all, as the switches say', async () => {
    const emailOnly = await member({ emailNotifications: true, pushNotifications: false });
    const pushOnly = await member({ emailNotifications: false, pushNotifications: true });
    const neither = await member({ emailNotifications: false, pushNotifications: false });
    const browsers = {
      emailOnly: await subscribedBrowser(emailOnly),
      pushOnly: await subscribedBrowser(pushOnly),
      neither: await subscribedBrowser(neither),
    };
    for (const user of [emailOnly, pushOnly, neither]) await duePosts(user, ['Never out.']);
    await dispatchOnce();
    worker = await startWorkers(app.config, logger);

    await mailTo(emailOnly, 'A post could not be published');
    await push.waitFor(browsers.pushOnly);
    await settled();
    expect(push.receivedBy(browsers.emailOnly)).toEqual([]);
    expect(mailsTo(pushOnly)).toEqual([]);
    expect(mailsTo(neither)).toEqual([]);
    expect(push.receivedBy(browsers.neither)).toEqual([]);
  }, 40_000);

  it('forgets a browser whose push service answers 410, and still reaches the others', async () => {
    const user = await member({ emailNotifications: false, pushNotifications: true });
    const gone = await subscribedBrowser(user);
    const kept = await subscribedBrowser(user);
    push.answer(gone, 410);
    await duePosts(user, ['Goodbye, old laptop.']);
    await dispatchOnce();
    worker = await startWorkers(app.config, logger);

    await push.waitFor(kept);
    await settled();
    expect(push.receivedBy(gone)).toHaveLength(1);
    const rows: { endpoint: string }[] = await app.api.infra.dataSource.query(
      `SELECT endpoint FROM push_subscriptions WHERE user_id = $1`,
      [user.id],
    );
    expect(rows).toEqual([{ endpoint: kept.json.endpoint }]);
  }, 40_000);
});

it('tells the user to reconnect LinkedIn when it refuses the token, and notes it in the activity', async () => {
  const user = await member();
  const browser = await subscribedBrowser(user);
  const account = await linkedIn.member();
  await buildLinkedInConnection(app, user, { member: account });
  await linkedIn.endToken(account.accessToken, 'revoke');
  await duePosts(user, ['Refused at the door.']);
  await dispatchOnce();
  worker = await startWorkers(app.config, logger);

  const mail = await mailTo(user, 'Reconnect LinkedIn to keep publishing');
  expect(linkOf(mail)).toBe('http://postpilot.test/settings?tab=linkedin');
  expect(mail.text).toContain("LinkedIn no longer accepts Postpilot's access to your account");
  const received = await push.waitFor(browser, 2);
  expect(received.map((r) => r.payload.url).sort()).toEqual([
    'http://postpilot.test/content?status=failed',
    'http://postpilot.test/settings?tab=linkedin',
  ]);
  const [activity] = await app.api.infra.dataSource.query(
    `SELECT description FROM activities WHERE user_id = $1 AND kind = 'linkedin_needs_reconnect'`,
    [user.id],
  );
  expect(activity.description).toBe(
    'LinkedIn no longer accepts our access: reconnect LinkedIn to keep publishing',
  );
  await settled();
  expect(
    mailsTo(user)
      .map((m) => m.subject)
      .sort(),
  ).toEqual(['A post could not be published', 'Reconnect LinkedIn to keep publishing']);
}, 40_000);

describe('the weekly summary', () => {
  /** The next Monday at 08:30 in Paris: summaries of Paris schedules are due, New York's not yet. */
  const monday = DateTime.now()
    .setZone('Europe/Paris')
    .plus({ weeks: 1 })
    .set({ weekday: 1, hour: 8, minute: 30, second: 0, millisecond: 0 });

  async function withWeek(user: RegisteredUser, timezone: string) {
    await buildSchedule(app, user, { timezone });
    const at = monday.toJSDate().getTime();
    const day = 24 * 3600_000;
    await buildPost(app, user, {
      content: 'We shipped the new onboarding.\nHere is what we learned.',
      status: 'published',
      publishedAt: new Date(at - 2 * day),
      figures: { views: 1240, likes: 31, comments: 4, shares: 1 },
    });
    await buildPost(app, user, {
      content: 'Next week: pricing experiments.',
      status: 'scheduled',
      scheduledTime: new Date(at + 2 * day),
    });
    await buildPost(app, user, {
      content: 'Old news from last month.',
      status: 'published',
      publishedAt: new Date(at - 20 * day),
    });
  }

  it('is sent once on Monday morning in the schedule zone, even when two workers race', async () => {
    worker = await startWorkers(app.config, logger);
    const paris = await member();
    const browser = await subscribedBrowser(paris);
    await withWeek(paris, 'Europe/Paris');
    const newYork = await member();
    await withWeek(newYork, 'America/New_York');
    const quiet = await member();
    const off = await member({ emailNotifications: false, pushNotifications: false });
    await withWeek(off, 'Europe/Paris');

    const workers = [1, 2].map(() => compose({ ...app.api.infra, logger }));
    try {
      // Only Paris' summary is due: one of the two claims it.
      const sent = await Promise.all(workers.map((w) => w.weeklySummaries.run(monday.toJSDate())));
      expect(sent.sort()).toEqual([0, 1]);
      // Later the same morning, and after a restart: already sent this week.
      expect(await workers[0]!.weeklySummaries.run(monday.plus({ hours: 2 }).toJSDate())).toBe(0);
    } finally {
      await Promise.all(workers.map((w) => w.close()));
    }

    const mail = await mailTo(paris, 'Your week on LinkedIn: 1 post published, 1 scheduled');
    expect(linkOf(mail)).toBe('http://postpilot.test/analytics');
    expect(mail.text).toContain(
      '“We shipped the new onboarding.” — 1,240 views, 31 likes, 4 comments, 1 share',
    );
    expect(mail.text).toContain('“Next week: pricing experiments.”');
    expect(mail.text).not.toContain('Old news');
    const [received] = await push.waitFor(browser);
    expect(received!.payload).toMatchObject({
      title: 'Your week on LinkedIn: 1 post published, 1 scheduled',
      body: '1 post published (1,240 views), 1 scheduled for the coming week.',
      url: 'http://postpilot.test/analytics',
      tag: 'weekly',
    });
    await settled();
    expect(mailsTo(paris)).toHaveLength(1);
    expect(push.receivedBy(browser)).toHaveLength(1);
    // 07:30 in New York is not Monday morning yet; nothing to report; switches off.
    expect(mailsTo(newYork)).toEqual([]);
    expect(mailsTo(quiet)).toEqual([]);
    expect(mailsTo(off)).toEqual([]);

    // New York's morning comes.
    const later = compose({ ...app.api.infra, logger });
    try {
      await later.weeklySummaries.run(
        monday.setZone('America/New_York').set({ hour: 8, minute: 5 }).toJSDate(),
      );
    } finally {
      await later.close();
    }
    await mailTo(newYork, /^Your week on LinkedIn/);
    await settled();
    expect(mailsTo(paris)).toHaveLength(1);
  }, 40_000);
});
