import { escapeLittleText, LITTLE_TEXT_RESERVED, toCommentary } from '../commentary';

describe('toCommentary', () => {
  it.each([...LITTLE_TEXT_RESERVED].filter((c) => c !== '#'))(
    'escapes the reserved character %s with a backslash',
    (char) => {
      expect(toCommentary(`a ${char} b`)).toBe(`a \\${char} b`);
      expect(toCommentary(`${char}${char}`)).toBe(`\\${char}\\${char}`);
    },
  );

  it('covers exactly the reserved characters LinkedIn documents', () => {
    expect([...LITTLE_TEXT_RESERVED].sort()).toEqual(
      ['|', '{', '}', '@', '[', ']', '(', ')', '<', '>', '#', '\\', '*', '_', '~'].sort(),
    );
  });

  it.each([
    ['a hashtag alone', '#AI', '{hashtag|\\#|AI}'],
    ['a hashtag at the start', '#Leadership matters', '{hashtag|\\#|Leadership} matters'],
    ['a hashtag in the middle', 'Big #DevOps day', 'Big {hashtag|\\#|DevOps} day'],
    ['a hashtag at the end', 'Done. #shipit', 'Done. {hashtag|\\#|shipit}'],
    [
      'hashtags on their own line',
      'Text\n\n#One #Two',
      'Text\n\n{hashtag|\\#|One} {hashtag|\\#|Two}',
    ],
    ['a hashtag with digits', '#web3 #2024goals', '{hashtag|\\#|web3} {hashtag|\\#|2024goals}'],
    ['a hashtag with an underscore', '#remote_work', '{hashtag|\\#|remote\\_work}'],
    [
      'a hashtag in another script',
      '#Café #日本 #Ελλάδα',
      '{hashtag|\\#|Café} {hashtag|\\#|日本} {hashtag|\\#|Ελλάδα}',
    ],
    ['a hashtag with combining marks', '#हिन्दी', '{hashtag|\\#|हिन्दी}'],
    ['a hashtag before punctuation', '(#AI), #ML.', '\\({hashtag|\\#|AI}\\), {hashtag|\\#|ML}.'],
    ['a hashtag after an emoji', '🚀#launch', '🚀{hashtag|\\#|launch}'],
    ["'#' alone", 'Use # wisely', 'Use \\# wisely'],
    ["'#' at the end", 'Number #', 'Number \\#'],
    ["'##'", '##double', '\\#\\#double'],
    ['C#', 'I write C# and F#.', 'I write C\\# and F\\#.'],
    ['a number, not a hashtag', 'We are #1', 'We are \\#1'],
    ['#_ (no letter)', '#_', '\\#\\_'],
    ['a hashtag right after a word', 'word#tag', 'word\\#tag'],
    ['an HTML entity', '&#38;', '&\\#38;'],
  ])('%s', (_, text, commentary) => {
    expect(toCommentary(text)).toBe(commentary);
  });

  it.each([
    [
      'with underscores and parentheses',
      'See https://en.wikipedia.org/wiki/Foo_(bar)',
      'See https://en.wikipedia.org/wiki/Foo\\_\\(bar\\)',
    ],
    [
      'with a fragment',
      'https://example.com/docs#install now',
      'https://example.com/docs\\#install now',
    ],
    ['with a hash route', 'https://app.example/#/home', 'https://app.example/\\#/home'],
    ['with a tilde', 'https://example.com/~ada/', 'https://example.com/\\~ada/'],
  ])('a URL %s keeps every character', (_, text, commentary) => {
    expect(toCommentary(text)).toBe(commentary);
  });

  it('escapes the backslash first, so an escaped-looking text stays literal', () => {
    expect(toCommentary('\\#not-a-tag \\\\')).toBe('\\\\\\#not-a-tag \\\\\\\\');
    expect(toCommentary('a\\_b')).toBe('a\\\\\\_b');
  });

  it('leaves emojis, accents, quotes and other punctuation untouched', () => {
    const text = '👋🏽 Olá, “friends”! It’s 50% off — $10 + tax = $12; ok? 👨‍👩‍👧 & more… 😀';
    expect(toCommentary(text)).toBe(text);
  });

  it('keeps newlines, blank lines and spaces as they are', () => {
    const text = 'Line one\nLine two\n\n  indented\r\nwindows\tTab';
    expect(toCommentary(text)).toBe(text);
  });

  it('returns an empty text unchanged', () => {
    expect(toCommentary('')).toBe('');
  });

  it('a whole post', () => {
    expect(
      toCommentary(
        'Three lessons from 10 years in product (and 1 failure):\n\n1. Talk to users *every* week\n2. Ship small_\n\n#ProductManagement #Startups',
      ),
    ).toBe(
      'Three lessons from 10 years in product \\(and 1 failure\\):\n\n1. Talk to users \\*every\\* week\n2. Ship small\\_\n\n{hashtag|\\#|ProductManagement} {hashtag|\\#|Startups}',
    );
  });
});

describe('escapeLittleText', () => {
  it('escapes every reserved character, hashtags included', () => {
    expect(escapeLittleText('#tag (x)')).toBe('\\#tag \\(x\\)');
  });
});
