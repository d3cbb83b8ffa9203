import {
  INPUT_MESSAGES,
  learnVoiceSchema,
  SINGLE_EMOJI,
  updateVoiceSchema,
  validate,
  VOICE_MESSAGES as VM,
} from '..';

describe('learnVoiceSchema', () => {
  it('takes 1 to 50 posts, trimmed, and whether to replace those learned before', () => {
    expect(validate(learnVoiceSchema, { posts: ['  A post.  ', 'Another.'] })).toEqual({
      value: { posts: ['A post.', 'Another.'], replace: false },
      errors: null,
    });
    expect(validate(learnVoiceSchema, { posts: ['A post.'], replace: true }).value).toEqual({
      posts: ['A post.'],
      replace: true,
    });
  });

  it('refuses no posts, an empty post, a post over 3,000 characters and more than 50', () => {
    const errors = (input: unknown) => validate(learnVoiceSchema, input).errors;
    expect(errors({})).toEqual([{ field: 'posts', message: VM.postsRequired }]);
    expect(errors({ posts: [] })).toEqual([{ field: 'posts', message: VM.postsRequired }]);
    expect(errors({ posts: ['ok', '  '] })).toEqual([
      { field: 'posts[1]', message: VM.postRequired },
    ]);
    expect(errors({ posts: ['x'.repeat(3001)] })).toEqual([
      { field: 'posts[0]', message: VM.postTooLong },
    ]);
    expect(errors({ posts: Array.from({ length: 51 }, (_, i) => `Post ${i}`) })).toEqual([
      { field: 'posts', message: VM.tooManyPosts(50) },
    ]);
    expect(errors({ posts: 'one post' })).toEqual([
      { field: 'posts', message: INPUT_MESSAGES.notList },
    ]);
  });
});

describe('updateVoiceSchema', () => {
  it('takes any of the fields, a hashtag with or without "#"', () => {
    expect(
      validate(updateVoiceSchema, {
        words: 220,
        hookStyles: ['story', 'question'],
        emojis: 'never',
        favouriteEmojis: ['🚀', '👩🏽‍💻', '🇫🇷', '❤️'],
        favouriteHashtags: ['#Leadership', 'remote_work', 'Führung'],
        themes: ['  hiring  '],
        learnFromPublished: false,
      }),
    ).toEqual({
      value: {
        words: 220,
        hookStyles: ['story', 'question'],
        emojis: 'never',
        favouriteEmojis: ['🚀', '👩🏽‍💻', '🇫🇷', '❤️'],
        favouriteHashtags: ['Leadership', 'remote_work', 'Führung'],
        themes: ['hiring'],
        learnFromPublished: false,
      },
      errors: null,
    });
    expect(validate(updateVoiceSchema, {})).toEqual({ value: {}, errors: null });
  });

  it('refuses numbers out of range and not whole, naming each field', () => {
    expect(
      validate(updateVoiceSchema, {
        words: 9,
        paragraphs: 13,
        sentenceWords: 4.5,
        hashtags: 6,
        readingGrade: 0,
      }).errors,
    ).toEqual([
      { field: 'words', message: VM.wholeNumber('Words', 10, 600) },
      { field: 'paragraphs', message: VM.wholeNumber('Paragraphs', 1, 12) },
      { field: 'sentenceWords', message: VM.wholeNumber('Words per sentence', 4, 40) },
      { field: 'hashtags', message: VM.wholeNumber('Hashtags', 0, 5) },
      { field: 'readingGrade', message: VM.wholeNumber('Reading grade', 1, 18) },
    ]);
  });

  it('refuses no opening, an unknown one, an unknown emoji habit and bad favourites', () => {
    expect(
      validate(updateVoiceSchema, {
        hookStyles: [],
        emojis: 'always',
        favouriteEmojis: ['smile'],
        favouriteHashtags: ['two words'],
      }).errors,
    ).toEqual([
      { field: 'hookStyles', message: VM.hookStylesRequired },
      { field: 'emojis', message: VM.emojisInvalid },
      { field: 'favouriteEmojis[0]', message: VM.emojiInvalid },
      { field: 'favouriteHashtags[0]', message: VM.hashtagInvalid },
    ]);
    expect(validate(updateVoiceSchema, { hookStyles: ['riddle'] }).errors).toEqual([
      { field: 'hookStyles[0]', message: VM.hookStyleInvalid },
    ]);
  });

  it('bounds the lists and their phrases', () => {
    expect(
      validate(updateVoiceSchema, {
        favouriteEmojis: ['🚀', '✅', '🔥', '💡', '🎯', '👏'],
        themes: Array.from({ length: 9 }, (_, i) => `theme ${i}`),
        avoid: ['x'.repeat(61), ' '],
      }).errors,
    ).toEqual([
      { field: 'favouriteEmojis', message: VM.tooMany('favourite emojis', 5) },
      { field: 'themes', message: VM.tooMany('themes', 8) },
      { field: 'avoid[0]', message: VM.phraseTooLong(60) },
      { field: 'avoid[1]', message: VM.phraseRequired },
    ]);
  });
});

describe('SINGLE_EMOJI', () => {
  it.each(['🚀', '✅', '❤️', '👍🏾', '👨‍👩‍👧', '🇩🇪'])('%s is one emoji', (emoji) => {
    expect(SINGLE_EMOJI.test(emoji)).toBe(true);
  });
  it.each(['', 'a', '🚀🚀', '©', '#', '1'])('%p is not', (text) => {
    expect(SINGLE_EMOJI.test(text)).toBe(false);
  });
});
