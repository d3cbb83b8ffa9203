import { parseCsv, readSharesCsv, VOICE_MESSAGES } from '..';

const HEADER = 'Date,ShareLink,ShareCommentary,SharedUrl,MediaUrl,Visibility';
const link = (id: number) => `https://www.linkedin.com/feed/update/urn%3Ali%3Ashare%3A${id}`;

describe('parseCsv', () => {
  it('splits fields on commas and rows on CRLF, LF or CR', () => {
    expect(parseCsv('a,b,c\r\n1,2,3\n4,5,6\r7,8,9')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '5', '6'],
      ['7', '8', '9'],
    ]);
  });

  it('keeps commas, line breaks and doubled quotes inside quoted fields', () => {
    expect(parseCsv('"one, two","line 1\r\nline 2","say ""hi"""\n')).toEqual([
      ['one, two', 'line 1\r\nline 2', 'say "hi"'],
    ]);
  });

  it('reads empty fields, a trailing comma and an empty quoted field', () => {
    expect(parseCsv('a,,c,\n"",x,"",')).toEqual([
      ['a', '', 'c', ''],
      ['', 'x', '', ''],
    ]);
  });

  it('ignores a byte-order mark and blank lines, and a missing last line break', () => {
    expect(parseCsv('\uFEFFa,b\n\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps a stray quote inside an unquoted field, and runs an open quote to the end', () => {
    expect(parseCsv('5" screen,ok\n"never closed,x\ny')).toEqual([
      ['5" screen', 'ok'],
      ['never closed,x\ny'],
    ]);
  });

  it('reads nothing from an empty text', () => {
    expect(parseCsv('')).toEqual([]);
  });
});

describe('readSharesCsv', () => {
  /** A Shares.csv as LinkedIn's export writes it: CRLF rows, quoted commentary, newest first. */
  const EXPORT = [
    '\uFEFF' + HEADER,
    `2024-05-02 08:15:00,${link(3)},"Hiring is a team sport.\r\n\r\nWhat would you add? 🚀\r\n\r\n#Hiring #Leadership",,,MEMBER_NETWORK`,
    `2024-04-20 17:02:11,${link(2)},"We said ""no"" to a big client, and it was the right call.",https://example.com/story,,MEMBER_NETWORK`,
    `2024-04-01 09:00:00,${link(1)},,https://example.com/reshared,,MEMBER_NETWORK`,
    `2024-03-15 12:30:45,${link(0)},"   Remote onboarding, in three lines.   ",,https://media.example.com/1.jpg,MEMBER_NETWORK`,
  ].join('\r\n');

  it('answers the commentaries, newest first as in the file, trimmed, without the empty one', () => {
    expect(readSharesCsv(EXPORT)).toEqual({
      error: null,
      posts: [
        'Hiring is a team sport.\n\nWhat would you add? 🚀\n\n#Hiring #Leadership',
        'We said "no" to a big client, and it was the right call.',
        'Remote onboarding, in three lines.',
      ],
    });
  });

  it('unwraps commentaries whose every line is quoted again, as some exports write them', () => {
    // After CSV decoding: "Line one" / "" / "He said ""yes""."
    const commentary = '"Line one"\n""\n"He said ""yes""."';
    const csv = `${HEADER}\n2024-01-01 10:00:00,${link(9)},"${commentary.replace(/"/g, '""')}",,,`;
    expect(readSharesCsv(csv)).toEqual({
      error: null,
      posts: ['Line one\n\nHe said "yes".'],
    });
  });

  it('finds the commentary by its column name, wherever it is', () => {
    const csv = 'ShareCommentary,Date\n"First, post",2024-01-01\n';
    expect(readSharesCsv(csv).posts).toEqual(['First, post']);
  });

  it('refuses a file without a ShareCommentary column', () => {
    expect(readSharesCsv('Date,Link,Message\n2024-01-01,x,"A comment"')).toEqual({
      posts: null,
      error: VOICE_MESSAGES.notShares,
    });
    expect(readSharesCsv('')).toEqual({ posts: null, error: VOICE_MESSAGES.notShares });
    expect(readSharesCsv('\u0089PNG\r\n\u001a\n binary').error).toBe(VOICE_MESSAGES.notShares);
  });

  it('says so when no post has text', () => {
    expect(readSharesCsv(`${HEADER}\n2024-01-01,${link(1)},,https://example.com,,`)).toEqual({
      posts: null,
      error: VOICE_MESSAGES.noSharedPosts,
    });
  });
});
