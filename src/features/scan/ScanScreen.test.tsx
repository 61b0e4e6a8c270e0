// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QrEngine } from './qr-reader';
import { ScanScreen } from './ScanScreen';

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
