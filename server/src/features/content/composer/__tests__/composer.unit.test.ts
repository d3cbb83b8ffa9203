import { LENGTHS, TONES, type Tone } from '@postpilot/common';
import { POST_MAX_CHARS } from '../../generation';
import { Composer, composePost } from '../composer';
import {
  BARE,
  EMOJI,
  HASHTAG_LINE,
  NORTHWIND,
  emojiCount,
  median,
  overlap,
  paragraphs,
  proseLines,
  request,
} from './helpers';

const TOPICS = [
  'remote work',
  'Why most onboarding fails',
  'AI in healthcare',
  'Is remote work dead?',
  'Remote work is here to stay',
  'How to hire your first engineer',
  'LEADERSHIP',
  'the future of sales',
  '',
];
const VARIANTS = [0, 1, 2, 3];
const FLAGS = [
  { includeHashtags: false, includeEmojis: false },
  { includeHashtags: true, includeEmojis: false },
  { includeHashtags: false, includeEmojis: true },
  { includeHashtags: true, includeEmojis: true },
];

/** Every tone × length × topic × variant, for the author with a full profile. */
const everyPost = TONES.flatMap((tone) =>
  LENGTHS.flatMap((length) =>
    TOPICS.flatMap((topic) =>
      VARIANTS.map((variant) => ({
        tone,
        length,
        topic,
        variant,
        post: composePost(request({ tone, length, topic, variant })),
      })),
    ),
  ),
);
const postsOf = (tone: Tone) => everyPost.filter((p) => p.tone === tone);

describe('Composer', () => {
  it('is the composer provider and resolves to the composed post', async () => {
    const composer = new Composer();
    expect(composer.provider).toBe('composer');
    await expect(composer.generate(request())).resolves.toBe(composePost(request()));
  });
});

describe('determinism and variants', () => {
  it('gives the same text for the same request', () => {
    for (const tone of TONES) {
      for (const length of LENGTHS) {
        const req = request({
          tone,
          length,
          includeEmojis: true,
          includeHashtags: true,
          variant: 2,
        });
        expect(composePost(req)).toBe(composePost({ ...req, author: { ...req.author } }));
      }
    }
  });

  it('gives each Regenerate a clearly different take: another hook and mostly other words', () => {
    for (const tone of TONES) {
      for (const length of LENGTHS) {
        for (const topic of ['remote work', 'Why most onboarding fails']) {
          const posts = VARIANTS.map((variant) =>
            composePost(request({ tone, length, topic, variant })),
          );
          const hooks = posts.map((post) => post.split('\n')[0]);
          expect(new Set(hooks).size).toBe(posts.length);
          for (let i = 0; i < posts.length; i++) {
            for (let j = i + 1; j < posts.length; j++) {
              expect(overlap(posts[i], posts[j])).toBeLessThan(0.6);
            }
          }
        }
      }
    }
  });
});

describe('the topic', () => {
  it.each([
    ['remote work', 'remote work'],
    ['Remote work.', 'remote work'],
    ['REMOTE WORK!!!', 'remote work'],
    ['Why most onboarding fails', 'why most onboarding fails'],
    ['Why Most Onboarding Fails', 'why most onboarding fails'],
    ['AI in healthcare', 'AI in healthcare'],
    ['ai in healthcare', 'AI in healthcare'],
    ['  "How to hire your first engineer"  ', 'how to hire your first engineer'],
    ['Remote work is here to stay', 'the idea that remote work is here to stay'],
  ])('writes about %j as "%s", mid-sentence', (topic, phrase) => {
    for (const tone of TONES) {
      for (const variant of VARIANTS) {
        const post = composePost(request({ topic, tone, variant }));
        const hook = post.split('\n')[0];
        expect(hook).toContain(phrase);
        expect(post).not.toMatch(/[.!?][.!?]/);
      }
    }
  });

  it('asks a question topic on the first line and then refers to it', () => {
    for (const tone of TONES) {
      const post = composePost(request({ topic: 'is remote work dead', tone }));
      expect(post.split('\n')[0]).toBe('Is remote work dead?');
    }
  });

  it('picks a topic from the niches when empty, moving on with each variant', () => {
    const topics = VARIANTS.map(
      (variant) => composePost(request({ topic: '', length: 'short', variant })).split('\n')[0],
    );
    expect(new Set(topics).size).toBe(VARIANTS.length);
    expect(composePost(request({ topic: '', variant: 0 }))).toMatch(/AI in everyday work/);
    expect(composePost(request({ topic: '', variant: 1 }))).toMatch(
      /the early days of building a company/,
    );
    expect(composePost(request({ topic: '   ', variant: 0 }))).toBe(
      composePost(request({ topic: '', variant: 0 })),
    );
  });

  it('falls back to a professional-growth topic without niches', () => {
    const post = composePost(request({ topic: '', author: BARE }));
    expect(post).toMatch(/continuous learning|professional reputation|long-term growth|feedback/);
  });
});

