import { HOOK_SUGGESTIONS } from '@postpilot/common';
import { Composer } from '../composer';
import { fixGrammar } from '../rewrite/grammar';
import { suggestHooks } from '../rewrite/hooks';
import { makePersonal } from '../rewrite/personal';
import { punchUp } from '../rewrite/punchier';
import { shorten } from '../rewrite/shorter';
import { NORTHWIND, request } from './helpers';

/** A post the user wrote themselves, not in the composer's phrasing. */
const OWN_POST = [
  'We migrated our billing service to Postgres last quarter.',
  '',
  'I think the hardest part was really not the data. It was basically getting every team to agree on a cut-over date, and it took us three weeks of meetings in order to get there.',
  '',
  'Teams should plan migrations around people, not tables. The schema work took two days. The calendar work took a month. We also wrote a runbook, which nobody read, and a checklist, which everybody used.',
  '',
  'What was the hardest part of your last migration?',
  '',
  '#Postgres #DatabaseMigration',
].join('\n');

describe('hooks', () => {
  it('offers three first lines about the post, from different families, none the current one', async () => {
    const hooks = suggestHooks(request(), OWN_POST);
    expect(hooks).toHaveLength(HOOK_SUGGESTIONS);
    expect(new Set(hooks).size).toBe(HOOK_SUGGESTIONS);
    for (const hook of hooks) {
      expect(hook).not.toBe('We migrated our billing service to Postgres last quarter.');
      expect(hook).not.toMatch(/undefined|null|\s{2}/);
    }
    expect(hooks.join(' ')).toMatch(/billing service|migration|Postgres/i);
    await expect(new Composer().hooks(request(), OWN_POST)).resolves.toEqual(hooks);
  });

  it('starts with the voice profile’s family', () => {
    const voice = { ...request().voice, hookStyles: ['question'] } as never;
    const [first] = suggestHooks(request({ voice }), OWN_POST);
    expect(first).toMatch(/\?$/);
  });
});

describe('shorter', () => {
  it('keeps the first line, the ending and the hashtags, at about 60% of the length', () => {
    const short = shorten(OWN_POST);
    expect(short.split('\n')[0]).toBe('We migrated our billing service to Postgres last quarter.');
    expect(short).toContain('What was the hardest part of your last migration?');
    expect(short.endsWith('#Postgres #DatabaseMigration')).toBe(true);
    expect(short.length).toBeLessThanOrEqual(OWN_POST.length * 0.75);
    expect(short.length).toBeGreaterThanOrEqual(OWN_POST.length * 0.4);
  });
});

describe('punchier', () => {
  it('drops hedges and filler and splits long sentences, keeping the meaning', () => {
    const punchy = punchUp(OWN_POST);
    expect(punchy).not.toMatch(/\bI think\b|\breally\b|\bbasically\b|\bin order to\b/);
    expect(punchy).toContain('to get there');
    expect(punchy).toContain('The hardest part was not the data.');
    expect(punchy.endsWith('#Postgres #DatabaseMigration')).toBe(true);
    expect(punchUp('This is very, very good and it is just fine.')).toBe(
      'This is good and it is fine.',
    );
  });
});

describe('personal', () => {
  it('turns general advice into first-person experience and frames it with the author’s role', () => {
    const personal = makePersonal(OWN_POST, NORTHWIND);
    expect(personal).toContain("I've learned that teams should plan migrations around people");
    expect(personal).toContain('In my role as Head of Growth at Northwind');
    expect(personal.split('\n')[0]).toBe(
      'We migrated our billing service to Postgres last quarter.',
    );
    const figures = (text: string) => text.match(/\d+/g) ?? [];
    expect(figures(personal)).toEqual(figures(OWN_POST));
    expect(makePersonal('You should write things down.', NORTHWIND)).toContain(
      "I've found I should write things down.",
    );
  });
});

describe('grammar', () => {
  it('fixes doubled words, a/an, capitals, a lone i, spacing and repeated punctuation', () => {
    expect(fixGrammar('i think the the plan is a excellent idea !! it worked ,mostly.')).toBe(
      'I think the plan is an excellent idea! It worked, mostly.',
    );
    expect(fixGrammar('We hired an engineer and a an SEO lead.  then a hour passed')).toBe(
      'We hired an engineer and an SEO lead. Then an hour passed',
    );
    expect(fixGrammar('Plan A is fine. a UX review helps.')).toBe(
      'Plan A is fine. A UX review helps.',
    );
  });

  it('changes nothing else: emojis, line breaks and hashtags stay', () => {
    const post = 'Shipped it 🚀\n\nSmall steps, every week.\n\n#ShipIt #buildInPublic';
    expect(fixGrammar(post)).toBe(post);
  });
});

describe('rewrite', () => {
  it('works on any text through the writer, within the limit', async () => {
    const composer = new Composer();
    for (const action of ['shorter', 'punchier', 'personal', 'grammar'] as const) {
      const { content: result } = await composer.rewrite(request(), OWN_POST, action, '');
      expect(result.length).toBeGreaterThan(0);
      expect(result.length).toBeLessThanOrEqual(3000);
    }
    await expect(
      composer.rewrite(request({ language: 'fr' }), OWN_POST, 'grammar', ''),
    ).rejects.toThrow(/English only/);
  });
});
