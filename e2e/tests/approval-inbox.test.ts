import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { choose, pageApi as api, shot, type ApiPost } from '../support/page';
import { openSignedIn, signedInBrowser } from '../support/session';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const inbox = (page: Page) => page.getByRole('region', { name: 'Waiting for your approval' });
const waiting = (page: Page) => inbox(page).getByRole('listitem');

async function postsOf(page: Page): Promise<ApiPost[]> {
  return (await api<{ posts: ApiPost[] }>(page, 'GET', '/content/posts?limit=100')).posts;
}

/** Auto-post's planner writes on the worker: waits until `count` posts wait for approval. */
async function plannedPosts(page: Page, count: number): Promise<ApiPost[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const pending = (await postsOf(page)).filter((post) => post.status === 'pending_approval');
    if (pending.length >= count || Date.now() > deadline) return pending;
    await page.waitForTimeout(250);
  }
}

/** Waits until a select shows `text`. */
async function shows(page: Page, select: string, text: string) {
  await page.waitForFunction(({ element, text }) => element?.textContent?.trim() === text, {
    element: await page.getByRole('combobox', { name: select }).elementHandle(),
    text,
  });
}

/** Follows an in-app link the way the router does, keeping the app and its cache. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Auto-post with approval required: the planned posts wait in the dashboard's inbox, where one
 * is approved, one rejected and the rest approved together; the posting frequency set in
 * Settings is the Schedule page's, and the other way round.
 */
