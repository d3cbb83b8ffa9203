import { NICHES } from '@postpilot/common';
import { buildHashtags, camelTag, nicheTags, topicTags } from '../hashtags';

describe('hashtags', () => {
  it.each([
    ['remote work', ['RemoteWork']],
    ['AI in healthcare', ['AI', 'Healthcare']],
    ['Why most onboarding fails', ['Onboarding']],
    ['Is remote work dead?', ['RemoteWork']],
    ['How to hire your first engineer', ['Hiring', 'Engineer']],
    ['building habits that stick', ['Habits']],
    ['marketing that actually builds trust', ['Marketing', 'Trust']],
    ['customer experience in e-commerce', ['CustomerExperience', 'Ecommerce']],
    ["Northwind's growth story", ['NorthwindGrowthStory']],
  ])('takes tags from the topic %j', (topic, tags) => {
    expect(topicTags(topic)).toEqual(tags);
  });

  it.each([
    ['AI & Technology', ['AI', 'Technology']],
    ['Startups & Entrepreneurship', ['Startups', 'Entrepreneurship']],
    ['Real Estate', ['RealEstate']],
    ['E-commerce', ['Ecommerce']],
    ['Design & Creativity', ['Design', 'Creativity']],
  ])('takes tags from the niche %j', (niche, tags) => {
    expect(nicheTags(niche)).toEqual(tags);
  });

  it('makes letters-and-digits CamelCase tags', () => {
    expect(camelTag(['café', 'culture'])).toBe('CafeCulture');
    expect(camelTag(['B2B', 'sales'])).toBe('B2BSales');
    expect(camelTag(['early-stage', 'founders'])).toBe('EarlyStageFounders');
  });

  it('gives 3 to 5 unique tags, topic first, for every niche', () => {
    for (const niche of NICHES) {
      const tags = buildHashtags('remote work', [niche, 'Leadership', 'Sales']);
      expect(tags[0]).toBe('#RemoteWork');
      expect(tags.length).toBeGreaterThanOrEqual(3);
      expect(tags.length).toBeLessThanOrEqual(5);
      for (const tag of tags) expect(tag).toMatch(/^#[A-Za-z0-9]+$/);
      expect(new Set(tags.map((tag) => tag.toLowerCase())).size).toBe(tags.length);
    }
  });

  it('fills up to three with broad tags', () => {
    expect(buildHashtags('why it matters', [])).toEqual([
      '#ProfessionalGrowth',
      '#Leadership',
      '#CareerGrowth',
    ]);
    expect(buildHashtags('AI in healthcare', ['Healthcare'])).toEqual([
      '#AI',
      '#Healthcare',
      '#ProfessionalGrowth',
    ]);
  });
});
