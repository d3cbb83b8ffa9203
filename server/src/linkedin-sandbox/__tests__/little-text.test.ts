import { toCommentary } from '../../features/linkedin/commentary';
import { parseLittleText } from '../little-text';
import { currentVersion, inactiveVersion } from '../post-request';

describe('parseLittleText', () => {
  it.each([
    ['escapes', 'a \\( b \\) \\\\ \\#', 'a ( b ) \\ #'],
    ['a hashtag template', 'Go {hashtag|\\#|Team} go', 'Go #Team go'],
    ['an escaped underscore in a hashtag', '{hashtag|\\#|remote\\_work}', '#remote_work'],
    ['an escaped emoji', 'x\\🚀y', 'x🚀y'],
    ['nothing reserved', 'Plain text, 100% fine!\n', 'Plain text, 100% fine!\n'],
  ])('%s', (_, commentary, text) => {
    expect(parseLittleText(commentary)).toMatchObject({ text, cutAt: null });
  });

  it.each([
    ['a raw parenthesis', 'Before (after)', 'Before ', 7],
    ['a raw hashtag', 'Hello #World', 'Hello ', 6],
    ['a raw underscore', 'snake_case', 'snake', 5],
    ['an unknown template', 'a {mention|x} b', 'a ', 2],
    ['a broken hashtag template', '{hashtag|#|x}', '', 0],
    ['a trailing lone backslash', 'end\\', 'end', 3],
  ])('cuts at %s, silently', (_, commentary, text, cutAt) => {
    expect(parseLittleText(commentary)).toMatchObject({ text, cutAt });
  });

  it('splits hashtags from text', () => {
    expect(parseLittleText('Hi {hashtag|\\#|A}!').parts).toEqual([
      { kind: 'text', value: 'Hi ' },
      { kind: 'hashtag', value: 'A' },
      { kind: 'text', value: '!' },
    ]);
  });

  it.each([
    'Every reserved one: | { } @ [ ] ( ) < > # \\ * _ ~',
    '#Start middle #Middle end #End',
    'C# #1 ## #_ word#tag &#38; https://x.example/a_(b)#frag',
    '\\#escaped \\\\ double',
    '🚀 #émoji_tag 👨‍👩‍👧\n\nnew lines\r\n',
    '',
  ])('reads back what toCommentary wrote: %p', (text) => {
    expect(parseLittleText(toCommentary(text))).toMatchObject({ text, cutAt: null });
  });
});

describe('inactiveVersion', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it.each(['202611', '202610', '202511', '202606.02'])('%s is active', (version) => {
    expect(inactiveVersion(version, now)).toBeNull();
  });
  it.each(['202510', '202001', '202612', '209901', '202613', '202600', '2026-11', 'abc', ''])(
    '%p is not',
    (version) => {
      expect(inactiveVersion(version || undefined, now)).toEqual(expect.any(String));
    },
  );
  it('currentVersion is YYYYMM of the UTC month', () => {
    expect(currentVersion(new Date('2026-01-31T23:59:59Z'))).toBe('202601');
  });
});
