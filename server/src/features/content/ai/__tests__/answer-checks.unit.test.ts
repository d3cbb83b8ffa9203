import { checkPost, HASHTAG_CAP, obeyEmojis, obeyHashtags } from '../answer-checks';
import { detectLanguage, wrongLanguage } from '../language-check';
import { markdownToPlainText } from '../plain-text';
import { sampleRequest } from './sample-request';
import type { VoiceProfile } from '@postpilot/common';

const voice = (overrides: Partial<VoiceProfile> = {}): VoiceProfile => ({
  sampleCount: 4,
  words: 150,
  paragraphs: 4,
  sentenceWords: 12,
  hookStyles: ['story'],
  emojis: 'sometimes',
  favouriteEmojis: [],
  hashtags: 2,
  favouriteHashtags: [],
  readingGrade: 8,
  themes: [],
  avoid: [],
  ...overrides,
});

describe('markdownToPlainText', () => {
  it('takes emphasis, headings, code and escapes off, keeping the words', () => {
    expect(
      markdownToPlainText(
        '# The **one** thing\n\nI *really* learned __this much__: `ship` it ~~later~~ now. \\*Really\\*',
      ),
    ).toBe('The one thing\n\nI really learned this much: ship it later now. *Really*');
  });

  it('writes links as their text and address', () => {
    expect(markdownToPlainText('Read [my notes](https://example.com/n) and <https://a.io>.')).toBe(
      'Read my notes (https://example.com/n) and https://a.io.',
    );
    expect(markdownToPlainText('[https://a.io](https://a.io)')).toBe('https://a.io');
  });

  it('turns bullets into the bullets LinkedIn writers type, nested ones indented, and keeps numbers', () => {
    expect(
      markdownToPlainText('- one\n* two\n  - two a\n    + two a i\n\n1. first\n2) second'),
    ).toBe('• one\n• two\n  ◦ two a\n    ◦ two a i\n\n1. first\n2) second');
    expect(markdownToPlainText('1. **Plan**\n   - Freeze\n     1. on staging\n2. Ship')).toBe(
      '1. Plan\n  ◦ Freeze\n    1. on staging\n2. Ship',
    );
  });

  it('drops fences, rules, table separators and HTML tags, keeping their text', () => {
    expect(
      markdownToPlainText(
        '```\ncode line\n```\n\n---\n\n| Team | Hires |\n|---|:---:|\n| Eng | 10 |\n\nBreak<br>here <b>now</b>',
      ),
    ).toBe('code line\n\nTeam – Hires\nEng – 10\n\nBreak\nhere now');
  });

  it('leaves ordinary text alone: arithmetic, hashtags, emojis, snake_case, <3, "1) " and quotes', () => {
    const text =
      '5*3 = 15 and 2*4 = 8 🚀\n\nmy_var_name and __init__ stay; I <3 this; a < b > c.\n\n"Quoted" - said me\n\n#Hiring #Leadership';
    expect(markdownToPlainText(text)).toBe(text);
  });
});

describe('obeyHashtags', () => {
  const body = 'I hired ten #engineers this year.\n\nHere is what I learned.';

  it('with hashtags off removes hashtag lines and turns inline tags into their words', () => {
    const request = sampleRequest({ includeHashtags: false });
    expect(obeyHashtags(`#Start\n\n${body}\n\n#Hiring #Leadership\n#Teams`, request)).toBe(
      'I hired ten engineers this year.\n\nHere is what I learned.',
    );
  });

  it('with hashtags on keeps at most the cap, together on one last line, line tags first', () => {
    const request = sampleRequest({ includeHashtags: true, voice: null });
    const tags = '#A1 #Bb #Cc #Dd #Ee #Ff #Gg #Hh';
    const out = obeyHashtags(`${body}\n\n${tags}`, request);
    expect(out).toBe(
      `I hired ten engineers this year.\n\nHere is what I learned.\n\n#A1 #Bb #Cc #Dd #Ee`,
    );
    expect(out.split('\n').pop()!.split(' ')).toHaveLength(HASHTAG_CAP);
  });

  it("follows the voice's habit, and keeps inline tags as words and as tags", () => {
    const request = sampleRequest({ includeHashtags: true, voice: voice({ hashtags: 2 }) });
    expect(obeyHashtags(body, request)).toBe(
      'I hired ten engineers this year.\n\nHere is what I learned.\n\n#engineers',
    );
    expect(obeyHashtags(`${body}\n\n#Hiring #Teams #Growth`, request)).toMatch(
      /\n\n#Hiring #Teams$/,
    );
  });

  it('takes tag lists and tags between sentences out of the text, and drops a tag repeating a word', () => {
    const answer =
      'Remote work is not a perk. #RemoteWork It is a #leadership skill #Leadership. We learned it the hard way #Startups #Culture #HR #Teams #Productivity.\n\nWhat changed for you? #WorkLife';
    const body =
      'Remote work is not a perk. It is a leadership skill. We learned it the hard way.\n\nWhat changed for you?';
    expect(obeyHashtags(answer, sampleRequest({ includeHashtags: false }))).toBe(body);
    const three = sampleRequest({ includeHashtags: true, voice: voice({ hashtags: 3 }) });
    expect(obeyHashtags(answer, three)).toBe(`${body}\n\n#RemoteWork #Leadership #Startups`);
  });

  it('leaves #1, C#, addresses and entities alone', () => {
    const request = sampleRequest({ includeHashtags: false });
    const text = 'My #1 rule: I write C# daily, read https://x.io/page#part and &#39; stays.';
    expect(obeyHashtags(text, request)).toBe(text);
  });
});

