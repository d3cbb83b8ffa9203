import { CONTENT_MESSAGES, LENGTHS, TONES, type VoiceProfile } from '@postpilot/common';
import { GenerationError, POST_MAX_CHARS } from '../../generation';
import { Composer, composePost } from '../composer';
import { briefOf, takeOf } from '../compose';
import { openingShape } from '../recent';
import { BARE, EMOJI, HASHTAG_LINE, NORTHWIND, emojiCount, paragraphs, request } from './helpers';

const TOPICS = [
  'remote work',
  'Why most onboarding fails',
  'AI in healthcare',
  'Is remote work dead?',
  'How we cut our cloud bill by 40% without slowing the team down',
  'Stop hiring for culture fit',
  '',
];
const RANGES = { short: [1, 2], medium: [3, 4], long: [5, 12] } as const;

export const VOICE: VoiceProfile = {
  sampleCount: 12,
  words: 60,
  paragraphs: 2,
  sentenceWords: 12,
  hookStyles: ['question'],
  emojis: 'often',
  favouriteEmojis: ['🚀'],
  hashtags: 1,
  favouriteHashtags: [],
  readingGrade: 8,
  themes: [],
  avoid: [],
};

describe('Composer', () => {
  it('is the composer provider, writes English only and refuses other languages', async () => {
    const composer = new Composer();
    expect(composer.provider).toBe('composer');
    expect(composer.writes('en')).toBe(true);
    expect(composer.writes('es')).toBe(false);
    await expect(composer.generate(request())).resolves.toBe(composePost(request()));
    const spanish = composer.generate(request({ language: 'es' }));
    await expect(spanish).rejects.toBeInstanceOf(GenerationError);
    await expect(spanish).rejects.toMatchObject({
      kind: 'bad_request',
      retryable: false,
      message: CONTENT_MESSAGES.builtInWriterLanguage('Spanish'),
    });
  });
});

describe('determinism and variants', () => {
  it('gives the same text for the same request', () => {
    for (const tone of TONES) {
      const req = request({ tone, includeEmojis: true, includeHashtags: true, variant: 2 });
      expect(composePost(req)).toBe(composePost({ ...req, author: { ...req.author } }));
    }
  });

  it('gives each Regenerate another opening and another build', () => {
    for (const tone of TONES) {
      for (const length of LENGTHS) {
        for (const topic of TOPICS) {
          for (let variant = 0; variant < 4; variant++) {
            const a = composePost(
              request({ tone, length, topic: topic || 'remote work', variant }),
            );
            const b = composePost(
              request({ tone, length, topic: topic || 'remote work', variant: variant + 1 }),
            );
            expect(openingShape(b)).not.toBe(openingShape(a));
            const brief = briefOf(request({ tone, length, topic: topic || 'remote work' }));
            expect(takeOf(brief, variant + 1, 0).structure).not.toBe(
              takeOf(brief, variant, 0).structure,
            );
          }
        }
      }
    }
  });
});

describe('a post about its topic', () => {
  it('talks about the topic in the body, not only the first line', () => {
    const post = composePost(
      request({ topic: 'How we cut our cloud bill by 40% without slowing the team down' }),
    );
    const body = post.split('\n').slice(1).join('\n');
    expect(body).toMatch(/cloud bill/);
    expect(post).not.toMatch(/changed my mind about how/i);
    expect(post).not.toMatch(/The plan was sound/);
  });

  it('keeps 1-2 paragraphs when short, 3-4 when medium and 5+ when long', () => {
    for (const tone of TONES) {
      for (const length of LENGTHS) {
        for (const topic of TOPICS) {
          const count = paragraphs(composePost(request({ tone, length, topic }))).length;
          expect(count).toBeGreaterThanOrEqual(RANGES[length][0]);
          expect(count).toBeLessThanOrEqual(RANGES[length][1]);
        }
      }
    }
  });

  it('ties the example to the author as given, and never invents years of experience', () => {
    const longs = [0, 1, 2, 3].map((variant) => composePost(request({ length: 'long', variant })));
    expect(longs.join('\n')).toContain('Head of Growth at Northwind');
    for (const tone of TONES) {
      expect(composePost(request({ tone, author: BARE }))).not.toMatch(/\d+\s*years|decade/i);
    }
  });

  it('writes about a niche angle when the topic is empty', () => {
    const a = composePost(request({ topic: '', variant: 0 }));
    const b = composePost(request({ topic: '', variant: 1 }));
    expect(a.split('\n')[0]).not.toBe(b.split('\n')[0]);
    expect(composePost(request({ topic: '   ' }))).toBe(composePost(request({ topic: '' })));
    expect(composePost(request({ topic: '', author: BARE }))).toBeTruthy();
  });
});

