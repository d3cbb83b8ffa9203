import { grammarChecker } from '../checker';
import { newProblems } from '../edits';
import { punchUp } from '../punchier';
import { wordsOf } from './words';

afterAll(() => grammarChecker.close());

describe('Punchier', () => {
  it('cuts hedges and filler, drops empty openers and turns a safe passive active', async () => {
    const post = [
      'I think that most teams really overplan their quarters.',
      '',
      'Obviously, plans matter. The roadmap was approved by our CFO. Maybe we should plan less.',
      '',
      'Two launches were delayed last year.',
    ].join('\n');
    const { content, changes } = await punchUp(post, grammarChecker);
    expect(content).toBe(
      [
        'Most teams overplan their quarters.',
        '',
        'Plans matter. Our CFO approved the roadmap. We should plan less.',
        '',
        'Two launches were delayed last year.',
      ].join('\n'),
    );
    expect(changes.map(({ rule, before, after }) => [rule, before, after])).toEqual([
      ['Hedge', 'I think that', ''],
      ['Filler word', 'really', ''],
      ['Empty opener', 'Obviously,', ''],
      ['Passive voice', 'The roadmap was approved by our CFO.', 'Our CFO approved the roadmap.'],
      ['Hedge', 'Maybe', ''],
      // Pointed out, not rewritten: who delayed them is not in the post.
      ['Passive voice', 'were delayed', 'were delayed'],
    ]);
    expect(
      newProblems(await grammarChecker.check(post), await grammarChecker.check(content)),
    ).toEqual([]);
    expect(wordsOf(content).every((word) => wordsOf(post).includes(word))).toBe(true);
  }, 30_000);

  it('takes a second round where one cut opens the way for another', async () => {
    const { content } = await punchUp(
      'Honestly, I think that most hiring managers skim cover letters.',
      grammarChecker,
    );
    expect(content).toBe('Most hiring managers skim cover letters.');
  }, 30_000);

  it('leaves "I feel like", "this kind of" and "I believe in" alone', async () => {
    const post =
      'I feel like a beginner again. This kind of work pays off. I believe in small teams.';
    expect((await punchUp(post, grammarChecker)).content).toBe(post);
  }, 30_000);
});
