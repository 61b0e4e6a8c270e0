/**
 * The QR decoder's own cost, in Node (the same V8 as Chromium; the page adds a canvas
 * drawImage of a few ms a frame): the zxing reader the scanner runs where the browser has no
 * native BarcodeDetector (@zxing/browser's BrowserQRCodeReader with the scanner's passes, from
 * the canvas on), on camera-sized frames and on a file with no code.
 */
import type { Rgba } from '../../src/features/scan/qr-pixels.ts';
import { cameraQrReader, imageQrReader } from '../../src/features/scan/qr-zxing-reader.ts';
import type { PassesQrReader } from '../../src/features/scan/qr-zxing-reader.ts';
import {
  addNoise,
  blankImage,
  canvasOf,
  drawCode,
  fillRect,
  seededRandom,
  turnedSquare,
} from '../../src/features/scan/test-qr-corpus.ts';

/** The text the reader finds on `image`'s canvas, or null (its "no code here"). */
function read(reader: PassesQrReader, image: Rgba): string | null {
  try {
    return reader.decodeFromCanvas(canvasOf(image)).getText();
  } catch (error) {
    if (reader.lastOutcome?.result === null) {
      return null;
    }
    throw error;
  }
}

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
  // One reader a kind, as the camera loop has: frame numbers count up on each.
  const frames = { withCode: cameraQrReader(), withoutCode: cameraQrReader() };
  const files = imageQrReader();
  // Warm up V8 (the page's first frames pay this once), on every frame's passes.
  const warmUp = { withCode: cameraQrReader(), withoutCode: cameraQrReader() };
  for (let i = 0; i < 4; i++) {
    read(warmUp.withCode, withCode);
    read(warmUp.withoutCode, withoutCode);
  }
  const frameWithCode = timings();
  const frameWithoutCode = timings();
  for (let i = 0; i < runs; i++) {
    time(frameWithCode, () => {
      if (read(frames.withCode, withCode) !== INVOICE) {
        throw new Error(`frame ${i}: the code in the camera frame was not read`);
      }
    });
    time(frameWithoutCode, () => read(frames.withoutCode, withoutCode));
  }
  const unreadableFile = timings();
  for (let i = 0; i < Math.max(3, Math.ceil(runs / 4)); i++) {
    time(unreadableFile, () => {
      if (read(files, photo) !== null) {
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
