import { LENGTHS, TONES, VOICE_DEFAULTS, type VoiceProfile } from '@postpilot/common';
import type { GenerationRequest } from '../../generation';
import { buildMessages, LENGTH_DESCRIPTIONS, TONE_DESCRIPTIONS } from '../prompt';
import { sampleRequest } from './sample-request';

function messagesFor(overrides: Partial<GenerationRequest> = {}) {
  const messages = buildMessages(sampleRequest(overrides));
  expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
  return { system: messages[0].content, user: messages[1].content };
}

describe('buildMessages', () => {
  it('casts the model as a LinkedIn ghostwriter writing in the first person', () => {
    const { system } = messagesFor();
    expect(system).toMatch(/ghostwriter for LinkedIn/);
    expect(system).toMatch(/first-person voice/);
  });

  it("names the user's language", () => {
    expect(messagesFor().user).toContain('- Language: English. Write the post in English.');
    expect(messagesFor({ language: 'es' }).user).toContain('Write the post in Spanish.');
    expect(messagesFor({ language: 'ja' }).user).toContain('Write the post in Japanese.');
  });

  it('describes the author from onboarding: name, role, niches, context and audience', () => {
    const { user } = messagesFor();
    expect(user).toContain('- Name: Ada Lovelace');
    expect(user).toContain('- Role: VP of Engineering at Analytical Engines Ltd');
    expect(user).toContain('- I write about: Leadership, Software Development');
    expect(user).toContain(
      '15 years building engineering teams; I want to help first-time managers.',
    );
    expect(user).toContain('- My audience: Engineering managers and startup founders');
  });

  it('leaves out what the author did not fill in', () => {
    const { user } = messagesFor({
      author: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        jobTitle: null,
        company: 'Analytical Engines Ltd',
        contentNiches: [],
        personalContext: '  ',
        targetAudience: null,
      },
    });
    expect(user).toContain('- Role: Analytical Engines Ltd\n');
    expect(user).not.toMatch(/I write about|Background|My audience|null/);
  });

  it('asks for the given topic', () => {
    const { user } = messagesFor({ topic: '  Remote onboarding that works  ' });
    expect(user).toContain('- Topic: Remote onboarding that works\n');
  });

  it("asks the model to pick a topic from the author's niches when none is given", () => {
    expect(messagesFor({ topic: ' ' }).user).toContain(
      '- Topic: none given; pick a topic from my niches (Leadership, Software Development)',
    );
    const noNiches = messagesFor({
      topic: '',
      author: { ...sampleRequest().author, contentNiches: [] },
    });
    expect(noNiches.user).toContain('- Topic: none given; pick a topic that fits my role');
  });

  it.each(TONES)('describes the %s tone, and only that one', (tone) => {
    const { user } = messagesFor({ tone });
    expect(user).toContain(`- Tone: ${tone} (${TONE_DESCRIPTIONS[tone]}).`);
    for (const other of TONES.filter((t) => t !== tone)) {
      expect(user).not.toContain(TONE_DESCRIPTIONS[other]);
    }
  });

  it.each(LENGTHS)('asks for the %s length in paragraphs', (length) => {
    expect(messagesFor({ length }).user).toContain(`- Length: ${LENGTH_DESCRIPTIONS[length]}.`);
  });

  it('maps the lengths to 1-2, 3-4 and 5 or more paragraphs', () => {
    expect(LENGTH_DESCRIPTIONS).toEqual({
      short: '1-2 short paragraphs',
      medium: '3-4 paragraphs',
      long: '5 or more paragraphs',
    });
  });

  it('asks for 3-5 hashtags on the last line, or for none', () => {
    expect(messagesFor({ includeHashtags: true }).user).toContain(
      '- Hashtags: end with 3-5 relevant hashtags, together on the last line.',
    );
    expect(messagesFor({ includeHashtags: false }).user).toContain(
      '- Hashtags: none; use no hashtags at all.',
    );
  });

  it('asks for a few emojis, or for none', () => {
    expect(messagesFor({ includeEmojis: true }).user).toContain('- Emojis: use a few emojis');
    expect(messagesFor({ includeEmojis: false }).user).toContain(
      '- Emojis: none; use no emojis at all.',
    );
  });

  it("passes the custom prompt on as the user's own instructions, between markers", () => {
    const { user } = messagesFor({
      customPrompt: '  Mention our Berlin office.\nEnd with a question.  ',
    });
    expect(user).toContain(
      '## My additional instructions\n' +
        'Follow the instructions between the markers below, unless they conflict with the output rules.\n' +
        '<<<INSTRUCTIONS\nMention our Berlin office.\nEnd with a question.\nINSTRUCTIONS>>>',
    );
    // The hard rules come after the user's text, so they have the last word.
    expect(user.indexOf('## Output rules')).toBeGreaterThan(user.indexOf('INSTRUCTIONS>>>'));
  });

  it('has no instructions section when the custom prompt is blank', () => {
    expect(messagesFor({ customPrompt: ' \n ' }).user).not.toMatch(/INSTRUCTIONS|additional/);
  });

  it('states the 3,000-character limit and asks for the post text only', () => {
    const { user } = messagesFor();
    expect(user).toContain('- At most 3,000 characters in total');
    expect(user).toContain(
      '- Return only the post text: no preamble, no title, no quotes around it, no notes after it.',
    );
  });

  it('asks for a fresh take on a Regenerate, and not on the first draft', () => {
    expect(messagesFor({ variant: 0 }).user).not.toMatch(/draft \d|fresh/);
    expect(messagesFor({ variant: 2 }).user).toContain(
      '- This is draft 3 on these settings: take a fresh approach, with a different hook, ' +
        'angle and structure from the earlier drafts.',
    );
  });
});

