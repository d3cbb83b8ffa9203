import { LINKEDIN_CLICHES, VOICE_RANGES } from '@postpilot/common';
import { analyzeVoice, analyzeVoiceInTurns } from '../analyze';

/** Three posts of one author: question openings, 🚀 in each, two hashtags each. */
const POSTS = [
  'What makes a remote team work? 🚀\n\nWe hired four engineers last year. Onboarding took two weeks.\n\nThe checklist helped most. ✅\n\n#Leadership #RemoteWork',
  'Why does onboarding matter so much? 🚀\n\nA good onboarding plan saves a remote team months. New hires ship sooner.\n\nWrite the plan down. Share it early.\n\n#Leadership #Hiring',
  'How do you onboard a remote team? 🚀\n\nI pair every new engineer with a buddy. The buddy answers the small questions.\n\nOnboarding is a team sport.\n\n#RemoteWork #Leadership',
];

describe('analyzeVoice', () => {
  it("derives the author's habits from their posts", () => {
    expect(analyzeVoice(POSTS)).toEqual({
      sampleCount: 3,
      // 20, 26 and 26 words (hashtags are not words): the median.
      words: 26,
      // The closing hashtag line is no paragraph.
      paragraphs: 3,
      // 72 words in 13 sentences.
      sentenceWords: 6,
      hookStyles: ['question'],
      // 4 emojis in 3 posts: more than one a post.
      emojis: 'often',
      favouriteEmojis: ['🚀', '✅'],
      hashtags: 2,
      favouriteHashtags: ['Leadership', 'RemoteWork', 'Hiring'],
      readingGrade: 3,
      themes: ['remote team', 'onboarding'],
      avoid: LINKEDIN_CLICHES.slice(0, 20),
    });
  });

  it('answers the same a post at a time', async () => {
    expect(await analyzeVoiceInTurns(POSTS)).toEqual(analyzeVoice(POSTS));
    expect(await analyzeVoiceInTurns([' '])).toBeNull();
  });

  it('learns nothing from no text', () => {
    expect(analyzeVoice([])).toBeNull();
    expect(analyzeVoice(['  ', '\n\n'])).toBeNull();
  });

  it('learns from one post, CRLF line breaks and all', () => {
    const profile = analyzeVoice([
      'Stop hiring for culture fit.\r\n\r\nHire for values instead, and let the culture grow. 👍\r\n\r\n#Hiring',
    ])!;
    expect(profile).toMatchObject({
      sampleCount: 1,
      words: 14,
      paragraphs: 2,
      sentenceWords: 7,
      hookStyles: ['contrarian'],
      emojis: 'often',
      favouriteEmojis: ['👍'],
      hashtags: 1,
      favouriteHashtags: ['Hiring'],
    });
    // With one post, a theme needs to appear only there; "culture" is in "culture fit".
    expect(profile.themes).toEqual(['culture fit']);
  });

  it('keeps the numbers of an emoji-only post within what a user may set', () => {
    expect(analyzeVoice(['🚀🔥'])).toMatchObject({
      words: VOICE_RANGES.words.min,
      paragraphs: 1,
      sentenceWords: VOICE_RANGES.sentenceWords.min,
      hookStyles: ['statement'],
      emojis: 'often',
      favouriteEmojis: ['🚀', '🔥'],
      hashtags: 0,
      favouriteHashtags: [],
      readingGrade: VOICE_RANGES.readingGrade.min,
      themes: [],
    });
  });

  it('says "sometimes" for fewer emojis than posts, and "never" for none', () => {
    const some = analyzeVoice(['One post. 🚀', 'Another post.', 'A third post.'])!;
    expect(some.emojis).toBe('sometimes');
    expect(analyzeVoice(['One post.', 'Another post.'])!.emojis).toBe('never');
  });

  it('counts a hashtag however it is written, and answers the spelling used most', () => {
    const profile = analyzeVoice([
      'A post. #remotework #AI',
      'A post. #RemoteWork #ai',
      'A post. #RemoteWork #Hiring #AI',
    ])!;
    expect(profile.favouriteHashtags).toEqual(['RemoteWork', 'AI', 'Hiring']);
    expect(profile.hashtags).toBe(2);
  });

  it('holds at most 5 favourites of each, and at most 5 hashtags a post', () => {
    const tags = Array.from({ length: 8 }, (_, i) => `#Tag${i}`).join(' ');
    const profile = analyzeVoice([`Emojis 🚀 🔥 ✅ 💡 🎯 👏 🙌, hashtags ${tags}`])!;
    expect(profile.favouriteEmojis).toEqual(['🚀', '🔥', '✅', '💡', '🎯']);
    expect(profile.favouriteHashtags).toHaveLength(5);
    expect(profile.hashtags).toBe(5);
  });

  it('still measures posts in another language, and finds their hashtags', () => {
    const german = analyzeVoice([
      'Wie arbeitet ein verteiltes Team gut zusammen? 🚀\n\nWir haben klare Regeln für Meetings eingeführt.\n\n#Führung #Teamarbeit',
      'Was macht gute Einarbeitung aus? 🚀\n\nEin Pate für jede neue Kollegin hilft sehr.\n\n#Führung',
    ])!;
    expect(german).toMatchObject({
      sampleCount: 2,
      paragraphs: 2,
      hookStyles: ['question'],
      emojis: 'often',
      favouriteHashtags: ['Führung', 'Teamarbeit'],
    });
    expect(german.words).toBeGreaterThanOrEqual(VOICE_RANGES.words.min);
    const japanese = analyzeVoice([
      '昨日、新しいチームを作りました。オンボーディングは大切です。\n\n皆さんはどう思いますか？',
    ])!;
    expect(japanese.hookStyles).toEqual(['statement']);
    expect(japanese.paragraphs).toBe(2);
    // Words without spaces between them are still words.
    expect(japanese.words).toBeGreaterThan(VOICE_RANGES.words.min);
    expect(japanese.readingGrade).toBeGreaterThanOrEqual(1);
    expect(japanese.readingGrade).toBeLessThanOrEqual(18);
  });

  it('does not avoid the clichés the user writes themselves', () => {
    const profile = analyzeVoice([
      'This tool is a Game Changer. Agree?\n\nI am humbled by your notes.',
      "In today's fast-paced world, synergy matters.",
    ])!;
    for (const used of [
      'game-changer',
      'agree?',
      'humbled',
      "in today's fast-paced world",
      'synergy',
    ]) {
      expect(profile.avoid).not.toContain(used);
    }
    expect(profile.avoid).toHaveLength(LINKEDIN_CLICHES.length - 5);
    expect(profile.avoid[0]).toBe('thrilled to announce');
  });
});
