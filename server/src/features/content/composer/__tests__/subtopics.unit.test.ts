import { TONES } from '@postpilot/common';
import { composePost } from '../composer';
import { subtopicFit, subtopicsOf } from '../subtopics';
import { request } from './helpers';

describe('points on the topic’s sub-topic', () => {
  it('reads the sub-topic of a topic and ranks points by it', () => {
    expect(subtopicsOf('Why most onboarding fails')).toEqual(['onboarding']);
    expect(subtopicsOf('Kubernetes cost')).toEqual([]);
    const onboarding = ['onboarding'];
    expect(subtopicFit('Treating onboarding as a laptop and a login', onboarding)).toBe(2);
    expect(subtopicFit('Give candidates a realistic work sample.', onboarding)).toBe(-2);
    expect(subtopicFit('Hire for what the team is missing.', onboarding)).toBe(0);
  });

  it('keeps interview advice out of onboarding posts', () => {
    const off: string[] = [];
    for (const topic of [
      'Why most onboarding fails',
      'remote onboarding',
      'Onboarding new engineers',
    ])
      for (const tone of TONES)
        for (const variant of [0, 1, 2, 3])
          for (const line of composePost(request({ topic, tone, variant })).split('\n'))
            if (/candidate|interview|work sample|job ad/i.test(line))
              off.push(`${topic}/${tone}: ${line}`);
    expect(off).toEqual([]);
  });
});
