import { readFrame, type TopicFrame } from '../frame';
import { buildHashtags, camelTag, nicheTags, topicTags } from '../hashtags';

const frame = (topic: string): TopicFrame => readFrame(topic) as TopicFrame;
const tags = (topic: string, niches: string[] = [], count = 3) =>
  buildHashtags({ frame: frame(topic), niches, count });

describe('hashtags', () => {
  it.each([
    ['How we cut our cloud bill by 40% without slowing the team down', ['CloudBill']],
    ['remote onboarding', ['RemoteOnboarding']],
    ['Why most onboarding fails', ['Onboarding']],
    ['Is remote work dead?', ['RemoteWork']],
    ['How to hire your first engineer', ['Hiring']],
    ['AI in healthcare', ['AI', 'Healthcare']],
    ['Stop hiring for culture fit', ['CultureFit', 'Hiring']],
    ['three lessons from mentoring', ['Mentoring']],
  ])('takes real noun phrases from %j, never its verbs or fragments', (topic, expected) => {
    const found = topicTags(frame(topic));
    expect(found).toEqual(expect.arrayContaining(expected));
    for (const tag of found)
      expect(tag).not.toMatch(/^(?:Cut|Slowing|Stop|Fails|Team|Lessons?|Engineer)$/);
  });

  it('names a niche whole, or its parts', () => {
    expect(nicheTags('Software Development')).toEqual(['SoftwareDevelopment']);
    expect(nicheTags('AI & Technology')).toEqual(['AI', 'Technology']);
    expect(nicheTags('Real Estate')).toEqual(['RealEstate']);
  });

  it('makes letters-and-digits CamelCase tags', () => {
    expect(camelTag(['café', 'culture'])).toBe('CafeCulture');
    expect(camelTag(['B2B', 'sales'])).toBe('B2BSales');
    expect(camelTag(['early-stage', 'founders'])).toBe('EarlyStageFounders');
  });

  it('gives at most the asked count: the topic first, then the closest niche, nothing generic', () => {
    const cloud = tags('How we cut our cloud bill by 40% without slowing the team down', [
      'Leadership',
      'Software Development',
    ]);
    // Cloud spend is finance: its field's tag, not the author's unrelated niches.
    expect(cloud).toEqual(['#CloudBill', '#Finance']);
    expect(tags('remote onboarding', ['Sales'])).not.toContain('#AI');
    expect(tags('remote onboarding', ['Sales'])).not.toContain('#Technology');
    expect(tags('remote onboarding', [], 1)).toEqual(['#RemoteOnboarding']);
    expect(tags('remote onboarding', ['Leadership'], 0)).toEqual([]);
  });

  it('names the field where the niches are far from it, and keeps hyphenated words whole', () => {
    const niches = ['Leadership', 'Software Development'];
    expect(tags('Why nurses leave', niches)).toEqual(['#Nurses', '#Healthcare']);
    expect(tags('code reviews', niches)).toContain('#SoftwareDevelopment');
    expect(tags('Zero-based budgeting', niches)[0]).toBe('#ZeroBasedBudgeting');
    expect(tags('Why deals stall after the demo', niches)).toEqual(
      expect.arrayContaining(['#Deals', '#Sales']),
    );
    expect(tags('Why deals stall after the demo', niches)).not.toContain('#Stall');
  });

  it('never tags time words, list containers or the verb of an activity', () => {
    const niches = ['Sales', 'Leadership'];
    const discounting = tags('Stop discounting at the end of the quarter', niches);
    expect(discounting).toContain('#Discounting');
    for (const generic of ['#End', '#Quarter', '#Time', '#Minute'])
      for (const topic of [
        'Stop discounting at the end of the quarter',
        'Running sales meetings that end on time',
        'Pause for a minute before you reply',
      ])
        expect(tags(topic, niches)).not.toContain(generic);
    expect(tags('Hiring engineers in 2026', niches).join(' ')).not.toMatch(/2026/);
    expect(tags('Five mistakes new sales managers make', niches)).toEqual([
      '#SalesManagers',
      '#Sales',
    ]);
    expect(tags('Three habits of great sales managers', niches)).not.toContain('#Habits');
    expect(tags('Positioning before messaging', ['Marketing'])).toEqual(
      expect.arrayContaining(['#Positioning', '#Messaging']),
    );
    expect(tags('Deciding what to discount', niches)).not.toContain('#DecidingWhat');
  });

  it('prefers favourites that relate to the topic or niches, and drops case-insensitive repeats', () => {
    const found = buildHashtags({
      frame: frame('remote onboarding'),
      niches: ['Leadership'],
      count: 3,
      favourites: ['Onboarding', 'Crypto', 'remoteonboarding'],
    });
    expect(found[0]).toBe('#Onboarding');
    expect(found).not.toContain('#Crypto');
    expect(new Set(found.map((t) => t.toLowerCase())).size).toBe(found.length);
  });
});
