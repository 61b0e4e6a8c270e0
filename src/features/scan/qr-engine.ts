// The zxing decoder, for browsers without a native QR BarcodeDetector: @zxing/browser's
// BrowserQRCodeReader runs the camera loop and decodes image elements, with the scanner's extra
// passes plugged in where it reads a canvas (qr-zxing-reader.ts). Only ever loaded through
// loadQrEngine() (qr-reader.ts) on that path, so @zxing stays in its own chunk, fetched when
// someone opens the scanner and never where the native detector reads codes.
import { BrowserCodeReader } from '@zxing/browser';
import type { IScannerControls } from '@zxing/browser';
import { NotFoundException } from '@zxing/library';
import type { Result } from '@zxing/library';
import type { QrEngine } from './qr-engine-types';
import { cameraQrReader, imageQrReader } from './qr-zxing-reader';

// Between two reads of the camera: leaves the page time to stay responsive, and is still about
// ten reads a second (the library's default waits 500 ms).
const DELAY_BETWEEN_FRAMES_MS = 50;

export function createQrEngine(): QrEngine {
  const imageReader = imageQrReader();
  return {
    kind: 'zxing',

    async scanStream(stream, video, onText) {
      const reader = cameraQrReader({
        delayBetweenScanAttempts: DELAY_BETWEEN_FRAMES_MS,
        delayBetweenScanSuccess: DELAY_BETWEEN_FRAMES_MS,
      });
      const onResult = (result: Result | undefined) => {
        if (result) {
          // For `npm run bench`: when the camera scan read a code (before the hand-off navigates).
          performance.mark('pocketbits:qr-decoded');
          onText(result.getText());
        }
      };
      // The stream stays ours (useQrScanner stops its tracks, switches cameras and watches the
      // torch), so the library gets the video element: its decodeFromStream stops the tracks
      // itself and, where the camera has a torch, then asks the stopped track to switch it off,
      // in a promise that stop()'s type (void) tells no one to await.
      BrowserCodeReader.addVideoSource(video, stream);
      let controls: IScannerControls = await reader.decodeFromVideoElement(video, onResult);
      // The library sizes its frame canvas once, when the scan starts; a phone turned to the
      // other orientation (or a camera that settles on another resolution) resizes the video, and
      // frames drawn on the old canvas lose their edges. In Chromium a code in the lower part of
      // a frame turned from 1280×720 to 720×1280 was still unread after 4 s; scanning again, which
      // gets a canvas that fits, read it in 131 ms.
      let size = `${video.videoWidth}×${video.videoHeight}`;
      const rescan = () => {
        const resized = `${video.videoWidth}×${video.videoHeight}`;
        if (resized !== size) {
          size = resized;
          controls.stop();
          controls = reader.scan(video, onResult);
        }
      };
      video.addEventListener('resize', rescan);
      return {
        stop: () => {
          video.removeEventListener('resize', rescan);
          controls.stop();
        },
      };
    },

    async decodeImage(file) {
      const url = URL.createObjectURL(file);
      try {
        const image = new Image();
        image.src = url;
        try {
          // Loaded here rather than by the library's decodeFromImageUrl: that waits for a `load`
          // event, which a file that is not an image never fires (in Chromium 10,001 ms before it
          // rejected a text file, with undefined; image.decode() said EncodingError in 5 ms).
          await image.decode();
        } catch {
          return { kind: 'unreadable' };
        }
        if (!image.naturalWidth || !image.naturalHeight) {
          // An SVG without a size: nothing to draw (and the library would wait for it too).
          return { kind: 'unreadable' };
        }
        const result = await imageReader.decodeFromImageElement(image);
        return { kind: 'text', text: result.getText() };
      } catch (error) {
        if (error instanceof NotFoundException) {
          return { kind: 'no-code' };
        }
        throw error;
      } finally {
        URL.revokeObjectURL(url);
      }
    },
  };
}
