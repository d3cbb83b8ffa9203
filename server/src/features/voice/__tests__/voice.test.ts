import { describeVoice, VOICE_DEFAULTS, VOICE_MESSAGES as VM } from '@postpilot/common';
import { startTestApp, type TestApp } from '../../../../test/support/app';
import { bearer, registerUser, type RegisteredUser } from '../../../../test/support/factories';

/** Three posts of one author: question openings, emojis, two hashtags each. */
const POSTS = [
  'What makes a remote team work? 🚀\n\nWe hired four engineers last year. Onboarding took two weeks.\n\nThe checklist helped most. ✅\n\n#Leadership #RemoteWork',
  'Why does onboarding matter so much? 🚀\n\nA good onboarding plan saves a remote team months. New hires ship sooner.\n\nWrite the plan down. Share it early.\n\n#Leadership #Hiring',
  'How do you onboard a remote team? 🚀\n\nI pair every new engineer with a buddy. The buddy answers the small questions.\n\nOnboarding is a team sport.\n\n#RemoteWork #Leadership',
];

const PROFILE_FIELDS = `sampleCount words paragraphs sentenceWords hookStyles emojis favouriteEmojis
  hashtags favouriteHashtags readingGrade themes avoid`;
const VOICE_FIELDS = `profile { ${PROFILE_FIELDS} } summary sampleCount learnFromPublished edited`;
const VOICE = `query { voice { ${VOICE_FIELDS} } }`;
const LEARN = `mutation ($input: LearnVoiceInput!) { learnVoice(input: $input) { ${VOICE_FIELDS} } }`;
const UPDATE = `mutation ($input: UpdateVoiceInput!) { updateVoice(input: $input) { ${VOICE_FIELDS} } }`;
const RESET = `mutation { resetVoice { ${VOICE_FIELDS} } }`;

interface VoiceAnswer {
  profile: Record<string, unknown> | null;
  summary: string[];
  sampleCount: number;
  learnFromPublished: boolean;
  edited: string[];
}

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

async function gql<T = VoiceAnswer>(
  user: RegisteredUser,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const res = await app.graphql<Record<string, T>>(query, variables, user.token);
  expect(res.errors).toBeUndefined();
  return Object.values(res.data!)[0]!;
}

const voiceOf = (user: RegisteredUser) => gql(user, VOICE);
const learn = (user: RegisteredUser, posts: string[], replace?: boolean) =>
  gql(user, LEARN, { input: { posts, replace } });
const update = (user: RegisteredUser, input: Record<string, unknown>) =>
  gql(user, UPDATE, { input });

/** The user's stored voice, to see that a refused request changed nothing. */
const storedVoice = async (user: RegisteredUser) =>
  JSON.stringify(
    await app.api.infra.dataSource.query(`SELECT * FROM voice_profiles WHERE user_id = $1`, [
      user.id,
    ]),
  );

