// The QR decoder itself. Only ever loaded through loadQrEngine() (qr-reader.ts), so @zxing stays
// in its own chunk, fetched when someone opens the scanner.
import { BrowserQRCodeReader } from '@zxing/browser';
import {
  ChecksumException,
  DecodeHintType,
  FormatException,
  NotFoundException,
} from '@zxing/library';
import type { ImageProblem } from './scan-problems';

export type ImageDecodeResult = { kind: 'text'; text: string } | { kind: ImageProblem };

export interface QrEngine {
  /** Shows `stream` in `video` and calls `onText` with every code it reads until stopped. */
  scanStream(
    stream: MediaStream,
    video: HTMLVideoElement,
    onText: (text: string) => void,
  ): Promise<{ stop: () => void }>;
  decodeImage(file: Blob): Promise<ImageDecodeResult>;
}

// Large photos are scaled down first: the decoder walks every pixel, and a QR code in a photo is
// still readable at this size.
const MAX_IMAGE_SIDE = 1600;
// zxing misses a fair share of perfectly upright, pixel-exact codes (screenshots: about one in
// five long invoices in our tests) yet reads them turned a few degrees. Camera frames are never
// that exact; an image gets these second tries.
const RETRY_ANGLES = [4, -7];

function loadImage(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = url;
  return image.decode().then(() => image);
}

/** The image on a white canvas, at most MAX_IMAGE_SIDE, turned by `degrees`. */
function drawImage(image: HTMLImageElement, degrees = 0): HTMLCanvasElement {
  const scale = Math.min(1, MAX_IMAGE_SIDE / Math.max(image.naturalWidth, image.naturalHeight));
  const width = image.naturalWidth * scale;
  const height = image.naturalHeight * scale;
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(width * cos + height * sin);
  canvas.height = Math.ceil(width * sin + height * cos);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (context) {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.translate(canvas.width / 2, canvas.height / 2);
    context.rotate(radians);
    context.drawImage(image, -width / 2, -height / 2, width, height);
  }
  return canvas;
}

const isNoCode = (error: unknown) =>
  error instanceof NotFoundException ||
  error instanceof ChecksumException ||
  error instanceof FormatException;

export function createQrEngine(): QrEngine {
  // QR only: the multi-format reader would try every 1D and 2D format on every frame.
  const reader = new BrowserQRCodeReader(undefined, {
    delayBetweenScanAttempts: 50,
    delayBetweenScanSuccess: 500,
  });
  const pureReader = new BrowserQRCodeReader(new Map([[DecodeHintType.PURE_BARCODE, true]]));

  return {
    async scanStream(stream, video, onText) {
      const controls = await reader.decodeFromStream(stream, video, (result) => {
        if (result) {
          // For `npm run bench`: when the camera scan read a code (before the hand-off navigates).
          performance.mark('pocketbits:qr-decoded');
          onText(result.getText());
        }
      });
      return { stop: () => controls.stop() };
    },

    async decodeImage(file) {
      const url = URL.createObjectURL(file);
      try {
        let image: HTMLImageElement;
        try {
          image = await loadImage(url);
        } catch {
          return { kind: 'unreadable' };
        }
        const attempts: Array<() => string> = [
          () => reader.decodeFromCanvas(drawImage(image)).getText(),
          // An image of the code alone (a saved QR code) can skip finding it.
          () => pureReader.decodeFromCanvas(drawImage(image)).getText(),
          ...RETRY_ANGLES.map(
            (degrees) => () => reader.decodeFromCanvas(drawImage(image, degrees)).getText(),
          ),
        ];
        for (const attempt of attempts) {
          try {
            return { kind: 'text', text: attempt() };
          } catch (error) {
            if (!isNoCode(error)) {
              throw error;
            }
          }
        }
        return { kind: 'no-code' };
      } finally {
        URL.revokeObjectURL(url);
      }
    },
  };
}
