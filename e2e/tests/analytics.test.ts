import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openSignedIn, signedInBrowser } from '../support/session';
import { consent, pageApi as api, shot, type ApiPost } from '../support/page';

interface ApiAnalytics {
  analytics: { totalPosts: number; totalViews: number | null; totalLikes: number | null };
  topPosts: ApiPost[];
  metrics: { available: boolean; lastSyncedAt: string | null };
}

/** The value a figure's card shows ('—' when unknown). */
const figure = (page: Page, label: string) =>
  page.getByRole('group', { name: label, exact: true }).getByTestId('figure-value');

/**
 * From nothing to numbers: the page before LinkedIn is connected, then a post published through
 * the sandbox, liked and commented on in the sandbox feed, its statistics synced, and the
 * analytics and dashboard pages showing them.
 */
describe('analytics in the browser', () => {
  const content = `Analytics in the browser test ${Date.now().toString(36)}: what gets measured.`;

  const session = signedInBrowser('analytics');

  it('says what it cannot know yet instead of showing figures', async () => {
    const { page, account } = session;
    await openSignedIn(page, account, '/analytics');
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    await page
      .getByRole('status', { name: 'Post statistics' })
      .getByText(/Connect LinkedIn in Settings/)
      .waitFor();
    assert.equal(await figure(page, 'Total Posts').textContent(), '0');
    assert.equal(await figure(page, 'Total Views').textContent(), '—');
    assert.equal(await figure(page, 'New Connections').textContent(), '—');
    await page.getByText('No statistics for this period yet').waitFor();
    await page.getByText('No posts published in this period').waitFor();
    await page.getByText('Not enough data yet').first().waitFor();
    await shot(page, 'analytics-empty-1280');
  });

  it('publishes through the sandbox, syncs its statistics and shows them', async () => {
    const { page } = session;
    await page.goto('/settings?tab=linkedin');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Connect LinkedIn' }).click();
    await consent(page, 'Allow');
    await page.getByText('LinkedIn connected successfully!').waitFor();

    const { post: draft } = await api<{ post: ApiPost }>(page, 'POST', '/content/posts', {
      content,
      status: 'draft',
      tone: 'educational',
    });
    await api(page, 'POST', `/content/posts/${draft._id}/schedule`, {
      scheduledTime: new Date(Date.now() + 3_000).toISOString(),
    });
    let post = draft;
    const deadline = Date.now() + 60_000;
    while (post.status !== 'published' && Date.now() < deadline) {
      assert.notEqual(post.status, 'failed', `publishing failed: ${post.lastError}`);
      await page.waitForTimeout(1_000);
      ({ post } = await api<{ post: ApiPost }>(page, 'GET', `/content/posts/${draft._id}`));
    }
    assert.equal(post.status, 'published');

    // A reader of the sandbox feed sees it, likes it and comments on it.
    await page.goto('/sandbox/linkedin/feed');
    const entry = page.locator('article').filter({ hasText: content });
    await entry.getByRole('button', { name: 'Like', exact: true }).click();
    await entry.getByRole('button', { name: 'Unlike', exact: true }).waitFor();
    await entry.getByLabel('Add a comment').fill('Measured and shared, thank you.');
    await entry.getByRole('button', { name: 'Comment', exact: true }).click();
    await entry.getByText('Measured and shared, thank you.').waitFor();
    await entry.getByText(/1 reaction · 1 comment/).waitFor();

    await page.goto('/analytics');
    await page.getByText('Not synced yet').waitFor();
    await page.getByRole('button', { name: 'Refresh statistics' }).click();
    await page.getByText('Statistics refreshed!').waitFor();
    await page.getByText(/^Last updated/).waitFor();

    const report = await api<ApiAnalytics>(page, 'GET', '/analytics?timeRange=30');
    assert.equal(report.metrics.available, true);
    assert.equal(report.analytics.totalPosts, 1);
    assert.equal(report.analytics.totalLikes, 1);
    // Each showing of the feed is an impression: the visit, and the page after Like and Comment.
    assert.ok((report.analytics.totalViews ?? 0) >= 1);
    assert.equal(report.topPosts[0]?._id, draft._id);

    assert.equal(await figure(page, 'Total Posts').textContent(), '1');
    assert.equal(await figure(page, 'Total Likes').textContent(), '1');
    assert.equal(await figure(page, 'Total Comments').textContent(), '1');
    assert.equal(
      await figure(page, 'Total Views').textContent(),
      String(report.analytics.totalViews),
    );
    const chart = page.getByRole('figure', { name: /^Views and engagement per day/ });
    await chart.locator('svg').first().waitFor();
    const top = page.getByRole('list', { name: 'Top posts' });
    await top.getByText(content).waitFor();
    await shot(page, 'analytics-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'analytics-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The post's card on the Content page shows them too, with its page on the sandbox feed.
    await page.goto('/content');
    const card = page
      .getByRole('region', { name: 'Your Posts' })
      .getByRole('listitem')
      .filter({ hasText: content });
    await card.getByRole('link', { name: 'View on LinkedIn' }).waitFor();
    await card.getByLabel('Statistics').getByText('1', { exact: true }).first().waitFor();
    await shot(page, 'content-published-1280');

    // The dashboard counts the like and the comment as engagement.
    await page.goto('/dashboard');
    await page
      .getByRole('group', { name: 'Total Engagement' })
      .getByText('2', { exact: true })
      .waitFor();
    await shot(page, 'dashboard-engagement-1280');
  });
});
