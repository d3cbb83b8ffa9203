import { readAudience, readPersona, readPersonalContext, spanFrom } from '../persona';
import { BARE, NORTHWIND } from './helpers';

describe('readPersona', () => {
  it('phrases the role and company from the profile', () => {
    expect(readPersona(NORTHWIND).work).toBe('in my role as Head of Growth at Northwind');
    expect(readPersona({ ...BARE, jobTitle: 'Designer' }).work).toBe('in my role as Designer');
    expect(readPersona({ ...BARE, company: 'Acme' }).work).toBe('in my work at Acme');
    expect(readPersona(BARE).work).toBe('in my own work');
    expect(readPersona({ ...BARE, jobTitle: 'null', company: ' N/A ' }).work).toBe(
      'in my own work',
    );
  });

  it('reads onboarding text: role at company, experience and goals', () => {
    const persona = readPersona({
      ...BARE,
      personalContext:
        'Head of Growth at Northwind. Experience: 6-10 years. Goals: Win new clients, Build thought leadership',
    });
    expect(persona).toMatchObject({
      work: 'in my role as Head of Growth at Northwind',
      span: 'the better part of a decade',
      goal: 'winning new clients and building thought leadership',
      fact: null,
    });
  });

  it('reads free text in the first person', () => {
    expect(readPersonalContext("I'm a product designer at Acme. I love teaching.")).toMatchObject({
      role: 'product designer',
      company: 'Acme',
      fact: 'I love teaching.',
    });
    // With a role to name, the post does not also quote the text.
    expect(
      readPersona({ ...BARE, personalContext: "I'm a product designer at Acme. I love teaching." }),
    ).toMatchObject({
      work: 'in my role as product designer at Acme',
      fact: null,
    });
    expect(
      readPersonalContext('I run a small bakery in Leeds. I have 12 years in food retail.'),
    ).toMatchObject({
      role: null,
      fact: 'I run a small bakery in Leeds.',
      span: '12 years',
    });
  });

  it('never invents experience', () => {
    expect(readPersona(BARE).span).toBeNull();
    expect(readPersonalContext('Goals: Grow my network').span).toBeNull();
    expect(readPersonalContext('Goals: Grow my network').goals).toEqual(['growing my network']);
  });

  it.each([
    ['0-2 years', 'a couple of years'],
    ['3-5', 'a few years'],
    ['6 - 10 years', 'the better part of a decade'],
    ['10+ years', 'more than a decade'],
    ['15+ years', 'more than 15 years'],
    ['1 year', 'a year'],
    ['4 to 7 years', '4 to 7 years'],
    ['a while', null],
  ])('phrases the experience %j', (text, span) => {
    expect(spanFrom(text)).toBe(span);
  });

  it('ignores the default audience', () => {
    expect(readAudience('Professional network and industry peers')).toBeNull();
    expect(readAudience('')).toBeNull();
    expect(readAudience('Founders and early-stage CEOs')).toBe('founders and early-stage CEOs');
  });
});
