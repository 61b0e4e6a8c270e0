// The browser's own QR reader (BarcodeDetector: Chrome on Android, some desktop browsers), used
// wherever it reads qr_code. It is fast and good at small and skewed codes; inverted ones are
// tried by inverting the pixels, as for zxing.
import { frameReader, loadImagePixels, readFrames } from './qr-frames';
import { invertRgba } from './qr-pixels';
import type { Rgba } from './qr-pixels';
import type { QrEngine } from './qr-engine-types';

/** The part of the Shape Detection API used here (not in TypeScript's DOM typings). */
export interface QrDetector {
  detect(source: ImageBitmapSource): Promise<Array<{ rawValue: string }>>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * A BarcodeDetector for QR codes where the browser has one that reads them; undefined where it
 * has none (Firefox, Safari, Chromium on Linux lists none) or the question fails.
 */
export async function nativeQrDetector(
  scope: object = globalThis,
): Promise<QrDetector | undefined> {
  const Detector = (scope as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (typeof Detector !== 'function' || typeof Detector.getSupportedFormats !== 'function') {
    return undefined;
  }
  try {
    const formats = await Detector.getSupportedFormats();
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : undefined;
  } catch {
    return undefined;
  }
}

const imageData = (pixels: Rgba) =>
  new ImageData(pixels.data as Uint8ClampedArray<ArrayBuffer>, pixels.width, pixels.height);

async function detectText(detector: QrDetector, source: ImageBitmapSource) {
  const [code] = await detector.detect(source);
  return code?.rawValue || null;
}

export function createNativeEngine(detector: QrDetector): QrEngine {
  return {
    kind: 'native',
    scanStream(stream, video, onText) {
      const frame = frameReader(video);
      return readFrames(
        stream,
        video,
        async (frameIndex) => {
          // Every other frame inverted: a light-on-dark code (dark-mode wallets, shop screens).
          if (frameIndex % 2 === 0) {
            return detectText(detector, video);
          }
          const pixels = frame();
          return pixels ? detectText(detector, imageData(invertRgba(pixels))) : null;
        },
        onText,
      );
    },

    async decodeImage(file) {
      const pixels = await loadImagePixels(file);
      if (!pixels) {
        return { kind: 'unreadable' };
      }
      const text =
        (await detectText(detector, imageData(pixels))) ??
        (await detectText(detector, imageData(invertRgba(pixels))));
      return text === null ? { kind: 'no-code' } : { kind: 'text', text };
    },
  };
}
