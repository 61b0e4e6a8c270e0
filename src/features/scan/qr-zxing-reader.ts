// @zxing/browser's BrowserQRCodeReader with our extra passes: the library draws the camera's
// frame or the chosen image on a canvas and hands it to decodeFromCanvas; here that reads the
// canvas's grey levels with the library's luminance source and tries each pass (qr-decode.ts)
// with the reader's own QRCodeReader. No DOM beyond the canvas it is given, so the corpus test and
// the bench run exactly this in Node, on a stand-in canvas.
import { BrowserQRCodeReader, HTMLCanvasElementLuminanceSource } from '@zxing/browser';
import type { IBrowserCodeReaderOptions } from '@zxing/browser';
import { NotFoundException } from '@zxing/library';
import type { Result } from '@zxing/library';
import { decodeLuma, framePasses, IMAGE_PASSES } from './qr-decode';
import type { DecodeOutcome, DecodePass } from './qr-decode';
import { IMAGE_MAX_SIDE } from './qr-pixels';
import type { Luma } from './qr-pixels';

export interface PassesOptions extends IBrowserCodeReaderOptions {
  /** The passes for the n-th picture this reader is given (the camera takes them in turn). */
  passes: (call: number) => readonly DecodePass[];
  /** Larger pictures are scaled down to this side first (a photo's code reads at this size). */
  maxSide?: number;
}

export class PassesQrReader extends BrowserQRCodeReader {
  private calls = 0;
  private readonly passesFor: PassesOptions['passes'];
  private readonly maxSide: number;
  /** What the last picture took, for the tests: passes made before a read or giving up. */
  lastOutcome: DecodeOutcome | undefined;

  constructor({ passes, maxSide = Infinity, ...options }: PassesOptions) {
    super(undefined, options);
    this.passesFor = passes;
    this.maxSide = maxSide;
  }

  /** What the library's camera loop and image decode call with the picture drawn on `canvas`. */
  override decodeFromCanvas(canvas: HTMLCanvasElement): Result {
    const luma = canvasLuma(canvas, this.maxSide);
    const outcome = luma
      ? decodeLuma(luma, this.passesFor(this.calls++), this.reader)
      : { result: null, passes: 0 };
    this.lastOutcome = outcome;
    if (!outcome.result) {
      // The library's "nothing here": its camera loop tries the next frame.
      throw new NotFoundException();
    }
    return outcome.result;
  }
}

/** The reader of "Scan an image": every image pass, on the picture at most IMAGE_MAX_SIDE. */
export const imageQrReader = (): PassesQrReader =>
  new PassesQrReader({ passes: () => IMAGE_PASSES, maxSide: IMAGE_MAX_SIDE });

/** A reader for one camera scan: its frame count, which picks each frame's passes, starts at 0. */
export const cameraQrReader = (options: IBrowserCodeReaderOptions = {}): PassesQrReader =>
  new PassesQrReader({ passes: framePasses, ...options });

/** The canvas's grey levels (at most `maxSide` a side); null for an empty one. */
function canvasLuma(canvas: HTMLCanvasElement, maxSide: number): Luma | null {
  const { width, height } = canvas;
  if (!width || !height) {
    // A video that has no frame size yet: its canvas has no pixels to read.
    return null;
  }
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const source = scale < 1 ? scaledCanvas(canvas, scale) : canvas;
  return {
    data: new HTMLCanvasElementLuminanceSource(source).getMatrix(),
    width: source.width,
    height: source.height,
  };
}

function scaledCanvas(canvas: HTMLCanvasElement, scale: number): HTMLCanvasElement {
  const scaled = canvas.ownerDocument.createElement('canvas');
  scaled.width = Math.max(1, Math.round(canvas.width * scale));
  scaled.height = Math.max(1, Math.round(canvas.height * scale));
  const context = scaled.getContext('2d', { willReadFrequently: true });
  if (!context) {
    throw new Error('no 2D canvas');
  }
  context.drawImage(canvas, 0, 0, scaled.width, scaled.height);
  return scaled;
}
