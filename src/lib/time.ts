// How times and durations read, the same on every screen, in the app's language (lib/locale.ts)
// unless a locale is passed. Pure: no React, no DOM; `now` is always passed in, so tests need no
// clock. Words come from Intl (units, "yesterday", "5 minutes ago") wherever it has them.
import { t } from '@lingui/core/macro';
import { formatLocale, numberFormat } from './locale';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Unix seconds (whole) of a millisecond timestamp: the unit LNbits, BOLT-11 and NWC count in. */
export function unixSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}

/**
 * "45 seconds", "1 minute", "5 hours", "3 days" ("5 Stunden" in de): the largest whole unit,
 * rounded down, in words (a screen reader reads them as written). Negative durations read as 0.
 */
export function formatDuration(totalSeconds: number, locale: string = formatLocale()): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const unit = (n: number, name: 'second' | 'minute' | 'hour' | 'day') =>
    numberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(n);
  if (s < MINUTE) {
    return unit(s, 'second');
  }
  if (s < HOUR) {
    return unit(Math.floor(s / MINUTE), 'minute');
  }
  if (s < DAY) {
    return unit(Math.floor(s / HOUR), 'hour');
  }
  return unit(Math.floor(s / DAY), 'day');
}

/**
 * How long ago something ended, to the second: "45 seconds ago", "vor 2 Tagen", "hace 1 minuto".
 * The largest whole unit, as formatDuration; unlike formatRelativeTime it never rounds to "now".
 * Negative durations read as 0.
 */
export function formatElapsed(totalSeconds: number, locale: string = formatLocale()): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const ago = (n: number, unit: Intl.RelativeTimeFormatUnit) =>
    // -0 reads "0 seconds ago": the past, not "in 0 seconds".
    relativeFormat(locale, 'always').format(-n, unit);
  if (s < MINUTE) {
    return ago(s, 'second');
  }
  if (s < HOUR) {
    return ago(Math.floor(s / MINUTE), 'minute');
  }
  if (s < DAY) {
    return ago(Math.floor(s / HOUR), 'hour');
  }
  return ago(Math.floor(s / DAY), 'day');
}

/** "0:09", "9:59", "59:59", "23:59:59": a countdown clock; zero or less is "0:00". */
export function formatCountdown(secondsLeft: number): string {
  const total = Math.max(0, Math.floor(secondsLeft));
  const hours = Math.floor(total / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  const ss = String(total % MINUTE).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

// Building an Intl formatter costs far more than using one, and list rows render while scrolling.
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(locale: string, numeric: 'auto' | 'always') {
  const key = `${locale}|${numeric}`;
  let format = relativeFormats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric });
    relativeFormats.set(key, format);
  }
  return format;
}

/** "Today" / "Yesterday" in the locale ("Heute", "Ayer", "Ontem"): Intl's words, capitalised. */
function dayWord(daysFromToday: 0 | -1, locale: string): string {
  const word = relativeFormat(locale, 'auto').format(daysFromToday, 'day');
  return word.charAt(0).toLocaleUpperCase(locale) + word.slice(1);
}

function sameLocalDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/**
 * A moment in a list row, in local time: "14:05" today, "Yesterday", "Mon" within the week,
 * "12 Mar" this year, "12 Mar 2025" before. '' for 0 (an unreadable timestamp).
 */
export function formatShortTime(ms: number, now: Date, locale: string = formatLocale()): string {
  if (ms === 0) {
    return '';
  }
  const date = new Date(ms);
  if (sameLocalDay(date, now)) {
    return dateFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date);
  }
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameLocalDay(date, yesterday)) {
    return dayWord(-1, locale);
  }
  const ageDays = (now.getTime() - ms) / (DAY * 1000);
  if (ageDays > 0 && ageDays < 6) {
    return dateFormat(locale, { weekday: 'short' }).format(date);
  }
  return dateFormat(
    locale,
    date.getFullYear() === now.getFullYear()
      ? { day: 'numeric', month: 'short' }
      : { day: 'numeric', month: 'short', year: 'numeric' },
  ).format(date);
}

