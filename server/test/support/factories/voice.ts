import type { TestApp } from '../app';

/**
 * The user's voice, learned from `posts` through the voice service, as Learn in Settings does;
 * `learnFromPublished: false` switches off learning from what they publish.
 */
export async function buildVoice(
  app: TestApp,
  user: { id: string },
  posts: string[],
  { learnFromPublished = true }: { learnFromPublished?: boolean } = {},
) {
  const { voice } = app.api.services;
  const learned = await voice.learn(user, { posts });
  return learnFromPublished ? learned : voice.update(user, { learnFromPublished: false });
}
