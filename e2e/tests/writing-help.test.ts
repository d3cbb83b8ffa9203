import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser';
import { writtenOver } from '../support/page';
import { openSignedIn, signedInBrowser } from '../support/session';

const postText = (page: Page) => page.getByRole('textbox', { name: 'Post text' });
const panel = (page: Page) => page.getByRole('region', { name: 'Generated Content' });
const review = (page: Page) => panel(page).getByRole('region', { name: /to review$/ });

/** The text once the writer has changed it from `before`. */
const changedFrom = writtenOver;

async function askFor(page: Page, action: string): Promise<void> {
  await panel(page).getByRole('button', { name: 'Rewrite' }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

const WRONG =
  'Me and him has went to the conference yesterday and we learns a lot. There talks was very usefull and definately worth it.';
const FIXED =
  'Me and him has gone to the conference yesterday and we learn a lot. Their talks was very useful and definitely worth it.';
const WORDY =
  'In order to really ship faster, we basically moved code reviews to the morning.\n\nWe cut our review wait from 26 hours to 4 hours.\n\n#Engineering';

/**
 * Help while writing with nothing configured (the built-in writer): other first lines, rewrites
 * shown for review and applied only on Accept, More personal's question, the reading time and
 * where the feed folds, on a laptop and a phone.
 */
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  describe(`writing help at ${viewport.width} px`, () => {
    const session = signedInBrowser(`writing-help-${viewport.width}`, { viewport });

    it('suggests first lines, shows each rewrite for review, and asks for a personal detail', async () => {
      const { page, account } = session;
      await openSignedIn(page, account, '/content');
      await page.getByLabel('Topic').fill('How we cut our cloud bill by 40%');
      await page.getByRole('button', { name: 'Generate Content' }).click();
      await changedFrom(page, '');
      await panel(page)
        .getByText(/\d+ (sec|min) read/)
        .waitFor();
      await panel(page)
        .getByText(/The feed shows the first \d+ characters, then “…see more”\.|All of it shows/)
        .waitFor();

      // Three other first lines drawn from the post; the chosen one replaces the first line only.
      await postText(page).fill(WORDY);
      await panel(page).getByRole('button', { name: 'Suggest hooks' }).click();
      const hooks = panel(page).getByRole('list', { name: 'Pick a first line' });
      await hooks.waitFor({ timeout: 60_000 });
      const choices = await hooks.getByRole('button').allInnerTexts();
      assert.ok(choices.length >= 2, `first lines from the post: ${choices.join(' | ')}`);
      assert.ok(!choices.includes(WORDY.split('\n')[0]!), 'none is the current first line');
      assert.ok(
        choices.every((hook) => !hook.includes('#')),
        'no hashtags',
      );
      await screenshot(page, `writing-help-hooks-${viewport.width}`);
      await hooks.getByRole('button').nth(1).click();
      const hooked = await changedFrom(page, WORDY);
      assert.equal(hooked.split('\n')[0], choices[1]);
      await panel(page).getByRole('button', { name: 'Undo' }).click();
      assert.equal(await postText(page).inputValue(), WORDY);

      // Shorter: each change listed by rule; Accept puts it in.
      await askFor(page, 'Shorter');
      await review(page).waitFor({ timeout: 60_000 });
      assert.equal(await postText(page).inputValue(), WORDY, 'nothing changes before Accept');
      await review(page).getByText('Wordy phrase').first().waitFor();
      await review(page).getByRole('button', { name: 'Accept' }).click();
      assert.equal(
        await postText(page).inputValue(),
        'To ship faster, we moved code reviews to the morning.\n\nWe cut our review wait from 26 hours to 4 hours.\n\n#Engineering',
      );

      // Fix grammar: Discard keeps the text; Accept applies every change shown.
      await postText(page).fill(WRONG);
      await askFor(page, 'Fix grammar');
      const fixes = panel(page).getByRole('region', { name: 'Fix grammar: 5 changes to review' });
      await fixes.waitFor({ timeout: 60_000 });
      await fixes.getByText(/does not check facts or style/).waitFor();
      await screenshot(page, `writing-help-review-${viewport.width}`);
      await fixes.getByRole('button', { name: 'Discard' }).click();
      assert.equal(await postText(page).inputValue(), WRONG);
      await askFor(page, 'Fix grammar');
      await fixes.getByRole('button', { name: 'Accept' }).click({ timeout: 60_000 });
      assert.equal(await postText(page).inputValue(), FIXED);

      // More personal: the profile's experience once, then a question for a detail of one's own.
      await askFor(page, 'More personal');
      await review(page).getByText('Your experience').waitFor({ timeout: 60_000 });
      await review(page).getByRole('button', { name: 'Accept' }).click();
      const withProfile = await postText(page).inputValue();
      assert.match(withProfile, /more than 10 years of experience/);
      await askFor(page, 'More personal');
      const dialog = page.getByRole('dialog', { name: 'Make it more personal' });
      await dialog.waitFor({ timeout: 60_000 });
      await dialog
        .getByRole('textbox', { name: 'Your detail' })
        .fill('the keynote changed how I plan');
      await screenshot(page, `writing-help-personal-${viewport.width}`);
      await dialog.getByRole('button', { name: 'Weave it in' }).click();
      await review(page).getByText('Personal detail').waitFor({ timeout: 60_000 });
      await review(page).getByRole('button', { name: 'Accept' }).click();
      assert.match(await postText(page).inputValue(), /\n\nThe keynote changed how I plan\.\n\n/);
    });
  });
}
