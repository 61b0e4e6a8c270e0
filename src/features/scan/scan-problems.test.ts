import { describe, expect, it } from 'vitest';
import { cameraProblem, cameraSupported, canRetry, describeScanProblem } from './scan-problems';
import type { ScanProblem } from './scan-problems';

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