describe('a post a professional would write', () => {
  it('opens with a hook that fits above the fold, on its own', () => {
    for (const { post, topic } of everyPost) {
      const first = post.split('\n')[0];
      expect(first.length).toBeGreaterThanOrEqual(15);
      expect(first.length).toBeLessThanOrEqual(topic.length > 60 ? 200 : 140);
      expect(first).toMatch(/[.:?!"]$/);
    }
  });

  it('keeps paragraphs short and ends with a question or a call to engage', () => {
    for (const { post } of everyPost) {
      const blocks = paragraphs(post);
      for (const block of blocks.filter((b) => !/^1\. /m.test(b)))
        expect(block.length).toBeLessThanOrEqual(600);
      const closing = blocks.filter((block) => !block.startsWith('P.S.')).at(-1) ?? '';
      expect(closing).toMatch(/\?|comments|below|share|tag them/i);
    }
  });

  it('ties the example to the author: title, company, experience and goals as given', () => {
    for (const tone of TONES) {
      const long = composePost(request({ tone, length: 'long' }));
      expect(long).toContain('Head of Growth at Northwind');
      expect(long).toContain('the better part of a decade');
      expect(long).toContain('winning new clients');
      expect(long).toContain('founders and early-stage CEOs');
      for (const length of LENGTHS) {
        expect(composePost(request({ tone, length }))).toContain('Head of Growth at Northwind');
      }
    }
  });

  it('reads the title and company from the onboarding text when the profile lacks them', () => {
    const author = {
      ...BARE,
      personalContext:
        'Head of Growth at Northwind. Experience: 6-10 years. Goals: Win new clients',
    };
    const post = composePost(request({ author, length: 'long' }));
    expect(post).toContain('In my role as Head of Growth at Northwind');
    expect(post).toContain('winning new clients');
  });

  it('never invents years of experience', () => {
    for (const tone of TONES) {
      for (const length of LENGTHS) {
        for (const author of [
          BARE,
          { ...NORTHWIND, personalContext: 'Head of Growth at Northwind. Goals: Win new clients' },
        ]) {
          const post = composePost(request({ tone, length, author }));
          expect(post).not.toMatch(/\d+\s*(?:\+\s*)?years|decade/i);
        }
      }
    }
  });

  it('speaks to a real target audience, but not to the generic default', () => {
    for (const tone of TONES) {
      for (const length of LENGTHS) {
        expect(composePost(request({ tone, length }))).toMatch(/founders and early-stage CEOs/i);
        const generic = { ...NORTHWIND, targetAudience: 'Professional network and industry peers' };
        expect(composePost(request({ tone, length, author: generic }))).not.toMatch(
          /industry peers/i,
        );
      }
    }
  });
});

describe('five voices', () => {
  const CONTRACTION =
    /\b(?:I'm|I've|I'd|I'll|don't|can't|isn't|aren't|it's|that's|won't|didn't|doesn't|you're|we're|let's|here's|there's|what's|they're|you'll|who's)\b/i;
  const JOKE_DEVICE = /\b(?:Plot twist|Spoiler alert|Narrator|Expectation|Reality|Confession):/;
  const NUMBERED_LIST = /^1\. .+\n2\. .+\n3\. .+/m;
  const SLANG = /\b(?:gonna|wanna|kinda|lol|tbh|super|awesome|folks|okay|hot take)\b/i;

  it('professional: measured, no exclamation marks, contractions or slang', () => {
    for (const { post } of postsOf('professional')) {
      expect(post).not.toContain('!');
      expect(post).not.toMatch(CONTRACTION);
      expect(post).not.toMatch(SLANG);
      expect(post).not.toMatch(JOKE_DEVICE);
      expect(post).not.toMatch(/^\d+\. /m);
    }
  });

  it('casual: first person, contractions and a light aside in brackets', () => {
    for (const { post } of postsOf('casual')) {
      expect(post).toMatch(CONTRACTION);
      expect(post).toMatch(/\bI(?:'m|'ve|'ll|'d)?\b/);
      expect(post).toMatch(/\([A-Z][^)]+\)/);
      expect(post).not.toMatch(JOKE_DEVICE);
      expect(post).not.toMatch(/^\d+\. /m);
    }
  });

  it('inspirational: short, punchy lines', () => {
    for (const { post } of postsOf('inspirational')) {
      const lines = proseLines(post);
      expect(lines.filter((line) => line.length <= 45).length).toBeGreaterThanOrEqual(3);
      expect(median(lines.map((line) => line.length))).toBeLessThanOrEqual(60);
      expect(post).not.toMatch(JOKE_DEVICE);
      expect(post).not.toMatch(/^\d+\. /m);
    }
    for (const { post } of postsOf('professional')) {
      expect(median(proseLines(post).map((line) => line.length))).toBeGreaterThan(80);
    }
  });

  it('educational: teaches with a numbered framework', () => {
    for (const { post, length } of postsOf('educational')) {
      expect(post).toMatch(NUMBERED_LIST);
      expect(post).toMatch(/Here's|Here are/);
      if (length === 'long') expect(post).toMatch(/^5\. /m);
      expect(post).not.toMatch(JOKE_DEVICE);
    }
  });

  it('humorous: a recognisable joke device, still a real point', () => {
    for (const { post } of postsOf('humorous')) {
      expect(post).toMatch(JOKE_DEVICE);
      expect(post).toMatch(/\?/);
      expect(post).not.toMatch(/^\d+\. /m);
    }
  });

  it('gives the same request a different opening and body in each tone', () => {
    for (const topic of ['remote work', 'AI in healthcare']) {
      const posts = TONES.map((tone) => composePost(request({ tone, topic })));
      expect(new Set(posts.map((post) => post.split('\n')[0])).size).toBe(TONES.length);
      for (let i = 0; i < posts.length; i++) {
        for (let j = i + 1; j < posts.length; j++)
          expect(overlap(posts[i], posts[j])).toBeLessThan(0.5);
      }
    }
  });
});

describe('length', () => {
  const RANGES = { short: [1, 2], medium: [3, 4], long: [5, 12] } as const;

  it('has 1-2 paragraphs when short, 3-4 when medium and 5+ when long, in every tone', () => {
    for (const { post, length } of everyPost) {
      const count = paragraphs(post).length;
      expect(count).toBeGreaterThanOrEqual(RANGES[length][0]);
      expect(count).toBeLessThanOrEqual(RANGES[length][1]);
    }
  });

  it('keeps the ranges with hashtags, emojis and a custom prompt', () => {
    for (const tone of TONES) {
      for (const length of LENGTHS) {
        for (const customPrompt of [
          'mention our new podcast',
          'Focus on the cost of bad hires',
          'Ask readers to comment',
        ]) {
          for (const variant of VARIANTS) {
            const post = composePost(
              request({
                tone,
                length,
                customPrompt,
                variant,
                includeEmojis: true,
                includeHashtags: true,
              }),
            );
            const count = paragraphs(post).length;
            expect(count).toBeGreaterThanOrEqual(RANGES[length][0]);
            expect(count).toBeLessThanOrEqual(RANGES[length][1]);
          }
        }
      }
    }
  });
});

describe('hashtags', () => {
  it('puts 3-5 unique CamelCase hashtags on the last line when asked', () => {
    for (const tone of TONES) {
      for (const length of LENGTHS) {
        for (const topic of TOPICS) {
          for (const author of [NORTHWIND, BARE]) {
            const post = composePost(
              request({ tone, length, topic, author, includeHashtags: true }),
            );
            const lines = post.split('\n');
            const last = lines.at(-1) ?? '';
            expect(last).toMatch(HASHTAG_LINE);
            expect(lines.at(-2)).toBe('');
            const tags = last.split(' ');
            expect(tags.length).toBeGreaterThanOrEqual(3);
            expect(tags.length).toBeLessThanOrEqual(5);
            expect(new Set(tags.map((tag) => tag.toLowerCase())).size).toBe(tags.length);
            expect(lines.slice(0, -1).join('\n')).not.toContain('#');
          }
        }
      }
    }
  });

  it('derives them from the topic and the niches', () => {
    const tags = (topic: string) =>
      (
        composePost(request({ topic, includeHashtags: true }))
          .split('\n')
          .at(-1) ?? ''
      ).split(' ');
    expect(tags('remote work')).toEqual(
      expect.arrayContaining(['#RemoteWork', '#AI', '#Technology', '#Startups']),
    );
    expect(tags('AI in healthcare')).toEqual(expect.arrayContaining(['#AI', '#Healthcare']));
    expect(tags('Why most onboarding fails')[0]).toBe('#Onboarding');
    const author = { ...BARE, contentNiches: ['Startups & Entrepreneurship'] };
    const post = composePost(request({ topic: 'remote work', author, includeHashtags: true }));
    expect(post.split('\n').at(-1)).toBe('#RemoteWork #Startups #Entrepreneurship');
  });

  it('has no "#" at all when not asked, even if the user typed some', () => {
    for (const tone of TONES) {
      for (const length of LENGTHS) {
        const post = composePost(
          request({
            tone,
            length,
            topic: '#remotework and C# teams',
            customPrompt: 'mention #podcast',
            includeHashtags: false,
          }),
        );
        expect(post).not.toContain('#');
      }
    }
  });
});

describe('emojis', () => {
  it('places 2-6 fitting emojis when asked', () => {
    for (const tone of TONES) {
      for (const length of LENGTHS) {
        for (const variant of VARIANTS) {
          const post = composePost(
            request({ tone, length, variant, includeEmojis: true, includeHashtags: true }),
          );
          expect(emojiCount(post)).toBeGreaterThanOrEqual(2);
          expect(emojiCount(post)).toBeLessThanOrEqual(6);
          expect(post.split('\n')[0]).toMatch(EMOJI);
        }
      }
    }
  });

  it('has no emoji at all when not asked, even if the user typed some', () => {
    for (const tone of TONES) {
      for (const length of LENGTHS) {
        const post = composePost(
          request({
            tone,
            length,
            topic: 'remote work 🚀',
            customPrompt: 'mention our podcast 🎙️',
            includeEmojis: false,
          }),
        );
        expect(post).not.toMatch(EMOJI);
        expect(post).not.toMatch(/\uFE0F|\u200D/);
      }
    }
  });
});

describe('custom prompt', () => {
  it('mentions what the user asks to mention, in every tone and length', () => {
    for (const tone of TONES) {
      for (const length of LENGTHS) {
        const post = composePost(
          request({ tone, length, customPrompt: 'mention our new podcast' }),
        );
        expect(post).toMatch(/our new podcast/);
        expect(post).toMatch(/P\.S\. /);
      }
    }
  });

  it("voices the instruction in the author's own words", () => {
    const post = (
      customPrompt: string,
      tone: Tone = 'professional',
      length: 'short' | 'medium' | 'long' = 'medium',
    ) => composePost(request({ tone, length, customPrompt }));
    expect(post('Mention your new podcast')).toContain(
      'I would also like to mention my new podcast.',
    );
    expect(post('Please thank my mentor Sarah!')).toContain(
      'I would also like to thank my mentor Sarah.',
    );
    expect(post('Focus on the cost of bad hires')).toContain(
      'The aspect I want to emphasize is the cost of bad hires.',
    );
    expect(post('Ask readers to share their worst onboarding story', 'casual')).toContain(
      'go ahead and share your worst onboarding story.',
    );
    expect(post('Use an example from my first job', 'educational')).toContain(
      'A useful example comes from my first job.',
    );
    expect(post('We are hiring two engineers')).toContain(
      'One further note: We are hiring two engineers.',
    );
    expect(post('Write it for startup founders')).toMatch(/startup founders/);
  });

  it('honours requests about tone, length, hashtags and emojis', () => {
    const funny = composePost(request({ tone: 'professional', customPrompt: 'Make it funny' }));
    expect(funny).toMatch(/\b(?:Plot twist|Spoiler alert|Narrator|Expectation|Confession):/);
    const short = composePost(request({ length: 'long', customPrompt: 'Keep it short, please.' }));
    expect(paragraphs(short)).toHaveLength(2);
    const bare = composePost(
      request({
        includeHashtags: true,
        includeEmojis: true,
        customPrompt: 'No hashtags. No emojis.',
      }),
    );
    expect(bare).not.toMatch(/#|\p{Extended_Pictographic}/u);
    expect(funny).not.toMatch(/make it funny/i);
  });

  it('leaves out what the user says not to mention', () => {
    const post = composePost(request({ customPrompt: "Don't mention competitors" }));
    expect(post).not.toMatch(/competitors/i);
  });

  it('handles several instructions at once', () => {
    const post = composePost(
      request({
        tone: 'casual',
        length: 'long',
        customPrompt: 'Mention our new podcast and ask people to subscribe. Focus on async teams',
      }),
    );
    expect(post).toContain('our new podcast');
    expect(post).toContain('go ahead and subscribe');
    expect(post).toContain('async teams');
  });
});

describe('the 3,000-character limit', () => {
  const long = (text: string) => Array.from({ length: 200 }, () => text).join(' ');
  const huge = {
    ...NORTHWIND,
    jobTitle: long('Chief'),
    company: long('Northwind'),
    personalContext: `${long('I love building teams.')} Experience: 10+ years. Goals: ${long('Grow')}`,
    targetAudience: long('founders'),
    contentNiches: [long('AI & Technology'), 'Leadership'],
  };

  it('is never exceeded, even with very long inputs; the hook and closing stay', () => {
    for (const tone of TONES) {
      for (const length of LENGTHS) {
        for (const variant of VARIANTS) {
          const post = composePost(
            request({
              tone,
              length,
              variant,
              topic: long('remote work and the future of distributed teams'),
              customPrompt: long('Mention our podcast.'),
              author: huge,
              includeHashtags: true,
              includeEmojis: true,
            }),
          );
          expect(post.length).toBeLessThanOrEqual(POST_MAX_CHARS);
          expect(post.split('\n')[0]).toMatch(/remote work/);
          expect(post.split('\n').at(-1)).toMatch(HASHTAG_LINE);
          const closing = paragraphs(post)
            .filter((block) => !block.startsWith('P.S.'))
            .at(-1);
          expect(closing).toMatch(/\?|comments|below|share|tag them/i);
        }
      }
    }
  });
});

describe('no placeholders or glitches', () => {
  it('writes clean text across every tone, length, flag, topic, author and variant', () => {
    for (const tone of TONES) {
      for (const length of LENGTHS) {
        for (const flags of FLAGS) {
          for (const topic of TOPICS) {
            for (const author of [NORTHWIND, BARE]) {
              for (const variant of VARIANTS) {
                const post = composePost(
                  request({ tone, length, topic, author, variant, ...flags }),
                );
                expect(post).not.toMatch(
                  /[[\]{}<>]|\$\{|Lorem|\bundefined\b|\bnull\b|\bNaN\b|object Object|Your Name|\btopic\b/i,
                );
                expect(post).not.toMatch(/ {2}|\s[,.;:!?]|[.,;:][.,;:]|\n{3}/);
                expect(post).not.toMatch(/[.!?] [a-z]/);
                expect(post).toBe(post.trim());
                expect(post.length).toBeLessThanOrEqual(POST_MAX_CHARS);
                for (const line of post.split('\n').filter(Boolean)) {
                  expect(line).toMatch(/^(?:[A-Z0-9("#]|\p{Extended_Pictographic})/u);
                }
              }
            }
          }
        }
      }
    }
  });
});
