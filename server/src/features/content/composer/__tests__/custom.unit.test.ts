import { readCustomPrompt } from '../custom';

describe('readCustomPrompt', () => {
  it('is empty for an empty prompt', () => {
    expect(readCustomPrompt('')).toEqual({
      directives: [],
      audience: null,
      tone: null,
      length: null,
      emojis: null,
      hashtags: null,
    });
  });

  it.each([
    ['mention our new podcast', 'mention', 'our new podcast'],
    ['Please mention your new book!', 'mention', 'my new book'],
    ['Be sure to plug the webinar on Friday', 'mention', 'the webinar on Friday'],
    ['Mention that we are hiring', 'note', 'we are hiring'],
    ['Thank my mentor Sarah', 'act', 'thank my mentor Sarah'],
    ['Announce our Series A', 'act', 'announce our Series A'],
    ['We are hiring two engineers', 'note', 'We are hiring two engineers'],
    ['Focus on the cost of bad hires', 'focus', 'the cost of bad hires'],
    ['Make it about async teams', 'focus', 'async teams'],
    ['Use an example from my first job', 'story', 'my first job'],
    ['Tell a story about when I got fired', 'story', 'the time I got fired'],
    [
      'Ask readers to share their worst onboarding story',
      'cta',
      'share your worst onboarding story',
    ],
    ['End with a call to action to book a demo', 'cta', 'book a demo'],
    ['Add a CTA', 'cta', 'share it with someone who would find it useful'],
  ])('%j → %s "%s"', (prompt, kind, text) => {
    expect(readCustomPrompt(prompt).directives).toEqual([{ kind, text }]);
  });

  it('reads an audience', () => {
    expect(readCustomPrompt('Write it for Startup Founders').audience).toBe('startup founders');
    expect(readCustomPrompt('Target HR leaders in healthcare.').audience).toBe(
      'HR leaders in healthcare',
    );
  });

  it('reads style requests without turning them into sentences', () => {
    expect(readCustomPrompt('Make it funny')).toMatchObject({ tone: 'humorous', directives: [] });
    expect(readCustomPrompt('More formal tone please')).toMatchObject({
      tone: 'professional',
      directives: [],
    });
    expect(readCustomPrompt('Keep it short and punchy')).toMatchObject({
      length: 'short',
      directives: [],
    });
    expect(readCustomPrompt('In-depth, detailed')).toMatchObject({ length: 'long' });
    expect(readCustomPrompt('Make it pop').directives).toEqual([]);
  });

  it('reads emoji and hashtag switches', () => {
    expect(readCustomPrompt('No emojis. Add hashtags')).toMatchObject({
      emojis: false,
      hashtags: true,
    });
    expect(readCustomPrompt('use a few emojis, without hashtags')).toMatchObject({
      emojis: true,
      hashtags: false,
    });
  });

  it('adds nothing for ingredients every post has or that cannot be invented', () => {
    for (const prompt of [
      'Add a personal touch',
      'Include a question at the end',
      'Add statistics',
      'Use a story',
    ]) {
      expect(readCustomPrompt(prompt)).toMatchObject({ directives: [], tone: null });
    }
    expect(readCustomPrompt('Add a joke').tone).toBe('humorous');
    expect(readCustomPrompt('Use bullet points').tone).toBe('educational');
    expect(readCustomPrompt('Use an example from my first job').directives).toHaveLength(1);
  });

  it('says nothing about what it is told not to mention', () => {
    expect(readCustomPrompt("Don't mention competitors").directives).toEqual([]);
  });

  it('splits several instructions, drops repeats and keeps at most three', () => {
    const read = readCustomPrompt(
      'Mention our podcast and ask people to subscribe. Mention our podcast. Focus on async teams; thank Sarah; announce the launch',
    );
    expect(read.directives).toEqual([
      { kind: 'mention', text: 'our podcast' },
      { kind: 'cta', text: 'subscribe' },
      { kind: 'focus', text: 'async teams' },
    ]);
  });

  it('cuts very long instructions', () => {
    const read = readCustomPrompt(`mention ${'our wonderful new podcast '.repeat(30)}`);
    expect(read.directives[0].text.length).toBeLessThanOrEqual(140);
  });
});
