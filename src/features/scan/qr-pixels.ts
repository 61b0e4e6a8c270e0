// Pictures for the QR decoders: RGBA pixels as a canvas holds them (the native path inverts
// them), and grey levels cropped, scaled, sharpened and straightened for zxing's passes. Pure (no
// DOM, no decoder), so the native path loads no zxing and tests run it in Node.

/**
 * "Scan an image" scales larger pictures down to this side first: the decoders walk every pixel,
 * and a QR code in a photo is still readable at this size.
 */
export const IMAGE_MAX_SIDE = 1600;

/** One byte of brightness a pixel, row by row (0 black, 255 white). */
export interface Luma {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** RGBA pixels, row by row, as a canvas's ImageData holds them. */
export interface Rgba {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** White becomes black and black white: a light-on-dark code becomes an ordinary one. */
export function invertLuma({ data, width, height }: Luma): Luma {
  const inverted = new Uint8ClampedArray(data.length);
  for (let i = 0; i < data.length; i += 1) {
    inverted[i] = 255 - data[i]!;
  }
  return { data: inverted, width, height };
}

/** White becomes black and black white (RGBA, for the native detector). */
export function invertRgba({ data, width, height }: Rgba): Rgba {
  const inverted = new Uint8ClampedArray(data.length);
  for (let p = 0; p < data.length; p += 4) {
    inverted[p] = 255 - data[p]!;
    inverted[p + 1] = 255 - data[p + 1]!;
    inverted[p + 2] = 255 - data[p + 2]!;
    inverted[p + 3] = data[p + 3]!;
  }
  return { data: inverted, width, height };
}

/** The middle `fraction` of the picture (each side), where people hold a code up. */
export function centreRect(width: number, height: number, fraction: number): Rect {
  const cropWidth = Math.max(1, Math.round(width * fraction));
  const cropHeight = Math.max(1, Math.round(height * fraction));
  return {
    left: Math.floor((width - cropWidth) / 2),
    top: Math.floor((height - cropHeight) / 2),
    width: cropWidth,
    height: cropHeight,
  };
}

export function cropLuma(luma: Luma, rect: Rect): Luma {
  const data = new Uint8ClampedArray(rect.width * rect.height);
  for (let y = 0; y < rect.height; y += 1) {
    const from = (rect.top + y) * luma.width + rect.left;
    data.set(luma.data.subarray(from, from + rect.width), y * rect.width);
  }
  return { data, width: rect.width, height: rect.height };
}

/**
 * The picture at half the size, each pixel the mean of four: sensor noise drops by half, and
 * a code with large modules reads as well in a quarter of the time.
 */
export function halveLuma(luma: Luma): Luma {
  const width = Math.max(1, luma.width >> 1);
  const height = Math.max(1, luma.height >> 1);
  const data = new Uint8ClampedArray(width * height);
  const source = luma.data;
  for (let y = 0; y < height; y += 1) {
    const row0 = 2 * y * luma.width;
    const row1 = Math.min(2 * y + 1, luma.height - 1) * luma.width;
    for (let x = 0; x < width; x += 1) {
      const x0 = 2 * x;
      const x1 = Math.min(x0 + 1, luma.width - 1);
      data[y * width + x] =
        (source[row0 + x0]! + source[row0 + x1]! + source[row1 + x0]! + source[row1 + x1]! + 2) >>
        2;
    }
  }
  return { data, width, height };
}

/**
 * The picture `factor` times as large (bilinear): a code of one or two pixels a module becomes
 * one the binarizer can tell apart from its neighbours.
 */
export function scaleLuma(luma: Luma, factor: number): Luma {
  const width = Math.max(1, Math.round(luma.width * factor));
  const height = Math.max(1, Math.round(luma.height * factor));
  const data = new Uint8ClampedArray(width * height);
  // Where each output column samples from, worked out once for all rows.
  const x0s = new Int32Array(width);
  const fxs = new Float32Array(width);
  for (let x = 0; x < width; x += 1) {
    const sx = clamp((x + 0.5) / factor - 0.5, 0, luma.width - 1);
    x0s[x] = Math.floor(sx);
    fxs[x] = sx - x0s[x]!;
  }
  const source = luma.data;
  const last = luma.width - 1;
  for (let y = 0; y < height; y += 1) {
    const sy = clamp((y + 0.5) / factor - 0.5, 0, luma.height - 1);
    const y0 = Math.floor(sy);
    const fy = sy - y0;
    const row0 = y0 * luma.width;
    const row1 = Math.min(y0 + 1, luma.height - 1) * luma.width;
    const out = y * width;
    for (let x = 0; x < width; x += 1) {
      const x0 = x0s[x]!;
      const x1 = x0 < last ? x0 + 1 : x0;
      const fx = fxs[x]!;
      const top = source[row0 + x0]! + (source[row0 + x1]! - source[row0 + x0]!) * fx;
      const bottom = source[row1 + x0]! + (source[row1 + x1]! - source[row1 + x0]!) * fx;
      data[out + x] = top + (bottom - top) * fy;
    }
  }
  return { data, width, height };
}

/**
 * Edges sharpened: each pixel pushed away from the mean of its 3×3 neighbourhood (an unsharp
 * mask), so the modules of an out-of-focus code stand apart again.
 */
export function sharpenLuma(luma: Luma): Luma {
  const { width, height } = luma;
  const source = luma.data;
  const data = new Uint8ClampedArray(source);
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1, i = y * width + 1; x < width - 1; x += 1, i += 1) {
      const above = i - width;
      const below = i + width;
      const sum =
        source[above - 1]! +
        source[above]! +
        source[above + 1]! +
        source[i - 1]! +
        source[i]! +
        source[i + 1]! +
        source[below - 1]! +
        source[below]! +
        source[below + 1]!;
      // Twice the difference from the mean: out = p + 2 (p - mean).
      data[i] = 3 * source[i]! - (2 * sum) / 9;
    }
  }
  return { data, width, height };
}

/**
 * A `width`×`height` picture whose pixel (x, y) is the source's at the projective map `h` (row
 * by row, 3×3) of (x, y, 1), on white where that falls outside: straightens a code seen at an
 * angle once `h` is known.
 */
export function projectLuma(luma: Luma, h: readonly number[], width: number, height: number): Luma {
  const data = new Uint8ClampedArray(width * height).fill(255);
  const source = luma.data;
  const maxX = luma.width - 1;
  const maxY = luma.height - 1;
  for (let y = 0; y < height; y += 1) {
    const py = y + 0.5;
    const out = y * width;
    for (let x = 0; x < width; x += 1) {
      const px = x + 0.5;
      const w = h[6]! * px + h[7]! * py + h[8]!;
      if (w <= 0) {
        continue;
      }
      const sx = (h[0]! * px + h[1]! * py + h[2]!) / w - 0.5;
      const sy = (h[3]! * px + h[4]! * py + h[5]!) / w - 0.5;
      if (!(sx >= 0 && sy >= 0 && sx < maxX && sy < maxY)) {
        continue;
      }
      const x0 = sx | 0;
      const y0 = sy | 0;
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * luma.width + x0;
      const top = source[i]! + (source[i + 1]! - source[i]!) * fx;
      const bottom =
        source[i + luma.width]! + (source[i + luma.width + 1]! - source[i + luma.width]!) * fx;
      data[out + x] = top + (bottom - top) * fy;
    }
  }
  return { data, width, height };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
