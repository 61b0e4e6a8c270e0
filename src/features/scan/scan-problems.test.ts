import { describe, expect, it } from 'vitest';
import { cameraProblem, cameraSupported, canRetry, describeScanProblem } from './scan-problems';
import type { ScanProblem } from './scan-problems';
import type { Platform } from '@/lib/platform';

const domError = (name: string) => Object.assign(new Error('x'), { name });

describe('cameraProblem', () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['PermissionDeniedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'no-camera'],
    ['DevicesNotFoundError', 'no-camera'],
    ['OverconstrainedError', 'no-camera'],
    ['NotReadableError', 'busy'],
    ['TrackStartError', 'busy'],
    ['AbortError', 'busy'],
    ['TypeError', 'failed'],
  ] as const)('%s → %s', (name, problem) => {
    expect(cameraProblem(domError(name))).toBe(problem);
  });

  it('copes with things that are not errors', () => {
    expect(cameraProblem(undefined)).toBe('failed');
    expect(cameraProblem('NotAllowedError')).toBe('failed');
    expect(cameraProblem({ name: 'NotAllowedError' })).toBe('denied');
  });
});

describe('cameraSupported', () => {
  const getUserMedia = () => Promise.reject(new Error('unused'));

  it('needs a secure context and navigator.mediaDevices', () => {
    const media = { getUserMedia } as unknown as MediaDevices;
    expect(cameraSupported({ isSecureContext: true, navigator: { mediaDevices: media } })).toBe(
      true,
    );
    expect(cameraSupported({ isSecureContext: false, navigator: { mediaDevices: media } })).toBe(
      false,
    );
    expect(
      cameraSupported({
        isSecureContext: true,
        navigator: { mediaDevices: undefined as unknown as MediaDevices },
      }),
    ).toBe(false);
  });
});

describe('describeScanProblem', () => {
  it('tells how to allow a blocked camera and offers the other ways in', () => {
    const { title, body } = describeScanProblem('denied');
    expect(title).toMatch(/blocked/i);
    expect(body).toMatch(/site settings/i);
    expect(body).toMatch(/Allow/);
    expect(body).toMatch(/image/);
    expect(body).toMatch(/paste/);
  });

  it('says the camera needs https or localhost on an insecure page, with no retry', () => {
    expect(describeScanProblem('insecure').body).toMatch(/https.*localhost/);
    expect(canRetry('insecure')).toBe(false);
    expect(canRetry('denied')).toBe(true);
    expect(canRetry('ended')).toBe(true);
  });

  it('has a title and a body for every problem', () => {
    const all: ScanProblem[] = [
      'insecure',
      'denied',
      'no-camera',
      'busy',
      'failed',
      'ended',
      'no-code',
      'unreadable',
    ];
    for (const problem of all) {
      const text = describeScanProblem(problem);
      expect(text.title.length).toBeGreaterThan(5);
      expect(text.body.length).toBeGreaterThan(10);
    }
    expect(describeScanProblem('no-code').title).toBe('No QR code found in that image');
  });
});

describe('describeScanProblem for the phone in hand', () => {
  const on = (platform: Platform) => describeScanProblem('denied', platform).body;

  it('iOS Safari: the aA menu, or Settings → Safari → Camera', () => {
    const body = on({ os: 'ios', browser: 'safari', installed: false });
    expect(body).toMatch(/aA .*Website Settings → Camera/);
    expect(body).toMatch(/Settings → Safari/);
    expect(body).not.toMatch(/Android|lock icon/);
  });

  it('the installed iOS app has no address bar: Settings → Safari only', () => {
    const body = on({ os: 'ios', browser: 'safari', installed: true });
    expect(body).toMatch(/no address bar/);
    expect(body).toMatch(/Settings → Safari/);
    expect(body).not.toMatch(/aA/);
  });

  it('Chrome, Firefox and Samsung Internet on Android each name their own menus', () => {
    expect(on({ os: 'android', browser: 'chrome', installed: false })).toMatch(
      /icon beside the address → Permissions → Camera.*Apps → Chrome/,
    );
    expect(on({ os: 'android', browser: 'firefox', installed: false })).toMatch(
      /lock icon.*Site permissions.*Apps → Firefox/,
    );
    expect(on({ os: 'android', browser: 'samsung', installed: false })).toMatch(
      /Sites and downloads.*Apps → Samsung Internet/,
    );
    expect(on({ os: 'android', browser: 'chrome', installed: true })).toMatch(/no address bar/);
  });

  it('a computer keeps the site-settings help; other problems do not depend on the platform', () => {
    expect(on({ os: 'desktop', browser: 'chrome', installed: false })).toBe(
      describeScanProblem('denied').body,
    );
    expect(describeScanProblem('busy', { os: 'ios', browser: 'safari', installed: true })).toEqual(
      describeScanProblem('busy'),
    );
    for (const platform of [
      { os: 'ios', browser: 'safari', installed: false },
      { os: 'ios', browser: 'chrome', installed: false },
      { os: 'android', browser: 'samsung', installed: false },
    ] as const) {
      expect(on(platform)).toMatch(/scan an image or paste the code/);
    }
  });
});
