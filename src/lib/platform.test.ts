import { describe, expect, it } from 'vitest';
import { detectPlatform, protocolHandlersWork, shouldSuggestInstall } from './platform';
import type { Platform, PlatformSignals } from './platform';

// Real user agent strings, as each browser sends them.
const USER_AGENTS = {
  iosSafari16_4:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.4 Mobile/15E148 Safari/604.1',
  iosSafari17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iosSafari18:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  /** The home-screen app: no "Version/… Safari/…". */
  iosHomeScreen17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  /** iPadOS asks for desktop sites: the same string as Safari on a Mac. */
  macSafari17:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  chromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  firefoxWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
} as const;

const signals = (userAgent: string, extra: Partial<PlatformSignals> = {}): PlatformSignals => ({
  userAgent,
  maxTouchPoints: 0,
  displayModeStandalone: false,
  ...extra,
});

describe('detectPlatform', () => {
  it.each([
    ['iOS Safari 16.4', USER_AGENTS.iosSafari16_4],
    ['iOS Safari 17', USER_AGENTS.iosSafari17],
    ['iOS Safari 18', USER_AGENTS.iosSafari18],
  ])('%s in a tab: iOS, Safari, not installed', (_name, userAgent) => {
    expect(
      detectPlatform(signals(userAgent, { maxTouchPoints: 5, standalone: false })),
    ).toEqual<Platform>({ os: 'ios', browser: 'safari', installed: false });
  });

  it('the iOS home-screen app: navigator.standalone, and a user agent without "Safari"', () => {
    expect(
      detectPlatform(signals(USER_AGENTS.iosHomeScreen17, { maxTouchPoints: 5, standalone: true })),
    ).toEqual<Platform>({ os: 'ios', browser: 'safari', installed: true });
  });

  it('an iPad with the desktop user agent is iOS because it has touch; a Mac is not', () => {
    expect(detectPlatform(signals(USER_AGENTS.macSafari17, { maxTouchPoints: 5 }))).toEqual({
      os: 'ios',
      browser: 'safari',
      installed: false,
    });
    expect(detectPlatform(signals(USER_AGENTS.macSafari17, { maxTouchPoints: 0 }))).toEqual({
      os: 'desktop',
      browser: 'safari',
      installed: false,
    });
  });

  it.each([
    ['Chrome on iOS', USER_AGENTS.iosChrome, 'ios', 'chrome'],
    ['Firefox Android', USER_AGENTS.firefoxAndroid, 'android', 'firefox'],
    ['Samsung Internet', USER_AGENTS.samsungInternet, 'android', 'samsung'],
    ['Chrome Android', USER_AGENTS.chromeAndroid, 'android', 'chrome'],
    ['Chrome on Linux', USER_AGENTS.chromeLinux, 'desktop', 'chrome'],
    [
      'headless Chromium',
      USER_AGENTS.chromeLinux.replace('Chrome/', 'HeadlessChrome/'),
      'desktop',
      'chrome',
    ],
    ['Edge on Windows', USER_AGENTS.edgeWindows, 'desktop', 'edge'],
    ['Firefox on Windows', USER_AGENTS.firefoxWindows, 'desktop', 'firefox'],
  ])('%s', (_name, userAgent, os, browser) => {
    expect(detectPlatform(signals(userAgent))).toEqual({ os, browser, installed: false });
  });

  it('display-mode standalone counts as installed where navigator.standalone does not exist', () => {
    expect(
      detectPlatform(signals(USER_AGENTS.chromeAndroid, { displayModeStandalone: true })).installed,
    ).toBe(true);
  });
});

describe('shouldSuggestInstall', () => {
  const on = (userAgent: string, extra: Partial<PlatformSignals> = {}) =>
    shouldSuggestInstall(detectPlatform(signals(userAgent, { maxTouchPoints: 5, ...extra })));

  it('in iOS Safari and other iOS browsers, where storage may be cleared after 7 days', () => {
    expect(on(USER_AGENTS.iosSafari16_4, { standalone: false })).toBe(true);
    expect(on(USER_AGENTS.iosSafari18, { standalone: false })).toBe(true);
    expect(on(USER_AGENTS.macSafari17)).toBe(true);
    expect(on(USER_AGENTS.iosChrome)).toBe(true);
  });

  it('not in the installed app, nor on Android or a computer', () => {
    expect(on(USER_AGENTS.iosHomeScreen17, { standalone: true })).toBe(false);
    expect(on(USER_AGENTS.iosSafari17, { displayModeStandalone: true })).toBe(false);
    expect(on(USER_AGENTS.chromeAndroid)).toBe(false);
    expect(on(USER_AGENTS.samsungInternet)).toBe(false);
    expect(shouldSuggestInstall(detectPlatform(signals(USER_AGENTS.macSafari17)))).toBe(false);
  });
});

describe('protocolHandlersWork', () => {
  const works = (userAgent: string, maxTouchPoints = 0) =>
    protocolHandlersWork(detectPlatform(signals(userAgent, { maxTouchPoints })));

  it('on desktop Chrome, Edge and Firefox', () => {
    expect(works(USER_AGENTS.chromeLinux)).toBe(true);
    expect(works(USER_AGENTS.edgeWindows)).toBe(true);
    expect(works(USER_AGENTS.firefoxWindows)).toBe(true);
  });

  it('not on phones, iPads or Safari', () => {
    expect(works(USER_AGENTS.chromeAndroid, 5)).toBe(false);
    expect(works(USER_AGENTS.firefoxAndroid, 5)).toBe(false);
    expect(works(USER_AGENTS.samsungInternet, 5)).toBe(false);
    expect(works(USER_AGENTS.iosSafari17, 5)).toBe(false);
    expect(works(USER_AGENTS.iosChrome, 5)).toBe(false);
    expect(works(USER_AGENTS.macSafari17, 5)).toBe(false);
    expect(works(USER_AGENTS.macSafari17)).toBe(false);
  });
});
