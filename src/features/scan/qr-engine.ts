// The zxing decoder, for browsers without a native QR BarcodeDetector. Only ever loaded through
// loadQrEngine() (qr-reader.ts) on that path, so @zxing stays in its own chunk, fetched when
// someone opens the scanner and never where the native detector reads codes.
import { decodeFramePixels, decodeImagePixels } from './qr-decode';
import { frameReader, loadImagePixels, readFrames } from './qr-frames';
import type { QrEngine } from './qr-reader';

export function createQrEngine(): QrEngine {
  return {
    kind: 'zxing',
    scanStream(stream, video, onText) {
      const frame = frameReader(video);
      return readFrames(
        stream,
        video,
        (frameIndex) => {
          const pixels = frame();
          return pixels ? decodeFramePixels(pixels, frameIndex).text : null;
        },
        onText,
      );
    },

    async decodeImage(file) {
      const pixels = await loadImagePixels(file);
      if (!pixels) {
        return { kind: 'unreadable' };
      }
      const { text } = decodeImagePixels(pixels);
      return text === null ? { kind: 'no-code' } : { kind: 'text', text };
    },
  };
}
