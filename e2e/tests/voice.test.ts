import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openBrowser } from '../support/browser';
import { openSignedIn, signedInBrowser } from '../support/session';
import { pageApi, shot, sideways } from '../support/page';

/** Three posts of a new user: each opens with a question, has emojis and ends with 2 hashtags. */
const POSTS = [
  'What makes a remote team work? 🚀\n\nWe hired four engineers last year. Onboarding took two weeks, and the checklist helped most.\n\nWhat would you add? ✅\n\n#Leadership #RemoteWork',
  'Why does onboarding matter so much? 🚀\n\nA good onboarding plan saves a remote team months. New hires ship sooner.\n\nWrite the plan down. Share it early.\n\n#Leadership #Hiring',
  'How do you onboard a remote team? 🚀\n\nI pair every new engineer with a buddy. The buddy answers the small questions.\n\nOnboarding is a team sport.\n\n#RemoteWork #Leadership',
];

interface VoiceAnswer {
  voice: {
    sampleCount: number;
    edited: string[];
    profile: { words: number; hookStyles: string[]; hashtags: number; emojis: string } | null;
  };
}

const summary = (page: Page) => page.getByRole('list', { name: 'Your voice in plain words' });

describe('the voice learned from my posts', () => {
  const session = signedInBrowser('voice');

  it('learns from three pasted posts and says the voice in plain words', async () => {
    const { page, account } = session;
    await openSignedIn(page, account, '/settings?tab=voice');
    await page.getByRole('heading', { name: 'Paste your posts' }).waitFor();
    await page.getByText('Postpilot has not learned your voice yet.', { exact: false }).waitFor();
    for (const [index, post] of POSTS.entries()) {
      if (index > 0) await page.getByRole('button', { name: 'Add another post' }).click();
      await page.getByRole('textbox', { name: `Post ${index + 1}` }).fill(post);
    }
    await page.getByRole('button', { name: 'Learn my voice' }).click();
    await page.getByText('Learned your voice from 3 posts').waitFor();

    const lines = await summary(page).getByRole('listitem').allTextContents();
    assert.match(lines[0]!, /^Your posts run about \d+ words in 3 short paragraphs\.$/);
    assert.equal(lines[1], 'You usually open with a question.');
    assert.match(lines[2]!, /^You use emojis often — 🚀/);
    assert.equal(lines[3], 'You end with 2 hashtags, such as #Leadership #RemoteWork #Hiring.');
    assert.match(lines[4]!, /^Your sentences average \d+ words; they read at grade \d+\.$/);
    assert.ok(lines.some((line) => line.startsWith('You come back to: ')));
    assert.ok(lines.some((line) => line.startsWith('Postpilot avoids: “game-changer”')));
    await page.getByText('Learned from 3 of your posts.').waitFor();

    const { voice } = await pageApi<VoiceAnswer>(page, 'GET', '/voice');
    assert.equal(voice.sampleCount, 3);
    assert.deepEqual(voice.profile?.hookStyles, ['question']);
    assert.equal(voice.profile?.hashtags, 2);
    assert.equal(voice.profile?.emojis, 'often');
    await shot(page, 'settings-voice');
  });

  it('keeps an edit of one field', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const words = page.getByRole('spinbutton', { name: 'Words a post' });
    await words.fill('220');
    await shot(page, 'settings-voice-edit');
    await page.getByRole('button', { name: 'Save voice' }).click();
    await page.getByText('Your voice is updated').waitFor();
    await summary(page)
      .getByText('Your posts run about 220 words in 3 paragraphs.', { exact: true })
      .waitFor();
    await page.getByText(/Your edits \(words\) stay when Postpilot learns again\./).waitFor();

    const { voice } = await pageApi<VoiceAnswer>(page, 'GET', '/voice');
    assert.equal(voice.profile?.words, 220);
    assert.deepEqual(voice.edited, ['words']);
    // After a reload too: it is stored.
    await page.reload();
    await summary(page).getByText('Your posts run about 220 words', { exact: false }).waitFor();
  });

  it('is usable on a phone', async () => {
    const { account } = session;
    const phone = await openBrowser({ width: 390, height: 844 });
    try {
      const mobile = phone.page;
      await openSignedIn(mobile, account, '/settings?tab=voice');
      await summary(mobile).waitFor();
      assert.equal(await sideways(mobile), 0, 'nothing sticks out sideways');
      const learn = mobile.getByRole('button', { name: 'Learn my voice' });
      const box = await learn.boundingBox();
      assert.ok(box && box.width >= 300, 'the main action spans the screen');
      await shot(mobile, 'settings-voice-390');

      await mobile.getByRole('button', { name: 'Edit', exact: true }).click();
      await mobile.getByRole('button', { name: 'Save voice' }).waitFor();
      assert.equal(await sideways(mobile), 0, 'the Edit form fits the screen');
      await mobile.getByRole('button', { name: 'Story' }).click();
      await mobile.getByRole('button', { name: 'Save voice' }).click();
      await mobile.getByText('Your voice is updated').waitFor();
      await summary(mobile)
        .getByText('You usually open with a question or a story.', { exact: true })
        .waitFor();
      await shot(mobile, 'settings-voice-edit-390');

      await mobile.getByRole('button', { name: 'Forget my voice' }).click();
      await mobile
        .getByRole('dialog', { name: 'Forget your voice?' })
        .getByRole('button', { name: 'Forget my voice' })
        .click();
      await mobile.getByText('Your voice is forgotten').waitFor();
      await mobile
        .getByText('Postpilot has not learned your voice yet.', { exact: false })
        .waitFor();
    } finally {
      await phone.close();
    }
  });
});
