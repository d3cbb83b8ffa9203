import { HOOK_SUGGESTIONS } from '@postpilot/common';
import { grammarChecker } from '../checker';
import { suggestHooks, TOO_LITTLE_FOR_HOOKS } from '../hooks';
import { howQuestion } from '../questions';

afterAll(() => grammarChecker.close());

const POST = [
  'Most cloud bills grow because nobody owns them.',
  '',
  'We cut our cloud bill by 40% in six weeks.',
  'Every team got a monthly budget and a dashboard.',
  'Idle test clusters were the biggest line on the bill.',
  '',
  'Ownership beats tooling.',
  '',
  'Who owns the biggest line on your bill?',
  '',
  '#FinOps #Cloud',
].join('\n');

describe('Suggest hooks', () => {
  it("draws HOOK_SUGGESTIONS grammatical first lines from the post's own sentences and facts", async () => {
    const hooks = await suggestHooks(POST, grammarChecker);
    expect(hooks).toEqual([
      'How did we cut our cloud bill by 40% in six weeks?',
      'Every team got a monthly budget and a dashboard.',
      'Ownership beats tooling.',
    ]);
    expect(hooks).toHaveLength(HOOK_SUGGESTIONS);
    expect(new Set(hooks).size).toBe(hooks.length);
    expect(hooks).not.toContain(POST.split('\n')[0]);
    for (const hook of hooks) {
      expect(hook).not.toMatch(/#/);
      expect(await grammarChecker.check(hook)).toEqual([]);
    }
  }, 30_000);

  it('says so when the post has too little to draw from', async () => {
    await expect(suggestHooks('Big news today.', grammarChecker)).rejects.toThrow(
      TOO_LITTLE_FOR_HOOKS,
    );
  }, 30_000);
});

describe('questions made from a sentence', () => {
  it('asks "How did …?" of what the post reports, in its own words', () => {
    expect(howQuestion('Our team shipped 12 releases in March.')).toBe(
      'How did our team ship 12 releases in March?',
    );
    expect(howQuestion('Our nurses cut handoff errors in half in 6 months.')).toBe(
      'How did our nurses cut handoff errors in half in 6 months?',
    );
  });

  it('makes no question of a noun read as a verb, or of two clauses', () => {
    expect(howQuestion('The end result was 4 months of unpaid work.')).toBeNull();
    expect(
      howQuestion('We migrated to Postgres 17 and it was the hardest project I have led.'),
    ).toBeNull();
  });
});
