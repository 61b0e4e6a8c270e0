import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatCountdown,
  formatDuration,
  formatElapsed,
  formatLongTime,
  formatShortTime,
  unixSeconds,
} from './time';

const DAY = 86_400;

describe('formatDuration', () => {
  it('says the largest whole unit, in words', () => {
    expect(formatDuration(0)).toBe('0 seconds');
    expect(formatDuration(1)).toBe('1 second');
    expect(formatDuration(45.9)).toBe('45 seconds');
    expect(formatDuration(119)).toBe('1 minute');
    expect(formatDuration(125)).toBe('2 minutes');
    expect(formatDuration(3 * 3600 + 59 * 60)).toBe('3 hours');
    expect(formatDuration(DAY)).toBe('1 day');
    expect(formatDuration(29 * DAY + 23 * 3600)).toBe('29 days');
    expect(formatDuration(-5)).toBe('0 seconds');
  });
});

describe('formatElapsed', () => {
  it('says how long ago, to the second, in the largest whole unit', () => {
    expect(formatElapsed(0)).toBe('0 seconds ago');
    expect(formatElapsed(1)).toBe('1 second ago');
    expect(formatElapsed(45.9)).toBe('45 seconds ago');
    expect(formatElapsed(125)).toBe('2 minutes ago');
    expect(formatElapsed(2 * DAY)).toBe('2 days ago');
    expect(formatElapsed(-5)).toBe('0 seconds ago');
  });

  it('follows the language, with its own grammar for the past', () => {
    expect(formatElapsed(2 * DAY, 'de')).toBe('vor 2 Tagen');
    expect(formatElapsed(5, 'es')).toBe('hace 5 segundos');
    expect(formatElapsed(3600, 'pt-BR')).toBe('há 1 hora');
  });
});

describe('formatCountdown', () => {
  it.each([
    [0, '0:00'],
    [-5, '0:00'],
    [9, '0:09'],
    [42, '0:42'],
    [59.9, '0:59'],
    [600, '10:00'],
    [725, '12:05'],
    [3_599, '59:59'],
    [3_600, '1:00:00'],
    [3_723, '1:02:03'],
    [86_399, '23:59:59'],
    [86_400, '24:00:00'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('unixSeconds', () => {
  it('drops the milliseconds', () => {
    expect(unixSeconds(1_800_000_000_999)).toBe(1_800_000_000);
  });
});

describe('formatShortTime', () => {
  const now = new Date(2026, 2, 20, 15, 0);
  const at = (...parts: [number, number, number, number?, number?]) =>
    new Date(parts[0], parts[1], parts[2], parts[3] ?? 0, parts[4] ?? 0).getTime();

  it('shows the clock today, then words and dates', () => {
    expect(formatShortTime(at(2026, 2, 20, 9, 5), now, 'en-GB')).toBe('09:05');
    expect(formatShortTime(at(2026, 2, 19, 23, 0), now, 'en-GB')).toBe('Yesterday');
    expect(formatShortTime(at(2026, 2, 17, 12, 0), now, 'en-GB')).toBe('Tue');
    expect(formatShortTime(at(2026, 0, 2, 12, 0), now, 'en-GB')).toBe('2 Jan');
    expect(formatShortTime(at(2025, 0, 2, 12, 0), now, 'en-GB')).toBe('2 Jan 2025');
  });

  it('is empty for an unreadable time', () => {
    expect(formatShortTime(0, now)).toBe('');
  });
});

describe('formatClockTime', () => {
  it('shows the time of day only, whatever the day', () => {
    expect(formatClockTime(new Date(2025, 0, 2, 9, 5).getTime(), 'en-GB')).toBe('09:05');
    expect(formatClockTime(0, 'en-GB')).toBe('');
  });
});

describe('formatLongTime', () => {
  it('writes the date and the time to the second', () => {
    const text = formatLongTime(new Date(2026, 2, 20, 9, 5, 7).getTime(), 'en-GB');
    expect(text).toContain('2026');
    expect(text).toContain('09:05:07');
  });
});