describe('learning', () => {
  it('a new user has no voice, and none is stored by asking', async () => {
    const user = await registerUser(app);
    expect(await voiceOf(user)).toEqual({
      profile: null,
      summary: [],
      sampleCount: 0,
      learnFromPublished: true,
      edited: [],
    });
    expect(await storedVoice(user)).toBe('[]');
    expect(await app.api.services.voice.profileFor(user.id)).toBeNull();
  });

  it('learns from pasted posts, and says the profile in plain words', async () => {
    const user = await registerUser(app);
    const voice = await learn(user, POSTS);
    expect(voice.profile).toEqual({
      sampleCount: 3,
      words: 26,
      paragraphs: 3,
      sentenceWords: 6,
      hookStyles: ['question'],
      emojis: 'often',
      favouriteEmojis: ['🚀', '✅'],
      hashtags: 2,
      favouriteHashtags: ['Leadership', 'RemoteWork', 'Hiring'],
      readingGrade: 3,
      themes: ['remote team', 'onboarding'],
      avoid: VOICE_DEFAULTS.avoid,
    });
    expect(voice.summary).toEqual(describeVoice(voice.profile as never));
    expect(voice.summary.slice(0, 4)).toEqual([
      'Your posts run about 26 words in 3 short paragraphs.',
      'You usually open with a question.',
      'You use emojis often — 🚀 ✅ most.',
      'You end with 2 hashtags, such as #Leadership #RemoteWork #Hiring.',
    ]);
    expect(voice).toMatchObject({ sampleCount: 3, learnFromPublished: true, edited: [] });
    // The writers get the same profile.
    expect(await app.api.services.voice.profileFor(user.id)).toEqual(voice.profile);
    expect(await voiceOf(user)).toEqual(voice);
  });

  it('adds posts to those learned from, each once, or replaces them', async () => {
    const user = await registerUser(app);
    await learn(user, POSTS.slice(0, 2));
    const added = await learn(user, [`  ${POSTS[1]}  `, POSTS[2]!]);
    expect(added.sampleCount).toBe(3);
    expect(added.profile).toMatchObject({ sampleCount: 3 });
    const replaced = await learn(user, ['Stop hiring for culture fit. Hire for values.'], true);
    expect(replaced.sampleCount).toBe(1);
    expect(replaced.profile).toMatchObject({ hookStyles: ['contrarian'], emojis: 'never' });
  });

  it('keeps the latest 50 posts', async () => {
    const user = await registerUser(app);
    const first = Array.from({ length: 50 }, (_, i) => `An older post, number ${i}.`);
    await learn(user, first);
    const voice = await learn(user, ['The newest post of all.']);
    expect(voice.sampleCount).toBe(50);
    const [{ samples }] = await app.api.infra.dataSource.query(
      `SELECT samples FROM voice_profiles WHERE user_id = $1`,
      [user.id],
    );
    expect(samples[0]).toBe('The newest post of all.');
    expect(samples).not.toContain('An older post, number 49.');
  });

  it('answers REST with the same voice', async () => {
    const user = await registerUser(app);
    const res = await app
      .http()
      .post('/api/voice/learn')
      .set(bearer(user))
      .send({ posts: POSTS })
      .expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.voice).toEqual(await voiceOf(user));
    const read = await app.http().get('/api/voice').set(bearer(user)).expect(200);
    expect(read.body).toEqual({ success: true, voice: res.body.voice });
  });
});

describe('editing', () => {
  it('keeps edits when learning again, and lets a field follow learning again', async () => {
    const user = await registerUser(app);
    await learn(user, POSTS);
    const edited = await update(user, {
      words: 220,
      favouriteHashtags: ['#Hiring', 'hiring', 'Culture'],
      hookStyles: ['question'],
      learnFromPublished: false,
    });
    expect(edited.profile).toMatchObject({
      words: 220,
      favouriteHashtags: ['Hiring', 'Culture'],
      hookStyles: ['question'],
    });
    // hookStyles was given as learned: it is no edit.
    expect(edited.edited).toEqual(['words', 'favouriteHashtags']);
    expect(edited.learnFromPublished).toBe(false);
    expect(edited.summary[0]).toBe('Your posts run about 220 words in 3 paragraphs.');

    const relearned = await learn(user, ['Stop hiring for culture fit. Hire for values. 🚀'], true);
    expect(relearned.profile).toMatchObject({
      words: 220,
      favouriteHashtags: ['Hiring', 'Culture'],
      hookStyles: ['contrarian'],
      sampleCount: 1,
    });

    // Given as what was learned, a field is the learned one again.
    const learnedWords = (await analyzeStored(user)).words;
    const back = await update(user, { words: learnedWords });
    expect(back.edited).toEqual(['favouriteHashtags']);
    expect(back.profile).toMatchObject({ words: learnedWords });
  });

  it('makes a profile of edits alone, the rest from the defaults', async () => {
    const user = await registerUser(app);
    const voice = await update(user, { avoid: ['synergy', 'Synergy', 'rockstar'], hashtags: 0 });
    expect(voice.profile).toEqual({
      ...VOICE_DEFAULTS,
      avoid: ['synergy', 'rockstar'],
      hashtags: 0,
      sampleCount: 0,
    });
    expect(voice.sampleCount).toBe(0);
    expect(voice.summary).toContain("You don't end with hashtags.");
  });

  it('an edit that changes nothing stores nothing', async () => {
    const user = await registerUser(app);
    await update(user, { themes: [], words: VOICE_DEFAULTS.words, learnFromPublished: true });
    expect(await storedVoice(user)).toBe('[]');
  });

  it('answers REST PUT with the voice', async () => {
    const user = await registerUser(app);
    const res = await app
      .http()
      .put('/api/voice')
      .set(bearer(user))
      .send({ emojis: 'never', favouriteEmojis: [] })
      .expect(200);
    expect(res.body.voice.profile).toMatchObject({ emojis: 'never', favouriteEmojis: [] });
    expect(res.body.voice.edited).toEqual(['emojis']);
  });
});

