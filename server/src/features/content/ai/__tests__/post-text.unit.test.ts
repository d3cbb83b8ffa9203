import { POST_MAX_CHARS } from '../../generation';
import { fitToLimit, tidyPost } from '../post-text';

const POST = 'I hired ten engineers this year.\n\nHere is what I learned.';

describe('tidyPost', () => {
  it('trims the answer and normalises line endings', () => {
    expect(tidyPost(`\n  ${POST.replace(/\n/g, '\r\n')}  \n`)).toBe(POST);
  });

  it.each([
    "Here's your post:",
    'Here is a LinkedIn post about hiring:',
    'Sure! Here is your LinkedIn post:',
    'Certainly, below is a draft:',
    '**Here’s the post:**',
    'Here you go:',
  ])('drops the preamble line %p', (preamble) => {
    expect(tidyPost(`${preamble}\n\n${POST}`)).toBe(POST);
  });

  it.each(["Here's the thing nobody tells you about hiring:", 'Okay, confession time:'])(
    'keeps a hook that only looks like a preamble: %p',
    (hook) => {
      expect(tidyPost(`${hook}\n\n${POST}`)).toBe(`${hook}\n\n${POST}`);
    },
  );

  it('removes quotes or a code fence wrapped around the whole post', () => {
    expect(tidyPost(`"${POST}"`)).toBe(POST);
    expect(tidyPost(`“${POST}”`)).toBe(POST);
    expect(tidyPost('```text\n' + POST + '\n```')).toBe(POST);
    expect(tidyPost(`Here's your post:\n\n"${POST}"`)).toBe(POST);
  });

  it('keeps quotes that are part of the post', () => {
    const quoted = '"Hire slow." My first manager said it.\n\nShe was right about "slow".';
    expect(tidyPost(quoted)).toBe(quoted);
  });

  it('returns an empty string when nothing but quotes is left', () => {
    expect(tidyPost('  ""  ')).toBe('');
  });

  it('cuts an over-long answer to the limit', () => {
    const long = 'Lorem ipsum dolor sit amet. '.repeat(200);
    expect(tidyPost(long).length).toBeLessThanOrEqual(POST_MAX_CHARS);
  });
});

describe('fitToLimit', () => {
  const sentence = (n: number) => `Sentence ${String(n).padStart(2, '0')} says something useful.`;

  it('leaves a text within the limit alone, up to the exact limit', () => {
    const exact = 'a'.repeat(POST_MAX_CHARS);
    expect(fitToLimit(exact)).toBe(exact);
    expect(fitToLimit('short one')).toBe('short one');
  });

  it('cuts at the last paragraph break within the limit', () => {
    // Paragraphs of 3 sentences (104 chars); a limit of 300 fits two of them.
    const paragraph = (n: number) => [sentence(n), sentence(n + 1), sentence(n + 2)].join(' ');
    const text = [paragraph(1), paragraph(4), paragraph(7)].join('\n\n');
    expect(fitToLimit(text, 300)).toBe([paragraph(1), paragraph(4)].join('\n\n'));
  });

  it('cuts at the last sentence end when the paragraph break is too early', () => {
    const text = `${sentence(1)}\n\n${Array.from({ length: 10 }, (_, i) => sentence(i + 2)).join(' ')}`;
    const cut = fitToLimit(text, 200);
    expect(cut).toBe(
      `${sentence(1)}\n\n${sentence(2)} ${sentence(3)} ${sentence(4)} ${sentence(5)}`,
    );
    expect(cut.length).toBeLessThanOrEqual(200);
  });

  it('counts a sentence that ends exactly at the limit', () => {
    const text = `${sentence(1)} ${sentence(2)} ${sentence(3)}`;
    const twoSentences = `${sentence(1)} ${sentence(2)}`;
    expect(fitToLimit(text, twoSentences.length)).toBe(twoSentences);
  });

  it('cuts between words when there is no sentence end', () => {
    const text = 'word '.repeat(100).trim();
    const cut = fitToLimit(text, 52);
    expect(cut).toBe('word '.repeat(10).trim());
  });

  it('keeps the closing hashtag line and cuts the body before it', () => {
    const body = Array.from({ length: 20 }, (_, i) => sentence(i + 1)).join(' ');
    const cut = fitToLimit(`${body}\n\n#Hiring #Leadership #Startups`, 300);
    expect(cut.length).toBeLessThanOrEqual(300);
    expect(cut).toMatch(/useful\.\n\n#Hiring #Leadership #Startups$/);
    expect(body.startsWith(cut.split('\n\n')[0])).toBe(true);
  });

  it('cuts a single word longer than the limit without splitting an emoji', () => {
    expect(fitToLimit('x'.repeat(50), 10)).toBe('x'.repeat(10));
    expect(fitToLimit(`${'x'.repeat(9)}🚀🚀`, 10)).toBe('x'.repeat(9));
  });
});
