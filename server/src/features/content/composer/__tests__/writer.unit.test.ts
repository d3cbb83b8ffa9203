import {
  emojiPattern,
  TONES,
  type Tone,
  type VoiceProfile,
  VOICE_DEFAULTS,
} from '@postpilot/common';
import fc from 'fast-check';
import { CONNECTIVES, fixedParts, type ConnectiveKind } from '../connectives';
import { composePost } from '../post';
import { author, point, request, requestOf, topic } from './material-arbitraries';

const AUTHOR = {
  firstName: 'Sam',
  lastName: 'Reyes',
  jobTitle: null,
  company: null,
  contentNiches: ['Leadership'],
  personalContext: 'Night Nurse at St Clare Hospital. Experience: 6-10 years.',
  targetAudience: null,
};
const POINTS = 'handover took 40 minutes\nwe moved it to the bedside\nnobody missed the paper list';
const tagsOf = (post: string) => post.match(/#[\p{L}\p{N}_]+/gu) ?? [];
const words = (post: string) => post.split(/\s+/).filter(Boolean).length;

describe('hashtags', () => {
  it('on: at least one and at most five, of the user’s words; off: none', () => {
    fc.assert(
      fc.property(request, fc.integer({ min: 0, max: 5 }), (r, count) => {
        const voice: VoiceProfile = { ...VOICE_DEFAULTS, sampleCount: 3, hashtags: count };
        const on = tagsOf(composePost({ ...r, includeHashtags: true, voice }));
        expect(on.length).toBeGreaterThanOrEqual(1);
        expect(on.length).toBeLessThanOrEqual(5);
        expect(composePost({ ...r, includeHashtags: false })).not.toMatch(/#/);
      }),
      { numRuns: 150 },
    );
  });

  it('custom instructions are followed, never pasted', () => {
    const r = requestOf({ topic: 'Night shift handovers', keyPoints: POINTS, author: AUTHOR });
    const post = composePost({ ...r, customPrompt: 'No hashtags please, keep it short' });
    expect(post).not.toMatch(/#|please|keep it/i);
    expect(post.split(/\n\s*\n/).length).toBeLessThanOrEqual(2);
  });
});

describe('emojis', () => {
  const r = requestOf({ topic: 'Night shift handovers', keyPoints: POINTS, author: AUTHOR });
  it('off: none, whatever the tone', () => {
    for (const tone of TONES) expect(composePost({ ...r, tone })).not.toMatch(emojiPattern());
  });

  it('on: some, in places that vary with the variant', () => {
    const placements = new Set<string>();
    for (let variant = 0; variant < 8; variant++) {
      const post = composePost({ ...r, includeEmojis: true, variant });
      expect(post).toMatch(emojiPattern());
      const lines = post.split('\n');
      placements.add(lines.map((line, i) => (emojiPattern().test(line) ? i : '')).join(','));
    }
    expect(placements.size).toBeGreaterThan(3);
  });
});

describe('voice', () => {
  const voice = (words: number): VoiceProfile => ({ ...VOICE_DEFAULTS, sampleCount: 5, words });
  it('a long-form voice writes longer posts than a short one, from the same material', () => {
    fc.assert(
      fc.property(topic, fc.array(point, { minLength: 3, maxLength: 4 }), author, (t, p, a) => {
        const r = requestOf({ topic: t, keyPoints: p.join('\n'), author: a });
        const long = composePost({ ...r, voice: voice(300) });
        const short = composePost({ ...r, voice: voice(60) });
        expect(words(long)).toBeGreaterThan(words(short));
        expect(long.split(/\n\s*\n/).length).toBeGreaterThan(short.split(/\n\s*\n/).length);
      }),
      { numRuns: 100 },
    );
  });

  it('never uses a phrase the voice avoids', () => {
    const avoid = ['bottom line', 'on my mind', 'what has your experience been'];
    const r = requestOf({ topic: 'Night shift handovers', keyPoints: POINTS, author: AUTHOR });
    for (let variant = 0; variant < 40; variant++) {
      const post = composePost({ ...r, variant, voice: { ...VOICE_DEFAULTS, avoid } });
      for (const phrase of avoid) expect(post.toLowerCase()).not.toContain(phrase);
    }
  });
});

/** Which connective phrases a post used, by their fixed words. */
function connectivesIn(post: string): string[] {
  const lower = post.toLowerCase();
  return Object.values(CONNECTIVES)
    .flat()
    .flatMap((c) => (typeof c === 'object' && 'text' in c ? fixedParts(c.text) : []))
    .filter((part) => lower.includes(part));
}

describe('variety', () => {
  it('no connective phrase repeats within 20 consecutive posts fed back as the latest', () => {
    const settings = fc.sample(
      fc.record({
        t: topic,
        p: fc.array(point, { maxLength: 4 }),
        tone: fc.constantFrom(...TONES),
      }),
      { numRuns: 60, seed: 20 },
    );
    const posts: string[] = [];
    for (const { t, p, tone } of settings) {
      const recentPosts = posts.slice(-20).reverse();
      const post = composePost(
        requestOf({ topic: t, keyPoints: p.join('\n'), tone, author: AUTHOR, recentPosts }),
      );
      const used = connectivesIn(post);
      for (const phrase of used) {
        expect(
          recentPosts.filter((old) => old.toLowerCase().includes(phrase)).map(() => phrase),
        ).toEqual([]);
      }
      posts.push(post);
    }
  });

  it('the data: no phrase inside another, and more than 20 of each kind for every tone', () => {
    const parts = Object.values(CONNECTIVES)
      .flat()
      .flatMap((c) => (typeof c === 'object' && 'text' in c ? fixedParts(c.text) : []));
    for (const part of parts) {
      expect(parts.filter((other) => other !== part && other.includes(part))).toEqual([]);
    }
    const kinds: ConnectiveKind[] = [
      'openings',
      'questionOpenings',
      'profiles',
      'leadIns',
      'takeaways',
      'questions',
    ];
    for (const kind of kinds) {
      for (const tone of TONES as readonly Tone[]) {
        const usable = CONNECTIVES[kind].filter(
          (c) => !c.points && (!c.tones || c.tones.includes(tone)),
        );
        expect([kind, tone, usable.length > 20]).toEqual([kind, tone, true]);
      }
    }
  });
});

describe('the user’s words stay whole', () => {
  it('a topic or a point stands alone, first, or after a colon: never inside a template', () => {
    fc.assert(
      fc.property(request, (r) => {
        const post = composePost(r).toLowerCase();
        const typed = [r.topic, ...r.keyPoints.split('\n').filter(Boolean)];
        for (const text of typed) {
          const at = post.indexOf(text.toLowerCase());
          expect(at).toBeGreaterThanOrEqual(0);
          const before = post.slice(0, at);
          expect(before).toMatch(/(?:^|\n|: |\. |\p{Extended_Pictographic}\uFE0F? )$/u);
          const after = post.charAt(at + text.length);
          expect(after).toMatch(/^(?:[.,:?!]|$)/);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a topic and no points: the opening, the profile line and an open question', () => {
    const r = requestOf({ topic: 'Beekeeping in a cold spring', author: AUTHOR });
    const post = composePost(r);
    expect(post).toContain('Beekeeping in a cold spring');
    expect(post).toContain('Night Nurse at St Clare Hospital, 6-10 years of experience.');
    expect(post.split(/\n\s*\n/)[2]).toMatch(/\?$/);
  });

  it('reads the profile onboarding writes, one labelled line each', () => {
    const labelled = {
      ...AUTHOR,
      personalContext:
        'Job title: Head Baker\nCompany: Crumb & Co\nExperience: 10+ years\nGoals: Open a second shop',
    };
    const post = composePost(requestOf({ topic: 'Running a small bakery', author: labelled }));
    expect(post).toContain('Head Baker at Crumb & Co, 10+ years of experience.');
    expect(post).not.toMatch(/second shop/);
  });

  it('no topic: an idea’s title, else one of the niches, walked by the variant', () => {
    const idea = { title: 'Swarm season', notes: 'two swarms caught in May' };
    const fromIdea = composePost(requestOf({ idea, author: AUTHOR }));
    expect(fromIdea).toContain('Swarm season');
    expect(fromIdea).toContain('two swarms caught in May.');
    const niches = { ...AUTHOR, contentNiches: ['Leadership', 'Productivity'] };
    const topics = [0, 1].map((variant) => composePost(requestOf({ author: niches, variant })));
    expect(topics[0]).toContain('Leadership');
    expect(topics[1]).toContain('Productivity');
  });
});
