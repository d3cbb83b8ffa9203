import type { Field } from './types';

export const HIRING: Field = {
  id: 'hiring',
  keywords:
    /\b(?:hir\w*|recruit\w*|(?<!customer )interview\w*|candidates?|talent|onboard\w*|new hires?|culture fit|job offers?|referrals?|headcount|resumes?|CVs?|generalists?)\b/i,
  area: 'hiring',
  measure: 'how new hires are doing after six months',
  readers: 'hiring managers and founders',
  bank: {
    practices: [
      'Write down what the person must achieve in their first six months before writing the job ad.',
      'Use the same questions for every candidate, and score them before the debrief.',
      'Give candidates a realistic work sample instead of a puzzle.',
      'Tell candidates where they stand within a few days, even when the answer is no.',
      'Have the first week planned before the new hire starts: a buddy, a first task, the key people to meet.',
      'Hire for what the team is missing, not for who feels familiar.',
      'Check in at thirty, sixty and ninety days, and ask what is unclear.',
      'Write the onboarding down, so it does not depend on who happens to be free.',
      'Ask every new hire to fix one gap in the onboarding notes, so the notes stay current.',
    ],
    mistakes: [
      'Hiring for how comfortable the interview felt',
      'Leaving the role vague and letting each interviewer test something different',
      'Letting good candidates wait weeks for an answer',
      'Treating onboarding as a laptop and a login',
      'Hiring a senior title when the job needs someone who builds from scratch',
      'Leaving a new hire’s first week to whoever happens to be free',
      'Expecting new hires to pick up the unwritten rules by watching',
    ],
    signals: [
      'If interviewers disagree about what the role is, the hiring process is not ready.',
      'If new hires still ask basic questions after a month, onboarding was too thin.',
      'If most candidates drop out before the final round, the process asks too much of them.',
      'If a new hire cannot say who to ask for help by the end of week one, onboarding has no owner.',
      'If good people leave within their first year, look at what their first months were like.',
    ],
    factors: [
      'how clearly the role is defined',
      'how much support new people get in their first months',
      'how consistent the interviews are',
      'what the team is missing today',
    ],
    beliefs: [
      'A good hiring process is a clear role, a fair test and a fast answer.',
      'Onboarding is where hiring either pays off or quietly fails.',
      'The first hires shape the culture more than any values page.',
      'Candidates judge you by how you treat them when the answer is no.',
      'Most of what a new hire needs in their first month is written down nowhere.',
    ],
    questions: [
      'What does a new hire on your team achieve in their first ninety days?',
      'How fast do candidates hear back from you?',
      'What is the one interview question you would never drop?',
      'Who owns a new hire’s first month on your team?',
      'What would you change first about how your team hires?',
    ],
  },
};

export const LEADERSHIP: Field = {
  id: 'leadership',
  keywords:
    /\b(?:lead\w*|manag\w*|one-on-ones?|1:1s?|feedback|delegat\w*|teams?|reorg\w*|trust|decisions?|culture|morale|burnout|promotions?|retention|performance reviews?|meetings?|escalation\w*)\b/i,
  area: 'leadership',
  measure: 'how many decisions the team makes without escalating',
  readers: 'managers',
  bank: {
    practices: [
      'Give feedback within the week, while the example is still fresh.',
      'Delegate the decision, not only the task, and say which decisions stay with you.',
      'Keep one-on-ones for the other person’s agenda, not status updates.',
      'Write important decisions down, with the reason, where the team can find them.',
      'Say "I do not know yet" when it is true; it builds more trust than a guess.',
      'Make expectations explicit early, before anyone has missed them.',
      'Ask the team what slows them down, and fix one thing before asking again.',
      'Protect time for deep work, starting with fewer recurring meetings.',
      'Explain the why behind a priority, so people can make the next call without you.',
      'Celebrate the person who raised a problem early, not only the one who fixed it.',
      'End every meeting with the decision, the owner and the date.',
      'Ask for feedback on your own management, and act visibly on one piece of it.',
      'Send the numbers the day before, so the meeting is spent deciding.',
      'Cancel a recurring meeting for a month, and see who misses it.',
      'Start each one-on-one by asking what is on their mind, before any update.',
      'Keep a shared running document for one-on-ones, so follow-ups do not get lost.',
      'Move a one-on-one if you must, but never cancel it twice in a row.',
      'Give every meeting an owner who ends it once the decision is made.',
    ],
    mistakes: [
      'Avoiding a hard conversation until it becomes urgent',
      'Doing the work yourself because it is faster this time',
      'Delegating tasks while keeping every decision',
      'Using one-on-ones as status meetings',
      'Assuming silence in a meeting means agreement',
      'Letting a meeting run until the time is up instead of until the decision is made',
    ],
    signals: [
      'If every decision comes back to you, you have delegated work but not authority.',
      'If you learn about problems from your own manager, people do not feel safe telling you.',
      'If one-on-ones keep getting cancelled, the team has learned they do not matter.',
      'If the same item comes back to the meeting three weeks running, nobody owns the decision.',
    ],
    factors: [
      'how much trust is already there',
      'how clear the expectations are',
      'how often people hear honest feedback',
      'whether decisions are made where the information is',
      'who owns each meeting and its decision',
      'what people read before the meeting starts',
    ],
    beliefs: [
      'Trust is built in small, repeated moments, not in offsites.',
      'A manager’s job is to make the team’s decisions better, not to make them all.',
      'Clarity is a kindness, even when the message is hard.',
      'Most team problems are expectation problems that nobody wrote down.',
      'A one-on-one belongs to the person who reports to you, not to the manager.',
      'A meeting that ends on time is usually a meeting someone prepared for.',
    ],
    questions: [
      'Which decision could you hand to your team this week?',
      'When did you last give feedback within the same week?',
      'What do your one-on-ones actually cover?',
      'Who sets the agenda for your one-on-ones?',
      'Which of your recurring meetings would anyone miss if you cancelled it?',
      'What decides when your team’s meetings end: the clock or the decision?',
    ],
  },
};

