import { LINKEDIN_CLICHES } from '@postpilot/common';
import { clichesToAvoid } from '../avoid';
import { fleschKincaidGrade, syllables } from '../readability';
import { mostFrequent, paragraphsOf, proseOf, wordsOf } from '../text';
import { nounPhrasesOf, themesOf } from '../themes';

describe('words and paragraphs', () => {
  it('counts words in any script, without hashtags, addresses and emojis', () => {
    expect(wordsOf(proseOf("It's a team-sport 🚀, see https://example.com/a #Hiring"))).toEqual([
      "It's",
      'a',
      'team',
      'sport',
      'see',
    ]);
    expect(wordsOf('新しいチームを作りました').length).toBeGreaterThan(2);
  });

  it('counts blank-line-separated blocks, not one of hashtags only', () => {
    expect(paragraphsOf('One.\nStill one.\n\n  \nTwo.\n\n#A #B\n#C')).toEqual([
      'One.\nStill one.',
      'Two.',
    ]);
  });

  it('answers the most frequent items in their most frequent spelling', () => {
    expect(mostFrequent(['b', 'A', 'a', 'a', 'c', 'b'], 2, (item) => item.toLowerCase())).toEqual([
      'a',
      'b',
    ]);
  });
});

describe('reading grade', () => {
  it.each([
    ['cat', 1],
    ['make', 1],
    ['table', 2],
    ['hoped', 1],
    ['wanted', 2],
    ['people', 2],
    ['hiring', 2],
    ['leadership', 3],
    ['onboarding', 3],
    ['engineer', 3],
    ['café', 2],
    ['チーム', 2],
  ])('%s has %i syllables', (word, count) => {
    expect(syllables(word)).toBe(count);
  });

  it('is Flesch–Kincaid’s grade', () => {
    // 100 words, 5 sentences, 150 syllables.
    expect(fleschKincaidGrade(100, 5, 150)).toBeCloseTo(0.39 * 20 + 11.8 * 1.5 - 15.59);
    expect(fleschKincaidGrade(0, 0, 0)).toBe(0);
  });
});

describe('themes', () => {
  it('finds noun phrases without pronouns, times, numbers and leading determiners', () => {
    const phrases = nounPhrasesOf(
      'Last week I hired our fifth remote engineer. Sarah wrote a good onboarding plan for every new hire.',
    ).map((phrase) => phrase.text);
    expect(phrases).toEqual(['remote engineer', 'onboarding plan', 'hire']);
  });

  it('keeps what at least 2 of 3 or more posts share, most shared first, without repeats', () => {
    const posts = [
      'Our remote team grew. Onboarding matters.',
      'A remote team needs a clear onboarding plan.',
      'Every remote team should write things down. Pricing is hard.',
    ];
    expect(themesOf(posts.map(nounPhrasesOf))).toEqual(['remote team', 'onboarding']);
  });

  it('keeps what one or two posts say', () => {
    expect(themesOf([nounPhrasesOf('Pricing strategy is hard.')])).toEqual(['pricing strategy']);
  });
});

describe('clichés to avoid', () => {
  it('lists every cliché the posts do not use, the first 20', () => {
    expect(clichesToAvoid(['A plain post.'])).toEqual(LINKEDIN_CLICHES.slice(0, 20));
  });

  it('recognises a cliché in any case and either spelling, on word boundaries only', () => {
    const avoid = clichesToAvoid([
      'A real GAME CHANGER. Thoughts?',
      'We leveraged nothing; the ninjas left.',
    ]);
    expect(avoid).not.toContain('game-changer');
    expect(avoid).not.toContain('thoughts?');
    // "leveraged" is not "leverage", nor "ninjas" "ninja".
    expect(avoid).toContain('leverage');
    expect(avoid).toContain('ninja');
  });
});
