import { describeVoice, LINKEDIN_CLICHES, VOICE_DEFAULTS, type VoiceProfile } from '..';

const profile = (overrides: Partial<VoiceProfile> = {}): VoiceProfile => ({
  sampleCount: 12,
  words: 180,
  paragraphs: 4,
  sentenceWords: 14,
  hookStyles: ['question', 'number'],
  emojis: 'sometimes',
  favouriteEmojis: ['🚀', '✅'],
  hashtags: 2,
  favouriteHashtags: ['Leadership', 'RemoteWork'],
  readingGrade: 8,
  themes: ['hiring', 'remote teams', 'onboarding'],
  avoid: ['game-changer', 'synergy'],
  ...overrides,
});

describe('describeVoice', () => {
  it('says each habit in a sentence', () => {
    expect(describeVoice(profile())).toEqual([
      'Your posts run about 180 words in 4 short paragraphs.',
      'You usually open with a question or a number.',
      'You use emojis sometimes — 🚀 ✅ most.',
      'You end with 2 hashtags, such as #Leadership #RemoteWork.',
      'Your sentences average 14 words; they read at grade 8.',
      'You come back to: hiring, remote teams, onboarding.',
      'Postpilot avoids: “game-changer”, “synergy”.',
    ]);
  });

  it('says long paragraphs without "short", and one paragraph as such', () => {
    expect(describeVoice(profile({ words: 400, paragraphs: 3 }))[0]).toBe(
      'Your posts run about 400 words in 3 paragraphs.',
    );
    expect(describeVoice(profile({ words: 60, paragraphs: 1 }))[0]).toBe(
      'Your posts run about 60 words in a single paragraph.',
    );
  });

  it('names up to three openings', () => {
    expect(describeVoice(profile({ hookStyles: ['story'] }))[1]).toBe(
      'You usually open with a story.',
    );
    expect(
      describeVoice(profile({ hookStyles: ['contrarian', 'story', 'statement', 'question'] }))[1],
    ).toBe('You usually open with a contrarian take, a story or a plain statement.');
  });

  it('says when emojis and hashtags are not used, and leaves out favourites it lacks', () => {
    const lines = describeVoice(
      profile({ emojis: 'never', favouriteEmojis: [], hashtags: 0, favouriteHashtags: [] }),
    );
    expect(lines[2]).toBe("You don't use emojis.");
    expect(lines[3]).toBe("You don't end with hashtags.");
    const often = describeVoice(profile({ emojis: 'often', favouriteEmojis: [], hashtags: 1 }));
    expect(often[2]).toBe('You use emojis often.');
    expect(often[3]).toBe('You end with 1 hashtag, such as #Leadership #RemoteWork.');
  });

  it('leaves out themes it does not know, and counts the phrases it does not name', () => {
    const lines = describeVoice({ ...VOICE_DEFAULTS, themes: [] });
    expect(lines.some((line) => line.startsWith('You come back to'))).toBe(false);
    expect(lines.at(-1)).toBe(
      `Postpilot avoids: ${LINKEDIN_CLICHES.slice(0, 8)
        .map((phrase) => `“${phrase}”`)
        .join(', ')} and 12 more.`,
    );
  });
});
