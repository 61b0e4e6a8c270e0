// The browser side of the native decoder (BarcodeDetector): a chosen image or the camera's
// current frame as RGBA pixels, and the loop that reads frames until stopped. The zxing fallback
// has @zxing/browser for both (qr-engine.ts); this holds no decoder, so the native path never
// loads zxing.
import { IMAGE_MAX_SIDE } from './qr-pixels';
import type { Rgba } from './qr-pixels';

// Between two reads of the camera: leaves the page time to stay responsive, and is still about
// ten reads a second.
const DELAY_BETWEEN_FRAMES_MS = 50;

/** The pixels of an image file, drawn at most IMAGE_MAX_SIDE; null when it is not an image. */
export async function loadImagePixels(file: Blob): Promise<Rgba | null> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    try {
      await image.decode();
    } catch {
      return null;
    }
    const scale = Math.min(1, IMAGE_MAX_SIDE / Math.max(image.naturalWidth, image.naturalHeight));
    const width = Math.max(1, Math.round(image.naturalWidth * scale));
    const height = Math.max(1, Math.round(image.naturalHeight * scale));
    const context = canvasContext(document.createElement('canvas'), width, height);
    // On white: a transparent PNG's code is dark on nothing, which would read as black on black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image, 0, 0, width, height);
    return context.getImageData(0, 0, width, height);
  } finally {
    URL.revokeObjectURL(url);
  }
}

function canvasContext(
  canvas: HTMLCanvasElement,
  width: number,
  height: number,
): CanvasRenderingContext2D {
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) {
    throw new Error('no 2D canvas');
  }
  return context;
}

/** Reads the camera's current frame (null before the first one arrives). */
export function frameReader(video: HTMLVideoElement): () => Rgba | null {
  const canvas = document.createElement('canvas');
  return () => {
    const { videoWidth: width, videoHeight: height } = video;
    if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !width || !height) {
      return null;
    }
    const context = canvasContext(canvas, width, height);
    context.drawImage(video, 0, 0, width, height);
    return context.getImageData(0, 0, width, height);
  };
}

/**
 * Shows `stream` in `video` and calls `read` with a growing frame number until it returns text
 * (handed to `onText`) or the loop is stopped. One read at a time, DELAY_BETWEEN_FRAMES_MS apart.
 */
export async function readFrames(
  stream: MediaStream,
  video: HTMLVideoElement,
  read: (frameIndex: number) => Promise<string | null> | string | null,
  onText: (text: string) => void,
): Promise<{ stop: () => void }> {
  video.srcObject = stream;
  await video.play();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frameIndex = 0;
  const next = async () => {
    if (stopped) {
      return;
    }
    let text: string | null = null;
    try {
      text = await read(frameIndex);
    } catch {
      // A frame that cannot be read (the video resizing, a detector hiccup): try the next.
    }
    frameIndex += 1;
    if (stopped) {
      return;
    }
    if (text) {
      // For `npm run bench`: when the camera scan read a code (before the hand-off navigates).
      performance.mark('pocketbits:qr-decoded');
      onText(text);
    }
    timer = setTimeout(() => void next(), DELAY_BETWEEN_FRAMES_MS);
  };
  void next();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
