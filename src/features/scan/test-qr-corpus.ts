// Test pictures of QR codes, made in memory (nothing large is committed): a code drawn through a
// projective transform (turned, skewed, small in a wide frame), then spoilt as cameras and screens
// spoil them (low contrast, JPEG, blur, noise, glare, a dark-mode wallet's light-on-dark code).
// Small pure helpers over RGBA pixel arrays, for qr-corpus.test.ts.
import jpeg from 'jpeg-js';
import QRCode from 'qrcode';
import type { Rgba } from './qr-pixels';

type Point = readonly [number, number];
type Colour = readonly [number, number, number];

/** A deterministic random number generator (mulberry32), so every run sees the same pictures. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function blankImage(width: number, height: number, colour: Colour): Rgba {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let p = 0; p < data.length; p += 4) {
    data[p] = colour[0];
    data[p + 1] = colour[1];
    data[p + 2] = colour[2];
    data[p + 3] = 255;
  }
  return { data, width, height };
}

export function fillRect(
  image: Rgba,
  left: number,
  top: number,
  width: number,
  height: number,
  colour: Colour,
): void {
  for (let y = Math.max(0, top); y < Math.min(image.height, top + height); y += 1) {
    for (let x = Math.max(0, left); x < Math.min(image.width, left + width); x += 1) {
      const p = (y * image.width + x) * 4;
      image.data[p] = colour[0];
      image.data[p + 1] = colour[1];
      image.data[p + 2] = colour[2];
    }
  }
}

/** The 3×3 projective transform taking the unit square's corners (0,0 1,0 1,1 0,1) to `to`. */
function squareToQuad(to: readonly [Point, Point, Point, Point]): number[] {
  // Solve the 8 unknowns h0…h7 (h8 = 1) of x = (h0 u + h1 v + h2) / (h6 u + h7 v + 1), etc.
  const from: Point[] = [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
  ];
  const rows: number[][] = [];
  for (let i = 0; i < 4; i += 1) {
    const [u, v] = from[i]!;
    const [x, y] = to[i]!;
    rows.push([u, v, 1, 0, 0, 0, -u * x, -v * x, x]);
    rows.push([0, 0, 0, u, v, 1, -u * y, -v * y, y]);
  }
  for (let col = 0; col < 8; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < 8; r += 1) {
      if (Math.abs(rows[r]![col]!) > Math.abs(rows[pivot]![col]!)) {
        pivot = r;
      }
    }
    [rows[col], rows[pivot]] = [rows[pivot]!, rows[col]!];
    for (let r = 0; r < 8; r += 1) {
      if (r !== col) {
        const factor = rows[r]![col]! / rows[col]![col]!;
        for (let c = col; c < 9; c += 1) {
          rows[r]![c]! -= factor * rows[col]![c]!;
        }
      }
    }
  }
  return [...rows.map((row, i) => row[8]! / row[i]!), 1];
}

/** The inverse of a 3×3 matrix (row-major). */
function invert3(m: number[]): number[] {
  const [a, b, c, d, e, f, g, h, i] = m as [number, ...number[]] as number[];
  const A = e! * i! - f! * h!;
  const B = -(d! * i! - f! * g!);
  const C = d! * h! - e! * g!;
  const det = a! * A + b! * B + c! * C;
  return [
    A / det,
    -(b! * i! - c! * h!) / det,
    (b! * f! - c! * e!) / det,
    B / det,
    (a! * i! - c! * g!) / det,
    -(a! * f! - c! * d!) / det,
    C / det,
    -(a! * h! - b! * g!) / det,
    (a! * e! - b! * d!) / det,
  ];
}

export interface CodeDrawing {
  text: string;
  /** Where the code's corners (quiet zone included) land: top-left, top-right, bottom-right, bottom-left. */
  corners: readonly [Point, Point, Point, Point];
  dark: Colour;
  light: Colour;
  errorCorrection?: 'L' | 'M' | 'Q';
}

const QUIET_ZONE = 4;
const codes = new Map<string, { count: number; dark: Uint8Array }>();

/** The code's modules (1 dark), row by row, made once per text and error correction level. */
function codeModules(text: string, errorCorrection: 'L' | 'M' | 'Q') {
  const key = `${errorCorrection}:${text}`;
  let code = codes.get(key);
  if (!code) {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: errorCorrection });
    code = { count: modules.size, dark: Uint8Array.from(modules.data) };
    codes.set(key, code);
  }
  return code;
}

/** Draws a QR code of `text` onto `image`, anti-aliased (2×2 samples a pixel). */
export function drawCode(image: Rgba, drawing: CodeDrawing): void {
  const { count, dark } = codeModules(drawing.text, drawing.errorCorrection ?? 'M');
  const span = count + 2 * QUIET_ZONE;
  const h = invert3(squareToQuad(drawing.corners));
  const xs = drawing.corners.map(([x]) => x);
  const ys = drawing.corners.map(([, y]) => y);
  const left = Math.max(0, Math.floor(Math.min(...xs)));
  const right = Math.min(image.width, Math.ceil(Math.max(...xs)));
  const top = Math.max(0, Math.floor(Math.min(...ys)));
  const bottom = Math.min(image.height, Math.ceil(Math.max(...ys)));
  for (let y = top; y < bottom; y += 1) {
    for (let x = left; x < right; x += 1) {
      let inside = 0;
      let darkSamples = 0;
      for (let sample = 0; sample < 4; sample += 1) {
        const px = x + (sample & 1 ? 0.75 : 0.25);
        const py = y + (sample & 2 ? 0.75 : 0.25);
        const w = h[6]! * px + h[7]! * py + h[8]!;
        const u = (h[0]! * px + h[1]! * py + h[2]!) / w;
        const v = (h[3]! * px + h[4]! * py + h[5]!) / w;
        if (u < 0 || v < 0 || u >= 1 || v >= 1) {
          continue;
        }
        inside += 1;
        const col = Math.floor(u * span) - QUIET_ZONE;
        const row = Math.floor(v * span) - QUIET_ZONE;
        if (row >= 0 && col >= 0 && row < count && col < count && dark[row * count + col]) {
          darkSamples += 1;
        }
      }
      if (inside === 0) {
        continue;
      }
      const p = (y * image.width + x) * 4;
      for (let c = 0; c < 3; c += 1) {
        const code = (drawing.dark[c]! * darkSamples + drawing.light[c]! * (4 - darkSamples)) / 4;
        image.data[p + c] = (image.data[p + c]! * (4 - inside) + code * inside) / 4;
      }
    }
  }
}

