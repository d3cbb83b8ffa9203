import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot } from '../support/browser';
import { createOnboardedAccount, openSignedIn, type TestAccount } from '../support/accounts';

const postText = (page: Page) => page.getByRole('textbox', { name: 'Post text' });
const panel = (page: Page) => page.getByRole('region', { name: 'Generated Content' });

/** The text once the writer has changed it from `before`. */
async function changedFrom(page: Page, before: string): Promise<string> {
  await page.waitForFunction(
    (previous) => {
      const area = document.querySelector<HTMLTextAreaElement>('#generated-text');
      return Boolean(area && area.value && area.value !== previous);
    },
    before,
    { timeout: 60_000 },
  );
  return postText(page).inputValue();
}

async function rewrite(page: Page, action: string): Promise<string> {
  const before = await postText(page).inputValue();
  await panel(page).getByRole('button', { name: 'Rewrite' }).click();
  await page.getByRole('menuitem', { name: action }).click();
  return changedFrom(page, before);
}

/**
 * Help while writing with nothing configured (the built-in writer): other first lines, rewrites
 * that can be undone, the reading time and where the feed folds, on a laptop and a phone.
 */
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  describe(`writing help at ${viewport.width} px`, () => {
    let browser: Awaited<ReturnType<typeof openBrowser>>;
    let page: Page;
    let account: TestAccount;

    before(async () => {
      browser = await openBrowser(viewport);
      page = browser.page;
      account = await createOnboardedAccount(`writing-help-${viewport.width}`);
    });
    after(async () => {
      await browser?.close();
    });

    it('suggests first lines, rewrites and undoes, and says how long the post reads', async () => {
      await openSignedIn(page, account, '/content');
      await page.getByLabel('Topic').fill('How we cut our cloud bill by 40%');
      await page.getByRole('button', { name: 'Generate Content' }).click();
      const post = await changedFrom(page, '');

      await panel(page)
        .getByText(/\d+ (sec|min) read/)
        .waitFor();
      await panel(page)
        .getByText(/The feed shows the first \d+ characters, then “…see more”\.|All of it shows/)
        .waitFor();

      // Three other first lines; the chosen one replaces the first line only.
      await panel(page).getByRole('button', { name: 'Suggest hooks' }).click();
      const hooks = panel(page).getByRole('list', { name: 'Pick a first line' });
      await hooks.waitFor({ timeout: 60_000 });
      const choices = await hooks.getByRole('button').allInnerTexts();
      assert.equal(choices.length, 3, 'three first lines');
      const firstLine = post.split('\n')[0]!;
      assert.ok(!choices.includes(firstLine), 'none is the current first line');
      await screenshot(page, `writing-help-hooks-${viewport.width}`);
      await hooks.getByRole('button').nth(1).click();
      const hooked = await changedFrom(page, post);
      assert.equal(hooked.split('\n')[0], choices[1]);
      assert.equal(hooked.slice(hooked.indexOf('\n')), post.slice(post.indexOf('\n')));

      // Undo brings the writer's text back; a shorter rewrite is shorter.
      await panel(page).getByRole('button', { name: 'Undo' }).click();
      assert.equal(await postText(page).inputValue(), post);
      const shorter = await rewrite(page, 'Shorter');
      assert.ok(shorter.length < post.length, 'a shorter rewrite is shorter');

      // Grammar fixed, nothing else changed.
      await postText(page).fill('i think the the plan is a excellent one .\n\n#Planning');
      const fixed = await rewrite(page, 'Fix grammar');
      assert.equal(fixed, 'I think the plan is an excellent one.\n\n#Planning');
      await screenshot(page, `writing-help-rewritten-${viewport.width}`);
    });
  });
}
