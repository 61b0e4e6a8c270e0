// Which camera to open and in what order to offer them. Pure, so it is tested without a browser.

/** What the scanner asks for first: the back camera where there is one, any camera otherwise. */
export function videoConstraints(deviceId?: string): MediaStreamConstraints {
  return {
    audio: false,
    video: deviceId
      ? { deviceId: { exact: deviceId } }
      : { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
  };
}

export interface CameraInfo {
  deviceId: string;
  label: string;
}

const BACK = /\b(back|rear|environment|world)\b|背面|后置|arrière|trasera|rück/i;
const FRONT = /\b(front|user|face|facetime|selfie)\b|前面|前置/i;

/** 0 for a back camera, 2 for a front one, 1 when the label does not say. */
function rank(label: string): number {
  if (BACK.test(label)) {
    return 0;
  }
  if (FRONT.test(label)) {
    return 2;
  }
  return 1;
}

/**
 * The video inputs, back cameras first (by label; labels are only filled in once the camera is
 * allowed), otherwise in the order the browser lists them. Duplicates and empty ids are dropped.
 */
export function orderCameras(devices: readonly MediaDeviceInfo[]): CameraInfo[] {
  const seen = new Set<string>();
  const cameras: CameraInfo[] = [];
  for (const device of devices) {
    if (device.kind !== 'videoinput' || !device.deviceId || seen.has(device.deviceId)) {
      continue;
    }
    seen.add(device.deviceId);
    cameras.push({ deviceId: device.deviceId, label: device.label });
  }
  return cameras
    .map((camera, index) => ({ camera, index }))
    .sort((a, b) => rank(a.camera.label) - rank(b.camera.label) || a.index - b.index)
    .map(({ camera }) => camera);
}

/** The camera after `currentId` in the list, wrapping round; the first one when it is unknown. */
export function nextCamera(
  cameras: readonly CameraInfo[],
  currentId: string | undefined,
): CameraInfo | undefined {
  if (cameras.length === 0) {
    return undefined;
  }
  const index = cameras.findIndex((camera) => camera.deviceId === currentId);
  return cameras[(index + 1) % cameras.length];
}

/** Whether the track can turn a torch on (Chrome on Android reports `torch: true`). */
export function hasTorch(track: MediaStreamTrack | undefined): boolean {
  if (!track || typeof track.getCapabilities !== 'function') {
    return false;
  }
  const capabilities = track.getCapabilities() as MediaTrackCapabilities & { torch?: unknown };
  const torch = capabilities.torch;
  return Array.isArray(torch) ? torch.includes(true) : torch === true;
}
