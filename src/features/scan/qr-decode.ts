// zxing's QR reader run over grey-scale pixels, with the second tries real pictures need: the
// code inverted (light on dark, as dark-mode wallets and shop screens show it), turned a little,
// and the centre enlarged (a small code in a wide picture). Pure: no DOM, so the tests feed it
// generated images in Node. Loaded only with qr-engine.ts, in the zxing chunk.
import {
  BitMatrix,
  DecodeHintType,
  Exception as ZxingException,
  HybridBinarizer,
  QRCodeReader,
  RGBLuminanceSource,
} from '@zxing/library';
import type { BinaryBitmap } from '@zxing/library';
import { centreRect, cropLuma, halveLuma, lumaFromRgba, rotateLuma, scaleLuma } from './qr-pixels';
import type { Luma, Rgba } from './qr-pixels';

/** One look at the picture: each costs one binarization, the costly step, and is read twice. */
export interface DecodePass {
  /** Turned by this many degrees first. */
  degrees?: number;
  /** Halved first (the mean of each 2×2 pixels): less noise, and a quarter of the work. */
  halve?: boolean;
  /** Also read it as an image of the code alone (a saved QR code), which skips finding it. */
  pure?: boolean;
  /** Only the middle of the picture, this fraction of each side, enlarged `scale` times. */
  centre?: { fraction: number; scale: number };
}

/**
 * What "Scan an image" tries, in order, until one reads. Bounded, so a picture without a code
 * gives up quickly (≤ 400 ms by `npm run bench`): four binarizations, one at a quarter size.
 */
export const IMAGE_PASSES: readonly DecodePass[] = [
  { pure: true },
  // Noise (a dim photo) breaks the binarizer's small blocks into speckles; averaging 2×2 pixels
  // halves it, at a quarter of the cost.
  { halve: true },
  // A small code in a wide screenshot or photo: its modules are one or two pixels.
  { centre: { fraction: 0.5, scale: 2 } },
  // zxing misses some codes (long invoices, upright and pixel-exact, or seen at an angle) yet
  // reads them turned a few degrees.
  { degrees: 4 },
];

/**
 * What one camera frame gets: first the frame at half size (cheap, and averaging out the sensor
 * noise that breaks zxing's binarizer on flat areas: at full size it missed every one of a dozen
 * codes held up in a mildly noisy frame, at half size it read ten), then alternately the whole
 * frame (small modules) and its enlarged centre (a code held far away). Two passes, one at a
 * quarter of the pixels, so a frame takes ≤ 50 ms (`npm run bench`).
 */
export function framePasses(frameIndex: number): readonly DecodePass[] {
  return frameIndex % 2 === 0 ? FRAME_PASSES_EVEN : FRAME_PASSES_ODD;
}
const FRAME_PASSES_EVEN: readonly DecodePass[] = [{ halve: true }, {}];
const FRAME_PASSES_ODD: readonly DecodePass[] = [
  { halve: true },
  { centre: { fraction: 0.4, scale: 2 } },
];

export interface DecodeOutcome {
  text: string | null;
  /** How many passes were made (binarizations): the bounded work, for the tests. */
  passes: number;
}

const reader = new QRCodeReader();
const HINTS = new Map<DecodeHintType, unknown>([[DecodeHintType.TRY_HARDER, true]]);
const PURE_HINTS = new Map<DecodeHintType, unknown>([[DecodeHintType.PURE_BARCODE, true]]);

/** Reads the first QR code `passes` find in `image`, trying each pass plain then inverted. */
export function decodeQr(image: Rgba, passes: readonly DecodePass[]): DecodeOutcome {
  const luma = lumaFromRgba(image);
  let made = 0;
  for (const pass of passes) {
    made += 1;
    const text = readPass(applyPass(luma, pass), pass.pure === true);
    if (text !== null) {
      return { text, passes: made };
    }
  }
  return { text: null, passes: made };
}

function applyPass(luma: Luma, pass: DecodePass): Luma {
  let picture = pass.halve ? halveLuma(luma) : luma;
  if (pass.centre) {
    const { fraction, scale } = pass.centre;
    picture = scaleLuma(
      cropLuma(picture, centreRect(picture.width, picture.height, fraction)),
      scale,
    );
  }
  if (pass.degrees) {
    picture = rotateLuma(picture, pass.degrees);
  }
  return picture;
}

function readPass(luma: Luma, tryPure: boolean): string | null {
  const source = new RGBLuminanceSource(luma.data, luma.width, luma.height);
  const matrix = new HybridBinarizer(source).getBlackMatrix();
  // HybridBinarizer thresholds each block against its own neighbourhood, so the inverted picture
  // binarizes to the same matrix with every bit flipped: flipping is far cheaper than binarizing
  // again, and reads light-on-dark codes at almost no cost.
  const inverted = matrix.clone();
  inverted.xor(allOnes(matrix.getWidth(), matrix.getHeight()));
  for (const bits of [matrix, inverted]) {
    const text = readMatrix(bits, HINTS);
    if (text !== null) {
      return text;
    }
  }
  if (tryPure) {
    for (const bits of [matrix, inverted]) {
      const text = readMatrix(bits, PURE_HINTS);
      if (text !== null) {
        return text;
      }
    }
  }
  return null;
}

function readMatrix(matrix: BitMatrix, hints: Map<DecodeHintType, unknown>): string | null {
  try {
    // QRCodeReader only asks the bitmap for its black matrix: hand it the one already made.
    const bitmap = { getBlackMatrix: () => matrix } as unknown as BinaryBitmap;
    return reader.decode(bitmap, hints).getText();
  } catch (error) {
    // zxing says "no code here" (or one it cannot read) with its own exceptions; anything else
    // is a bug and surfaces.
    if (error instanceof ZxingException) {
      return null;
    }
    throw error;
  }
}

let ones: BitMatrix | undefined;
function allOnes(width: number, height: number): BitMatrix {
  if (!ones || ones.getWidth() !== width || ones.getHeight() !== height) {
    ones = new BitMatrix(width, height);
    ones.setRegion(0, 0, width, height);
  }
  return ones;
}

/** What Scan → "Scan an image" runs on the picture's pixels (drawn at most MAX_IMAGE_SIDE). */
export const decodeImagePixels = (image: Rgba): DecodeOutcome => decodeQr(image, IMAGE_PASSES);

/** What the camera runs on frame number `frameIndex`. */
export const decodeFramePixels = (image: Rgba, frameIndex: number): DecodeOutcome =>
  decodeQr(image, framePasses(frameIndex));
