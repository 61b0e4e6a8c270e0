import { createNativeEngine, nativeQrDetector } from './qr-native';
import type { ImageProblem } from './scan-problems';

export type ImageDecodeResult = { kind: 'text'; text: string } | { kind: ImageProblem };

export interface QrEngine {
  /** Which decoder reads: the browser's BarcodeDetector, or zxing. */
  kind: 'native' | 'zxing';
  /** Shows `stream` in `video` and calls `onText` with every code it reads until stopped. */
  scanStream(
    stream: MediaStream,
    video: HTMLVideoElement,
    onText: (text: string) => void,
  ): Promise<{ stop: () => void }>;
  decodeImage(file: Blob): Promise<ImageDecodeResult>;
}

let engine: Promise<QrEngine> | undefined;

/**
 * The QR decoder: the browser's own where it reads QR codes, else zxing, fetched on first use
 * (@zxing is ~120 KB gzip: no other screen pays for it, nor the scanner where the browser has a
 * reader). A failed download is forgotten, so the next try fetches again.
 */
export function loadQrEngine(): Promise<QrEngine> {
  if (!engine) {
    const loading = nativeQrDetector().then((detector) =>
      detector
        ? createNativeEngine(detector)
        : import('./qr-engine').then((module) => module.createQrEngine()),
    );
    loading.catch(() => {
      if (engine === loading) {
        engine = undefined;
      }
    });
    engine = loading;
  }
  return engine;
}
