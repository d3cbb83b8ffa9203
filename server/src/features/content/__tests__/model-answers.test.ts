import type { PostStatus } from '@postpilot/common';
import { completion } from '../../../../test/support/chat-stand-in';
import {
  bearer,
  buildPost,
  registerUser,
  type RegisteredUser,
} from '../../../../test/support/factories';
import { useAppWithChat } from '../../../../test/support/generate-worker';

/**
 * What a user's own AI answers is checked before it reaches the editor, and the AI is shown the
 * user's own posts as examples of their voice.
 */

const GENERATE = `mutation ($input: GenerateContentInput!) {
  generateContent(input: $input) { content writer { source } }
}`;
const SETTINGS = {
  topic: 'Code reviews that teach',
  tone: 'professional',
  length: 'medium',
  includeHashtags: false,
  includeEmojis: false,
};

const { app, chat } = useAppWithChat({ GENERATION_TIMEOUT_MS: '15000' });

// The worker as it runs: each user's writer chosen by Writers.for(userId).
beforeEach(() => chat.reset());

async function connectedUser(language = 'en'): Promise<RegisteredUser> {
  const user = await registerUser(app);
  await app.api.infra.dataSource.query(`UPDATE users SET language = $2 WHERE id = $1`, [
    user.id,
    language,
  ]);
  const saved = await app.graphql(
    `mutation ($input: AiConnectionInput!) { saveAiConnection(input: $input) { model } }`,
    { input: { baseUrl: chat.baseUrl, model: 'checks-model', apiKey: '' } },
    user.token,
  );
  expect(saved.errors).toBeUndefined();
  return user;
}

/** A post of the user's, moved to `status` as publishing or scheduling would. */
async function postAs(
  user: RegisteredUser,
  content: string,
  status: PostStatus,
  unreviewed = false,
) {
  await buildPost(app, user, { content, status, unreviewed });
}

const promptOf = (index: number) =>
  (chat.requests[index].json as { messages: { content: string }[] }).messages
    .map((message) => message.content)
    .join('\n');

it("shows the model the user's published and scheduled posts as examples, and no one else's", async () => {
  const user = await connectedUser();
  const other = await connectedUser();
  await postAs(user, 'Published: I review code at 9am, before the first meeting.', 'published');
  await postAs(user, 'Scheduled: two comments per review, never more.', 'scheduled');
  await postAs(user, 'Draft: half an idea about reviews.', 'draft');
  await postAs(user, 'Unread: auto-post wrote this one.', 'scheduled', true);
  await postAs(other, 'Other: someone else entirely.', 'published');
  chat.reply(completion('Reviews teach when they ask questions.\n\nWhat did a review teach you?'));

  const res = await app.graphql(GENERATE, { input: SETTINGS }, user.token);
  expect(res.errors).toBeUndefined();
  const prompt = promptOf(0);
  expect(prompt).toContain('## Posts I wrote (match the voice, not the content)');
  expect(prompt).toContain(
    '<<<EXAMPLE 1\nPublished: I review code at 9am, before the first meeting.\nEXAMPLE 1>>>',
  );
  expect(prompt).toContain('<<<EXAMPLE 2\nScheduled: two comments per review, never more.');
  expect(prompt).not.toContain('EXAMPLE 3');
  expect(prompt).not.toContain('Other: someone else');
  // Drafts and unread posts are still among the recent posts a writer must not repeat.
  expect(prompt).not.toMatch(/<<<EXAMPLE \d\n(?:Draft|Unread)/);
});

it('takes an unread auto-post as an example once the user edited it', async () => {
  const user = await connectedUser();
  await postAs(user, 'Unread: auto-post wrote this one.', 'scheduled', true);
  const [{ id }] = await app.api.infra.dataSource.query(`SELECT id FROM posts WHERE user_id = $1`, [
    user.id,
  ]);
  await app
    .http()
    .put(`/api/content/posts/${id}`)
    .set(bearer(user))
    .send({ content: 'Edited: now it says what I mean.' })
    .expect(200);
  chat.reply(completion('Reviews teach when they ask questions.\n\nWhat did a review teach you?'));

  const res = await app.graphql(GENERATE, { input: SETTINGS }, user.token);
  expect(res.errors).toBeUndefined();
  expect(promptOf(0)).toContain('<<<EXAMPLE 1\nEdited: now it says what I mean.\nEXAMPLE 1>>>');
});

it('turns a Markdown answer with hashtags into plain text without hashtags when they are off', async () => {
  const user = await connectedUser();
  chat.reply(
    completion(
      "Here's your post:\n\n**Reviews should teach.**\n\n- Ask, don't tell\n- Explain the *why*\n\n#CodeReview #Engineering #Teams #Learning #Growth #Tech",
    ),
  );
  const res = await app.graphql(GENERATE, { input: SETTINGS }, user.token);
  expect(res.errors).toBeUndefined();
  expect(res.data!.generateContent).toEqual({
    content: "Reviews should teach.\n\n• Ask, don't tell\n• Explain the why",
    writer: { source: 'user' },
  });
});

const ENGLISH =
  'Code reviews teach when the reviewer asks questions instead of giving orders to the author.';
const SPANISH =
  'Las revisiones de código enseñan cuando quien revisa hace preguntas en lugar de dar órdenes.';

it('asks again when the answer is in another language than the account, and accepts the right one', async () => {
  const user = await connectedUser('es');
  chat.reply(completion(ENGLISH), completion(SPANISH));
  const res = await app.graphql(GENERATE, { input: SETTINGS }, user.token);
  expect(res.errors).toBeUndefined();
  expect((res.data!.generateContent as { content: string }).content).toBe(SPANISH);
  expect(chat.requests).toHaveLength(2);
  expect(promptOf(1)).toContain('Your answer was in English; write it in Spanish.');
});

it('says so clearly when the model keeps answering in another language', async () => {
  const user = await connectedUser('es');
  chat.reply(completion(ENGLISH));
  const res = await app.graphql(GENERATE, { input: SETTINGS }, user.token);
  expect(res.data).toBeNull();
  expect(res.errors?.[0].message).toBe(
    'Failed to generate content: The AI model answered in English instead of Spanish, even when asked again; try again, or choose a model that writes Spanish in Settings → AI writer',
  );
  expect(chat.requests).toHaveLength(2);
});
