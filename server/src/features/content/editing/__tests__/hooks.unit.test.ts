import { HOOK_SUGGESTIONS } from '@postpilot/common';
import { grammarChecker } from '../checker';
import { suggestHooks, TOO_LITTLE_FOR_HOOKS } from '../hooks';

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
