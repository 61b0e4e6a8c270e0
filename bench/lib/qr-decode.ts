/**
 * The QR decoder's own cost, in Node (the same V8 as Chromium; the page adds a canvas
 * drawImage/getImageData of a few ms a frame): the zxing pipeline the scanner runs where the
 * browser has no native BarcodeDetector, on camera-sized frames and on a file with no code.
 */
import { decodeFramePixels, decodeImagePixels } from '../../src/features/scan/qr-decode.ts';
import type { Rgba } from '../../src/features/scan/qr-pixels.ts';
import {
  addNoise,
  blankImage,
  drawCode,
  fillRect,
  seededRandom,
  turnedSquare,
} from '../../src/features/scan/test-qr-corpus.ts';

// BOLT 11 spec example V2 (BOLT 11 test vectors), as a shop's screen shows it.
const INVOICE =
  'lightning:lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpu9qrsgquk0rl77nj30yxdy8j9vdx85fkpmdla2087ne0xh8nhedh8w27kyke0lp53ut353s06fv3qfegext0eh0ymjpf39tuven09sam30g4vgpfna3rh';

/** A 1280×720 camera frame: a room-ish picture, with the invoice's code held up in it or not. */
function cameraFrame(withCode: boolean): Rgba {
  const random = seededRandom(withCode ? 1 : 2);
  const frame = blankImage(1280, 720, [150, 140, 130]);
  fillRect(frame, 0, 0, 1280, 200, [200, 205, 210]);
  fillRect(frame, 100, 420, 500, 300, [90, 70, 60]);
  if (withCode) {
    drawCode(frame, {
      text: INVOICE,
      corners: turnedSquare(660, 360, 420, 7),
      dark: [30, 30, 30],
      light: [235, 235, 235],
    });
  }
  return addNoise(frame, 6, random);
}

/** Wall-clock and CPU milliseconds of each run (CPU: this process, which decodes on one thread;
 * on a machine shared with other work the wall time also holds the waits for a core). */
export interface Timings {
  wallMs: number[];
  cpuMs: number[];
}

export interface DecodeBench {
  frameWithCode: Timings;
  frameWithoutCode: Timings;
  unreadableFile: Timings;
  unreadableFileSize: string;
}

/** Times `runs` frames of each kind (frame numbers counting up, as the camera loop does). */
export function benchQrDecode(runs: number): DecodeBench {
  const withCode = cameraFrame(true);
  const withoutCode = cameraFrame(false);
  // The largest picture "Scan an image" decodes (drawn at most 1600 px): a photo without a code.
  const photo = addNoise(blankImage(1600, 1200, [120, 120, 120]), 40, seededRandom(3));
  const time = (timings: Timings, run: () => unknown) => {
    const start = performance.now();
    const cpu = process.cpuUsage();
    run();
    timings.cpuMs.push(process.cpuUsage(cpu).user / 1000);
    timings.wallMs.push(performance.now() - start);
  };
  const timings = (): Timings => ({ wallMs: [], cpuMs: [] });
  // Warm up V8 (the page's first frames pay this once).
  for (let i = 0; i < 4; i++) {
    decodeFramePixels(withCode, i);
    decodeFramePixels(withoutCode, i);
  }
  const frameWithCode = timings();
  const frameWithoutCode = timings();
  for (let i = 0; i < runs; i++) {
    time(frameWithCode, () => {
      if (decodeFramePixels(withCode, i).text !== INVOICE) {
        throw new Error(`frame ${i}: the code in the camera frame was not read`);
      }
    });
    time(frameWithoutCode, () => decodeFramePixels(withoutCode, i));
  }
  const unreadableFile = timings();
  for (let i = 0; i < Math.max(3, Math.ceil(runs / 4)); i++) {
    time(unreadableFile, () => {
      if (decodeImagePixels(photo).text !== null) {
        throw new Error('a code was read in a picture without one');
      }
    });
  }
  return {
    frameWithCode,
    frameWithoutCode,
    unreadableFile,
    unreadableFileSize: `${photo.width}×${photo.height}`,
  };
}
