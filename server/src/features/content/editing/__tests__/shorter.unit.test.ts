import { grammarChecker } from '../checker';
import { shorten } from '../shorter';
import { wordsOf } from './words';

afterAll(() => grammarChecker.close());

describe('Shorter', () => {
  it('says wordy phrases short, cuts filler and drops a sentence that repeats another', async () => {
    const post = [
      'In order to really ship faster, we basically moved reviews to the morning.',
      '',
      'Due to the fact that reviews were waiting a day, releases were very slow.',
      'We cut our review wait from 26 hours to 4 hours. Our review wait went down from 26 hours to 4 hours.',
      '',
      '#Engineering',
    ].join('\n');
    const { content, changes } = await shorten(post, grammarChecker);
    expect(content).toBe(
      [
        'To ship faster, we moved reviews to the morning.',
        '',
        'Because reviews were waiting a day, releases were slow.',
        'We cut our review wait from 26 hours to 4 hours.',
        '',
        '#Engineering',
      ].join('\n'),
    );
    expect(changes.map(({ rule, before, after }) => [rule, before, after])).toEqual([
      ['Wordy phrase', 'In order to', 'To'],
      ['Filler word', 'really', ''],
      ['Filler word', 'basically', ''],
      ['Wordy phrase', 'Due to the fact that', 'Because'],
      ['Filler word', 'very', ''],
      ['Repeated point', 'Our review wait went down from 26 hours to 4 hours.', ''],
    ]);
    // Nothing is added: every word of the result was in the post, or is a listed replacement.
    const allowed = [...wordsOf(post), ...changes.flatMap((change) => wordsOf(change.after))];
    expect(wordsOf(content).every((word) => allowed.includes(word))).toBe(true);
  }, 30_000);

  it('keeps the words that do work: "not just", "the very first", "thank you very much"', async () => {
    const post = 'It is not just a tool. It was the very first launch. Thank you very much.';
    expect(await shorten(post, grammarChecker)).toEqual({ content: post, changes: [] });
  }, 30_000);
});
