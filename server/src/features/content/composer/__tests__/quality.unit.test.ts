import { LENGTHS, TONES } from '@postpilot/common';
import writeGood from 'write-good';
import type { Author } from '../../generation';
import { briefOf } from '../compose';
import { composePost } from '../composer';
import { FIELD_OF_VERB } from '../domain';
import { FIELDS } from '../fields';
import { readFrame } from '../frame';
import { isTagged, tokenize } from '../nlp';
import { openingShape } from '../recent';
import { request } from './helpers';

/** Realistic topics across fields, in every form users type them. */
const TOPICS = [
  'How we cut our cloud bill by 40% without slowing the team down',
  'three lessons from mentoring',
  'Why most onboarding fails',
  'What I learned from 100 sales calls',
  'Stop hiring for culture fit',
  'remote onboarding',
  'Is remote work dead?',
  'AI in healthcare',
  'How to hire your first engineer',
  'Lessons from scaling a SaaS startup to $10M ARR',
  'code reviews',
  'technical debt',
  'Why do most startups fail?',
  'Should startups hire generalists?',
  'Remote work is here to stay',
  'Don’t skip the design review',
  'How our nurses cut handoff errors in half',
  'We moved our CI from Jenkins to GitHub Actions',
  'OKRs that actually work',
  'Moving from IC to manager',
  '3 mistakes I made as a first-time manager',
  'Negotiating your first salary',
  'Why I stopped using OKRs',
  'Our SOC 2 audit in 90 days',
  'the pricing page redesign',
  'What makes a great manager?',
  'Data beats opinions',
  'patient handoffs',
  'burnout among ICU nurses',
  'Kubernetes cost',
  'Ship small changes',
  'Giving feedback that lands',
  'How we run our weekly pipeline review',
  'discovery calls',
  'Cash flow forecasting for small teams',
  'Why our strategy fits on one page',
  'Teaching with real problems',
  'Accessibility in design systems',
  'B2B content marketing',
  'SEO for early-stage startups',
  'Delegating decisions instead of tasks',
  'How we reduced churn by 15%',
  'Explaining models to non-experts',
  'Hiring for potential over experience',
  'Is a rewrite ever the right call?',
  'Zero-based budgeting',
  'Writing the design doc before the code',
  'Customer interviews before positioning',
  'Why nurses leave',
  'Building trust with a new team',
];

const AUTHOR: Author = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  jobTitle: 'Head of Platform',
  company: 'Northwind',
  contentNiches: ['Leadership', 'Software Development'],
  personalContext: 'Head of Platform at Northwind. Experience: 10+ years.',
  targetAudience: null,
};

const posts = TOPICS.flatMap((topic) =>
  TONES.flatMap((tone) =>
    LENGTHS.map((length) => ({
      topic,
      tone,
      length,
      post: composePost(request({ topic, tone, length, author: AUTHOR, includeHashtags: true })),
    })),
  ),
);

const body = (post: string) =>
  post
    .split('\n')
    .slice(1)
    .filter((line) => !line.startsWith('#'))
    .join('\n');