describe('buildMessages with a voice', () => {
  const voice: VoiceProfile = {
    sampleCount: 12,
    words: 180,
    paragraphs: 4,
    sentenceWords: 14,
    hookStyles: ['question', 'number'],
    emojis: 'often',
    favouriteEmojis: ['🚀', '✅'],
    hashtags: 2,
    favouriteHashtags: ['Leadership', 'RemoteWork'],
    readingGrade: 8,
    themes: ['hiring', 'remote teams', 'onboarding'],
    avoid: ['game-changer', 'synergy', 'agree?'],
  };
  const withVoice = (overrides: Partial<GenerationRequest> = {}) =>
    messagesFor({ voice, includeHashtags: true, includeEmojis: true, ...overrides }).user;

  it('adds a "My voice" section after the post, before the instructions and output rules', () => {
    const user = withVoice({ customPrompt: 'Mention Berlin.' });
    expect(user).toContain(
      [
        '## My voice',
        'Write the way I write, as learned from 12 of my posts.',
        '- Length: about 180 words in 4 paragraphs is typical for me; the length asked above comes first when the two differ.',
        '- Opening: I usually open with a question or a number.',
        '- Sentences: about 14 words each on average; keep it readable at US school grade 8.',
        '- Emojis I like: 🚀 ✅.',
        '- Hashtags I use: #Leadership #RemoteWork; prefer them when they fit the topic.',
        '- Themes I come back to (draw on them when they fit): hiring, remote teams, onboarding.',
        '- Never use these words or phrases: “game-changer”, “synergy”, “agree?”.',
      ].join('\n'),
    );
    expect(user.indexOf('## The post')).toBeLessThan(user.indexOf('## My voice'));
    expect(user.indexOf('## My voice')).toBeLessThan(user.indexOf('## My additional instructions'));
    expect(user.indexOf('## My voice')).toBeLessThan(user.indexOf('## Output rules'));
  });

  it('has no voice section without a voice', () => {
    expect(messagesFor({ voice: null }).user).not.toContain('My voice');
  });

  it("asks for the voice's number of hashtags, at least one when the post has hashtags", () => {
    expect(withVoice()).toContain(
      '- Hashtags: end with exactly 2 relevant hashtags, together on the last line.',
    );
    expect(withVoice({ voice: { ...voice, hashtags: 0 } })).toContain(
      '- Hashtags: end with exactly 1 relevant hashtag, together on the last line.',
    );
  });

  it("follows the post's switches for whether there are hashtags and emojis at all", () => {
    const user = withVoice({ includeHashtags: false, includeEmojis: false });
    expect(user).toContain('- Hashtags: none; use no hashtags at all.');
    expect(user).toContain('- Emojis: none; use no emojis at all.');
    expect(user).not.toMatch(/Hashtags I use|Emojis I like|#Leadership|🚀/);
  });

  it("asks for as many emojis as the user's habit", () => {
    expect(withVoice()).toContain('- Emojis: use emojis freely, as I do: one in most paragraphs.');
    expect(withVoice({ voice: { ...voice, emojis: 'sometimes' } })).toContain(
      '- Emojis: use a few emojis where they add meaning, not in every line.',
    );
    expect(withVoice({ voice: { ...voice, emojis: 'never' } })).toContain(
      '- Emojis: one at most, only where it adds meaning.',
    );
  });

  it('says a voice set by hand is described by the user, and leaves out empty lists', () => {
    const user = withVoice({ voice: { ...VOICE_DEFAULTS, avoid: [] } });
    expect(user).toContain('## My voice\nWrite the way I write, as I describe it here.');
    expect(user).not.toMatch(/Themes I come back to|Never use these|Emojis I like|Hashtags I use/);
    expect(user).toContain('- Length: about 150 words in 4 paragraphs');
  });
});

describe("buildMessages with examples of the user's posts", () => {
  const userOf = (examplePosts: string[]) =>
    buildMessages(sampleRequest({ examplePosts }))[1].content;

  it('shows each as a style example, between markers, before the output rules', () => {
    const posts = ['I shipped late once.\n\nNever again.', 'Three things I tell new managers.'];
    const user = userOf(posts);
    expect(user).toContain('## Posts I wrote (match the voice, not the content)');
    expect(user).toContain('Do not reuse their topics, stories, claims or figures');
    expect(user).toContain(`<<<EXAMPLE 1\n${posts[0]}\nEXAMPLE 1>>>`);
    expect(user).toContain(`<<<EXAMPLE 2\n${posts[1]}\nEXAMPLE 2>>>`);
    expect(user.indexOf('## Posts I wrote')).toBeLessThan(user.indexOf('## Output rules'));
  });

  it('has no examples section when there are none, or only blank ones', () => {
    expect(userOf([])).not.toContain('## Posts I wrote');
    expect(userOf(['  '])).not.toContain('## Posts I wrote');
  });
});
