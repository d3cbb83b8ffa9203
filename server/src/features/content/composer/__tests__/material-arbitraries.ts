import { LENGTHS, NICHES, TONES } from '@postpilot/common';
import fc from 'fast-check';
import type { Author, GenerationRequest } from '../../generation';

/**
 * Random material a user could type, from word lists of fields the writer was never written
 * for, plus made-up words no code has seen. Each sentence template is grammatical for every
 * word it takes, so what the writer adds is all a grammar checker can find fault with.
 */

const word = fc.stringMatching(/^[bcdfgklmnprstvz][aeiou][bcdfgklmnprstvz]{1,2}[aeiou][lmnrst]$/);
const oneOf = (...words: string[]) => fc.constantFrom(...words);

const noun = fc.oneof(
  oneOf('hive', 'ledger', 'kiln', 'ward', 'schema', 'replica', 'rota', 'oven', 'harness', 'route'),
  oneOf('tariff', 'pallet', 'syllabus', 'lens', 'deduction', 'warehouse', 'crevasse', 'invoice'),
  word,
);
const plural = fc.oneof(
  oneOf('hives', 'invoices', 'patients', 'loaves', 'pallets', 'shifts', 'routes', 'students'),
  oneOf('queries', 'frames', 'audits', 'ropes', 'brides', 'deadlines', 'orders', 'lessons'),
  word.map((w) => `${w}s`),
);
const adjective = oneOf('cold', 'quiet', 'late', 'slow', 'careful', 'broken', 'small', 'early');
const past = oneOf('moved', 'checked', 'rebuilt', 'counted', 'replaced', 'dropped', 'tested');
const base = oneOf('plan', 'run', 'check', 'price', 'teach', 'pack', 'schedule', 'test');
const gerund = oneOf('planning', 'moving', 'teaching', 'baking', 'auditing', 'rescuing');
const count = fc.integer({ min: 2, max: 480 });

const article = (next: string) => (/^[aeiou]/.test(next) ? 'an' : 'a');

export const topic = fc.oneof(
  fc.tuple(base, adjective, noun).map(([v, a, n]) => `How I ${v} ${article(a)} ${a} ${n}`),
  fc.tuple(gerund, plural).map(([g, p]) => `Lessons from ${g} ${p}`),
  fc.tuple(plural, plural).map(([a, b]) => `Why ${a} need ${b}`),
  fc.tuple(count, plural, plural).map(([n, a, b]) => `What ${n} ${a} taught me about ${b}`),
  fc.tuple(adjective, plural, noun).map(([a, p, n]) => `${a} ${p} in the ${n}`),
  fc.tuple(gerund, plural).map(([g, p]) => `${g} ${p}`),
);

export const point = fc.oneof(
  fc
    .tuple(past, noun, count, count)
    .map(([v, n, a, b]) => `${v} the ${n} from ${a} to ${b} a week`),
  fc.tuple(past, adjective, noun).map(([v, a, n]) => `nobody ${v} the ${a} ${n}`),
  fc.tuple(past, count, plural, count).map(([v, n, p, d]) => `we ${v} ${n} ${p} in ${d} days`),
  fc.tuple(noun, count).map(([n, h]) => `the ${n} took ${h} hours`),
  fc.tuple(plural, plural).map(([a, b]) => `${a} matter more than ${b}`),
  noun.map((n) => `I learned to check the ${n} first`),
);

const title = oneOf('Beekeeper', 'Night Nurse', 'Tax Advisor', 'Head Baker', 'Rescue Lead');
const company = fc.oneof(oneOf('Northwind', 'Contoso', 'Hillside Apiary'), word.map(capital));
function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const author: fc.Arbitrary<Author> = fc.record({
  firstName: fc.constant('Sam'),
  lastName: fc.constant('Reyes'),
  jobTitle: fc.option(title, { nil: null }),
  company: fc.option(company, { nil: null }),
  contentNiches: fc.subarray([...NICHES], { minLength: 1, maxLength: 3 }),
  personalContext: fc.option(
    fc.oneof(
      fc
        .tuple(title, company, oneOf('0-2', '3-5', '6-10', '10+'))
        .map(([t, c, e]) => `${t} at ${c}. Experience: ${e} years.`),
      // As onboarding writes it: one labelled line each.
      fc
        .tuple(title, company, oneOf('0-2', '3-5', '6-10', '10+'), noun)
        .map(
          ([t, c, e, n]) =>
            `Job title: ${t}\nCompany: ${c}\nExperience: ${e} years\nGoals: Grow the ${n}`,
        ),
    ),
    { nil: null },
  ),
  targetAudience: fc.constant(null),
});

export const settings = fc.record({
  tone: fc.constantFrom(...TONES),
  length: fc.constantFrom(...LENGTHS),
  includeHashtags: fc.boolean(),
  includeEmojis: fc.boolean(),
  variant: fc.integer({ min: 0, max: 1000 }),
});

export function requestOf(
  overrides: Partial<GenerationRequest> & { author: Author },
): GenerationRequest {
  return {
    topic: '',
    tone: 'professional',
    length: 'medium',
    includeHashtags: true,
    includeEmojis: false,
    customPrompt: '',
    keyPoints: '',
    idea: null,
    language: 'en',
    variant: 0,
    voice: null,
    recentPosts: [],
    examplePosts: [],
    ...overrides,
  };
}

/** A whole request: a topic, zero to four points, a profile and settings. */
export const request: fc.Arbitrary<GenerationRequest> = fc
  .tuple(topic, fc.array(point, { maxLength: 4 }), author, settings)
  .map(([t, points, a, s]) =>
    requestOf({ ...s, topic: t, keyPoints: points.join('\n'), author: a }),
  );

/** Every text of a request the user typed or chose: what a post's content words come from. */
export function materialOf(request: GenerationRequest): string {
  const a = request.author;
  return [
    request.topic,
    request.keyPoints,
    request.idea?.title ?? '',
    request.idea?.notes ?? '',
    a.jobTitle ?? '',
    a.company ?? '',
    a.personalContext ?? '',
    ...a.contentNiches,
    ...(request.voice?.themes ?? []),
  ].join('\n');
}
