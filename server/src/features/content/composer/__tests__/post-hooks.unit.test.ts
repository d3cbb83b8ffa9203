import { HOOK_SUGGESTIONS, TONES } from '@postpilot/common';
import { composePost } from '../composer';
import { suggestHooks } from '../rewrite/hooks';
import { subjectOfPost } from '../rewrite/subject';
import { request } from './helpers';

/** Posts a user might write themselves: cloud costs, hiring, a product launch. */
const POSTS = [
  `Every team I talk to has a story about our cloud bill.

Ours was growing faster than revenue. Last quarter we cut the cloud bill by 40% without slowing anyone down.

What worked: tagging every resource at creation, deleting idle environments every Friday, and giving each team a monthly report of its own spend.

The people who spend the money now see the bill. That changed more than any tool did.

How does your team keep its cloud costs in check?`,
  `Hiring is the job I underestimated most as a manager.

We used to run five interview rounds and still hire the wrong people. This year we rebuilt our interview process around one realistic work sample.

Candidates do a two-hour task close to the real work, and we review it together with them. Fewer rounds, faster decisions, and better hires.

The hiring process is the first thing a candidate learns about your team.

What is one interview step you would never drop?`,
  `Yesterday we launched our new analytics dashboard after six months of work.

The launch was quiet on purpose. We gave the dashboard to 20 customers first, watched how they used it, and cut half the features before the public launch.

The dashboard now does three things well instead of ten things badly.

If you are planning a product launch, ship to a few customers before you ship to everyone.`,
];

const SUBJECTS = [/cloud bill/i, /hiring|interview/i, /dashboard|launch/i];

describe('hooks suggested for a post anyone wrote', () => {
  it('reads the subject the post keeps coming back to, not a generic word', () => {
    POSTS.forEach((post, i) => {
      const subject = subjectOfPost(post.split('\n').filter(Boolean)) ?? '';
      expect(subject).toMatch(SUBJECTS[i]);
      expect(subject).not.toMatch(/^(?:team|people|thing|way|work|time|story)$/i);
    });
  });

  it.each([0, 1, 2])('offers three different lines on the subject of post %i', (i) => {
    const post = POSTS[i];
    const first = post.split('\n')[0];
    for (const tone of TONES)
      for (const variant of [0, 1, 2]) {
        const hooks = suggestHooks(request({ tone, variant }), post);
        expect(hooks).toHaveLength(HOOK_SUGGESTIONS);
        expect(new Set(hooks).size).toBe(HOOK_SUGGESTIONS);
        for (const hook of hooks) {
          expect(hook).not.toBe(first);
          expect(hook).not.toMatch(/\b(?:about|in|on) the team\b|undefined|null/);
        }
        expect(hooks.filter((hook) => SUBJECTS[i].test(hook)).length).toBeGreaterThanOrEqual(2);
      }
  });

  it('suggests three kinds of first line that say something about the subject, not any subject', () => {
    const generic =
      /One decision usually makes most of the difference|Most teams have a story about|Ask ten people|has changed, and not always for the better|more attention than/;
    const topics = [
      'Why forecast accuracy matters more than pipeline size',
      'Is cold email dead?',
      'Running sales meetings that end on time',
      'Three questions to ask in every discovery call',
      'Hiring your first account executive',
      'code reviews',
    ];
    const posts = [...POSTS, ...topics.map((topic) => composePost(request({ topic })))];
    for (const post of posts)
      for (const tone of TONES) {
        const hooks = suggestHooks(request({ tone }), post);
        expect(hooks).toHaveLength(HOOK_SUGGESTIONS);
        for (const hook of hooks)
          expect({ hook, generic: generic.test(hook) }).toEqual({ hook, generic: false });
        const openings = hooks.map((hook) => hook.split(' ').slice(0, 2).join(' ').toLowerCase());
        expect(new Set(openings).size).toBe(HOOK_SUGGESTIONS);
      }
  });
});
