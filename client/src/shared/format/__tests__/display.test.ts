import { dateFormat, displayTimeZone, numberFormat, setDisplay } from '../display';

// 07:30 UTC on Tuesday, March 3, 2026.
const MOMENT = '2026-03-03T07:30:00.000Z';

// As the dashboard and the Content page show a moment and a count.
const formatMoment = (iso: string) =>
  dateFormat({
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
const formatCount = (value: number) => numberFormat().format(value);

describe('the account’s zone and language in every date and number', () => {
  afterEach(() => setDisplay(null));

  it('shows moments on the clock of the account’s zone, not the browser’s', () => {
    setDisplay({ language: 'en', timezone: 'Asia/Tokyo' });
    expect(displayTimeZone()).toBe('Asia/Tokyo');
    expect(formatMoment(MOMENT)).toBe('Tue, Mar 3, 4:30 PM');

    setDisplay({ language: 'en', timezone: 'America/Los_Angeles' });
    expect(formatMoment(MOMENT)).toBe('Mon, Mar 2, 11:30 PM');
  });

  it('writes dates and numbers the way the account’s language does', () => {
    setDisplay({ language: 'de', timezone: 'Europe/Berlin' });
    expect(formatCount(12345)).toBe('12.345');
    expect(formatMoment(MOMENT)).toBe('Di., 3. März, 8:30');

    setDisplay({ language: 'fr', timezone: 'Europe/Paris' });
    expect(numberFormat({ maximumFractionDigits: 1 }).format(4.56)).toBe('4,6');
    expect(dateFormat({ month: 'long', day: 'numeric' }).format(new Date(MOMENT))).toBe('3 mars');
  });

  it('keeps a schedule’s own zone where one is named', () => {
    setDisplay({ language: 'ja', timezone: 'Asia/Tokyo' });
    const londonClock = dateFormat({
      timeZone: 'Europe/London',
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(londonClock.format(new Date(MOMENT))).toBe('7:30');
  });

  it('falls back to the browser’s zone for a zone it does not know, and when signed out', () => {
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    setDisplay({ language: 'en', timezone: 'Mars/Olympus_Mons' });
    expect(displayTimeZone()).toBe(browser);
    setDisplay(null);
    expect(displayTimeZone()).toBe(browser);
    expect(formatCount(12345)).toBe('12,345');
  });
});
