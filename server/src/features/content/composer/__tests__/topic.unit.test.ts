import { NICHES } from '@postpilot/common';
import { NICHE_TOPICS, readTopic, resolveTopic, TOPIC_MAX_CHARS } from '../topic';

describe('readTopic', () => {
  it.each([
    ['remote work', 'noun', 'remote work'],
    ['Remote work.', 'noun', 'remote work'],
    ['  REMOTE WORK!!  ', 'noun', 'remote work'],
    ['AI in healthcare', 'noun', 'AI in healthcare'],
    ['AI In Healthcare', 'noun', 'AI in healthcare'],
    ['linkedin tips for B2B sales', 'noun', 'LinkedIn tips for B2B sales'],
    ['hiring at Northwind', 'noun', 'hiring at Northwind'],
    ['Why most onboarding fails', 'clause', 'why most onboarding fails'],
    ['Why Most Onboarding Fails', 'clause', 'why most onboarding fails'],
    ['How to hire your first engineer', 'clause', 'how to hire your first engineer'],
    ['Remote work is here to stay', 'statement', 'the idea that remote work is here to stay'],
    ['Habits that are easy to skip', 'noun', 'habits that are easy to skip'],
    ['Remote work: three lessons from a year apart', 'noun', 'remote work'],
  ])('%j is a %s topic: "about %s"', (raw, kind, about) => {
    expect(readTopic(raw)).toMatchObject({ kind, about });
  });

  it.each([
    ['Is remote work dead?', 'Is remote work dead?'],
    ['is remote work dead', 'Is remote work dead?'],
    ['Why do most startups fail', 'Why do most startups fail?'],
    ['Remote work: is it here to stay?', 'Remote work: is it here to stay?'],
  ])('asks %j as a question', (raw, question) => {
    expect(readTopic(raw)).toMatchObject({ kind: 'question', about: 'this question', question });
  });

  it('keeps the first sentence and cuts long topics at a word', () => {
    expect(readTopic('Remote work. It changed how we hire and how we lead.')?.about).toBe(
      'remote work',
    );
    const long = readTopic(
      'the future of distributed teams and asynchronous collaboration '.repeat(5),
    );
    expect(long?.about.length).toBeLessThanOrEqual(TOPIC_MAX_CHARS);
    expect(long?.about).not.toMatch(/\s(?:and|of|the)$/);
  });

  it('drops emoji, hashtags and template-like brackets', () => {
    expect(readTopic('🚀 #RemoteWork [draft] {topic}')?.about).toBe('RemoteWork draft topic');
    expect(readTopic('Testing in C#')?.about).toBe('testing in C sharp');
  });

  it('is null when nothing usable is left', () => {
    for (const raw of ['', '   ', '???', '🚀🚀', '#']) expect(readTopic(raw)).toBeNull();
  });
});

describe('resolveTopic', () => {
  it('uses the typed topic when there is one', () => {
    expect(resolveTopic('remote work', ['Sales'], 3).about).toBe('remote work');
  });

  it("walks through the niches with the variant, then through each niche's ideas", () => {
    const niches = ['Leadership', 'Sales'];
    const abouts = [0, 1, 2, 3, 4, 5].map((variant) => resolveTopic('', niches, variant).about);
    expect(abouts).toEqual([
      NICHE_TOPICS.Leadership[0],
      NICHE_TOPICS.Sales[0],
      NICHE_TOPICS.Leadership[1],
      NICHE_TOPICS.Sales[1],
      NICHE_TOPICS.Leadership[2],
      NICHE_TOPICS.Sales[2],
    ]);
  });

  it('has ideas for every niche of the product', () => {
    for (const niche of NICHES) {
      expect(NICHE_TOPICS[niche].length).toBeGreaterThanOrEqual(3);
      for (const idea of NICHE_TOPICS[niche])
        expect(['noun', 'clause']).toContain(readTopic(idea)?.kind);
    }
  });

  it('uses an unknown niche as the topic, and a general topic without niches', () => {
    expect(resolveTopic('', ['Supply Chain'], 0).about).toBe('supply chain');
    expect(resolveTopic('', [], 0).about).toBe('continuous learning');
    expect(resolveTopic('', [], 1).about).not.toBe('continuous learning');
  });
});