/** How many modules a side the code of `text` has, quiet zone included. */
export function codeSpan(text: string, errorCorrection: 'L' | 'M' | 'Q' = 'M'): number {
  return (
    QRCode.create(text, { errorCorrectionLevel: errorCorrection }).modules.size + 2 * QUIET_ZONE
  );
}

/** A square of side `side` centred on (cx, cy), turned by `degrees`. */
export function turnedSquare(
  cx: number,
  cy: number,
  side: number,
  degrees: number,
): [Point, Point, Point, Point] {
  const radians = (degrees * Math.PI) / 180;
  const corner = (sx: number, sy: number): Point => {
    const x = (sx * side) / 2;
    const y = (sy * side) / 2;
    return [
      cx + x * Math.cos(radians) - y * Math.sin(radians),
      cy + x * Math.sin(radians) + y * Math.cos(radians),
    ];
  };
  return [corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1)];
}

/** Every channel squeezed into [low, high]: a dim screen or a grey print. */
export function lowerContrast(image: Rgba, low: number, high: number): Rgba {
  const data = new Uint8ClampedArray(image.data);
  const factor = (high - low) / 255;
  for (let p = 0; p < data.length; p += 1) {
    if (p % 4 !== 3) {
      data[p] = low + factor * data[p]!;
    }
  }
  return { ...image, data };
}

/** Box blur of `radius`, twice (close to a Gaussian): an out-of-focus camera. */
export function blur(image: Rgba, radius: number): Rgba {
  let data = image.data;
  for (let pass = 0; pass < 2; pass += 1) {
    data = boxBlur(data, image.width, image.height, radius, 4, image.width * 4);
    data = boxBlur(data, image.height, image.width, radius, image.width * 4, 4);
  }
  return { ...image, data };
}

/** A running-sum box blur along lines of `length` pixels `step` bytes apart, `lines` of them. */
function boxBlur(
  source: Uint8ClampedArray,
  length: number,
  lines: number,
  radius: number,
  step: number,
  lineStep: number,
): Uint8ClampedArray {
  const out = new Uint8ClampedArray(source);
  for (let line = 0; line < lines; line += 1) {
    for (let c = 0; c < 3; c += 1) {
      const base = line * lineStep + c;
      let sum = 0;
      let n = 0;
      for (let k = 0; k <= radius && k < length; k += 1) {
        sum += source[base + k * step]!;
        n += 1;
      }
      for (let i = 0; i < length; i += 1) {
        out[base + i * step] = sum / n;
        const enter = i + radius + 1;
        const leave = i - radius;
        if (enter < length) {
          sum += source[base + enter * step]!;
          n += 1;
        }
        if (leave >= 0) {
          sum -= source[base + leave * step]!;
          n -= 1;
        }
      }
    }
  }
  return out;
}

/** Grey sensor noise of about `amount` levels (sum of uniforms: roughly Gaussian). */
export function addNoise(image: Rgba, amount: number, random: () => number): Rgba {
  const data = new Uint8ClampedArray(image.data);
  for (let p = 0; p < data.length; p += 4) {
    const n = (random() + random() + random() - 1.5) * 2 * amount;
    data[p] = data[p]! + n;
    data[p + 1] = data[p + 1]! + n;
    data[p + 2] = data[p + 2]! + n;
  }
  return { ...image, data };
}

/** A bright reflection: white added in a soft disc at (cx, cy). */
export function addGlare(
  image: Rgba,
  cx: number,
  cy: number,
  radius: number,
  strength: number,
): Rgba {
  const data = new Uint8ClampedArray(image.data);
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      const d2 = ((x - cx) ** 2 + (y - cy) ** 2) / radius ** 2;
      if (d2 > 4) {
        continue;
      }
      const add = strength * Math.exp(-d2);
      const p = (y * image.width + x) * 4;
      for (let c = 0; c < 3; c += 1) {
        data[p + c] = data[p + c]! + add;
      }
    }
  }
  return { ...image, data };
}

/** Through a JPEG encoder and back at `quality` (1–100): real block and ringing artefacts. */
export function jpegRoundTrip(image: Rgba, quality: number): Rgba {
  const encoded = jpeg.encode(
    { data: image.data, width: image.width, height: image.height },
    quality,
  );
  const decoded = jpeg.decode(encoded.data, { useTArray: true, formatAsRGBA: true });
  return {
    data: new Uint8ClampedArray(decoded.data),
    width: decoded.width,
    height: decoded.height,
  };
}
