import { describe, expect, it } from 'vitest';
import {
  hasTorch,
  nextCamera,
  orderCameras,
  switchableCameras,
  torchConstraintSupported,
  torchSetting,
  videoConstraints,
} from './cameras';

const device = (
  deviceId: string,
  label: string,
  kind: MediaDeviceKind = 'videoinput',
  facingMode?: string[],
) =>
  ({
    deviceId,
    label,
    kind,
    groupId: '',
    toJSON: () => ({}),
    ...(facingMode ? { getCapabilities: () => ({ facingMode }) } : {}),
  }) as MediaDeviceInfo;

describe('videoConstraints', () => {
  it('asks for the back camera first, without audio', () => {
    const constraints = videoConstraints();
    expect(constraints.audio).toBe(false);
    expect(constraints.video).toMatchObject({ facingMode: { ideal: 'environment' } });
  });

  it('asks for exactly the chosen camera when switching', () => {
    expect(videoConstraints('cam-2').video).toEqual({ deviceId: { exact: 'cam-2' } });
  });

  it('names the torch, off, in the request where the browser knows the constraint', () => {
    expect(videoConstraints(undefined, { torch: true }).video).toMatchObject({
      facingMode: { ideal: 'environment' },
      advanced: [{ torch: false }],
    });
    expect(videoConstraints('cam-2', { torch: true }).video).toEqual({
      deviceId: { exact: 'cam-2' },
      advanced: [{ torch: false }],
    });
    expect(videoConstraints()).not.toHaveProperty('video.advanced');
  });
});

describe('torchConstraintSupported', () => {
  it('is true only when getSupportedConstraints says torch', () => {
    const media = (supported: object | undefined) =>
      ({
        getSupportedConstraints: supported === undefined ? undefined : () => supported,
      }) as unknown as MediaDevices;
    expect(torchConstraintSupported(media({ torch: true, width: true }))).toBe(true);
    expect(torchConstraintSupported(media({ width: true }))).toBe(false);
    expect(torchConstraintSupported(media(undefined))).toBe(false);
  });
});

describe('orderCameras', () => {
  it('puts back cameras first and front cameras last, keeping the browser order otherwise', () => {
    const ordered = orderCameras([
      device('front', 'Front Camera'),
      device('usb', 'USB Webcam'),
      device('mic', 'Microphone', 'audioinput'),
      device('back', 'Back Camera'),
      device('wide', 'camera2 2, facing back'),
      device('usb2', 'Integrated Webcam'),
    ]);
    expect(ordered.map((c) => c.deviceId)).toEqual(['back', 'wide', 'usb', 'usb2', 'front']);
  });

  it('recognises other ways of naming the sides', () => {
    const ordered = orderCameras([
      device('a', 'FaceTime HD Camera'),
      device('b', 'camera 0, facing environment'),
      device('c', 'Rear Wide'),
      device('d', 'selfie'),
    ]);
    expect(ordered.map((c) => c.deviceId)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('keeps the order when labels are empty (before permission) and drops duplicates', () => {
    const ordered = orderCameras([
      device('x', ''),
      device('y', ''),
      device('x', ''),
      device('', 'no id'),
    ]);
    expect(ordered.map((c) => c.deviceId)).toEqual(['x', 'y']);
  });
});

describe('nextCamera', () => {
  // A phone with three back lenses (as Chrome on Android lists them) and a front camera.
  const phone = orderCameras([
    device('wide', 'camera2 0, facing back', 'videoinput', ['environment']),
    device('selfie', 'camera2 1, facing front', 'videoinput', ['user']),
    device('ultra', 'camera2 2, facing back', 'videoinput', ['environment']),
    device('tele', 'camera2 3, facing back', 'videoinput', ['environment']),
  ]);

  it('reaches the front camera in one tap from any back lens, and comes back to the first', () => {
    expect(switchableCameras(phone).map((c) => c.deviceId)).toEqual(['wide', 'selfie']);
    expect(nextCamera(phone, 'wide')?.deviceId).toBe('selfie');
    expect(nextCamera(phone, 'tele')?.deviceId).toBe('selfie');
    expect(nextCamera(phone, 'selfie')?.deviceId).toBe('wide');
  });

  it('tells the sides apart by capabilities when the labels do not say', () => {
    const cameras = orderCameras([
      device('a', 'Camera A', 'videoinput', ['user']),
      device('b', 'Camera B', 'videoinput', ['environment']),
      device('c', 'Camera C', 'videoinput', ['environment']),
    ]);
    expect(cameras.map((c) => c.facing)).toEqual(['back', 'back', 'front']);
    expect(nextCamera(cameras, 'c')?.deviceId).toBe('a');
  });

  it('goes through cameras that do not say which way they look, one by one', () => {
    const cameras = orderCameras([device('usb1', 'USB Webcam'), device('usb2', 'Integrated')]);
    expect(nextCamera(cameras, 'usb1')?.deviceId).toBe('usb2');
    expect(nextCamera(cameras, 'usb2')?.deviceId).toBe('usb1');
  });

  it('starts at the first when the active camera is unknown', () => {
    expect(nextCamera(phone, undefined)?.deviceId).toBe('wide');
    expect(nextCamera(phone, 'gone')?.deviceId).toBe('wide');
    expect(nextCamera([], 'a')).toBeUndefined();
  });
});

describe('hasTorch', () => {
  const track = (capabilities: object | undefined, settings: object = {}) =>
    ({
      getCapabilities: capabilities === undefined ? undefined : () => capabilities,
      getSettings: () => settings,
    }) as unknown as MediaStreamTrack;

  it('is true when the settings say torch, as iOS 17.4+ does for a track that asked', () => {
    expect(hasTorch(track(undefined, { torch: false }))).toBe(true);
    expect(torchSetting(track(undefined, { torch: true }))).toBe(true);
    expect(torchSetting(track({}, {}))).toBeUndefined();
  });

  it('is true only when the track reports a torch', () => {
    expect(hasTorch(track({ torch: true }))).toBe(true);
    expect(hasTorch(track({ torch: [false, true] }))).toBe(true);
    expect(hasTorch(track({ torch: false }))).toBe(false);
    expect(hasTorch(track({}))).toBe(false);
    expect(hasTorch(track(undefined))).toBe(false);
    expect(hasTorch(undefined)).toBe(false);
  });
});