export const GROWTH: Field = {
  id: 'growth',
  keywords:
    /\b(?:mentor\w*|coach\w*|career\w*|first-time manager|IC|individual contributor|salary|promotion|imposter|sponsor\w*|first job)\b/i,
  area: 'mentoring',
  measure: 'how quickly people grow into their next role',
  readers: 'mentors and people growing their careers',
  bank: {
    practices: [
      'Ask more questions than you answer; the goal is their thinking, not your solution.',
      'Agree on what the other person wants from the relationship in the first conversation.',
      'Share the mistakes you made, not only the wins.',
      'Give specific, concrete feedback rather than general encouragement.',
      'Help them build a network beyond you.',
      'Let them own the agenda and follow up on what they committed to.',
      'Say it plainly when something is outside your experience, and point them to someone better placed.',
      'Write down the next step at the end of each conversation.',
    ],
    mistakes: [
      'Turning every conversation into advice about what you would do',
      'Meeting without a goal until both people quietly stop showing up',
      'Praising effort and never naming what to improve',
      'Expecting the other person to follow your career path',
      'Waiting to be asked before offering an introduction',
    ],
    signals: [
      'If you do most of the talking, it is advice, not mentoring.',
      'If nothing changes between conversations, the goal is not clear.',
      'If they only bring good news, they do not feel safe bringing the rest.',
    ],
    factors: [
      'what the person actually wants to change',
      'how honest both sides can be',
      'how often you meet',
      'whether the advice fits their situation rather than yours',
    ],
    beliefs: [
      'Good mentoring makes itself unnecessary.',
      'The best advice is often a better question.',
      'Careers grow through people who vouch for you, not only through advice.',
      'Mentoring teaches the mentor at least as much as the mentee.',
    ],
    questions: [
      'What is the best question a mentor ever asked you?',
      'Who vouched for you when it mattered?',
      'What do you wish someone had told you earlier in your career?',
    ],
  },
};

export const WORKPLACE: Field = {
  id: 'workplace',
  keywords:
    /\b(?:remote|hybrid|office|workplace|distributed|async\w*|four-day|work-life|return to office|RTO|burnout)\b/i,
  area: 'the way we work',
  measure: 'how long decisions take',
  readers: 'anyone leading a distributed team',
  bank: {
    practices: [
      'Write decisions down, so people in other time zones are not left guessing.',
      'Decide which work needs people in the same room, and use office days for that.',
      'Make onboarding deliberate: a buddy, a written first week and regular check-ins.',
      'Default to asynchronous updates and keep meetings for discussion.',
      'Judge people by outcomes, not by how visible they are online.',
      'Make it normal to say when you are offline, and respect it.',
      'Meet in person on purpose, with a clear reason to be together.',
      'Give new people someone to ask the "obvious" questions.',
    ],
    mistakes: [
      'Copying office habits into video calls',
      'Measuring presence instead of results',
      'Leaving new hires to pick up context by osmosis that no longer exists',
      'Letting decisions happen in hallway conversations that remote colleagues never hear',
      'Mandating office days without saying what they are for',
    ],
    signals: [
      'If decisions are only made in meetings, remote people are always a step behind.',
      'If new hires take months to feel useful, context is not written down.',
      'If people come to the office to sit on video calls, the office days have no purpose.',
    ],
    factors: [
      'the kind of work the team does',
      'how much of the context is written down',
      'how senior and experienced the team is',
      'how deliberately people are brought together',
    ],
    beliefs: [
      'Where people work matters less than how clearly the work is organised.',
      'Remote work rewards teams that write things down.',
      'Flexibility works when expectations are explicit.',
      'Office time is valuable when it has a purpose and wasteful when it does not.',
    ],
    questions: [
      'What do your office days actually have people doing?',
      'How much of your team’s context is written down?',
      'How does a new hire on your team learn the unwritten rules?',
    ],
  },
};
