import type { Author } from '../../generation';
import { makePersonal, PERSONAL_QUESTION } from '../personal';

const AUTHOR: Author = {
  firstName: 'Ada',
  lastName: 'Okafor',
  jobTitle: 'Head of Platform',
  company: 'Northwind',
  contentNiches: [],
  personalContext: 'Head of Platform at Northwind. Experience: 6-10 years.',
  targetAudience: null,
};
const POST = 'On-call rotations burn people out.\n\nShare the load and write things down.';

describe('More personal', () => {
  it("weaves the user's own detail in after the opening, in their words", () => {
    const result = makePersonal(POST, AUTHOR, '  last winter i was paged 14 nights in a row ');
    expect(result).toEqual({
      content:
        'On-call rotations burn people out.\n\nLast winter i was paged 14 nights in a row.\n\nShare the load and write things down.',
      changes: [
        {
          rule: 'Personal detail',
          message: 'Your detail, after the opening line',
          before: '',
          after: 'Last winter i was paged 14 nights in a row.',
        },
      ],
      question: null,
    });
  });

  it("uses the profile's stated experience once, then asks for a detail", () => {
    const first = makePersonal(POST, AUTHOR, '');
    expect(first.changes).toEqual([
      expect.objectContaining({
        rule: 'Your experience',
        after: "I'm Head of Platform at Northwind, with 6 to 10 years of experience.",
      }),
    ]);
    const second = makePersonal(first.content, AUTHOR, '');
    expect(second).toEqual({ content: first.content, changes: [], question: PERSONAL_QUESTION });
  });

  it("reads the role from onboarding's text when the profile has no job title", () => {
    const onboarded: Author = { ...AUTHOR, jobTitle: null, company: null };
    expect(makePersonal(POST, onboarded, '').changes[0]?.after).toBe(
      "I'm Head of Platform at Northwind, with 6 to 10 years of experience.",
    );
  });

  it('keeps a list together: a detail goes after the paragraph an opening colon introduces', () => {
    const list = 'Three mistakes we made:\n\n1. No scope.\n2. No owner.\n\nLesson learned.';
    const nurse: Author = {
      ...AUTHOR,
      jobTitle: null,
      company: null,
      personalContext: 'Senior Nurse Manager at St. Clare Hospital. Experience: 10+ years.',
    };
    expect(makePersonal(list, nurse, '').content).toBe(
      "Three mistakes we made:\n\n1. No scope.\n2. No owner.\n\nI'm Senior Nurse Manager at St. Clare Hospital, with more than 10 years of experience.\n\nLesson learned.",
    );
  });

  it('asks rather than adding anything when the profile says nothing new', () => {
    const bare: Author = { ...AUTHOR, jobTitle: null, company: null, personalContext: null };
    expect(makePersonal(POST, bare, '')).toEqual({
      content: POST,
      changes: [],
      question: PERSONAL_QUESTION,
    });
  });
});
