import { completion } from '../../../../test/support/chat-stand-in';
import { registerUser, type RegisteredUser } from '../../../../test/support/factories';
import { useAppWithChat } from '../../../../test/support/generate-worker';

/**
 * A voice learned from pasted posts changes what every writer writes: the built-in writer's
 * length, opening, emojis and hashtags, and what a user's own AI is told.
 */

const LEARN = `mutation ($input: LearnVoiceInput!) { learnVoice(input: $input) { summary } }`;
const GENERATE = `mutation ($input: GenerateContentInput!) {
  generateContent(input: $input) { content writer { source } }
}`;

/** Short posts that open with a question, use 🚀 and end with one hashtag. */
const PASTED = [
  'Ever shipped on a Friday? 🚀\n\nWe did. Rollback took four minutes because we practised it.\n\n#Shipping',
  'What makes a standup worth it? 🚀\n\nTen minutes, three questions, no status theatre.\n\n#Teams',
  'Do your docs age well? 🚀\n\nOurs did once we gave every page an owner.\n\n#Docs',
];

const SETTINGS = {
  topic: 'Code reviews that teach',
  keyPoints:
    'reviews went from 3 days to 1\nnew hires asked more questions\nwe wrote down the review rules',
  tone: 'professional',
  length: 'medium',
  includeHashtags: true,
  includeEmojis: true,
};

const { app, chat } = useAppWithChat({ GENERATION_TIMEOUT_MS: '15000' });

// The worker as it runs: each user's writer chosen by Writers.for(userId).

async function generate(user: RegisteredUser) {
  const res = await app.graphql(GENERATE, { input: SETTINGS }, user.token);
  expect(res.errors).toBeUndefined();
  return res.data!.generateContent as { content: string; writer: { source: string } };
}

async function learn(user: RegisteredUser) {
  const res = await app.graphql(LEARN, { input: { posts: PASTED } }, user.token);
  expect(res.errors).toBeUndefined();
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const hashtags = (text: string) => text.match(/#[\p{L}\p{N}_]+/gu) ?? [];

it("changes the built-in writer's length, opening, emojis and hashtags", async () => {
  const plain = await registerUser(app);
  const voiced = await registerUser(app);
  await learn(voiced);

  const before = await generate(plain);
  const after = await generate(voiced);
  expect(after.writer.source).toBe('builtin');

  expect(words(after.content)).toBeLessThan(words(before.content));
  expect(after.content.split('\n')[0]).toMatch(/\?/);
  expect(after.content).toContain('🚀');
  expect(hashtags(after.content)).toHaveLength(1);
  expect(hashtags(before.content).length).toBeGreaterThan(1);
});

it("tells the user's own AI about the voice", async () => {
  const user = await registerUser(app);
  await learn(user);
  const saved = await app.graphql(
    `mutation ($input: AiConnectionInput!) { saveAiConnection(input: $input) { model } }`,
    { input: { baseUrl: chat.baseUrl, model: 'voice-model', apiKey: 'sk-voice' } },
    user.token,
  );
  expect(saved.errors).toBeUndefined();
  chat.reply(completion('A post in my voice. 🚀\n\n#Reviews'));

  const post = await generate(user);
  expect(post).toEqual({
    content: 'A post in my voice. 🚀\n\n#Reviews',
    writer: { source: 'user' },
  });
  const sent = chat.requests.at(-1)!.json as { messages: { content: string }[] };
  const prompt = sent.messages.map((message) => message.content).join('\n');
  expect(prompt).toContain('## My voice');
  expect(prompt).toMatch(/question/i);
  expect(prompt).toContain('🚀');
});