/** What the user's stored posts learn, without the user's edits. */
async function analyzeStored(user: RegisteredUser) {
  const [{ learned }] = await app.api.infra.dataSource.query(
    `SELECT learned FROM voice_profiles WHERE user_id = $1`,
    [user.id],
  );
  return learned as { words: number };
}

describe('forgetting', () => {
  it('forgets posts, what was learned and edits, and keeps the published-posts choice', async () => {
    const user = await registerUser(app);
    await learn(user, POSTS);
    await update(user, { words: 300, learnFromPublished: false });
    const forgotten = await gql(user, RESET);
    expect(forgotten).toEqual({
      profile: null,
      summary: [],
      sampleCount: 0,
      learnFromPublished: false,
      edited: [],
    });
    expect(await voiceOf(user)).toEqual(forgotten);
    const rest = await app.http().delete('/api/voice').set(bearer(user)).expect(200);
    expect(rest.body.voice).toEqual(forgotten);
  });
});

describe("one user's voice", () => {
  it('is never seen or changed by another', async () => {
    const ada = await registerUser(app);
    const bob = await registerUser(app);
    const adas = await learn(ada, POSTS);
    expect((await voiceOf(bob)).profile).toBeNull();
    await update(bob, { words: 500 });
    await gql(bob, RESET);
    await app.http().delete('/api/voice').set(bearer(bob)).expect(200);
    expect(await voiceOf(ada)).toEqual(adas);
    const rest = await app.http().get('/api/voice').set(bearer(bob)).expect(200);
    expect(rest.body.voice.profile).toBeNull();
  });
});

describe('bad input', () => {
  it('is a 4xx with the field, and changes nothing', async () => {
    const user = await registerUser(app);
    await learn(user, POSTS);
    await update(user, { words: 250 });
    const before = await storedVoice(user);

    const empty = await app.graphql(LEARN, { input: { posts: [] } }, user.token);
    expect(empty.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: [{ field: 'posts', message: VM.postsRequired }],
    });
    const tooMany = await app
      .http()
      .post('/api/voice/learn')
      .set(bearer(user))
      .send({ posts: Array.from({ length: 51 }, (_, i) => `Post ${i}`) })
      .expect(400);
    expect(tooMany.body.errors).toEqual([{ field: 'posts', message: VM.tooManyPosts(50) }]);
    await app
      .http()
      .post('/api/voice/learn')
      .set(bearer(user))
      .send({ posts: ['fine', 'x'.repeat(3001)] })
      .expect(400);
    await app.http().post('/api/voice/learn').set(bearer(user)).send({ posts: 'text' }).expect(400);

    const words = await app
      .http()
      .put('/api/voice')
      .set(bearer(user))
      .send({ words: 5, hookStyles: [], emojis: 'always', favouriteHashtags: ['no spaces'] })
      .expect(400);
    expect(words.body.errors).toEqual([
      { field: 'words', message: VM.wholeNumber('Words', 10, 600) },
      { field: 'hookStyles', message: VM.hookStylesRequired },
      { field: 'emojis', message: VM.emojisInvalid },
      { field: 'favouriteHashtags[0]', message: VM.hashtagInvalid },
    ]);
    const graphqlEdit = await app.graphql(
      UPDATE,
      { input: { readingGrade: 19, themes: ['x'.repeat(61)] } },
      user.token,
    );
    expect(graphqlEdit.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await storedVoice(user)).toBe(before);
  });
});
