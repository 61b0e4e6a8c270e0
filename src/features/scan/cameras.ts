// Which camera to open and in what order to offer them. Pure, so it is tested without a browser.

/**
 * What the scanner asks for first: the back camera where there is one, any camera otherwise.
 * With `torch` (the browser knows the constraint: iOS 17.4+, Chrome on Android) the torch is
 * named in the request, off: iOS only lets a track turn it on later when it was asked for.
 */
export function videoConstraints(
  deviceId?: string,
  { torch = false }: { torch?: boolean } = {},
): MediaStreamConstraints {
  const video: MediaTrackConstraints = deviceId
    ? { deviceId: { exact: deviceId } }
    : { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } };
  if (torch) {
    // `torch` is not in the DOM typings yet.
    video.advanced = [{ torch: false } as MediaTrackConstraintSet];
  }
  return { audio: false, video };
}

/** Whether the browser knows the torch constraint at all. */
export function torchConstraintSupported(media: Pick<MediaDevices, 'getSupportedConstraints'>) {
  const supported =
    typeof media.getSupportedConstraints === 'function'
      ? (media.getSupportedConstraints() as MediaTrackSupportedConstraints & { torch?: boolean })
      : {};
  return supported.torch === true;
}

export type Facing = 'back' | 'front' | 'unknown';

export interface CameraInfo {
  deviceId: string;
  label: string;
  facing: Facing;
}

const BACK = /\b(back|rear|environment|world)\b|背面|后置|arrière|trasera|rück/i;
const FRONT = /\b(front|user|face|facetime|selfie)\b|前面|前置/i;

/** Which way a camera looks: as its capabilities say (Chrome), else as its label says. */
function facingOf(device: MediaDeviceInfo): Facing {
  const capabilities =
    'getCapabilities' in device && typeof device.getCapabilities === 'function'
      ? (device.getCapabilities() as MediaTrackCapabilities)
      : undefined;
  const modes = capabilities?.facingMode ?? [];
  if (modes.includes('environment')) {
    return 'back';
  }
  if (modes.includes('user')) {
    return 'front';
  }
  if (BACK.test(device.label)) {
    return 'back';
  }
  if (FRONT.test(device.label)) {
    return 'front';
  }
  return 'unknown';
}

const RANK: Record<Facing, number> = { back: 0, unknown: 1, front: 2 };

/**
 * The video inputs, back cameras first (by capabilities or label; both are only filled in once
 * the camera is allowed), otherwise in the order the browser lists them. Duplicates and empty ids
 * are dropped.
 */
export function orderCameras(devices: readonly MediaDeviceInfo[]): CameraInfo[] {
  const seen = new Set<string>();
  const cameras: CameraInfo[] = [];
  for (const device of devices) {
    if (device.kind !== 'videoinput' || !device.deviceId || seen.has(device.deviceId)) {
      continue;
    }
    seen.add(device.deviceId);
    cameras.push({ deviceId: device.deviceId, label: device.label, facing: facingOf(device) });
  }
  return cameras
    .map((camera, index) => ({ camera, index }))
    .sort((a, b) => RANK[a.camera.facing] - RANK[b.camera.facing] || a.index - b.index)
    .map(({ camera }) => camera);
}

/**
 * The cameras "Switch camera" goes through, in order: the first back camera, the first front one,
 * then any that do not say which way they look. A phone with three back lenses and a front camera
 * so reaches the front camera in one tap instead of three (the other lenses are the browser's to
 * pick from with facingMode).
 */
export function switchableCameras(cameras: readonly CameraInfo[]): CameraInfo[] {
  const back = cameras.find((camera) => camera.facing === 'back');
  const front = cameras.find((camera) => camera.facing === 'front');
  const unknown = cameras.filter((camera) => camera.facing === 'unknown');
  return [back, front, ...unknown].filter((camera): camera is CameraInfo => camera !== undefined);
}

/**
 * The camera one tap of "Switch camera" opens after `currentId`, wrapping round; from any back
 * lens the front camera, from the front the back. The first one when the current is unknown.
 */
export function nextCamera(
  cameras: readonly CameraInfo[],
  currentId: string | undefined,
): CameraInfo | undefined {
  const list = switchableCameras(cameras);
  if (list.length === 0) {
    return undefined;
  }
  const current = cameras.find((camera) => camera.deviceId === currentId);
  const index = current
    ? list.findIndex((camera) =>
        current.facing === 'unknown'
          ? camera.deviceId === current.deviceId
          : camera.facing === current.facing,
      )
    : -1;
  return list[(index + 1) % list.length];
}

/**
 * Whether the track can turn a torch on: Chrome on Android reports `torch: true` in its
 * capabilities; iOS 17.4+ reports it in the settings of a track that asked for it.
 */
export function hasTorch(track: MediaStreamTrack | undefined): boolean {
  if (!track) {
    return false;
  }
  if (typeof track.getCapabilities === 'function') {
    const capabilities = track.getCapabilities() as MediaTrackCapabilities & { torch?: unknown };
    const torch = capabilities.torch;
    if (Array.isArray(torch) ? torch.includes(true) : torch === true) {
      return true;
    }
  }
  return typeof torchSetting(track) === 'boolean';
}

/** The torch as the track says it is (undefined where the track does not say). */
export function torchSetting(track: MediaStreamTrack): boolean | undefined {
  if (typeof track.getSettings !== 'function') {
    return undefined;
  }
  const torch = (track.getSettings() as MediaTrackSettings & { torch?: unknown }).torch;
  return typeof torch === 'boolean' ? torch : undefined;
}
