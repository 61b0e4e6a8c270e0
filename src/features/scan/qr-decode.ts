// The passes the zxing fallback makes over a picture before it gives up: zxing's QR reader (the
// one @zxing/browser's BrowserQRCodeReader holds) run over grey levels prepared the ways real
// pictures need: inverted (light on dark, as dark-mode wallets and shop screens show codes), the
// centre enlarged (a small code in a wide picture), halved and sharpened (noise, blur), one
// threshold for the whole picture (noise), and a code seen at an angle or turned straightened.
// Pure: no DOM, so the tests feed it generated images in Node. Loaded only with the zxing chunk.
import {
  BitMatrix,
  DecodeHintType,
  Exception as ZxingException,
  GlobalHistogramBinarizer,
  HybridBinarizer,
  RGBLuminanceSource,
} from '@zxing/library';
import type { BinaryBitmap, Binarizer, Result, ResultPointCallback } from '@zxing/library';
// zxing's own finder-pattern search, which its index does not re-export: the straightening pass
// needs where zxing found the code's three corners when it could not read the code. Its exception
// comes from the same files (in Node the deep path and the index are separate module copies).
import FinderNotFoundException from '@zxing/library/esm/core/NotFoundException';
import FinderPatternFinder from '@zxing/library/esm/core/qrcode/detector/FinderPatternFinder';
import {
  centreRect,
  cropLuma,
  halveLuma,
  invertLuma,
  projectLuma,
  scaleLuma,
  sharpenLuma,
} from './qr-pixels';
import type { Luma } from './qr-pixels';

/** One look at the picture: each costs one binarization, the costly step, and is read twice. */
export interface DecodePass {
  /** Halved first (the mean of each 2×2 pixels): less noise, and a quarter of the work. */
  halve?: boolean;
  /**
   * Also read it as an image of the code alone (a saved QR code), which skips finding it. Only
   * where the picture is square, as such an image is: elsewhere it cannot be one, and on a
   * photo's noise zxing would sample a grid the size of the picture for nothing.
   */
  pure?: boolean;
  /** Only the middle of the picture, this fraction of each side, enlarged `scale` times. */
  centre?: { fraction: number; scale: number };
  /**
   * Light on dark, from the inverted picture binarized anew rather than the flipped bits: zxing's
   * binarizer takes an even block for background (white), so a dark page round a light-on-dark
   * code flips to black and buries the code's quiet zone.
   */
  invert?: boolean;
  /**
   * One threshold for the whole picture (GlobalHistogramBinarizer) instead of one a block: noise
   * on a dark page breaks the block binarizer's flat areas into speckles.
   */
  global?: boolean;
  /**
   * Where zxing finds the code's three finder patterns yet cannot read it (a code seen at a
   * steep angle: zxing samples it as a parallelogram), straighten it first: the finder patterns'
   * module sizes tell how much nearer one corner is than the others.
   */
  straighten?: boolean;
  /** Edges sharpened (unsharp mask): an out-of-focus code's modules run into each other. */
  sharpen?: boolean;
}

/**
 * What "Scan an image" tries, in order, until one reads. Bounded, so a picture without a code
 * gives up quickly (≤ 400 ms by `npm run bench`): five binarizations, one at a quarter size.
 * Each pass straightens a code whose finder patterns it finds but cannot read (steep angles, and
 * turned ones: a straightened code is upright). Measured on the corpus of qr-corpus.test.ts.
 */
export const IMAGE_PASSES: readonly DecodePass[] = [
  // Screenshots, photos, codes seen at an angle or turned.
  { pure: true, straighten: true },
  // Noise (a dim photo, a light-on-dark code photographed) breaks the block binarizer's flat
  // areas into speckles: one threshold for the whole picture reads through it.
  { global: true, straighten: true },
  // Out of focus: averaging 2×2 pixels halves the blur in pixels, sharpening separates modules.
  { halve: true, sharpen: true, straighten: true },
  // A small code in a wide screenshot or photo: its modules are one or two pixels.
  { centre: { fraction: 0.5, scale: 2 }, straighten: true },
  // The same, light on dark (a dark-mode wallet's screen photographed from afar).
  { centre: { fraction: 0.5, scale: 1.5 }, invert: true },
];

/**
 * What one camera frame gets: first the frame at half size (cheap, and averaging out the sensor
 * noise that breaks zxing's binarizer on flat areas: at full size it missed every one of a dozen
 * codes held up in a mildly noisy frame, at half size it read ten), then in turn the image's
 * other looks: the whole frame (small modules), its enlarged centre plain and light on dark (a
 * code held far away), one threshold for the frame (noise), the half frame sharpened (out of
 * focus; sharpening every frame's half would undo what halving does for noise). So a frame takes
 * ≤ 50 ms (`npm run bench`), and a code held up for four frames (about a third of a second) has
 * had every look.
 */
