import { grammarChecker } from '../checker';
import { fixGrammar } from '../grammar';

afterAll(() => grammarChecker.close());

describe('Fix grammar (harper.js)', () => {
  it('corrects each problem harper has a suggestion for, and lists every change', async () => {
    const post =
      'Me and him has went to the conference yesterday and we learns a lot. There talks was very usefull and definately worth it.';
    const { content, changes } = await fixGrammar(post, grammarChecker);
    expect(content).toBe(
      'Me and him has gone to the conference yesterday and we learn a lot. Their talks was very useful and definitely worth it.',
    );
    expect(changes.map(({ rule, before, after }) => ({ rule, before, after }))).toEqual([
      { rule: 'Grammar', before: 'went', after: 'gone' },
      { rule: 'Agreement', before: 'learns', after: 'learn' },
      { rule: 'Grammar', before: 'There', after: 'Their' },
      { rule: 'Spelling', before: 'usefull', after: 'useful' },
      { rule: 'Spelling', before: 'definately', after: 'definitely' },
    ]);
    expect(changes[0].message).toBe(
      'Use the past participle “gone” instead of “went” when using compound tenses or passive voice.',
    );
  }, 30_000);

  it('leaves hashtags, mentions, links and British spellings as they are', async () => {
    const post =
      'We organised teh offsite and cancelled the rest.\n\nSee https://exampel.com/teh @Northwnd\n\n#FinOps #DevEx';
    const { content, changes } = await fixGrammar(post, grammarChecker);
    expect(content).toBe(
      'We organised the offsite and cancelled the rest.\n\nSee https://exampel.com/teh @Northwnd\n\n#FinOps #DevEx',
    );
    expect(changes).toHaveLength(1);
  }, 30_000);

  it('does not split a word the user wrote closed, nor correct its own corrections', async () => {
    const post =
      'Burnout doesnt announce itself. The cutover was done in 47 minutes. The cutover took 47 minutes in total.';
    const { content, changes } = await fixGrammar(post, grammarChecker);
    expect(content).toBe(
      "Burnout doesn't announce itself. The cutover was done in 47 minutes. The cutover took 47 minutes in total.",
    );
    expect(changes.map(({ before, after }) => `${before} → ${after}`)).toEqual([
      "doesnt → doesn't",
    ]);
  }, 30_000);

  it('changes nothing in a correct text', async () => {
    const post = 'We shipped the release on Friday.\n\nThe team earned the weekend.';
    expect(await fixGrammar(post, grammarChecker)).toEqual({ content: post, changes: [] });
  }, 30_000);
});
