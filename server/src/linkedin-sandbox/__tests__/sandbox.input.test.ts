import fc from 'fast-check';
import { malformedEncoding, readFields, textProblem } from '../sandbox.input';

describe('textProblem', () => {
  it.each([
    ['plain text', 'Hello, world', 20, null],
    ['an emoji counts as one character', '🚀'.repeat(5), 5, null],
    ['one character too many', 'abcdef', 5, 'Must be at most 5 characters'],
    ['a NUL byte', 'a\u0000b', 10, 'Must not contain NUL characters'],
    ['a control character', 'a\u0007b', 10, 'Must not contain control characters'],
    ['a lone high surrogate', 'a\ud800b', 10, 'Must be valid Unicode text'],
    ['a lone low surrogate', '\udc00', 10, 'Must be valid Unicode text'],
    ['a surrogate pair', '\ud83d\ude80', 1, null],
  ])('%s', (_, text, max, problem) => {
    expect(textProblem(text, max)).toBe(problem);
  });
});

describe('readFields', () => {
  const limits = { name: 10, state: 20 };

  it('reads each named field as one string, absent ones as undefined', () => {
    expect(readFields({ name: 'Ada', other: ['x'] }, limits)).toEqual({
      ok: true,
      values: { name: 'Ada' },
    });
    expect(readFields(undefined, limits)).toEqual({ ok: true, values: {} });
    expect(readFields(['name'], limits)).toEqual({ ok: true, values: {} });
  });

  it.each([
    ['sent twice', { name: ['a', 'b'] }],
    ['sent as a list', { 'name[]': ['a', 'b'] }],
    ['sent as an object', { 'name[first]': 'a' }],
    ['a number (JSON)', { name: 7 }],
    ['an object (JSON)', { name: { first: 'a' } }],
  ])('refuses a field %s', (_, source) => {
    expect(readFields(source, limits)).toEqual({
      ok: false,
      field: 'name',
      message: 'name must be sent once, as one value',
    });
  });

  it('names the field and the problem', () => {
    expect(readFields({ name: 'Ada', state: 's\u0000' }, limits)).toEqual({
      ok: false,
      field: 'state',
      message: 'state: Must not contain NUL characters',
    });
  });

  it('never throws, and what it accepts is exactly what was sent', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.array(fc.string()))),
        (source) => {
          const read = readFields(source, limits);
          if (read.ok) {
            for (const [field, value] of Object.entries(read.values)) {
              expect(value).toBe(source[field]);
              expect(textProblem(value as string, 20)).toBeNull();
            }
          }
        },
      ),
    );
  });
});

describe('malformedEncoding', () => {
  it.each([
    ['name=Ada+Lovelace&state=a%2Fb', false],
    ['text=%F0%9F%9A%80', false],
    ['', false],
    ['name=%E0%A4%A', true],
    ['name=100%', true],
    ['name=%ED%A0%80', true],
    ['%zz=a', true],
  ])('%s: %s', (raw, malformed) => {
    expect(malformedEncoding(raw)).toBe(malformed);
  });
});