export function framePasses(frameIndex: number): readonly DecodePass[] {
  return FRAME_PASSES[frameIndex % FRAME_PASSES.length]!;
}
const HALF_FRAME: DecodePass = { halve: true, straighten: true };
const FRAME_PASSES: readonly (readonly DecodePass[])[] = [
  [HALF_FRAME, {}],
  [
    HALF_FRAME,
    { centre: { fraction: 0.4, scale: 2 }, straighten: true },
    { centre: { fraction: 0.4, scale: 1.5 }, invert: true },
  ],
  [HALF_FRAME, { global: true, straighten: true }],
  [HALF_FRAME, { halve: true, sharpen: true, straighten: true }],
];

export interface DecodeOutcome {
  result: Result | null;
  /** How many passes were made: the bounded work, for the tests. */
  passes: number;
}

/** zxing's QR reader, as @zxing/browser's BrowserQRCodeReader holds it. */
export interface BitmapReader {
  decode(image: BinaryBitmap, hints?: Map<DecodeHintType, unknown>): Result;
}

// How far from square a picture of the code alone may be (a few pixels of border).
const SQUARE_TOLERANCE = 0.05;
const HINTS = new Map<DecodeHintType, unknown>([[DecodeHintType.TRY_HARDER, true]]);
const PURE_HINTS = new Map<DecodeHintType, unknown>([[DecodeHintType.PURE_BARCODE, true]]);

/** Reads the first QR code `passes` find in `luma` with `reader`. */
export function decodeLuma(
  luma: Luma,
  passes: readonly DecodePass[],
  reader: BitmapReader,
): DecodeOutcome {
  let made = 0;
  for (const pass of passes) {
    made += 1;
    const result = readPass(reader, luma, pass);
    if (result) {
      return { result, passes: made };
    }
  }
  return { result: null, passes: made };
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
  if (pass.sharpen) {
    picture = sharpenLuma(picture);
  }
  return pass.invert ? invertLuma(picture) : picture;
}

/** Black and white; null where zxing finds nothing to tell apart (a picture of one grey). */
function binarize(luma: Luma, global: boolean): BitMatrix | null {
  const source = new RGBLuminanceSource(luma.data, luma.width, luma.height);
  const binarizer: Binarizer = global
    ? new GlobalHistogramBinarizer(source)
    : new HybridBinarizer(source);
  return zxingOrNull(() => binarizer.getBlackMatrix());
}

/** `read`'s answer, or null where zxing says "no code here" (or one it cannot read). */
function zxingOrNull<T>(read: () => T): T | null {
  try {
    return read();
  } catch (error) {
    // zxing says so with its own exceptions; anything else is a bug and surfaces.
    if (error instanceof ZxingException) {
      return null;
    }
    throw error;
  }
}

function readPass(reader: BitmapReader, source: Luma, pass: DecodePass): Result | null {
  const luma = applyPass(source, pass);
  const matrix = binarize(luma, pass.global === true);
  if (!matrix) {
    return null;
  }
  // HybridBinarizer thresholds each block against its own neighbourhood, so the inverted picture
  // binarizes to nearly the same matrix with every bit flipped: flipping is far cheaper than
  // binarizing again, and reads most light-on-dark codes at almost no cost.
  const candidates = pass.invert ? [matrix] : [matrix, flipped(matrix)];
  for (const bits of candidates) {
    const result = readMatrix(reader, bits, HINTS);
    if (result) {
      return result;
    }
  }
  if (pass.pure && Math.abs(luma.width - luma.height) <= SQUARE_TOLERANCE * luma.width) {
    for (const bits of candidates) {
      const result = readMatrix(reader, bits, PURE_HINTS);
      if (result) {
        return result;
      }
    }
  }
  if (pass.straighten) {
    // The finder patterns are looked for in this pass's picture; a halved one is redrawn from
    // the full picture, so the straightened code keeps every pixel of detail.
    const [from, scale] = pass.halve && !pass.centre && !pass.invert ? [source, 2] : [luma, 1];
    for (const [index, bits] of candidates.entries()) {
      const result = readStraightened(reader, bits, from, scale, pass.global === true, index > 0);
      if (result) {
        return result;
      }
    }
  }
  return null;
}

// A first straightening leaves some of a steep angle (the module sizes it goes by are estimates);
// the finder patterns found again in its picture leave less.
const STRAIGHTENING_ROUNDS = 2;

/** Straightens the code whose finder patterns are in `bits` and reads it; null where none. */
function readStraightened(
  reader: BitmapReader,
  bits: BitMatrix,
  luma: Luma,
  scale: number,
  global: boolean,
  flip: boolean,
): Result | null {
  let [found, picture, pictureScale] = [bits, luma, scale];
  for (let round = 0; round < STRAIGHTENING_ROUNDS; round += 1) {
    const straight = straightened(found, picture, pictureScale);
    const straightBits = straight && binarize(straight, global);
    if (!straightBits) {
      return null;
    }
    const oriented = flip ? flipped(straightBits) : straightBits;
    const result = readMatrix(reader, oriented, HINTS);
    if (result) {
      return result;
    }
    [found, picture, pictureScale] = [oriented, straight, 1];
  }
  return null;
}

