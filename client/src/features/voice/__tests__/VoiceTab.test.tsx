import { screen, waitFor, within } from '@testing-library/react';
import { describeVoice, VOICE_MESSAGES as VM } from '@postpilot/common';
import { graphQLError, makeUser, meReturns } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { fill } from '../../../../test/user';
import { fakeVoiceServer, LEARNED } from './fakeVoiceServer';

type App = Awaited<ReturnType<typeof renderApp>>;

const NO_VOICE = /Postpilot has not learned your voice yet/;

async function openVoiceTab() {
  meReturnsOnboarded();
  const app = await renderApp('/settings?tab=voice', { token: 'jwt' });
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  expect(screen.getByRole('tab', { name: 'Voice' })).toHaveAttribute('aria-selected', 'true');
  return app;
}

function meReturnsOnboarded() {
  server.use(meReturns(makeUser({ isEmailVerified: true, hasCompletedOnboarding: true })));
}

const panel = () => within(screen.getByRole('tabpanel'));
const summary = () => panel().findByRole('list', { name: 'Your voice in plain words' });
const postBox = (n: number) => panel().getByRole('textbox', { name: `Post ${n}` });

async function learnFromPastedPosts(app: App, posts: string[]) {
  for (const [index, post] of posts.entries()) {
    if (index > 0) await app.user.click(panel().getByRole('button', { name: 'Add another post' }));
    await fill(app.user, postBox(index + 1), post);
  }
  await app.user.click(panel().getByRole('button', { name: 'Learn my voice' }));
}

const POSTS = [
  'What makes a remote team work? 🚀\n\nWe wrote it down.\n\n#Leadership #RemoteWork',
  'Why does onboarding matter? ✅\n\nA buddy helps.\n\n#Leadership #Hiring',
  'How do you onboard? 🚀\n\nPair early.\n\n#RemoteWork #Leadership',
];

