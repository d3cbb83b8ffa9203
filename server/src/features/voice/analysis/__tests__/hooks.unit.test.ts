import { firstLineOf, hookStyleOf, rankHookStyles } from '../hooks';

describe('hookStyleOf', () => {
  it.each([
    ['What makes a remote team work?', 'question'],
    ['Would you hire someone without a degree? 🤔', 'question'],
    ['3 things I learned from hiring 40 engineers:', 'number'],
    ['Three lessons from a failed launch', 'number'],
    ['Here are 5 habits of great managers.', 'number'],
    ['90% of onboarding is waiting.', 'number'],
    ['Last week I hired our fifth remote engineer.', 'story'],
    ['Yesterday, a candidate turned us down.', 'story'],
    ['In 2019 I started my first company.', 'story'],
    ['2019 was the year everything changed.', 'story'],
    ['We shipped the new onboarding flow.', 'story'],
    ['When I became a manager, nobody trained me on hiring.', 'contrarian'],
    ['Unpopular opinion: meetings are fine.', 'contrarian'],
    ['Stop hiring for culture fit.', 'contrarian'],
    ['Most people get remote onboarding wrong.', 'contrarian'],
    ["Remote work isn't the problem.", 'contrarian'],
    ['Nobody reads your job description.', 'contrarian'],
    ['Good onboarding starts before day one.', 'statement'],
    ['🚀', 'statement'],
  ])('%p opens with a %s', (line, style) => {
    expect(hookStyleOf(`${line}\n\nThe rest of the post.`)).toBe(style);
  });

  it('reads the first line with words, not a hashtag line or emojis', () => {
    expect(firstLineOf('\n#Hiring #Leadership\n🚀 Is hiring broken? 🚀\nMore.')).toBe(
      'Is hiring broken?',
    );
    expect(hookStyleOf('#Hiring\nIs hiring broken?')).toBe('question');
  });
});

describe('rankHookStyles', () => {
  it('puts the most used first, ties in the usual order of styles', () => {
    expect(
      rankHookStyles(['story', 'question', 'story', 'number', 'question', 'statement']),
    ).toEqual(['question', 'story', 'number', 'statement']);
  });
});