/** Subject–verb slips a template could make with a plural or singular topic. */
const AGREEMENT =
  /\b(?:we|they|you) (?:was|has|does|is)\b|\b(?:it|he|she) (?:were|have|do|are)\b|\bI (?:is|has|does|are)\b|(?<!\b(?:in|of|for|on|among|with|that|which) (?:[\w-]+ ){0,2})\b\w+[^s']s (?:deserves|comes|slides|gets) (?:up|more|back)\b/;

describe('the quality of what the composer writes (50 topics × 5 tones × 3 lengths)', () => {
  it('talks about the topic’s key noun phrase in the body, not only in the first line', () => {
    const missing = posts
      .filter(({ topic, post }) => {
        const key = readFrame(topic)?.subject.key.toLowerCase() ?? '';
        return !body(post).toLowerCase().includes(key);
      })
      .map(({ topic, tone, length }) => `${topic} (${tone}, ${length})`);
    expect(missing).toEqual([]);
  });

  it('passes a prose check: no doubled words, no agreement slips, nothing a proofreader would fix', () => {
    const illusionOnly = {
      passive: false,
      illusion: true,
      so: false,
      thereIs: false,
      weasel: false,
      adverb: false,
      tooWordy: false,
      cliches: false,
      eprime: false,
    };
    const problems = posts.flatMap(({ post }) => [
      ...writeGood(post, illusionOnly).map(
        (s) => `${s.reason}: ${post.slice(s.index - 20, s.index + 30)}`,
      ),
      ...(AGREEMENT.exec(post) ?? []).map((slip) => `agreement: ${slip}`),
    ]);
    expect([...new Set(problems)]).toEqual([]);
  });

  it('tags posts with CamelCase real words from the topic, its field or the niches, never generic ones', () => {
    for (const { topic, post } of posts) {
      const last = post.split('\n').at(-1) ?? '';
      const tags = last.split(' ');
      const allowed = `${topic} ${AUTHOR.contentNiches.join(' ')}`
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '');
      expect(tags.length).toBeLessThanOrEqual(3);
      for (const tag of tags) {
        expect(tag).toMatch(/^#[A-Z][A-Za-z0-9]*$/);
        if (/^#(?:AI|Technology)$/.test(tag))
          expect(topic).toMatch(new RegExp(`\\b${tag.slice(1)}\\b`, 'i'));
        const words = tag
          .slice(1)
          .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
          .toLowerCase()
          .split(' ');
        const fromTopic = words.every((word) => allowed.includes(word.replace(/[^a-z0-9]/g, '')));
        const field = [...Object.values(FIELD_OF_VERB), ...FIELDS.map((f) => f.id)].includes(
          words.join(''),
        );
        expect({ tag, fromTopic: fromTopic || field }).toEqual({ tag, fromTopic: true });
        if (words.length === 1) {
          const [, token] = tokenize(`the ${words[0]}`);
          expect(isTagged(token, 'Verb') && !isTagged(token, 'Noun', 'Gerund')).toBe(false);
        }
      }
    }
  });

  it('introduces the author’s role at most once and never stacks possessives', () => {
    for (const { post } of posts) {
      expect(post.match(/\bin my (?:role as|work at)\b/gi)?.length ?? 0).toBeLessThanOrEqual(1);
      expect(post).not.toMatch(/\b(?:your|our|my) (?:your|our|my)\b|\byour team \w+ your\b/i);
    }
  });

  it('writes clean text within LinkedIn’s limit', () => {
    for (const { post } of posts) {
      expect(post.length).toBeLessThanOrEqual(3000);
      expect(post).not.toMatch(/\bundefined\b|\bnull\b|[{}]| {2}| \.|\.\.(?!\.)/);
    }
  });

  it('never opens two of 20 consecutive posts for one user the same way', () => {
    for (const tone of TONES) {
      const recent: string[] = [];
      for (let day = 0; day < 20; day++) {
        recent.unshift(
          composePost(
            request({
              topic: '',
              tone,
              author: AUTHOR,
              variant: recent.length,
              recentPosts: recent,
            }),
          ),
        );
      }
      expect(new Set(recent.map(openingShape)).size).toBe(recent.length);
    }
  });
});

/** The body's sentences with the topic's words masked, so what the template says is compared. */
function maskedSentences(req: ReturnType<typeof request>, post: string): string[] {
  const w = briefOf(req).words;
  const topical = [w.about, w.claim, w.advice, w.question, w.done, w.action, w.inf, w.np]
    .concat([w.yours, w.area, w.areaYours, w.key, w.count, w.figure?.text ?? null])
    .filter((text): text is string => Boolean(text && text.length > 1))
    .sort((a, b) => b.length - a.length);
  let masked = body(post).toLowerCase();
  for (const text of topical) masked = masked.split(text.toLowerCase()).join('_');
  return [
    ...new Set(
      (masked.match(/[^.!?\n]+[.!?]?/g) ?? [])
        .map((sentence) => sentence.replace(/^\d+\.\s*/, '').trim())
        .filter((sentence) => sentence.split(' ').length >= 4),
    ),
  ];
}

/** Masked sentences that appear in more than `limit` of the posts. */
function repeated(posts: { req: ReturnType<typeof request>; post: string }[], limit: number) {
  const counts = new Map<string, number>();
  for (const { req, post } of posts)
    for (const sentence of maskedSentences(req, post))
      counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > limit);
}

describe('sameness: ten topics never read like one template', () => {
  const defaults = TOPICS.map((topic) => {
    const req = request({ topic, author: AUTHOR, includeHashtags: true });
    return { req, post: composePost(req) };
  });

  it('shares no body sentence among more than 5 of the 50 topics, 2 of the first ten', () => {
    expect(repeated(defaults, 5)).toEqual([]);
    const sample = [0, 1, 2, 4, 5, 6, 8, 10, 11, 17].map((i) => defaults[i]);
    expect(repeated(sample, 2)).toEqual([]);
  });

  it('repeats no body sentence in more than 3 posts of a week of auto-posts', () => {
    const week: { req: ReturnType<typeof request>; post: string }[] = [];
    for (let day = 0; day < 21; day++) {
      const req = request({
        topic: '',
        author: AUTHOR,
        variant: day,
        recentPosts: week
          .map((p) => p.post)
          .reverse()
          .slice(0, 20),
      });
      week.push({ req, post: composePost(req) });
    }
    expect(repeated(week, 3)).toEqual([]);
  });
});
