import { readFrame } from '../frame';
import { tokenize } from '../nlp';

describe('readFrame', () => {
  it('reads a clause: its action as a gerund, the clause in the past, the key phrase and figure', () => {
    expect(
      readFrame('How we cut our cloud bill by 40% without slowing the team down'),
    ).toMatchObject({
      kind: 'clause',
      action: 'cutting our cloud bill by 40% without slowing the team down',
      done: 'we cut our cloud bill by 40% without slowing the team down',
      subject: { text: 'our cloud bill', key: 'cloud bill' },
      figure: { text: '40%', kind: 'percent' },
    });
    expect(readFrame('How to hire your first engineer')).toMatchObject({
      kind: 'clause',
      action: 'hiring your first engineer',
      done: null,
      howTo: true,
    });
  });

  it('reads a noun phrase with a count, and a plain subject', () => {
    expect(readFrame('three lessons from mentoring')).toMatchObject({
      kind: 'noun',
      count: 'three lessons',
      subject: { key: 'mentoring' },
    });
    expect(readFrame('remote onboarding')).toMatchObject({
      kind: 'noun',
      subject: { text: 'remote onboarding', plural: false },
    });
    expect(readFrame('code reviews')).toMatchObject({
      subject: { text: 'code reviews', plural: true },
    });
  });

  it('reads questions, why-clauses, commands and claims', () => {
    expect(readFrame('Is remote work dead?')).toMatchObject({
      kind: 'question',
      question: 'Is remote work dead?',
      about: 'whether remote work is dead',
      subject: { key: 'remote work' },
    });
    expect(readFrame('Why do most startups fail?')).toMatchObject({
      about: 'why most startups fail',
    });
    expect(readFrame('Why most onboarding fails')).toMatchObject({
      kind: 'why',
      claim: 'most onboarding fails',
      subject: { key: 'onboarding' },
    });
    expect(readFrame('Stop hiring for culture fit')).toMatchObject({
      kind: 'imperative',
      against: true,
      action: 'hiring for culture fit',
      advice: 'stop hiring for culture fit',
      subject: { key: 'culture fit' },
    });
    expect(readFrame('Remote work is here to stay')).toMatchObject({
      kind: 'statement',
      claim: 'remote work is here to stay',
    });
  });

  it('keeps acronyms and names, and drops emoji, hashtags and brackets', () => {
    expect(readFrame('ai in healthcare')?.text).toBe('AI in healthcare');
    expect(readFrame('🚀 #RemoteWork [draft]')?.text).toBe('RemoteWork draft');
  });

  it('reads a hyphenated word as one word', () => {
    expect(readFrame('How I run one-on-ones')?.subject.key).toBe('one-on-ones');
    expect(readFrame('Lessons from a first-time manager')?.about).toMatch(/first-time manager/);
    expect(tokenize('long-lived branches').map((token) => token.text)).toEqual([
      'long-lived',
      'branches',
    ]);
  });

  it('is null when nothing usable is left', () => {
    for (const raw of ['', '   ', '???', '🚀🚀', '#']) expect(readFrame(raw)).toBeNull();
  });
});