function readMatrix(
  reader: BitmapReader,
  matrix: BitMatrix,
  hints: Map<DecodeHintType, unknown>,
): Result | null {
  // QRCodeReader only asks the bitmap for its black matrix: hand it the one already made.
  const bitmap = { getBlackMatrix: () => matrix } as unknown as BinaryBitmap;
  return zxingOrNull(() => reader.decode(bitmap, hints));
}

let ones: BitMatrix | undefined;
function flipped(matrix: BitMatrix): BitMatrix {
  const width = matrix.getWidth();
  const height = matrix.getHeight();
  if (!ones || ones.getWidth() !== width || ones.getHeight() !== height) {
    ones = new BitMatrix(width, height);
    ones.setRegion(0, 0, width, height);
  }
  const copy = matrix.clone();
  copy.xor(ones);
  return copy;
}

// Modules of margin round the finder patterns' centres in the straightened picture: 3.5 to the
// code's edge, 4 of quiet zone, and some slack.
const STRAIGHT_MARGIN_MODULES = 9;
// Finder patterns a code could have: between version 1's centres (14 modules) and version 40's
// (170), the two sides alike, and no corner more than twice as near as another.
const MIN_MODULES_BETWEEN = 13;
const MAX_MODULES_BETWEEN = 172;
const MAX_SIDE_RATIO = 1.3;
const MAX_MODULE_RATIO = 2;

/**
 * The code whose finder patterns zxing finds in `bits`, redrawn square and upright from `luma`
 * (`scale` times the size of `bits`); null where zxing finds no three that could be a code's.
 * Under a projective map the size of a module shrinks with its distance from the camera, so the
 * three finder patterns' module sizes give the depth of each corner and with it the fourth
 * corner, which zxing itself takes for the far corner of a parallelogram.
 */
function straightened(bits: BitMatrix, luma: Luma, scale: number): Luma | null {
  let info;
  try {
    // No callback for the points it finds, as zxing's own detector is made without one.
    info = new FinderPatternFinder(bits, null as unknown as ResultPointCallback).find(HINTS);
  } catch (error) {
    if (error instanceof FinderNotFoundException) {
      return null;
    }
    throw error;
  }
  const [topLeft, topRight, bottomLeft] = [
    info.getTopLeft(),
    info.getTopRight(),
    info.getBottomLeft(),
  ].map((pattern) => ({
    x: pattern.getX() * scale,
    y: pattern.getY() * scale,
    module: pattern.getEstimatedModuleSize() * scale,
  })) as [Corner, Corner, Corner];
  const across = modulesBetween(topLeft, topRight);
  const down = modulesBetween(topLeft, bottomLeft);
  const moduleSizes = [topLeft.module, topRight.module, bottomLeft.module];
  const modulePx = Math.max(...moduleSizes);
  if (
    Math.min(across, down) < MIN_MODULES_BETWEEN ||
    Math.max(across, down) > MAX_MODULES_BETWEEN ||
    Math.max(across, down) > MAX_SIDE_RATIO * Math.min(across, down) ||
    modulePx > MAX_MODULE_RATIO * Math.min(...moduleSizes)
  ) {
    return null;
  }
  // Depth (the projective w) of each corner relative to the top left's.
  const wTR = topLeft.module / topRight.module;
  const wBL = topLeft.module / bottomLeft.module;
  const inner = Math.round(((across + down) / 2) * modulePx);
  const margin = Math.round(STRAIGHT_MARGIN_MODULES * modulePx);
  const side = inner + 2 * margin;
  // (u, v) in the unit square between the finder centres → the picture, in homogeneous form:
  // u·A + v·B + C, with A, B and C taken from the corners and their depths.
  const [cx, cy] = [topLeft.x, topLeft.y];
  const [ax, ay, aw] = [wTR * topRight.x - cx, wTR * topRight.y - cy, wTR - 1];
  const [bx, by, bw] = [wBL * bottomLeft.x - cx, wBL * bottomLeft.y - cy, wBL - 1];
  // Output pixel (x, y) → (u, v) = ((x - margin) / inner, (y - margin) / inner).
  const s = 1 / inner;
  const t = -margin / inner;
  const h = [
    ax * s,
    bx * s,
    (ax + bx) * t + cx,
    ay * s,
    by * s,
    (ay + by) * t + cy,
    aw * s,
    bw * s,
    (aw + bw) * t + 1,
  ];
  return projectLuma(luma, h, side, side);
}

interface Corner {
  x: number;
  y: number;
  module: number;
}

/** Modules between two finder patterns' centres, each end measured with its own module size. */
const modulesBetween = (a: Corner, b: Corner) =>
  Math.hypot(b.x - a.x, b.y - a.y) / ((a.module + b.module) / 2);
