import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot } from '../support/browser';
import {
  allSaved,
  choose,
  consent,
  pageApi as api,
  shot,
  sideways,
  type ApiPost,
} from '../support/page';
import { openSignedIn, signedInBrowser } from '../support/session';

/** What the session user says about the connection, read with the page's token. */
async function linkedInConnected(page: Page): Promise<boolean> {
  const { user } = await api<{ user: { linkedInConnected: boolean } }>(page, 'GET', '/auth/me');
  return user.linkedInConnected;
}

const linkedInTab = (page: Page) => page.getByRole('tabpanel');

/** The next whole minute at least 70 s away, as the Date and as HH:MM in UTC. */
function nextMinuteAhead(): { at: Date; hhmm: string } {
  const at = new Date(Math.ceil((Date.now() + 70_000) / 60_000) * 60_000);
  return { at, hhmm: at.toISOString().slice(11, 16) };
}

/**
 * Connecting the sandbox LinkedIn from Settings, a one-slot schedule, and a post published at
 * that slot by the worker into the sandbox feed; then disconnecting and connecting again.
 */
describe('schedule and LinkedIn in the browser', () => {
  const session = signedInBrowser('schedule');

  it('connects the sandbox LinkedIn through its consent page', async () => {
    const { page, account } = session;
    await openSignedIn(page, account, '/settings?tab=linkedin');
    await linkedInTab(page).getByText('Not Connected').waitFor();
    await linkedInTab(page)
      .getByText(/No LinkedIn app is configured/)
      .waitFor();
    const feedLink = linkedInTab(page).getByRole('link', { name: /sandbox feed/ });
    assert.equal(await feedLink.getAttribute('href'), '/sandbox/linkedin/feed');
    assert.equal(await feedLink.getAttribute('target'), '_blank');
    await shot(page, 'linkedin-tab-not-connected');

    await linkedInTab(page).getByRole('button', { name: 'Connect LinkedIn' }).click();
    await consent(page, 'Allow');

    await page.getByText('LinkedIn connected successfully!').waitFor();
    await linkedInTab(page).getByText('Connected', { exact: true }).waitFor();
    await linkedInTab(page).getByText('Sandbox', { exact: true }).waitFor();
    await linkedInTab(page)
      .getByText(/^Connected until /)
      .waitFor();
    // The sandbox suggests connecting as the Postpilot user (createOnboardedAccount's name).
    await linkedInTab(page).getByText('Grace Hopper').waitFor();
    await linkedInTab(page).getByRole('button', { name: 'Disconnect' }).waitFor();
    // The outcome left the address, so a reload says nothing more.
    assert.equal(new URL(page.url()).search, '?tab=linkedin');
    assert.equal(await linkedInConnected(page), true);
    await shot(page, 'linkedin-tab-1280');

    await page.reload();
    await linkedInTab(page).getByText('Connected', { exact: true }).waitFor();
    await page.waitForTimeout(500);
    assert.equal(await page.getByText('LinkedIn connected successfully!').count(), 0);
  });

  it('publishes a scheduled post at its slot into the sandbox feed', async () => {
    const { page } = session;
    await page.goto('/schedule');
    await page.getByRole('heading', { name: 'Posting schedule' }).waitFor();
    await page
      .getByRole('region', { name: 'Upcoming Posts' })
      .getByText('No upcoming posts')
      .waitFor();

    await choose(page, 'Time zone', /^UTC/);
    await allSaved(page);
    await choose(page, 'Frequency', /^Weekly$/);
    await allSaved(page);
    await choose(page, 'Frequency', /^Daily$/);
    await allSaved(page);
    const { at, hhmm } = nextMinuteAhead();
    await page.getByLabel('Posting time 1').fill(hhmm);
    await allSaved(page);
    await page.getByText('Schedule updated successfully!').first().waitFor();

    const { schedule } = await api<{ schedule: Record<string, unknown> }>(page, 'GET', '/schedule');
    assert.deepEqual(schedule, {
      timezone: 'UTC',
      frequency: 'daily',
      customDays: [],
      timeSlots: [hhmm],
      autoPost: false,
      isActive: true,
    });

    const content = `Schedules in the browser test ${Date.now().toString(36)}: one slot, one post.`;
    const { post: draft } = await api<{ post: ApiPost }>(page, 'POST', '/content/posts', {
      content,
      status: 'draft',
    });
    let { post: scheduled } = await api<{ post: ApiPost }>(
      page,
      'POST',
      `/content/posts/${draft._id}/schedule`,
    );
    assert.equal(scheduled.status, 'scheduled');
    assert.equal(scheduled.scheduledTime, at.toISOString(), 'the next free slot is that minute');

    // The page shows it among the upcoming posts, at that time in UTC.
    await page.reload();
    const upcoming = page.getByRole('region', { name: 'Upcoming Posts' });
    const item = upcoming.getByRole('listitem').filter({ hasText: content });
    await item.waitFor();
    await item.getByText('Scheduled', { exact: true }).waitFor();
    const clock = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      hour: 'numeric',
      minute: '2-digit',
    })
      .format(at)
      .replace(/\u202f/g, ' ');
    await item.getByText(`${clock} (UTC)`, { exact: false }).waitFor();
    await page.getByRole('button', { name: /: 1 post scheduled$/ }).waitFor();
    await page.getByRole('button', { name: 'Preview Schedule' }).click();
    await page.getByText('Schedule preview updated!').waitFor();
    const firstSlot = page
      .getByRole('region', { name: 'Schedule Preview' })
      .getByRole('listitem')
      .first();
    await firstSlot.getByText(content).waitFor();
    await shot(page, 'schedule-1280');

    // The worker publishes it at its time, to the sandbox (no LinkedIn app is configured). The
    // slot is a minute or more away; the post is moved to a few seconds from now, as a user may
    // move it, so the test does not wait for the slot's minute to come.
    const publishAt = new Date(Date.now() + 5_000);
    ({ post: scheduled } = await api<{ post: ApiPost }>(
      page,
      'POST',
      `/content/posts/${draft._id}/schedule`,
      { scheduledTime: publishAt.toISOString() },
    ));
    assert.equal(scheduled.status, 'scheduled');
    let post = scheduled;
    // Up to half a minute past its time: the worker's delayed job fires at that second.
    const deadline = publishAt.getTime() + 30_000;
    while (post.status !== 'published' && Date.now() < deadline) {
      assert.notEqual(post.status, 'failed', `publishing failed: ${post.lastError}`);
      await page.waitForTimeout(2_000);
      ({ post } = await api<{ post: ApiPost }>(page, 'GET', `/content/posts/${draft._id}`));
    }
    assert.equal(post.status, 'published', `still ${post.status} at ${new Date().toISOString()}`);
    assert.ok(post.url, 'a published post has its address');
    assert.ok(post.publishedAt && new Date(post.publishedAt).getTime() >= publishAt.getTime());

    await page.goto('/sandbox/linkedin/feed');
    await page.getByRole('heading', { name: 'Sandbox feed' }).waitFor();
    const entry = page.locator('article').filter({ hasText: content });
    await entry.waitFor();
    await entry.getByText('Grace Hopper').waitFor();
    await screenshot(page, 'sandbox-feed');

    // Published in the app: gone from the upcoming posts, marked Published among the posts.
    await page.goto('/schedule');
    await upcoming.getByText('No upcoming posts').waitFor();
    await page.goto('/content');
    const card = page
      .getByRole('region', { name: 'Your Posts' })
      .getByRole('listitem')
      .filter({ hasText: content });
    await card.getByText('Published', { exact: true }).waitFor();
  });

  it('disconnects after a confirmation, and connects again after a cancelled try', async () => {
    const { page } = session;
    await page.goto('/settings?tab=linkedin');
    await linkedInTab(page).getByRole('button', { name: 'Disconnect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disconnect LinkedIn?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await linkedInConnected(page), true);

    await linkedInTab(page).getByRole('button', { name: 'Disconnect' }).click();
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByText('LinkedIn disconnected').waitFor();
    await linkedInTab(page).getByText('Not Connected').waitFor();
    assert.equal(await linkedInConnected(page), false);

    // The profile follows without a reload.
    await page.getByRole('link', { name: /Grace/ }).first().click();
    await page
      .getByRole('region', { name: 'Account Information' })
      .getByText('Not Connected')
      .waitFor();

    await page.goto('/settings?tab=linkedin');
    await linkedInTab(page).getByRole('button', { name: 'Connect LinkedIn' }).click();
    await consent(page, 'Cancel');
    await page.getByText('LinkedIn connection was cancelled').waitFor();
    await linkedInTab(page).getByText('Not Connected').waitFor();
    assert.equal(new URL(page.url()).search, '?tab=linkedin');

    await linkedInTab(page).getByRole('button', { name: 'Connect LinkedIn' }).click();
    await consent(page, 'Allow');
    await page.getByText('LinkedIn connected successfully!').waitFor();
    await linkedInTab(page).getByText('Connected', { exact: true }).waitFor();
    assert.equal(await linkedInConnected(page), true);
  });

  it('fits a phone screen', async () => {
    const { account } = session;
    const phone = await openBrowser({ width: 390, height: 844 });
    try {
      await openSignedIn(phone.page, account, '/schedule');
      await phone.page.getByRole('heading', { name: 'Posting schedule' }).waitFor();
      await phone.page.getByRole('region', { name: 'Calendar' }).getByRole('table').waitFor();
      const overflow = await sideways(phone.page);
      assert.ok(overflow <= 0, `the schedule page is ${overflow}px wider than the phone`);
      await shot(phone.page, 'schedule-390');

      await phone.page.goto('/settings?tab=linkedin');
      await phone.page.getByRole('tabpanel').getByText('Connected', { exact: true }).waitFor();
      await shot(phone.page, 'linkedin-tab-390');
    } finally {
      await phone.close();
    }
  });
});
