import { describe, expect, it } from 'vitest';
import { hasTorch, nextCamera, orderCameras, videoConstraints } from './cameras';

const device = (deviceId: string, label: string, kind: MediaDeviceKind = 'videoinput') =>
  ({ deviceId, label, kind, groupId: '', toJSON: () => ({}) }) as MediaDeviceInfo;

describe('videoConstraints', () => {
  it('asks for the back camera first, without audio', () => {
    const constraints = videoConstraints();
    expect(constraints.audio).toBe(false);
    expect(constraints.video).toMatchObject({ facingMode: { ideal: 'environment' } });
  });

  it('asks for exactly the chosen camera when switching', () => {
    expect(videoConstraints('cam-2').video).toEqual({ deviceId: { exact: 'cam-2' } });
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
  const cameras = [
    { deviceId: 'a', label: 'Back' },
    { deviceId: 'b', label: 'Front' },
    { deviceId: 'c', label: 'Other' },
  ];

  it('goes round the list', () => {
    expect(nextCamera(cameras, 'a')?.deviceId).toBe('b');
    expect(nextCamera(cameras, 'c')?.deviceId).toBe('a');
  });

  it('starts at the first when the active camera is unknown', () => {
    expect(nextCamera(cameras, undefined)?.deviceId).toBe('a');
    expect(nextCamera(cameras, 'gone')?.deviceId).toBe('a');
    expect(nextCamera([], 'a')).toBeUndefined();
  });
});

describe('hasTorch', () => {
  const track = (capabilities: object | undefined) =>
    ({
      getCapabilities: capabilities === undefined ? undefined : () => capabilities,
    }) as unknown as MediaStreamTrack;

  it('is true only when the track reports a torch', () => {
    expect(hasTorch(track({ torch: true }))).toBe(true);
    expect(hasTorch(track({ torch: [false, true] }))).toBe(true);
    expect(hasTorch(track({ torch: false }))).toBe(false);
    expect(hasTorch(track({}))).toBe(false);
    expect(hasTorch(track(undefined))).toBe(false);
    expect(hasTorch(undefined)).toBe(false);
  });
});
