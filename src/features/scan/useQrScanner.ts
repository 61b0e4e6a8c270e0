import { useCallback, useEffect, useRef, useState } from 'react';
import {
  hasTorch,
  nextCamera,
  orderCameras,
  switchableCameras,
  torchConstraintSupported,
  torchSetting,
  videoConstraints,
} from './cameras';
import type { CameraInfo } from './cameras';
import { loadQrEngine } from './qr-reader';
import { cameraProblem, cameraSupported } from './scan-problems';
import type { CameraProblem, ImageProblem } from './scan-problems';

export type CameraState =
  { status: 'starting' } | { status: 'scanning' } | { status: 'problem'; problem: CameraProblem };

export interface QrScanner {
  /** Attach to the preview <video> (muted, playsInline). */
  videoRef: React.RefObject<HTMLVideoElement | null>;
  camera: CameraState;
  /** More than one camera: offer to switch. */
  canSwitchCamera: boolean;
  switchCamera: () => void;
  /** Start the camera again after a problem. */
  retry: () => void;
  torch: { available: boolean; on: boolean };
  toggleTorch: () => void;
  /** Decodes a chosen image file; a code found is handed off like a scanned one. */
  scanImage: (file: File) => void;
  imageBusy: boolean;
  imageProblem: ImageProblem | null;
  /** Reads the clipboard and hands off what is there; false when that was not possible. */
  pasteFromClipboard: () => Promise<boolean>;
}

const stopStream = (stream: MediaStream | undefined) =>
  stream?.getTracks().forEach((track) => track.stop());

/**
 * The camera QR scanner: opens the back camera first, decodes until the first code, then stops
 * every track and calls `onCode` once with the trimmed text (never again, even if more frames or
 * an image decode finish later).
 */
export function useQrScanner(onCode: (text: string) => void): QrScanner {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const supported = cameraSupported(window);
  const [camera, setCamera] = useState<CameraState>(
    supported ? { status: 'starting' } : { status: 'problem', problem: 'insecure' },
  );
  // undefined: let facingMode pick (the back camera where there is one).
  const [deviceId, setDeviceId] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const [cameras, setCameras] = useState<CameraInfo[]>([]);
  const [torch, setTorch] = useState({ available: false, on: false });
  const [imageBusy, setImageBusy] = useState(false);
  const [imageProblem, setImageProblem] = useState<ImageProblem | null>(null);

  const trackRef = useRef<MediaStreamTrack | undefined>(undefined);
  const stopCameraRef = useRef<() => void>(() => undefined);
  const handedOffRef = useRef(false);
  const mountedRef = useRef(false);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);

  const handOff = useCallback((raw: string): boolean => {
    const text = raw.trim();
    if (!text || handedOffRef.current || !mountedRef.current) {
      return false;
    }
    handedOffRef.current = true;
    stopCameraRef.current();
    onCodeRef.current(text);
    return true;
  }, []);

  useEffect(() => {
    if (!supported) {
      return undefined;
    }
    const media = navigator.mediaDevices;
    let cancelled = false;
    let stream: MediaStream | undefined;
    let controls: { stop: () => void } | undefined;
    let track: MediaStreamTrack | undefined;
    // The browser ended the track (a phone call, another app took the camera, the system slept
    // it): without this the preview would stay black while seeming to scan.
    const onEnded = () => {
      if (!cancelled) {
        stop();
        setCamera({ status: 'problem', problem: 'ended' });
      }
    };
    const stop = () => {
      cancelled = true;
      track?.removeEventListener('ended', onEnded);
      controls?.stop();
      stopStream(stream);
      trackRef.current = undefined;
      const video = videoRef.current;
      if (video) {
        video.srcObject = null;
      }
    };
    stopCameraRef.current = stop;

    void (async () => {
      try {
        stream = await media.getUserMedia(
          videoConstraints(deviceId, { torch: torchConstraintSupported(media) }),
        );
        if (cancelled) {
          stopStream(stream);
          return;
        }
        // The decoder is fetched once there is a camera to read from (where the browser has no
        // reader of its own, zxing is ~120 KB): not for a refused or missing camera, and not
        // while the screen's first paint is still loading.
        const engine = loadQrEngine();
        track = stream.getVideoTracks()[0];
        trackRef.current = track;
        track?.addEventListener('ended', onEnded);
        setActiveId(track?.getSettings().deviceId);
        setTorch({ available: hasTorch(track), on: track ? torchSetting(track) === true : false });
        // Labels (and so the order) are only known once the camera is allowed.
        media
          .enumerateDevices()
          .then((devices) => {
            if (!cancelled) {
              setCameras(orderCameras(devices));
            }
          })
          .catch(() => undefined);
        const reader = await engine;
        const video = videoRef.current;
        if (cancelled || !video) {
          stop();
          return;
        }
        const running = await reader.scanStream(stream, video, handOff);
        if (cancelled) {
          running.stop();
          return;
        }
        controls = running;
        setCamera({ status: 'scanning' });
      } catch (error) {
        if (!cancelled) {
          stop();
          setCamera({ status: 'problem', problem: cameraProblem(error) });
        }
      }
    })();
    return stop;
  }, [supported, deviceId, attempt, handOff]);

  const switchCamera = useCallback(() => {
    const next = nextCamera(cameras, activeId);
    if (!next || next.deviceId === activeId) {
      return;
    }
    setCamera({ status: 'starting' });
    setTorch({ available: false, on: false });
    setDeviceId(next.deviceId);
  }, [cameras, activeId]);

  const retry = useCallback(() => {
    setCamera({ status: 'starting' });
    setAttempt((n) => n + 1);
  }, []);

  const toggleTorch = useCallback(() => {
    const track = trackRef.current;
    if (!track) {
      return;
    }
    const on = !torch.on;
    // `torch` is not in the DOM typings yet.
    const constraints = { advanced: [{ torch: on }] } as unknown as MediaTrackConstraints;
    track.applyConstraints(constraints).then(
      // What the track says is the truth (iOS may resolve yet leave the torch off); where it says
      // nothing, what was asked for.
      () => setTorch({ available: true, on: torchSetting(track) ?? on }),
      () => setTorch({ available: false, on: false }),
    );
  }, [torch.on]);

  const scanImage = useCallback(
    (file: File) => {
      setImageBusy(true);
      setImageProblem(null);
      loadQrEngine()
        .then((engine) => engine.decodeImage(file))
        .then(
          (result) => {
            if (result.kind === 'text') {
              if (!handOff(result.text)) {
                setImageProblem('no-code');
              }
            } else {
              setImageProblem(result.kind);
            }
          },
          () => setImageProblem('unreadable'),
        )
        .finally(() => setImageBusy(false));
    },
    [handOff],
  );

  const pasteFromClipboard = useCallback(async () => {
    try {
      const text = (await navigator.clipboard?.readText?.()) ?? '';
      return handOff(text);
    } catch {
      return false;
    }
  }, [handOff]);

  return {
    videoRef,
    camera,
    canSwitchCamera: switchableCameras(cameras).length > 1,
    switchCamera,
    retry,
    torch,
    toggleTorch,
    scanImage,
    imageBusy,
    imageProblem,
    pasteFromClipboard,
  };
}