describe('Settings: Voice', () => {
  it('explains the voice, has no Save Changes, and says when nothing is learned yet', async () => {
    fakeVoiceServer();
    await openVoiceTab();
    expect(await panel().findByText(NO_VOICE)).toBeInTheDocument();
    expect(panel().getByRole('heading', { name: 'Voice' })).toBeInTheDocument();
    expect(panel().getByText(/Every post it writes follows your voice/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(panel().getByRole('switch', { name: /Learn from my published posts/ })).toBeChecked();
    expect(panel().queryByRole('button', { name: 'Forget my voice' })).not.toBeInTheDocument();
    expect(panel().getByText(/Settings → Data privacy → Get a copy of your data/)).toBeVisible();
  });

  it('learns from pasted posts, one box each, and shows the voice in plain words', async () => {
    const voice = fakeVoiceServer();
    const app = await openVoiceTab();
    await panel().findByText(NO_VOICE);
    expect(panel().getByRole('button', { name: 'Learn my voice' })).toBeDisabled();

    await learnFromPastedPosts(app, POSTS);

    expect(await screen.findByText(VM.learned(3))).toBeInTheDocument();
    expect(voice.asked.learned).toEqual([POSTS]);
    const lines = within(await summary()).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(describeVoice(LEARNED));
    expect(panel().getByText('Learned from 3 of your posts.')).toBeInTheDocument();
    // The boxes are empty again, one of them.
    expect(postBox(1)).toHaveValue('');
    expect(panel().queryByRole('textbox', { name: 'Post 2' })).not.toBeInTheDocument();
  });

  it("shows the server's reason under the post it refused, and keeps the posts", async () => {
    const voice = fakeVoiceServer();
    const app = await openVoiceTab();
    await panel().findByText(NO_VOICE);
    voice.refuse(
      graphQLError('Validation errors', 'BAD_USER_INPUT', {
        errors: [{ field: 'posts[1]', message: VM.postTooLong }],
      }),
    );
    await learnFromPastedPosts(app, POSTS.slice(0, 2));

    expect(await panel().findByText(VM.postTooLong)).toBeInTheDocument();
    expect(postBox(2)).toHaveAccessibleDescription(VM.postTooLong);
    expect(postBox(1)).toHaveValue(POSTS[0]);
    expect(screen.getByText('Validation errors')).toBeInTheDocument();
  });

  it('removes a box, and counts characters against 3,000', async () => {
    fakeVoiceServer();
    const app = await openVoiceTab();
    await panel().findByText(NO_VOICE);
    await app.user.click(panel().getByRole('button', { name: 'Add another post' }));
    await fill(app.user, postBox(2), 'Second');
    expect(postBox(2)).toHaveAccessibleDescription('6 / 3,000 characters');
    await app.user.click(panel().getByRole('button', { name: 'Remove post 2' }));
    expect(panel().queryByRole('textbox', { name: 'Post 2' })).not.toBeInTheDocument();
  });

  it("imports LinkedIn's Shares.csv and learns from its posts", async () => {
    const voice = fakeVoiceServer();
    const app = await openVoiceTab();
    await panel().findByText(NO_VOICE);
    const csv = [
      '\uFEFFDate,ShareLink,ShareCommentary,SharedUrl,MediaUrl,Visibility',
      '2024-05-02 08:15:00,https://www.linkedin.com/feed/update/urn:li:share:3,"Newest, with a comma.\r\n\r\n#Hiring",,,MEMBER_NETWORK',
      '2024-04-20 17:02:11,https://www.linkedin.com/feed/update/urn:li:share:2,"We said ""no"".",,,MEMBER_NETWORK',
      '2024-04-01 09:00:00,https://www.linkedin.com/feed/update/urn:li:share:1,,https://example.com,,MEMBER_NETWORK',
    ].join('\r\n');
    await app.user.upload(
      panel().getByLabelText('Choose Shares.csv'),
      new File([csv], 'Shares.csv', { type: 'text/csv' }),
    );
    expect(await panel().findByText('Found 2 posts in Shares.csv')).toBeInTheDocument();
    await app.user.click(panel().getByRole('button', { name: 'Learn from them' }));

    expect(await screen.findByText(VM.learned(2))).toBeInTheDocument();
    expect(voice.asked.learned).toEqual([['Newest, with a comma.\n\n#Hiring', 'We said "no".']]);
    expect(panel().queryByText(/Found 2 posts/)).not.toBeInTheDocument();
  });

  it('refuses a file that is not a Shares.csv, saying why', async () => {
    const voice = fakeVoiceServer();
    const app = await openVoiceTab();
    await panel().findByText(NO_VOICE);
    await app.user.upload(
      panel().getByLabelText('Choose Shares.csv'),
      new File(['Date,Link,Message\n2024-01-01,x,"A comment"'], 'Comments.csv', {
        type: 'text/csv',
      }),
    );
    expect(await panel().findByText(VM.notShares)).toBeInTheDocument();
    expect(panel().queryByRole('button', { name: 'Learn from them' })).not.toBeInTheDocument();
    expect(voice.asked.learned).toEqual([]);
  });

  it('edits every field, checks it with the rules, and keeps the edits', async () => {
    const voice = fakeVoiceServer({ learned: LEARNED, samples: POSTS });
    const app = await openVoiceTab();
    await summary();
    await app.user.click(panel().getByRole('button', { name: 'Edit' }));
    const form = within(panel().getByRole('form', { name: 'Edit your voice' }));

    const words = form.getByRole('spinbutton', { name: 'Words a post' });
    expect(words).toHaveValue(120);
    await app.user.clear(words);
    await app.user.type(words, '5');
    await app.user.click(form.getByRole('button', { name: 'Save voice' }));
    expect(await form.findByText(VM.wholeNumber('Words', 10, 600))).toBeInTheDocument();
    expect(voice.asked.updates).toEqual([]);

    await app.user.clear(words);
    await app.user.type(words, '220');
    await app.user.click(form.getByRole('button', { name: 'Story' }));
    expect(form.getByRole('button', { name: 'Story' })).toHaveAttribute('aria-pressed', 'true');
    await app.user.click(form.getByRole('button', { name: 'Never' }));
    await fill(app.user, form.getByRole('textbox', { name: 'Themes you come back to' }), 'hiring');
    await app.user.keyboard('{Enter}');
    await fill(app.user, form.getByRole('textbox', { name: 'Favourite hashtags' }), '#Culture');
    await app.user.click(form.getByRole('button', { name: 'Add to Favourite hashtags' }));
    await app.user.click(form.getByLabelText('Remove synergy'));
    await app.user.click(form.getByRole('button', { name: 'Save voice' }));

    expect(await screen.findByText(VM.updated)).toBeInTheDocument();
    expect(voice.asked.updates).toEqual([
      {
        words: 220,
        paragraphs: 3,
        sentenceWords: 11,
        readingGrade: 7,
        hookStyles: ['question', 'story'],
        emojis: 'never',
        favouriteEmojis: ['🚀', '✅'],
        hashtags: 2,
        favouriteHashtags: ['Leadership', 'RemoteWork', 'Culture'],
        themes: ['remote teams', 'onboarding', 'hiring'],
        avoid: ['game-changer', 'thrilled to announce'],
      },
    ]);
    await waitFor(() =>
      expect(panel().queryByRole('form', { name: 'Edit your voice' })).not.toBeInTheDocument(),
    );
    const lines = within(await summary()).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Your posts run about 220 words in 3 paragraphs.');
    expect(lines[2]).toHaveTextContent("You don't use emojis.");
    expect(panel().getByText(/Your edits \(words, openings, emojis/)).toBeInTheDocument();
  });

  it('switches learning from published posts on its own', async () => {
    const voice = fakeVoiceServer({ learned: LEARNED, samples: POSTS });
    const app = await openVoiceTab();
    await summary();
    const learning = panel().getByRole('switch', { name: /Learn from my published posts/ });
    await app.user.click(learning);
    expect(await screen.findByText(VM.ignoresPublished)).toBeInTheDocument();
    expect(voice.asked.updates).toEqual([{ learnFromPublished: false }]);
    await waitFor(() => expect(learning).not.toBeChecked());
  });

  it('forgets the voice after asking', async () => {
    const voice = fakeVoiceServer({ learned: LEARNED, samples: POSTS });
    const app = await openVoiceTab();
    await summary();
    await app.user.click(panel().getByRole('button', { name: 'Forget my voice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forget your voice?' });
    expect(dialog).toHaveTextContent(VM.forgetConfirmation);
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(voice.asked.resets).toBe(0);

    await app.user.click(panel().getByRole('button', { name: 'Forget my voice' }));
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Forget my voice' }),
    );
    expect(await screen.findByText(VM.forgotten)).toBeInTheDocument();
    expect(voice.asked.resets).toBe(1);
    expect(await panel().findByText(NO_VOICE)).toBeInTheDocument();
  });
});
