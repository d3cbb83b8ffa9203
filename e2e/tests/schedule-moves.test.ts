import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { allSaved, choose, consent, pageApi as api, shot, type ApiPost } from '../support/page';
import { openSignedIn, signedInBrowser } from '../support/session';

const TOKYO = 'Asia/Tokyo';

/** YYYY-MM-DD and HH:MM of an instant in a zone. */
function wall(iso: string, zone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

const addDays = (date: string, days: number) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

const post = async (page: Page, id: string) =>
  (await api<{ post: ApiPost }>(page, 'GET', `/content/posts/${id}`)).post;

/** Opens a calendar day's details by its date. */
async function openDay(page: Page, date: string) {
  await page.locator(`[data-day="${date}"]`).click();
  await page.getByRole('region', { name: /in detail$/ }).waitFor();
}

/**
 * A time zone change with scheduled posts, answered with Move; posts moved on the calendar with
 * the mouse and the keyboard; and a post sent now, published into the sandbox LinkedIn.
 */
describe('moving scheduled posts in the browser', () => {
  const label = Date.now().toString(36);
  const contents = [1, 2, 3].map((n) => `Moves test ${label}: post number ${n}.`);
  const ids: string[] = [];

  const session = signedInBrowser('moves');

  it('moves the posts a new time zone leaves behind onto the new posting times', async () => {
    const { page, account } = session;
    await openSignedIn(page, account, '/schedule');
    await page.getByRole('heading', { name: 'Posting schedule' }).waitFor();
    await api(page, 'PUT', '/schedule', {
      timezone: 'UTC',
      frequency: 'daily',
      customDays: [],
      timeSlots: ['09:00'],
      autoPost: false,
      isActive: true,
    });
    for (const content of contents) {
      const { post: draft } = await api<{ post: ApiPost }>(page, 'POST', '/content/posts', {
        content,
        status: 'draft',
      });
      await api(page, 'POST', `/content/posts/${draft._id}/schedule`);
      ids.push(draft._id);
    }

    await page.reload();
    await page.getByRole('heading', { name: 'Posting schedule' }).waitFor();
    await choose(page, 'Time zone', /^Asia\/Tokyo/);
    await allSaved(page);
    const notice = page.getByRole('region', { name: 'Posts off the new posting times' });
    await notice.getByText('3 upcoming posts are not at your new posting times').waitFor();
    await shot(page, 'schedule-moves-choice');
    await notice.getByRole('button', { name: 'Move them to the new posting times' }).click();
    await page.getByText(/^Moved 3 posts to the new posting times/).waitFor();

    // Each at 09:00 in Tokyo now, a day apart, in the order they had.
    const moved = await Promise.all(ids.map((id) => post(page, id)));
    const times = moved.map((p) => p.scheduledTime!);
    for (const time of times) assert.equal(wall(time, TOKYO).time, '09:00');
    for (let i = 1; i < times.length; i++) {
      assert.equal(Date.parse(times[i]!) - Date.parse(times[i - 1]!), 86_400_000);
    }

    await page.getByRole('button', { name: 'Preview Schedule' }).click();
    const preview = page.getByRole('region', { name: 'Schedule Preview' });
    for (const content of contents) {
      const item = preview.getByRole('listitem').filter({ hasText: content });
      await item.waitFor();
      await item.getByText('9:00 AM', { exact: false }).waitFor();
    }
    assert.equal(await preview.getByText('Off schedule').count(), 0);
    await shot(page, 'schedule-moves-preview');
  });

  it('drags a post to another day on the calendar, keeping its time of day', async () => {
    const { page } = session;
    const before = await post(page, ids[0]!);
    const from = wall(before.scheduledTime!, TOKYO).date;
    const to = addDays(from, 5);
    await openDay(page, from);
    const details = page.getByRole('region', { name: /in detail$/ });
    const item = details.getByRole('listitem').filter({ hasText: contents[0]! });
    // The toasts of the step before sit at the bottom right, over the day's details on a laptop's
    // screen: a person waits for them to go before pressing what they covered.
    for (const toast of ['Schedule preview updated!', 'Schedule updated successfully!']) {
      await page.getByText(toast).waitFor({ state: 'hidden' });
    }
    // The mouse as a person moves it: a drag starts once it has moved a little while down.
    const source = (await item.boundingBox())!;
    const target = (await page.locator(`[data-day="${to}"]`).boundingBox())!;
    await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
    await page.mouse.down();
    await page.mouse.move(source.x + source.width / 2 + 20, source.y + source.height / 2, {
      steps: 5,
    });
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 10 });
    await page.mouse.up();

    const dialog = page.getByRole('dialog', { name: 'Change time' });
    await dialog.getByLabel('Date', { exact: true }).waitFor();
    assert.equal(await dialog.getByLabel('Date', { exact: true }).inputValue(), to);
    assert.equal(await dialog.getByLabel('Time', { exact: true }).inputValue(), '09:00');
    await dialog.getByRole('button', { name: 'Move' }).click();
    await dialog.waitFor({ state: 'detached' });

    const after = await post(page, ids[0]!);
    assert.deepEqual(wall(after.scheduledTime!, TOKYO), { date: to, time: '09:00' });
    assert.equal(after.status, 'scheduled');
  });

  it('moves a post with the keyboard to another day and time', async () => {
    const { page } = session;
    const before = await post(page, ids[1]!);
    const from = wall(before.scheduledTime!, TOKYO).date;
    await openDay(page, from);
    const handle = page.getByRole('button', {
      name: `Move “${contents[1]!.slice(0, 40)}” to another day`,
    });
    await handle.focus();
    await page.keyboard.press('Space');
    const live = page.locator('[aria-live="assertive"]');
    await live.getByText(/^Picked up/).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    const to = addDays(from, 8);
    assert.equal(await page.locator(`[data-day="${to}"]`).getAttribute('data-drop-target'), 'true');
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Change time' });
    await dialog.getByLabel('Time', { exact: true }).waitFor();
    assert.equal(await dialog.getByLabel('Date', { exact: true }).inputValue(), to);
    await dialog.getByLabel('Time', { exact: true }).fill('14:30');
    await shot(page, 'schedule-moves-dialog');
    await dialog.getByRole('button', { name: 'Move' }).click();
    await dialog.waitFor({ state: 'detached' });
    await live.getByText(/^Moved\./).waitFor();

    const after = await post(page, ids[1]!);
    assert.deepEqual(wall(after.scheduledTime!, TOKYO), { date: to, time: '14:30' });
  });

  it('posts one now, and sees it published', async () => {
    const { page } = session;
    await page.goto('/settings?tab=linkedin');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Connect LinkedIn' }).click();
    await consent(page, 'Allow');
    await page.getByText('LinkedIn connected successfully!').waitFor();

    const content = `Moves test ${label}: posted now.`;
    const { post: draft } = await api<{ post: ApiPost }>(page, 'POST', '/content/posts', {
      content,
      status: 'draft',
    });
    await page.goto('/content');
    const card = page
      .getByRole('region', { name: 'Your Posts' })
      .getByRole('listitem')
      .filter({ hasText: content });
    await card.getByRole('button', { name: 'Schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule post' });
    await dialog.getByRole('radio', { name: /^Post now/ }).check();
    await dialog.getByRole('button', { name: 'Post now' }).click();
    await page.getByText('Post scheduled successfully!').first().waitFor();

    // The worker sends a due post within a tick; a few seconds is plenty.
    let sent = await post(page, draft._id);
    const deadline = Date.now() + 30_000;
    while (sent.status !== 'published' && Date.now() < deadline) {
      assert.notEqual(sent.status, 'failed', `publishing failed: ${sent.lastError}`);
      await page.waitForTimeout(500);
      sent = await post(page, draft._id);
    }
    assert.equal(sent.status, 'published');
    await page.reload();
    await card.getByText('Published', { exact: true }).waitFor();
    await shot(page, 'schedule-moves-posted-now');
  });
});
