/**
 * How the signed-in user reads dates and numbers: on the clock of their account's time zone and
 * in the conventions of their language (Settings → Account). The interface's own words stay
 * English; '12.345' or '5 mars 2026' follow the language. Before anyone signs in, the browser's
 * own zone and locale apply.
 *
 * The session sets these as the user loads or changes; the formatters of the features ask for
 * theirs at the moment they format, so a page drawn after a change shows the new ones.
 */

/** The language codes of Settings and the locale each formats with. */
export const LANGUAGE_LOCALES: Record<string, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  ja: 'ja-JP',
};

interface Display {
  /** A BCP 47 locale; undefined: the browser's. */
  locale: string | undefined;
  /** An IANA time zone; undefined: the browser's. */
  timeZone: string | undefined;
}

let display: Display = { locale: undefined, timeZone: undefined };
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * The account's language and time zone, or null when nobody is signed in. An unknown language or
 * zone leaves the browser's in its place rather than failing every date on the page.
 */
export function setDisplay(account: { language?: string; timezone?: string } | null): void {
  const next: Display = {
    locale: account?.language ? LANGUAGE_LOCALES[account.language] : undefined,
    timeZone: account?.timezone && isTimeZone(account.timezone) ? account.timezone : undefined,
  };
  if (next.locale === display.locale && next.timeZone === display.timeZone) return;
  display = next;
  dateFormats.clear();
  numberFormats.clear();
}

/** The zone dates are shown in: the account's, else the browser's. */
export function displayTimeZone(): string {
  return display.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The locale dates and numbers are written in, e.g. 'de-DE'. */
export function displayLocale(): string {
  return display.locale ?? Intl.DateTimeFormat().resolvedOptions().locale;
}

/**
 * A date format in the account's locale, on the account's clock unless `options.timeZone` names
 * another (a schedule's zone, or UTC for calendar dates).
 */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(display.locale, { timeZone: display.timeZone, ...options });
    dateFormats.set(key, format);
  }
  return format;
}

/** A number format in the account's locale. */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(display.locale ?? 'en-US', options);
    numberFormats.set(key, format);
  }
  return format;
}

/** 'Tue, Mar 5, 9:00 AM': a moment on the account's clock, as the lists of posts show one. */
export const formatMoment = (iso: string): string =>
  dateFormat({
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