describe('hashtags and emojis', () => {
  it('puts up to three CamelCase hashtags from the topic and niches on the last line', () => {
    for (const topic of TOPICS) {
      for (const author of [NORTHWIND, BARE]) {
        const post = composePost(request({ topic, author, includeHashtags: true }));
        const last = post.split('\n').at(-1) ?? '';
        expect(last).toMatch(HASHTAG_LINE);
        const tags = last.split(' ');
        expect(tags.length).toBeLessThanOrEqual(3);
        expect(new Set(tags.map((t) => t.toLowerCase())).size).toBe(tags.length);
        expect(post.split('\n').slice(0, -1).join('\n')).not.toContain('#');
      }
    }
    const bare = composePost(
      request({ topic: 'remote onboarding', author: BARE, includeHashtags: true }),
    );
    expect(bare.split('\n').at(-1)).toBe('#RemoteOnboarding #Hiring');
  });

  it('has no "#" and no emoji when not asked, even if the user typed some', () => {
    const post = composePost(
      request({
        topic: '#remotework 🚀',
        customPrompt: 'mention #podcast 🎙️',
        includeHashtags: false,
      }),
    );
    expect(post).not.toContain('#');
    expect(post).not.toMatch(EMOJI);
  });

  it('places 2-4 emojis when asked', () => {
    for (const tone of TONES) {
      const post = composePost(request({ tone, includeEmojis: true, includeHashtags: true }));
      expect(emojiCount(post)).toBeGreaterThanOrEqual(2);
      expect(emojiCount(post)).toBeLessThanOrEqual(4);
    }
  });
});

describe('the voice profile', () => {
  it('visibly changes the post: shorter, a question first, one hashtag and its favourite emoji', () => {
    const plain = request({
      topic: 'remote onboarding',
      includeHashtags: true,
      includeEmojis: true,
    });
    const voiced = { ...plain, voice: VOICE };
    const without = composePost(plain);
    const post = composePost(voiced);
    expect(post.length).toBeLessThan(without.length);
    expect(post.split('\n')[0]).toMatch(/\?/);
    expect((post.split('\n').at(-1) ?? '').split(' ')).toHaveLength(1);
    expect(post).toContain('🚀');
    expect(paragraphs(post).length).toBeLessThanOrEqual(2);
  });

  it('writes no hashtags for a voice with none, no emojis for one that never uses them', () => {
    const voice = { ...VOICE, hashtags: 0, emojis: 'never' as const };
    const post = composePost(request({ includeHashtags: true, includeEmojis: true, voice }));
    expect(post).not.toContain('#');
    expect(post).not.toMatch(EMOJI);
  });

  it('never uses a phrase the user avoids', () => {
    const base = composePost(request({ topic: 'remote onboarding' }));
    const word = (base.split('\n')[0].match(/[a-z]{5,}/) ?? ['owner'])[0];
    const voice = {
      ...VOICE,
      words: 200,
      hookStyles: ['statement' as const],
      avoid: [word, 'owner'],
    };
    const post = composePost(request({ topic: 'remote onboarding', voice }));
    expect(post.toLowerCase()).not.toMatch(new RegExp(`\\b${word}\\b`));
    expect(post.toLowerCase()).not.toMatch(/\bowner\b/);
  });
});

describe('never repeating itself', () => {
  it('a week of auto-posts from the niches never shares an opening', () => {
    const posts: string[] = [];
    for (let day = 0; day < 21; day++) {
      posts.unshift(
        composePost(request({ topic: '', variant: posts.length, recentPosts: posts.slice(0, 20) })),
      );
    }
    const openings = posts.map(openingShape);
    expect(new Set(openings).size).toBe(openings.length);
  });

  it('avoids the opening of a recent post even for the same request', () => {
    const first = composePost(request());
    const next = composePost(request({ recentPosts: [first] }));
    expect(openingShape(next)).not.toBe(openingShape(first));
  });
});

describe('custom prompt', () => {
  it('mentions what the user asks, in a P.S., and follows style requests', () => {
    const post = composePost(request({ customPrompt: 'mention our new podcast' }));
    expect(post).toContain('P.S. I would also like to mention our new podcast.');
    const funny = composePost(request({ customPrompt: 'Make it funny' }));
    expect(funny).toMatch(
      /Expectation:|Everyone asks "how hard|Fair warning:|every theory on this|ignored this advice/,
    );
    const short = composePost(request({ length: 'long', customPrompt: 'Keep it short, please.' }));
    expect(paragraphs(short).length).toBeLessThanOrEqual(2);
    const bare = composePost(
      request({
        includeHashtags: true,
        includeEmojis: true,
        customPrompt: 'No hashtags. No emojis.',
      }),
    );
    expect(bare).not.toMatch(/#|\p{Extended_Pictographic}/u);
    expect(composePost(request({ customPrompt: "Don't mention competitors" }))).not.toMatch(
      /competitors/i,
    );
  });
});

describe('the 3,000-character limit', () => {
  const long = (text: string) => Array.from({ length: 200 }, () => text).join(' ');
  it('is never exceeded, even with very long inputs', () => {
    for (const tone of TONES) {
      for (const length of LENGTHS) {
        const post = composePost(
          request({
            tone,
            length,
            topic: long('remote work and the future of distributed teams'),
            customPrompt: long('Mention our podcast.'),
            author: { ...NORTHWIND, jobTitle: long('Chief'), company: long('Northwind') },
            includeHashtags: true,
            includeEmojis: true,
          }),
        );
        expect(post.length).toBeLessThanOrEqual(POST_MAX_CHARS);
      }
    }
  });
});
