// @vitest-environment happy-dom
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QrEngine } from './qr-engine-types';
import { useQrScanner } from './useQrScanner';
import type { QrScanner } from './useQrScanner';

let emit: ((text: string) => void) | undefined;
const scanStop = vi.fn();
const engine: QrEngine = {
  kind: 'zxing',
  scanStream: vi.fn(async (_stream, _video, onText) => {
    emit = onText;
    return { stop: scanStop };
  }),
  decodeImage: vi.fn(async () => ({ kind: 'text' as const, text: '  lnbc1image  ' })),
};
vi.mock('./qr-reader', () => ({ loadQrEngine: () => Promise.resolve(engine) }));

/** A camera track that can end (dispatch `ended`) and, on iOS 17.4+ terms, has a torch. */
function fakeTrack(deviceId: string) {
  const settings: { deviceId: string; torch?: boolean } = { deviceId };
  if (torchSupported) {
    settings.torch = false;
  }
  return Object.assign(new EventTarget(), {
    settings,
    stop: vi.fn(),
    getSettings: () => ({ ...settings }),
    getCapabilities: () => ({}),
    applyConstraints: vi.fn(async (constraints: { advanced?: Array<{ torch?: boolean }> }) => {
      // Like iOS: the torch goes on only when it was asked for in getUserMedia.
      const torch = constraints.advanced?.[0]?.torch;
      if (torch !== undefined && torchRequested) {
        settings.torch = torch;
      }
    }),
  });
}

let torchSupported = false;
let torchRequested = false;

let tracks: Array<ReturnType<typeof fakeTrack>>;
const getUserMedia = vi.fn();

beforeEach(() => {
  tracks = [];
  emit = undefined;
  torchSupported = false;
  torchRequested = false;
  scanStop.mockClear();
  getUserMedia.mockReset();
  getUserMedia.mockImplementation(async (constraints: MediaStreamConstraints) => {
    const video = constraints.video as MediaTrackConstraints & { deviceId?: { exact: string } };
    torchRequested = (video.advanced ?? []).some((set) => 'torch' in set);
    const track = fakeTrack(video.deviceId?.exact ?? 'back');
    tracks.push(track);
    return { getVideoTracks: () => [track], getTracks: () => [track] };
  });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia,
      getSupportedConstraints: () => ({ width: true, torch: torchSupported || undefined }),
      enumerateDevices: async () => [
        { kind: 'videoinput', deviceId: 'front', label: 'Front Camera' },
        { kind: 'videoinput', deviceId: 'back', label: 'Back Camera' },
      ],
    },
  });
});

afterEach(() => {
  vi.clearAllMocks();
});

function renderScanner(onCode: (text: string) => void) {
  const result: { current?: QrScanner } = {};
  function Probe() {
    const scanner = useQrScanner(onCode);
    result.current = scanner;
    return <video ref={scanner.videoRef} />;
  }
  const view = render(<Probe />);
  return { result: result as { current: QrScanner }, ...view };
}

describe('useQrScanner', () => {
  it('opens the back camera, hands off the first code once, and stops the camera', async () => {
    const onCode = vi.fn();
    const { result } = renderScanner(onCode);
    await waitFor(() => expect(result.current.camera.status).toBe('scanning'));
    expect(getUserMedia.mock.calls[0]![0].video).toMatchObject({
      facingMode: { ideal: 'environment' },
    });

    act(() => {
      emit!('  lnbc1scanned \n');
      emit!('lnbc1again');
    });
    expect(onCode).toHaveBeenCalledTimes(1);
    expect(onCode).toHaveBeenCalledWith('lnbc1scanned');
    expect(scanStop).toHaveBeenCalled();
    expect(tracks[0]!.stop).toHaveBeenCalled();

    // An image read afterwards does not hand off a second time.
    act(() => result.current.scanImage(new File(['x'], 'qr.png')));
    await waitFor(() => expect(result.current.imageBusy).toBe(false));
    expect(onCode).toHaveBeenCalledTimes(1);
  });

  it('stops the camera when the screen goes away', async () => {
    const { result, unmount } = renderScanner(vi.fn());
    await waitFor(() => expect(result.current.camera.status).toBe('scanning'));
    unmount();
    expect(tracks[0]!.stop).toHaveBeenCalled();
    expect(scanStop).toHaveBeenCalled();
  });

  it('offers to switch when there are two cameras, and opens the other one exactly', async () => {
    const { result } = renderScanner(vi.fn());
    await waitFor(() => expect(result.current.canSwitchCamera).toBe(true));
    act(() => result.current.switchCamera());
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(2));
    expect(tracks[0]!.stop).toHaveBeenCalled();
    expect(getUserMedia.mock.calls[1]![0].video).toEqual({ deviceId: { exact: 'front' } });
    await waitFor(() => expect(result.current.camera.status).toBe('scanning'));
  });

  it('reports a refused camera as denied', async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException('no', 'NotAllowedError'));
    const { result } = renderScanner(vi.fn());
    await waitFor(() =>
      expect(result.current.camera).toEqual({ status: 'problem', problem: 'denied' }),
    );
  });

  it('says insecure without asking when there is no navigator.mediaDevices', () => {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
    const { result } = renderScanner(vi.fn());
    expect(result.current.camera).toEqual({ status: 'problem', problem: 'insecure' });
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('hands off the trimmed text of a scanned image', async () => {
    const onCode = vi.fn();
    const { result } = renderScanner(onCode);
    act(() => result.current.scanImage(new File(['x'], 'qr.png')));
    await waitFor(() => expect(onCode).toHaveBeenCalledWith('lnbc1image'));
  });

  it('shows the problem with a retry when the browser ends the track, and retry reopens it', async () => {
    const { result } = renderScanner(vi.fn());
    await waitFor(() => expect(result.current.camera.status).toBe('scanning'));

    act(() => {
      tracks[0]!.dispatchEvent(new Event('ended'));
    });
    expect(result.current.camera).toEqual({ status: 'problem', problem: 'ended' });
    expect(scanStop).toHaveBeenCalled();
    expect(tracks[0]!.stop).toHaveBeenCalled();

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.camera.status).toBe('scanning'));
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('asks for the torch up front where the browser knows it, and shows what the track says', async () => {
    torchSupported = true;
    const { result } = renderScanner(vi.fn());
    await waitFor(() => expect(result.current.torch).toEqual({ available: true, on: false }));
    expect(getUserMedia.mock.calls[0]![0].video).toMatchObject({ advanced: [{ torch: false }] });

    act(() => result.current.toggleTorch());
    await waitFor(() => expect(result.current.torch.on).toBe(true));
    expect(tracks[0]!.applyConstraints).toHaveBeenCalledWith({ advanced: [{ torch: true }] });

    act(() => result.current.toggleTorch());
    await waitFor(() => expect(result.current.torch.on).toBe(false));
  });

  it('shows the torch off when the track says so, although applyConstraints resolved', async () => {
    torchSupported = true;
    const { result } = renderScanner(vi.fn());
    await waitFor(() => expect(result.current.torch.available).toBe(true));
    // As if the request had not named the torch: the track accepts, but the torch stays off.
    torchRequested = false;
    act(() => result.current.toggleTorch());
    await waitFor(() => expect(tracks[0]!.applyConstraints).toHaveBeenCalled());
    await act(async () => {
      await tracks[0]!.applyConstraints.mock.results[0]!.value;
    });
    expect(result.current.torch).toEqual({ available: true, on: false });
  });
});
