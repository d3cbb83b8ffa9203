import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openSignedIn, signedInBrowser } from '../support/session';
import { pageApi, pageGraphQL, shot } from '../support/page';

interface PlannedPost {
  status: string;
  scheduledTime: string;
}

/** The hour and minute of an instant on a wall clock in `zone`, as 'HH:MM'. */
const wallClock = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

const readSchedule = (page: Page) =>
  pageGraphQL<{ schedule: { timezone: string; autoPost: boolean; timeSlots: string[] } }>(
    page,
    '{ schedule { timezone autoPost timeSlots } }',
  ).then((data) => data.schedule);

const readPosts = (page: Page, status: string) =>
  pageGraphQL<{ posts: { posts: PlannedPost[] } }>(
    page,
    `query Planned($status: PostStatus) {
      posts(status: $status, limit: 100) { posts { status scheduledTime } }
    }`,
    { status },
  ).then((data) => data.posts.posts);

/** Asks again until `check` answers something, as a person waits for the page to catch up. */
async function eventually<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answer = await check();
    if (answer !== undefined) return answer;
    if (Date.now() > deadline) throw new Error(`Still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function saveSettings(page: Page) {
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Settings updated successfully!').waitFor();
}

/**
 * Each switch a new user meets in onboarding, Settings and the Schedule page changes what
 * Postpilot does, seen from the browser of a visitor in Berlin.
 */
describe('every switch changes what Postpilot does', () => {
  const session = signedInBrowser('switches', { timezoneId: 'Europe/Berlin', stage: 'verified' });

  it("onboarding's Post automatically writes the week's posts at 9 AM in the browser's zone", async () => {
    const { page, account } = session;
    await openSignedIn(page, account, '/onboarding');
    await page.getByRole('button', { name: 'Leadership' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Step 2 of 3').waitFor();
    await page.getByLabel('Job title').fill('Engineering Manager');
    await page.getByLabel('Company').fill('Analytical Engines Ltd');
    await page.getByLabel('Years of experience').click();
    await page.getByRole('option', { name: /6-10/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Step 3 of 3').waitFor();
    await page.getByRole('radio', { name: /educational/i }).check();
    await page.getByLabel(/Post automatically/).check();
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await page.waitForURL('**/dashboard');

    // The schedule took the browser's zone and the autopilot, and says so on its page.
    assert.deepEqual(await readSchedule(page), {
      timezone: 'Europe/Berlin',
      autoPost: true,
      timeSlots: ['09:00'],
    });
    await page.goto('/schedule');
    await page.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor();
    assert.equal(await page.getByLabel(/Auto-post/).isChecked(), true);
    await page.goto('/settings?tab=linkedin');
    assert.equal(await page.getByLabel(/Auto-post/).isChecked(), true);

    // With no AI and no idea, the built-in writer has nothing of the user's to write from, and
    // the dashboard says so; a week of ideas and the planner writes the week.
    await eventually('the empty idea bank noted', async () => {
      const { recentActivity } = await pageApi<{ recentActivity: { description: string }[] }>(
        page,
        'GET',
        '/dashboard/overview',
      );
      return recentActivity.some((line) => line.description.includes('idea bank ran dry'))
        ? true
        : undefined;
    });
    for (let day = 1; day <= 7; day++) {
      await pageApi(page, 'POST', '/ideas', { title: `Lesson ${day} from leading a remote team` });
    }
    const { schedule } = await pageApi<{ schedule: Record<string, unknown> }>(
      page,
      'GET',
      '/schedule',
    );
    await pageApi(page, 'PUT', '/schedule', { ...schedule, autoPost: false });
    await pageApi(page, 'PUT', '/schedule', { ...schedule, autoPost: true });

    // Approval is required by default: the week's posts wait for it, each at 09:00 in Berlin.
    const planned = await eventually('the planned posts', async () => {
      const posts = await readPosts(page, 'pending_approval');
      return posts.length >= 6 ? posts : undefined;
    });
    for (const post of planned)
      assert.equal(wallClock(post.scheduledTime, 'Europe/Berlin'), '09:00');

    // The job title and company given in onboarding are the profile's.
    await page.goto('/profile');
    await page.getByText('Engineering Manager at Analytical Engines Ltd').waitFor();
  });

  it('starts a new posting time at the default posting time from Settings', async () => {
    const { page } = session;
    await page.goto('/settings?tab=scheduling');
    await page.getByLabel('Default posting time').fill('14:30');
    await saveSettings(page);

    await page.goto('/schedule');
    await page.getByRole('button', { name: 'Add time' }).click();
    assert.equal(await page.getByLabel('Posting time 2').inputValue(), '14:30');
    // The next one never repeats a time already there.
    await page.getByRole('button', { name: 'Add time' }).click();
    const third = await page.getByLabel('Posting time 3').inputValue();
    assert.ok(!['09:00', '14:30'].includes(third), `a third, free time (got ${third})`);
    await page.getByRole('button', { name: `Remove ${third}` }).click();
    await eventually('the saved slots', async () => {
      const { timeSlots } = await readSchedule(page);
      return timeSlots.join() === '09:00,14:30' ? timeSlots : undefined;
    });
    await shot(page, 'switches-schedule-slots');
  });

  it("moves the slots' times with the account time zone", async () => {
    const { page } = session;
    await page.goto('/settings');
    await page.getByLabel('Time zone').click();
    await page.getByRole('option', { name: /Tokyo/ }).click();
    await saveSettings(page);
    // The week's posts were written for 09:00 in Berlin: Settings asks what becomes of them.
    const notice = page.getByRole('region', { name: 'Posts off the new posting times' });
    await notice.getByText(/upcoming posts are not at your new posting times/).waitFor();
    await shot(page, 'switches-settings-zone-moves');
    await notice.getByRole('button', { name: 'Keep their times' }).click();
    await page.getByText(/posts keep their times: they go out then/).waitFor();

    const schedule = await readSchedule(page);
    assert.equal(schedule.timezone, 'Asia/Tokyo');
    const { schedulePreview } = await pageGraphQL<{
      schedulePreview: { time: string; onSchedule: boolean }[];
    }>(page, '{ schedulePreview(count: 12) { time onSchedule } }');
    const slots = schedulePreview.filter((entry) => entry.onSchedule);
    assert.ok(slots.length >= 6, 'the preview shows the new slots');
    for (const slot of slots) {
      assert.ok(
        ['09:00', '14:30'].includes(wallClock(slot.time, 'Asia/Tokyo')),
        `${slot.time} is a Tokyo posting time`,
      );
    }
    // The posts written for Berlin's 09:00 keep their times until moved, and the preview says so.
    const left = schedulePreview.filter((entry) => !entry.onSchedule);
    assert.ok(left.length > 0, 'the preview shows the posts left off the new times');
    for (const post of left) assert.equal(wallClock(post.time, 'Europe/Berlin'), '09:00');
    await page.goto('/schedule');
    await page.getByText(/Tokyo/).first().waitFor();
  });

  it('Auto-post in Settings is the one the planner follows; the built-in writer always waits for approval', async () => {
    const { page } = session;
    await page.goto('/settings?tab=linkedin');
    await page.getByLabel(/Auto-post/).uncheck();
    await page.getByLabel(/Content approval/).uncheck();
    await saveSettings(page);
    await page.goto('/schedule');
    await page.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor();
    assert.equal(await page.getByLabel(/Auto-post/).isChecked(), false);
    assert.equal((await readSchedule(page)).autoPost, false);
    assert.equal((await readPosts(page, 'scheduled')).length, 0);

    // Back on from the Schedule page, with ideas to write from: the Tokyo slots fill. No AI is
    // connected, so what the built-in writer wrote waits for approval even with approval off:
    // no one has read it.
    for (let idea = 1; idea <= 14; idea++) {
      await pageApi(page, 'POST', '/ideas', { title: `Note ${idea} on hiring across time zones` });
    }
    await page.getByLabel(/Auto-post/).check();
    const tokyo = (post: PlannedPost) =>
      ['09:00', '14:30'].includes(wallClock(post.scheduledTime, 'Asia/Tokyo'));
    await eventually('posts at the Tokyo times, waiting for approval', async () => {
      const posts = (await readPosts(page, 'pending_approval')).filter(tokyo);
      return posts.length >= 6 ? posts : undefined;
    });
    assert.equal((await readPosts(page, 'scheduled')).length, 0);
    await page.goto('/settings?tab=linkedin');
    assert.equal(await page.getByLabel(/Auto-post/).isChecked(), true);
  });

  it('writes dates and numbers in the account language, and says the built-in writer is English', async () => {
    const { page } = session;
    await page.goto('/settings');
    await page.getByLabel('Language').click();
    await page.getByRole('option', { name: 'Español' }).click();
    await saveSettings(page);

    await page.goto('/content');
    await page
      .getByText(
        'The built-in writer writes English only. To write in Español, connect your own AI in Settings → AI writer.',
      )
      .first()
      .waitFor();
    const [post] = await pageGraphQL<{ posts: { posts: { createdAt: string }[] } }>(
      page,
      '{ posts(limit: 1) { posts { createdAt } } }',
    ).then((data) => data.posts.posts);
    // As a Spanish reader writes it, on the account's Tokyo clock: '24 nov 2026'.
    const created = new Intl.DateTimeFormat('es-ES', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'Asia/Tokyo',
    }).format(new Date(post!.createdAt));
    await page.getByText(`Created ${created}`).first().waitFor();
    await shot(page, 'switches-content-es');
  });
});
