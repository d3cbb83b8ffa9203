import { TONES } from '@postpilot/common';
import { composePost } from '../composer';
import { BOOKS } from '../phrases';
import { request } from './helpers';

const firstLines = (topic: string): string[] =>
  TONES.flatMap((tone) =>
    [0, 1, 2, 3].map((variant) => composePost(request({ topic, tone, variant })).split('\n')[0]),
  );

describe('first lines follow the kind of topic', () => {
  it.each([
    ['Is remote work dead?', /remote work/i],
    ['Why most onboarding fails', /onboarding/i],
    ['Why deals stall after the demo', /\bdeals\b/i],
    ['How we cut our cloud bill by 40% without slowing the team down', /cloud bill/i],
    ['three lessons from mentoring', /mentoring/i],
    ['Stop hiring for culture fit', /culture fit/i],
    ['How to hire your first engineer', /first engineer/i],
  ])('opens %j with its own subject', (topic, subject) => {
    for (const line of firstLines(topic)) expect(line).toMatch(subject);
  });

  it('asks a why-topic in its own words, with the plural subject read as one', () => {
    const lines = [0, 1, 2, 3, 4, 5].map(
      (variant) =>
        composePost(request({ topic: 'Why deals stall after the demo', variant })).split('\n')[0],
    );
    expect(lines.join('\n')).not.toMatch(/\bthe stall\b/i);
  });

  it('never claims a method or an event the topic does not tell', () => {
    const topics = ['code reviews', 'Zero-based budgeting', 'Is remote work dead?', 'hiring'];
    for (const line of topics.flatMap(firstLines))
      expect(line).not.toMatch(
        /my whole approach|fits on one page|thirty minutes a week|they need an owner|proved it to me/i,
      );
  });
});

describe('every tone has a view for each kind of topic', () => {
  it.each(['casual', 'inspirational', 'educational', 'humorous'] as const)('%s', (tone) => {
    const specific = BOOKS[tone].points.filter((view) => view.when !== undefined);
    expect(specific.length).toBeGreaterThanOrEqual(10);
  });
});
