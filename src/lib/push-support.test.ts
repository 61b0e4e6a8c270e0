import { describe, expect, it } from 'vitest';
import { detectPlatform } from './platform';
import { pushSupport } from './push-support';
import type { PushFeatures } from './push-support';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_HOME_SCREEN =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const ALL: PushFeatures = {
  secureContext: true,
  serviceWorker: true,
  pushManager: true,
  notification: true,
};
const platform = (userAgent: string, standalone?: boolean) =>
  detectPlatform({
    userAgent,
    maxTouchPoints: 5,
    standalone,
    displayModeStandalone: standalone === true,
  });

describe('pushSupport', () => {
  it('works in Chrome on Android and in the iPhone app on the Home Screen', () => {
    expect(pushSupport(platform(ANDROID_CHROME), ALL)).toEqual({ ok: true });
    expect(pushSupport(platform(IPHONE_HOME_SCREEN, true), ALL)).toEqual({ ok: true });
  });

  it('sends iPhone Safari to the Home Screen, whatever it offers', () => {
    expect(pushSupport(platform(IPHONE_SAFARI, false), ALL)).toEqual({
      ok: false,
      reason: 'ios-browser',
    });
    const none = { ...ALL, pushManager: false, notification: false };
    expect(pushSupport(platform(IPHONE_SAFARI, false), none)).toMatchObject({
      reason: 'ios-browser',
    });
  });

  it('tells an installed app on an older iOS from a browser without Web Push', () => {
    const none = { ...ALL, pushManager: false };
    expect(pushSupport(platform(IPHONE_HOME_SCREEN, true), none)).toMatchObject({
      reason: 'ios-too-old',
    });
    expect(pushSupport(platform(ANDROID_CHROME), none)).toMatchObject({ reason: 'unsupported' });
  });

  it('needs a secure page', () => {
    expect(pushSupport(platform(ANDROID_CHROME), { ...ALL, secureContext: false })).toMatchObject({
      reason: 'insecure',
    });
  });
});
