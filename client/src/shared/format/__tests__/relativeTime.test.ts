import { formatRelative } from '../relativeTime';

describe('formatRelative', () => {
  const now = Date.parse('2030-03-05T12:00:00.000Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says how long ago in the largest whole unit', () => {
    expect(formatRelative(ago(30), now)).toBe('just now');
    expect(formatRelative(ago(60), now)).toBe('1 minute ago');
    expect(formatRelative(ago(5 * 60 + 59), now)).toBe('5 minutes ago');
    expect(formatRelative(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(formatRelative(ago(30 * 3600), now)).toBe('yesterday');
    expect(formatRelative(ago(3 * 86_400), now)).toBe('3 days ago');
    expect(formatRelative(ago(15 * 86_400), now)).toBe('2 weeks ago');
    expect(formatRelative(ago(400 * 86_400), now)).toBe('last year');
  });
});