describe('the approval inbox and the posting frequency in the browser', () => {
  // Content approval is on by default: auto-post's posts wait for the user.
  const session = signedInBrowser('inbox', { viewport: DESKTOP, autoPostEnabled: true });

  it('shows the planned posts on the dashboard; approves one, rejects one, approves all', async () => {
    const { page, account } = session;
    await openSignedIn(page, account, '/dashboard');
    const planned = await plannedPosts(page, 7);
    assert.equal(planned.length, 7);
    await page.reload();
    // The dashboard lists the soonest three until Show all.
    await waiting(page).nth(2).waitFor();
    assert.equal(await waiting(page).count(), 3);
    await shot(page, 'approval-inbox-dashboard-1280');
    await page.setViewportSize(PHONE);
    await shot(page, 'approval-inbox-dashboard-390');
    await page.setViewportSize(DESKTOP);
    await inbox(page).getByRole('button', { name: 'Show all (7)' }).click();
    await waiting(page).nth(6).waitFor();
    assert.equal(await waiting(page).count(), 7);
    await inbox(page).getByRole('button', { name: 'Approve all (7)' }).waitFor();
    await inbox(page)
      .getByText(/auto-post writes a new one for its time within the hour/)
      .waitFor();
    // Total Posts' note counts them.
    await page.getByText('7 waiting for approval', { exact: true }).waitFor();

    // The soonest is listed first; approving keeps its proposed time.
    const soonest = [...planned].sort((a, b) =>
      a.scheduledTime!.localeCompare(b.scheduledTime!),
    )[0]!;
    await waiting(page).first().getByRole('button', { name: 'Approve' }).click();
    await page.getByText(/^Post approved: it goes out /).waitFor();
    await page.getByText('6 waiting for approval', { exact: true }).waitFor();
    assert.equal(await waiting(page).count(), 6);
    const approved = (await postsOf(page)).find((post) => post._id === soonest._id)!;
    assert.equal(approved.status, 'scheduled');
    assert.equal(approved.scheduledTime, soonest.scheduledTime);

    // Rejecting cancels it and says what auto-post will do.
    const firstText = (await waiting(page).first().innerText()).split('\n')[1]!;
    await waiting(page).first().getByRole('button', { name: 'Reject' }).click();
    await page
      .getByText('Post rejected. Auto-post will write a new post for that time within the hour.')
      .waitFor();
    await inbox(page).getByRole('button', { name: 'Approve all (5)' }).waitFor();
    const rejected = (await postsOf(page)).filter((post) => post.status === 'cancelled');
    assert.equal(rejected.length, 1);
    assert.equal(rejected[0]!.scheduledTime, null);
    assert.ok(rejected[0]!.content.startsWith(firstText.trim().slice(0, 20)));

    await inbox(page).getByRole('button', { name: 'Approve all (5)' }).click();
    await page.getByText('5 posts approved and scheduled!').waitFor();
    await inbox(page).waitFor({ state: 'detached' });
    const scheduled = (await postsOf(page)).filter((post) => post.status === 'scheduled');
    assert.equal(scheduled.length, 6);
    assert.equal(new Set(scheduled.map((post) => post.scheduledTime)).size, 6);
    await page.getByText('6 waiting for approval', { exact: true }).waitFor({ state: 'detached' });
    // The upcoming posts are the approved ones.
    await page
      .getByRole('region', { name: 'Upcoming Posts' })
      .getByRole('listitem')
      .nth(2)
      .waitFor();
  });

  it('shows the same inbox at the top of the Content page, and the writer says it writes English only', async () => {
    const { page } = session;
    await api(page, 'POST', '/content/posts', {
      content: 'A thought I saved for approval by hand.\n\nIt has no proposed time yet.',
      status: 'pending_approval',
    });
    await api(page, 'PUT', '/user/settings', { language: 'es' });
    await page.goto('/content');
    await waiting(page).first().waitFor();
    await inbox(page).getByText('No time proposed: approving takes the next free slot').waitFor();
    await page
      .getByRole('region', { name: 'Generation Settings' })
      .getByText(/The built-in writer writes English only/)
      .waitFor();
    await shot(page, 'approval-inbox-content-1280');
    await page.setViewportSize(PHONE);
    await shot(page, 'approval-inbox-content-390');

    // Edit before approving, on the phone.
    await waiting(page).first().getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit post' });
    await dialog.getByRole('textbox', { name: 'Post text' }).fill('A sharper thought, edited.');
    await shot(page, 'approval-inbox-edit-390');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Post updated successfully!').waitFor();
    await inbox(page).getByText('A sharper thought, edited.').waitFor();
    await waiting(page).first().getByRole('button', { name: 'Approve' }).click();
    await page.getByText(/^Post approved: it goes out /).waitFor();
    await inbox(page).waitFor({ state: 'detached' });
    await page.setViewportSize(DESKTOP);
    await api(page, 'PUT', '/user/settings', { language: 'en' });
  });

  it('sets the posting frequency in Settings and finds it on the Schedule page, and back', async () => {
    const { page } = session;
    await page.goto('/settings?tab=scheduling');
    const frequency = page.getByRole('combobox', { name: 'Posting frequency' });
    await frequency.waitFor();
    await shows(page, 'Posting frequency', 'Daily');
    await frequency.click();
    const options = await page.getByRole('option').allInnerTexts();
    assert.deepEqual(options, ['Daily', 'Weekly', 'Custom']);
    await page.getByRole('option', { name: 'Weekly' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.getByText('One day a week: choose it on the').waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Settings updated successfully!').waitFor();
    await shot(page, 'settings-scheduling-1280');

    // Through the link, as a user would go to choose the day.
    await page.getByRole('tabpanel').getByRole('link', { name: 'Schedule page' }).click();
    await page.waitForURL('**/schedule');
    await shows(page, 'Frequency', 'Weekly');

    // The Schedule page's change shows in Settings, without reloading the app.
    await choose(page, 'Frequency', 'Custom');
    await page.getByText('Schedule updated successfully!').waitFor();
    await navigate(page, '/settings?tab=scheduling');
    await shows(page, 'Posting frequency', 'Custom');
    await page.getByText('On the days you choose on the').waitFor();
    // Saving Settings now keeps it (the form did not hold the old value).
    const saved = page.waitForResponse(
      (res) =>
        res.url().endsWith('/graphql') && /UpdateSettings/.test(res.request().postData() ?? ''),
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await saved;
    const { schedule } = await api<{ schedule: { frequency: string } }>(page, 'GET', '/schedule');
    assert.equal(schedule.frequency, 'custom');
    const { user } = await api<{ user: { postingFrequency: string } }>(page, 'GET', '/auth/me');
    assert.equal(user.postingFrequency, 'custom');
  });

  it('reaches every Settings tab on a phone, with arrows that say the strip scrolls', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await page.goto('/settings?tab=account');
    const tabs = page.getByRole('tablist', { name: 'Settings sections' });
    await tabs.waitFor();
    await shot(page, 'settings-tabs-390');
    // MUI's scroll buttons: the one towards the end is enabled while tabs lie beyond the edge.
    const forward = page.locator('.MuiTabs-scrollButtons').last();
    assert.equal(await forward.isVisible(), true);
    await forward.click();
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('heading', { name: 'Danger Zone' }).waitFor();
    await shot(page, 'settings-tabs-security-390');
    await page.setViewportSize(DESKTOP);
  });
});