describe('obeyEmojis', () => {
  it('with emojis off removes them without double spaces, stray indents or empty bullets', () => {
    const request = sampleRequest({ includeEmojis: false });
    expect(
      obeyEmojis(
        '🚀 Launch day! We shipped 🎉 today 👩🏽‍💻 .\n\n• 🔥\n• Real point ✅\n\nDone 👍',
        request,
      ),
    ).toBe('Launch day! We shipped today.\n\n• Real point\n\nDone');
  });

  it('keeps the digits of keycaps, and ©, ® and ™ written as text', () => {
    const request = sampleRequest({ includeEmojis: false });
    expect(obeyEmojis('We hit 1️⃣0️⃣0️⃣ customers 🎉 © 2026 Acme™ ®', request)).toBe(
      'We hit 100 customers © 2026 Acme™ ®',
    );
  });

  it('keeps one for a voice that never uses them, and all otherwise', () => {
    const text = 'One 🚀 two 🎉 three ✅';
    expect(
      obeyEmojis(text, sampleRequest({ includeEmojis: true, voice: voice({ emojis: 'never' }) })),
    ).toBe('One 🚀 two three');
    expect(obeyEmojis(text, sampleRequest({ includeEmojis: true, voice: voice() }))).toBe(text);
  });
});

describe('language', () => {
  const spanish =
    'Contratar a los primeros diez ingenieros me enseñó que la cultura se construye con cada decisión, no con un documento.';
  const english =
    'Hiring our first ten engineers taught me that culture is built with every decision, not with a document.';

  it('detects the languages of the product on post-sized texts', () => {
    expect(detectLanguage(spanish)).toBe('es');
    expect(detectLanguage(english)).toBe('en');
    expect(
      detectLanguage(
        "Recruter nos dix premiers ingénieurs m'a appris que la culture se construit à chaque décision.",
      ),
    ).toBe('fr');
    expect(
      detectLanguage(
        'Die ersten zehn Ingenieure einzustellen hat mich gelehrt, dass Kultur mit jeder Entscheidung entsteht.',
      ),
    ).toBe('de');
    expect(
      detectLanguage('最初の十人のエンジニアを採用して、文化は毎日の決断で作られると学びました。'),
    ).toBe('ja');
  });

  it('does not judge a text too short to tell, nor hashtags and addresses', () => {
    expect(detectLanguage('Great point!')).toBeNull();
    expect(
      wrongLanguage(
        '¡Gracias! #Leadership #Hiring https://example.com/some/long/english/path',
        'es',
      ),
    ).toBeNull();
  });

  it('names the language a text is wrongly in', () => {
    expect(wrongLanguage(english, 'es')).toBe('en');
    expect(wrongLanguage(spanish, 'es')).toBeNull();
    expect(
      wrongLanguage(
        "Le télétravail n'est pas un avantage, c'est une compétence de management. Nous l'avons appris à nos dépens.",
        'de',
      ),
    ).toBe('fr');
  });

  it('does not refuse a post in the language with English terms in it', () => {
    for (const german of [
      'Ich habe heute mit dem Team über Onboarding gesprochen. Key takeaway: Mentoring first, tools second. #Onboarding',
      'Wir haben unser Go-to-Market komplett neu gedacht. Der Grund: Product-led Growth funktioniert nur mit einem starken Onboarding.',
    ]) {
      expect(wrongLanguage(german, 'de')).toBeNull();
    }
  });
});

describe('checkPost', () => {
  it('turns a Markdown answer with six hashtags into plain text without them when hashtags are off', () => {
    const answer =
      "Here's your post:\n\n**Hiring is a team sport.**\n\n- Write the role down\n- Hire for *slope*\n\n#Hiring #Leadership #Teams #Startups #Growth #Careers";
    expect(checkPost(answer, sampleRequest({ includeHashtags: false }))).toBe(
      'Hiring is a team sport.\n\n• Write the role down\n• Hire for slope',
    );
  });
});
