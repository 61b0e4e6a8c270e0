// What a QR engine offers the scanner, whichever decoder reads: the browser's BarcodeDetector
// (qr-native.ts) or zxing (qr-engine.ts). A module of its own so that both engines and the loader
// that picks one (qr-reader.ts) share it without importing each other.
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
