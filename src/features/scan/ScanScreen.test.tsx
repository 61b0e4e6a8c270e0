// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Platform } from '@/lib/platform';
import { activateLocale } from '@/session';
import type { QrEngine } from './qr-engine-types';
import { ScanScreen } from './ScanScreen';
import { describeScanProblem } from './scan-problems';
import type { ScanProblem } from './scan-problems';

const engine: QrEngine = {
  kind: 'zxing',
  scanStream: vi.fn(async () => ({ stop: vi.fn() })),
  decodeImage: vi.fn(async () => ({ kind: 'no-code' as const })),
};
vi.mock('./qr-reader', () => ({ loadQrEngine: () => Promise.resolve(engine) }));

let tracks: EventTarget[];
const getUserMedia = vi.fn(async () => {
  const track = Object.assign(new EventTarget(), {
    stop: vi.fn(),
    getSettings: () => ({ deviceId: 'back' }),
    getCapabilities: () => ({}),
  });
  tracks.push(track);
  return { getVideoTracks: () => [track], getTracks: () => [track] };
});

beforeEach(() => {
  tracks = [];
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia, enumerateDevices: async () => [] },
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ScanScreen', () => {
  it('shows why, with a retry, when the camera track ends (a call, another app) instead of a black preview', async () => {
    render(
      <MemoryRouter initialEntries={['/scan']}>
        <ScanScreen />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Point the camera at a QR code')).toBeTruthy();

    act(() => {
      tracks[0]!.dispatchEvent(new Event('ended'));
    });
    expect(screen.getByText('The camera stopped')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Camera' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Try the camera again' }));
    expect(await screen.findByText('Point the camera at a QR code')).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });
});

describe('ScanScreen in another language', () => {
  afterEach(() => activateLocale('en'));

  it('speaks German on the screen, its controls and the problem it shows', async () => {
    await activateLocale('de');
    render(
      <MemoryRouter initialEntries={['/scan']}>
        <ScanScreen />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Richte die Kamera auf einen QR-Code')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'QR-Code scannen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Kamera' })).toBeTruthy();
    expect(screen.getByText('Bild scannen')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Einfügen' })).toBeTruthy();

    act(() => {
      tracks[0]!.dispatchEvent(new Event('ended'));
    });
    expect(screen.getByText('Die Kamera wurde gestoppt')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kamera erneut versuchen' })).toBeTruthy();
  });

  it('has every problem text and every phone’s camera help in Spanish, Portuguese and German', async () => {
    const problems: ScanProblem[] = [
      'insecure',
      'denied',
      'no-camera',
      'busy',
      'failed',
      'ended',
      'no-code',
      'unreadable',
    ];
    const phones: Platform[] = [
      { os: 'ios', browser: 'safari', installed: false },
      { os: 'ios', browser: 'safari', installed: true },
      { os: 'ios', browser: 'chrome', installed: false },
      { os: 'android', browser: 'chrome', installed: false },
      { os: 'android', browser: 'edge', installed: false },
      { os: 'android', browser: 'firefox', installed: false },
      { os: 'android', browser: 'samsung', installed: false },
      { os: 'android', browser: 'chrome', installed: true },
    ];
    const allTexts = () => [
      ...problems.map((problem) => describeScanProblem(problem)),
      ...phones.map((phone) => describeScanProblem('denied', phone)),
    ];
    const english = allTexts();
    for (const locale of ['es', 'pt-BR', 'de'] as const) {
      await activateLocale(locale);
      allTexts().forEach((text, index) => {
        expect(text.title, `${locale} title #${index}`).not.toBe(english[index]!.title);
        expect(text.body, `${locale} body #${index}`).not.toBe(english[index]!.body);
      });
    }
    // The browser's own app name stays as it is, inside the translated sentence.
    expect(describeScanProblem('denied', phones[4]).body).toMatch(/Apps → Edge → Berechtigungen/);
  });
});
