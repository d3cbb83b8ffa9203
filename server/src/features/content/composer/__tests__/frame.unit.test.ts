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

  it('reads a noun before a noun as one phrase, and a range as one figure', () => {
    expect(readFrame('How we shortened our sales cycle from 90 to 45 days')).toMatchObject({
      kind: 'clause',
      done: 'we shortened our sales cycle from 90 to 45 days',
      subject: { text: 'our sales cycle', key: 'sales cycle', plural: false },
      figure: { text: 'from 90 to 45 days', kind: 'change' },
    });
    expect(readFrame('Why code review matters')).toMatchObject({
      kind: 'why',
      subject: { key: 'code review' },
      claim: 'code review matters',
    });
    expect(readFrame('How we run our weekly pipeline review')?.subject.key).toBe(
      'weekly pipeline review',
    );
    expect(readFrame('Hiring your first account executive')?.subject.key).toBe(
      'first account executive',
    );
    // A verb after "let"/"help" or in a do-question stays a verb.
    expect(readFrame('Helping your team grow')?.subject.key).toBe('team');
    expect(readFrame('Does your team trust you?')?.claim).toBe('your team trusts you');
    expect(readFrame('Why deals stall after the demo')?.claim).toBe('deals stall after the demo');
  });

  it('reads a number and a container before a clause as a list about the clause', () => {
    expect(readFrame('Five mistakes new sales managers make')).toMatchObject({
      kind: 'noun',
      count: 'five mistakes',
      number: 5,
      items: 'mistakes',
      subject: { text: 'new sales managers', plural: true },
      about: 'the mistakes new sales managers make',
    });
    expect(readFrame('Three questions to ask in every discovery call')).toMatchObject({
      count: 'three questions',
      number: 3,
      items: 'questions',
      subject: { text: 'discovery calls', plural: true },
      about: 'discovery calls',
    });
    expect(readFrame('What I learned from 100 pricing conversations')).toMatchObject({
      items: 'lessons',
      done: null,
      subject: { text: 'pricing conversations' },
      figure: { text: '100 pricing conversations', kind: 'quantity' },
    });
  });

  it('reads a command about a time by its act, never by "the end"', () => {
    expect(readFrame('Stop discounting at the end of the quarter')).toMatchObject({
      kind: 'imperative',
      against: true,
      subject: { key: 'discounting' },
    });
    expect(readFrame('Protect an hour a week for learning')?.subject.key).toBe('learning');
  });

  it('reads a practice in the present as described, and a past one as told', () => {
    expect(readFrame('How I run one-on-ones with my team')).toMatchObject({
      kind: 'clause',
      practice: true,
      done: null,
      subject: { key: 'one-on-ones' },
    });
    // "cut" reads the same in the past: a result the author tells.
    expect(readFrame('How we cut our cloud bill by 40%')).toMatchObject({
      practice: false,
      done: 'we cut our cloud bill by 40%',
    });
  });

  it('reads an -ing word before a plural as an activity, unless it names a field', () => {
    expect(readFrame('Running sales meetings that end on time')).toMatchObject({
      action: 'running sales meetings that end on time',
      subject: { key: 'sales meetings' },
      object: { text: 'sales meetings', plural: true },
    });
    expect(readFrame('Writing briefs people actually read')).toMatchObject({
      action: 'writing briefs people actually read',
      object: { key: 'briefs' },
    });
    expect(readFrame('pricing conversations')).toMatchObject({
      action: null,
      subject: { text: 'pricing conversations', plural: true },
    });
  });

  it('is null when nothing usable is left', () => {
    for (const raw of ['', '   ', '???', '🚀🚀', '#']) expect(readFrame(raw)).toBeNull();
  });
});
