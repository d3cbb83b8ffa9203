import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, screenshot } from '../support/browser';
import { createOnboardedAccount } from '../support/accounts';
import { openSignedIn, signedInBrowser } from '../support/session';
import { sideways, writtenOver } from '../support/page';

interface ApiPost {
  _id: string;
  content: string;
  status: string;
  scheduledTime: string | null;
}

/** The user's posts as the REST API gives them, read with the page's own token. */
function apiPosts(page: Page) {
  return page.evaluate(async () => {
    const res = await fetch('/api/content/posts', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return (await res.json()) as { success: boolean; posts: ApiPost[]; totalCount: number };
  });
}

const postText = (page: Page) => page.getByRole('textbox', { name: 'Post text' });
const yourPosts = (page: Page) => page.getByRole('region', { name: 'Your Posts' });
const generatedPanel = (page: Page) => page.getByRole('region', { name: 'Generated Content' });
const postCard = (page: Page, text: string): Locator =>
  yourPosts(page).getByRole('listitem').filter({ hasText: text });

/** Clicks Generate Content (or Regenerate) and returns the new text once it replaced `before`. */
async function generate(page: Page, before = '', button = 'Generate Content'): Promise<string> {
  await page.getByRole('button', { name: button }).click();
  // The text shows once the worker has written it; the button is then ready again.
  await writtenOver(page, before);
  await page.getByRole('button', { name: 'Generate Content' }).waitFor();
  return postText(page).inputValue();
}

async function setSwitch(page: Page, name: string, on: boolean) {
  const control = page.getByRole('switch', { name });
  if ((await control.isChecked()) !== on) await control.click();
}

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** A full-page picture from the top, so the sticky navigation bar is drawn where it belongs. */
async function shot(page: Page, name: string) {
  // Lets a smooth scroll (the generated post scrolls into view) and transitions finish first.
  await page.waitForTimeout(600);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await screenshot(page, name);
}

const HASHTAG = /(^|\s)#[\p{L}\p{N}_]+/u;
const EMOJI = /\p{Extended_Pictographic}/u;

/** The Content page against the real server, with no AI configured: the built-in composer. */
describe('content page in the browser', () => {
  const session = signedInBrowser('content');

  it('generates, edits and saves a draft, saves another take for approval, approves it and deletes the draft', async () => {
    const { page, account } = session;
    await openSignedIn(page, account, '/content');
    await page.getByRole('heading', { name: 'Content', level: 1 }).waitFor();
    await yourPosts(page).getByText('No posts yet').waitFor();
    await shot(page, 'content-empty');

    await page.getByLabel('Topic').fill('Mentoring junior engineers');
    await page
      .getByLabel('Key points')
      .fill('paired each new hire with a mentor for 6 weeks\nquestions in code review doubled');
    const first = await generate(page);
    await page.getByText('Content generated successfully!').first().waitFor();
    await generatedPanel(page).getByText('Written by: Built-in writer').waitFor();
    assert.match(first, /mentor/i, 'the composer writes about the topic');
    assert.match(first, /paired each new hire with a mentor for 6 weeks\./i, 'and uses the points');
    assert.match(first, /questions in code review doubled\./i);

    // Edit before saving; the preview follows, folded after three lines.
    const edited = `Edited in the browser.\n${first}`;
    await postText(page).fill(edited);
    const preview = page.getByRole('article', { name: 'LinkedIn preview' });
    await preview.getByText('Grace Hopper').waitFor();
    await preview.getByText('Edited in the browser.').waitFor();
    await generatedPanel(page)
      .getByText(`${edited.length.toLocaleString('en-US')} / 3,000`)
      .waitFor();
    await shot(page, 'content-generated');
    const seeMore = preview.getByRole('button', { name: '…see more' });
    await seeMore.click();
    await seeMore.waitFor({ state: 'detached' });

    await generatedPanel(page).getByRole('button', { name: 'Save as Draft' }).click();
    await page.getByText('Post saved as draft!').waitFor();
    await generatedPanel(page).waitFor({ state: 'detached' });
    await postCard(page, 'Edited in the browser.').getByText('Draft', { exact: true }).waitFor();

    // The same settings again give another take, and Regenerate yet another.
    const second = await generate(page);
    assert.notEqual(second, first, 'a second generation is a different take');
    const third = await generate(page, second, 'Regenerate');
    assert.notEqual(third, second, 'Regenerate writes a different take');
    assert.notEqual(third, first);

    await generatedPanel(page).getByRole('button', { name: 'Save for Approval' }).click();
    await page.getByText('Post saved for approval!').waitFor();
    // Newest first: the post just saved heads the list.
    const waiting = yourPosts(page).getByRole('listitem').first();
    await waiting.getByText(third.split('\n')[0]!).first().waitFor();
    await waiting.getByText('Pending Approval').waitFor();

    await waiting.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Post scheduled successfully!').waitFor();
    await waiting.getByText('Scheduled', { exact: true }).waitFor();
    await waiting.getByText(/^Scheduled for /).waitFor();
    await shot(page, 'content-posts');

    let api = await apiPosts(page);
    assert.equal(api.success, true);
    assert.deepEqual(
      api.posts.map((post) => post.status),
      ['scheduled', 'draft'],
    );
    const [scheduled, draft] = api.posts;
    assert.equal(draft!.content, edited.trim());
    assert.equal(scheduled!.content, third.trim());
    assert.ok(
      new Date(scheduled!.scheduledTime!).getTime() > Date.now(),
      'approval scheduled it into a future slot',
    );

    // Deleting asks first; Cancel keeps the post.
    const draftCard = postCard(page, 'Edited in the browser.');
    await draftCard.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete this post?').waitFor();
    // Drawn once its fade-in has finished.
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('.MuiDialog-container')).every(
        (element) => getComputedStyle(element).opacity === '1',
      ),
    );
    await shot(page, 'content-delete-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal((await apiPosts(page)).posts.length, 2);

    await draftCard.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Post deleted successfully!').waitFor();
    await draftCard.waitFor({ state: 'detached' });

    api = await apiPosts(page);
    assert.deepEqual(
      api.posts.map((post) => post._id),
      [scheduled!._id],
    );
    await page.reload();
    await yourPosts(page)
      .getByText(/^Scheduled for /)
      .waitFor();
    assert.equal(await yourPosts(page).getByRole('listitem').count(), 1);
  });

  it('edits and schedules a saved draft inline', async () => {
    const { page } = session;
    const extra = await createOnboardedAccount('content-edit');
    await openSignedIn(page, extra, '/content');
    await yourPosts(page).getByText('No posts yet').waitFor();
    await generate(page);
    await generatedPanel(page).getByRole('button', { name: 'Save as Draft' }).click();
    await page.getByText('Post saved as draft!').waitFor();

    const card = yourPosts(page).getByRole('listitem').first();
    await card.getByRole('button', { name: 'Edit' }).click();
    await card.getByRole('textbox', { name: 'Post text' }).fill('Rewritten by hand. #Craft');
    await card.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Post updated successfully!').waitFor();
    await card.getByText('Rewritten by hand.').waitFor();

    await card.getByRole('button', { name: 'Schedule' }).click();
    // The dialog offers the next free slot first.
    const when = page.getByRole('dialog');
    assert.equal(await when.getByRole('radio', { name: /Next free slot/ }).isChecked(), true);
    await when.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByText('Post scheduled successfully!').waitFor();
    await card.getByText(/^Scheduled for /).waitFor();
    assert.equal(await card.getByRole('button', { name: 'Schedule', exact: true }).count(), 0);

    const [post] = (await apiPosts(page)).posts;
    assert.equal(post!.content, 'Rewritten by hand. #Craft');
    assert.equal(post!.status, 'scheduled');
  });

  it('writes with the built-in composer, following tone, length, hashtags and emojis', async () => {
    const { page, account } = session;
    await openSignedIn(page, account, '/content');
    await page.getByLabel('Topic').fill('Remote work');
    // The built-in writer writes only from what it is given: the length shows with points.
    await page
      .getByLabel('Key points')
      .fill(
        'moved standups to writing\nhalf the team is in another time zone\nwe learned to decide in documents',
      );
    await setSwitch(page, 'Include hashtags', true);
    await setSwitch(page, 'Include emojis', false);

    const plain = await generate(page);
    await generatedPanel(page).getByText('Written by: Built-in writer').waitFor();
    assert.match(plain, HASHTAG, 'hashtags when asked for');
    assert.doesNotMatch(plain, EMOJI, 'no emojis unless asked for');

    await setSwitch(page, 'Include hashtags', false);
    const noTags = await generate(page, plain);
    assert.doesNotMatch(noTags, HASHTAG, 'no hashtags when switched off');

    await setSwitch(page, 'Include emojis', true);
    const withEmojis = await generate(page, noTags);
    assert.match(withEmojis, EMOJI, 'emojis when switched on');

    await setSwitch(page, 'Include emojis', false);
    await choose(page, 'Length', 'Short (1-2 paragraphs)');
    const short = await generate(page, withEmojis);
    await choose(page, 'Length', 'Long (5+ paragraphs)');
    const long = await generate(page, short);
    const paragraphs = (text: string) => text.split(/\n\s*\n/).length;
    assert.ok(paragraphs(short) <= 2, `short has 1-2 paragraphs:\n${short}`);
    assert.ok(paragraphs(long) >= 5, `long has 5 or more paragraphs:\n${long}`);
    assert.ok(long.length > short.length);

    await choose(page, 'Tone', 'Humorous');
    const humorous = await generate(page, long);
    assert.notEqual(humorous, long, 'another tone, another post');
    await shot(page, 'content-composer');
  });

  it('fits a phone screen', async () => {
    const { account } = session;
    const phone = await openBrowser({ width: 390, height: 844 });
    try {
      const mobile = phone.page;
      await openSignedIn(mobile, account, '/content');
      await mobile.getByRole('heading', { name: 'Content', level: 1 }).waitFor();
      await yourPosts(mobile).getByRole('listitem').first().waitFor();
      await mobile.getByLabel('Topic').fill('Career advice for new managers');
      await generate(mobile);
      await shot(mobile, 'content-mobile');
      assert.equal(await sideways(mobile), 0, 'nothing sticks out sideways');
      // The busiest card: a post waiting for approval has four actions.
      await generatedPanel(mobile).getByRole('button', { name: 'Save for Approval' }).click();
      await mobile.getByText('Post saved for approval!').waitFor();
      await yourPosts(mobile).getByRole('listitem').first().getByText('Pending Approval').waitFor();
      await shot(mobile, 'content-mobile-posts');
    } finally {
      await phone.close();
    }
  });
});
