import { LENGTHS, TONES } from '@postpilot/common';
import type { Author } from '../../generation';
import { briefOf } from '../compose';
import { composePost } from '../composer';
import { subtopicFit, subtopicsOf } from '../subtopics';
import { request } from './helpers';

/** A new user who gave only a job title and two niches. */
const VP: Author = {
  firstName: 'Val',
  lastName: 'Price',
  jobTitle: 'VP of Sales',
  company: null,
  contentNiches: ['Sales', 'Leadership'],
  personalContext: null,
  targetAudience: null,
};

const ask = (topic: string, overrides: Parameters<typeof request>[0] = {}) =>
  request({ topic, author: VP, includeHashtags: true, ...overrides });

/** Every tone and length of a topic, for two variants. */
function everyPost(topic: string): string[] {
  return TONES.flatMap((tone) =>
    LENGTHS.flatMap((length) =>
      [0, 1].map((variant) => composePost(ask(topic, { tone, length, variant }))),
    ),
  );
}

/** The post without its first line and its hashtags. */
const body = (post: string) =>
  post
    .split('\n')
    .slice(1)
    .filter((line) => !line.startsWith('#'))
    .join('\n');

const tagsOf = (post: string) => post.split('\n').at(-1) ?? '';

describe('posts for a VP of Sales (niches Sales and Leadership)', () => {
  it('carries a told figure into the body once and names the compound, not "our sales"', () => {
    for (const post of everyPost('How we shortened our sales cycle from 90 to 45 days')) {
      expect(body(post).match(/from 90 to 45 days/g)).toHaveLength(1);
      expect(body(post)).toMatch(/sales cycle/);
      expect(post).not.toMatch(/\bour sales\b(?! cycle)/);
    }
  });

  it('writes "N mistakes people make" as a numbered list about those people', () => {
    for (const post of everyPost('Five mistakes new sales managers make')) {
      expect(post).toMatch(/^1\. [\s\S]*^5\. /m);
      expect(post).not.toMatch(/^6\. /m);
      expect(post).not.toMatch(/make deserves|getting selling right/);
      expect(tagsOf(post)).not.toMatch(/Make\b/);
    }
    const list = composePost(ask('Five mistakes new sales managers make'))
      .split('\n')
      .filter((line) => /^\d\. /.test(line));
    // Mistakes of managing a sales team, not of selling.
    expect(list.filter((item) => /\breps?\b|managing|team/.test(item)).length).toBeGreaterThan(2);
  });

  it('never tags a time or a generic noun', () => {
    for (const post of everyPost('Stop discounting at the end of the quarter')) {
      expect(tagsOf(post)).toMatch(/#Discounting\b/);
      expect(tagsOf(post)).not.toMatch(/#(?:End|Quarter|Time|Week|Year)\b/);
      expect(post).not.toMatch(/\bthe end (?:sits|is|deserves)\b|about the end\b/i);
    }
  });

  it('reads pricing conversations and forecast accuracy as selling, not spending', () => {
    for (const topic of [
      'What I learned from 100 pricing conversations',
      'Why forecast accuracy matters more than pipeline size',
    ]) {
      expect(briefOf(ask(topic)).words.d.id).toBe('sales');
      for (const post of everyPost(topic))
        expect(post).not.toMatch(/cost line|unit cost|invoice|budget|#Finance/i);
    }
  });

  it('puts the article a noun needs, and none before a category', () => {
    const separates = [...Array(24).keys()]
      .map((variant) => composePost(ask('your first account executive', { variant })))
      .filter((post) => /What separates/.test(post));
    expect(separates.length).toBeGreaterThan(0);
    for (const post of separates) expect(post).toMatch(/separates a good first account executive/);
    expect(briefOf(ask('your first account executive')).words.counted).toBe(true);
    expect(briefOf(ask('Is cold email dead?')).words.counted).toBe(false);
    for (const post of everyPost('Is cold email dead?'))
      expect(post).not.toMatch(/\bthe cold email\b/i);
  });

  it('keeps onboarding out of a post about hiring someone', () => {
    for (const post of everyPost('Hiring your first account executive'))
      expect(post).not.toMatch(/onboarding|new hire|first week|buddy|thirty, sixty/i);
  });

  it('reads a practice in the present as described, and an -ing activity on its plural', () => {
    const practice = briefOf(ask('How I run one-on-ones with my team')).words;
    expect(practice).toMatchObject({ practice: true, told: false });
    for (const post of everyPost('How I run one-on-ones with my team')) {
      expect(post).not.toMatch(/\bI ran\b|made one-on-ones change|what I would change/i);
      expect(post).not.toMatch(/in the middle of running one-on-ones with my team/);
    }
    for (const topic of ['Running sales meetings that end on time', 'Writing briefs people read']) {
      const words = briefOf(ask(topic)).words;
      expect(words.acted).toBe(true);
      expect(words.area).toMatch(/^(?:sales meetings|briefs)$/);
    }
    for (const post of everyPost('Running sales meetings that end on time')) {
      expect(tagsOf(post)).toMatch(/#SalesMeetings\b/);
      expect(body(post)).toMatch(/meeting/);
    }
  });

  it('draws the points of the topic’s sub-topic first', () => {
    const topics = [
      'Stop discounting at the end of the quarter',
      'Is cold email dead?',
      'Why forecast accuracy matters more than pipeline size',
      'Three questions to ask in every discovery call',
      'Five mistakes new sales managers make',
      'Running sales meetings that end on time',
      'Writing briefs people actually read',
      'Positioning before messaging',
    ];
    for (const topic of topics) {
      const subtopics = subtopicsOf(topic);
      expect({ topic, subtopics: subtopics.length > 0 }).toEqual({ topic, subtopics: true });
      const { f } = briefOf(ask(topic)).words;
      for (const list of [f.practices, f.mistakes, f.signals, f.questions])
        for (const point of list.slice(0, 2))
          expect({ topic, point, fit: subtopicFit(point, subtopics) }).toEqual({
            topic,
            point,
            fit: 2,
          });
    }
  });

  it('never widens a closing to the field’s name', () => {
    for (const topic of ['Five mistakes new sales managers make', 'Positioning before messaging'])
      for (const post of everyPost(topic)) {
        const closing = body(post).trim().split('\n').at(-1) ?? '';
        expect(closing).not.toMatch(
          /\b(?:measure|approach|handle|with|on|owns?|of getting) (?:selling|marketing|leadership)\b/,
        );
        expect(post).not.toMatch(/\b(?:start on|getting) (?:selling|marketing|leadership)\b/);
      }
  });
});
