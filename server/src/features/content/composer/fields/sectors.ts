import type { Field } from './types';

export const HEALTHCARE: Field = {
  id: 'healthcare',
  keywords:
    /\b(?:health\w*|patients?|nurs\w*|clinic\w*|hospital\w*|doctors?|physicians?|care|medical|ICU|wards?|handoffs?|EHR|telehealth|pharma\w*)\b/i,
  area: 'patient care',
  measure: 'patient safety events',
  readers: 'healthcare leaders',
  bank: {
    practices: [
      'Standardise handoffs with a short, shared structure, so nothing depends on memory.',
      'Ask frontline staff what gets in their way before buying new software.',
      'Protect time for breaks and debriefs, especially after difficult shifts.',
      'Involve nurses and clinicians in choosing and testing any new tool.',
      'Review near misses as openly as incidents.',
      'Measure what patients experience, not only what the system records.',
      'Cut documentation that nobody reads, so time goes back to patients.',
      'Make escalation safe and simple for the most junior person on the shift.',
    ],
    mistakes: [
      'Adding technology on top of a broken workflow',
      'Treating burnout as an individual problem rather than a staffing and workload problem',
      'Designing processes without the people who work the night shift',
      'Measuring compliance instead of outcomes',
      'Leaving handoffs to habit and memory',
    ],
    signals: [
      'If staff keep workarounds on paper, the system is not fitting the work.',
      'If experienced nurses are leaving, look at workload before pay.',
      'If the same near miss keeps happening, the process is telling you something.',
    ],
    factors: [
      'how much time clinicians have with patients',
      'whether frontline staff are involved',
      'how well the tools fit the real workflow',
      'how safe it feels to speak up',
    ],
    beliefs: [
      'In healthcare, the safest systems are the ones that do not rely on heroics.',
      'Technology helps patients only when it gives time back to the people caring for them.',
      'Retention is a patient safety issue.',
      'The people closest to the patient usually know what to fix.',
    ],
    questions: [
      'What would give your clinicians ten more minutes with patients each shift?',
      'How are handoffs done on your ward today?',
      'Who chooses the tools your frontline staff use?',
    ],
  },
};

export const EDUCATION: Field = {
  id: 'education',
  keywords:
    /\b(?:educat\w*|teach\w*|students?|classroom\w*|school\w*|curricul\w*|lesson plans?|courses?|training|universit\w*|grading|homework|tutor\w*|learners?)\b/i,
  area: 'teaching',
  measure: 'what students can do at the end of a unit',
  readers: 'educators',
  bank: {
    practices: [
      'Start a unit with a real problem, then teach the tools needed to solve it.',
      'Check understanding during the lesson, not only at the end of the term.',
      'Give feedback students can act on before the next assignment.',
      'Share lesson plans with colleagues and borrow theirs.',
      'Make the goal of each lesson visible in one sentence.',
      'Leave room for students to explain their thinking out loud.',
      'Cut content before cutting practice time.',
      'Ask students what confused them, and adjust the next lesson.',
    ],
    mistakes: [
      'Covering the syllabus instead of checking what was learned',
      'Giving feedback after the chance to use it has passed',
      'Teaching the method before students see why they need it',
      'Planning alone when colleagues are solving the same problem',
      'Treating quiet students as students who understand',
    ],
    signals: [
      'If students can repeat the answer but not explain it, the lesson was too fast.',
      'If the same misconception appears every year, the materials need changing.',
      'If feedback is never read, it arrives too late to be useful.',
    ],
    factors: [
      'how relevant the material feels to students',
      'how quickly students get feedback',
      'how much time teachers have to plan together',
      'class size and the support available',
    ],
    beliefs: [
      'Students remember what they had to think hard about.',
      'Good teaching looks simple because the planning is not.',
      'Feedback is only useful when there is time to act on it.',
      'Real problems teach the why; practice teaches the how.',
    ],
    questions: [
      'How do you check understanding before the test?',
      'What is one lesson you would redesign from scratch?',
      'How much time do your teachers get to plan together?',
    ],
  },
};

export const GENERAL: Field = {
  id: 'general',
  keywords: /$^/,
  area: 'the way we work',
  measure: 'the outcome that matters most',
  readers: 'anyone leading a team',
  bank: {
    practices: [
      'Write down what good looks like before starting.',
      'Give each piece of work one owner, not a committee.',
      'Review progress on a fixed rhythm, briefly, and change one thing at a time.',
      'Ask the people closest to the work what slows them down.',
      'Share what did not work as openly as what did.',
      'Make the next step and its date explicit at the end of every meeting.',
      'Stop one thing for every new thing you start.',
      'Keep the plan short enough that people actually read it.',
    ],
    mistakes: [
      'Starting with tools instead of the problem',
      'Changing everything at once and learning nothing',
      'Assuming everyone shares the same definition of done',
      'Giving work to a group instead of a person',
      'Reviewing progress only when something goes wrong',
    ],
    signals: [
      'If nobody can say who owns it, nobody does.',
      'If the same problem comes back every quarter, the fix treated a symptom.',
      'If a plan needs a meeting to explain, it is too long.',
    ],
    factors: [
      'how clear the goal is',
      'who owns the outcome',
      'how often progress is reviewed',
      'how much the people doing the work are involved',
    ],
    beliefs: [
      'Most improvements come from follow-through, not from new ideas.',
      'Clarity about the goal saves more time than any tool.',
      'Small changes, reviewed often, beat big plans reviewed rarely.',
      'The people closest to the work usually know what to fix.',
    ],
    questions: [
      'What is the one change that would make the biggest difference for your team?',
      'Who owns this on your team today?',
      'What would you stop doing to make room for it?',
    ],
  },
};