/** The local time of day ("14:05"), for a row under its day's heading. '' for 0 (unreadable). */
export function formatClockTime(ms: number, locale: string = formatLocale()): string {
  return ms === 0 ? '' : dateFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(ms);
}

/**
 * Like the first number (lib/amount `warmUpAmountFormatting`), the first date a page formats
 * costs the engine a few milliseconds of one-time set-up (its locale's calendar data). Done in a
 * task of its own, that set-up (and building the row's time-of-day formatter) stays out of the
 * render that draws a list of payments.
 */
export function warmUpDateFormatting(locale: string = formatLocale()): void {
  formatClockTime(1, locale);
}

/** Full local date and time, for a detail screen. */
export function formatLongTime(ms: number, locale: string = formatLocale()): string {
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(ms));
}

/** A local date ("12 Mar 2026", "12.03.2026" in de), for "saved on …" lines. */
export function formatDate(ms: number, locale: string = formatLocale()): string {
  return dateFormat(locale, { dateStyle: 'medium' }).format(new Date(ms));
}

/** A local date and time without seconds, for "last updated …" lines. */
export function formatDateTime(ms: number, locale: string = formatLocale()): string {
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}

/**
 * How long ago (or ahead) a moment is, in the largest whole unit: "5 minutes ago", "vor 5
 * Minuten", "in 2 hours", "now" ("jetzt"). For moments a person relates to the present.
 */
export function formatRelativeTime(ms: number, now: Date, locale: string = formatLocale()): string {
  const seconds = Math.round((ms - now.getTime()) / 1000);
  const size = Math.abs(seconds);
  const format = relativeFormat(locale, 'auto');
  if (size < MINUTE) {
    return format.format(0, 'second');
  }
  if (size < HOUR) {
    return format.format(Math.trunc(seconds / MINUTE), 'minute');
  }
  if (size < DAY) {
    return format.format(Math.trunc(seconds / HOUR), 'hour');
  }
  // A day or more away, in calendar days: "tomorrow" is the next date on this device's calendar,
  // so 30 hours ahead at 22:00 is "in 2 days", not "tomorrow" (whole 24-hour spans said that).
  return format.format(localDaysBetween(now.getTime(), ms), 'day');
}

/** Local calendar days from `fromMs` to `toMs` (negative when earlier), across DST changes. */
function localDaysBetween(fromMs: number, toMs: number): number {
  const midnight = (ms: number) => {
    const date = new Date(ms);
    return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  };
  return Math.round((midnight(toMs) - midnight(fromMs)) / (DAY * 1000));
}

/** The local calendar day of a moment, as 'YYYY-MM-DD': equal keys, same day on this device. */
export function localDayKey(ms: number): string {
  const date = new Date(ms);
  return [
    date.getFullYear(),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getDate()).padStart(2, '0'),
  ].join('-');
}

/**
 * The heading of a day in a list: "Today", "Yesterday" ("Heute", "Gestern"), else the date in the
 * locale ("Mon, 12 Mar"; with the year when it is not this year). "Earlier" for 0 (unreadable).
 */
export function formatDayHeading(ms: number, now: Date, locale: string = formatLocale()): string {
  if (ms === 0) {
    return t({
      message: 'Earlier',
      comment: 'History: the heading of payments with no readable date',
    });
  }
  const date = new Date(ms);
  if (sameLocalDay(date, now)) {
    return dayWord(0, locale);
  }
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameLocalDay(date, yesterday)) {
    return dayWord(-1, locale);
  }
  return dateFormat(
    locale,
    date.getFullYear() === now.getFullYear()
      ? { weekday: 'short', day: 'numeric', month: 'short' }
      : { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  ).format(date);
}
