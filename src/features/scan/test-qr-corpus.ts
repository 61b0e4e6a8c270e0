// Test pictures of QR codes, made in memory (nothing large is committed): a code drawn through a
// projective transform (turned, skewed, seen at an angle, small in a wide frame), then spoilt as
// cameras and screens spoil them (low contrast, JPEG, blur, noise, glare, a dark-mode wallet's
// light-on-dark code). Small pure helpers over RGBA pixel arrays, a stand-in canvas that hands
// them to @zxing/browser in Node, and the corpus itself: for qr-corpus.test.ts and the bench.
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

/**
 * A square of side `side` centred on (cx, cy), turned by `degrees`, as a camera sees it:
 * `keystone` shortens the top edge by that fraction (seen from below, the far edge smaller),
 * `shear` slants it (the top edge moved right by that fraction of the side).
 */
export function cameraQuad(
  cx: number,
  cy: number,
  side: number,
  { degrees = 0, keystone = 0, shear = 0 }: { degrees?: number; keystone?: number; shear?: number },
): [Point, Point, Point, Point] {
  const half = side / 2;
  const top = half * (1 - keystone);
  const slant = shear * side;
  const corners: Point[] = [
    [-top + slant / 2, -half],
    [top + slant / 2, -half],
    [half - slant / 2, half],
    [-half - slant / 2, half],
  ];
  const radians = (degrees * Math.PI) / 180;
  const [first, second, third, fourth] = corners.map(([x, y]): Point => [
    cx + x * Math.cos(radians) - y * Math.sin(radians),
    cy + x * Math.sin(radians) + y * Math.cos(radians),
  ]);
  return [first!, second!, third!, fourth!];
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

/**
 * A stand-in for a canvas holding `image`: all that @zxing/browser's luminance source asks of
 * one (its size and its pixels), so the tests and the bench run the browser's decode path in Node.
 */
export function canvasOf(image: Rgba): HTMLCanvasElement {
  const imageData = { data: image.data, width: image.width, height: image.height };
  const context = { getImageData: () => imageData };
  return {
    width: image.width,
    height: image.height,
    getContext: () => context,
  } as unknown as HTMLCanvasElement;
}

// ---------------------------------------------------------------------------------------------
// The corpus: every kind of code people scan, in the pictures phones take of them.

// BOLT 11 spec examples (V1, V2, V13 in capitals) and a
// self-made invoice, LUD-01 and self-made LNURLs.
const V1 =
  'lnbc1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6twvus8g6rfwvs8qun0dfjkxaq9qrsgq357wnc5r2ueh7ck6q93dj32dlqnls087fxdwk8qakdyafkq3yap9us6v52vjjsrvywa6rt52cm9r9zqt8r2t7mlcwspyetp5h2tztugp9lfyql';
const V2 =
  'lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpu9qrsgquk0rl77nj30yxdy8j9vdx85fkpmdla2087ne0xh8nhedh8w27kyke0lp53ut353s06fv3qfegext0eh0ymjpf39tuven09sam30g4vgpfna3rh';
const V13 =
  'LNBC25M1PVJLUEZPP5QQQSYQCYQ5RQWZQFQQQSYQCYQ5RQWZQFQQQSYQCYQ5RQWZQFQYPQDQ5VDHKVEN9V5SXYETPDEESSP5ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYGS9Q5SQQQQQQQQQQQQQQQQSGQ2A25DXL5HRNTDTN6ZVYDT7D66HYZSYHQS4WDYNAVYS42XGL6SGX9C4G7ME86A27T07MDTFRY458RTJR0V92CNMSWPSJSCGT2VCSE3SGPZ3UAPA';
const PAY_OK =
  'lnbc100n1pj48ugqpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygshp52pmnmv375qhm6gs55zn7rs58lh67knfl82zdnqpdqp6v368da4hsxqzjccqzpg9qyzsqqt0p50xzswhuwqmxmjmqu6plqwsyymucncr98t6yl9fyw3axgr6xhpwnnca520ylr47697ylan3dk7wh3jp0g8xendfyawcvhzh035lgp2px3um';

export const PAYLOADS: Record<string, string[]> = {
  invoice: [V1, `lightning:${V2}`, `LIGHTNING:${V13}`, PAY_OK.toUpperCase()],
  // As wallets render them: bech32 in capitals (QR alphanumeric mode), often with the scheme.
  lnurl: [
    'LNURL1DP68GURN8GHJ7UM9WFMXJCM99E3K7MF0V9CXJ0M385EKVCENXC6R2C35XVUKXEFCV5MKVV34X5EKZD3EV56NYD3HXQURZEPEXEJXXEPNXSCRVWFNV9NXZCN9XQ6XYEFHVGCXXCMYXYMNSERXFQ5FNS',
    'LIGHTNING:LNURL1DP68GURN8GHJ7MRWVF5HGUEWV4UXZMTSD3JJUCM0D5HKCMN4WFK8QTMPWP5J7A339AKXUATJDSHKZCNRXYERX2NYD2Y',
    'LNURL1DP68GURN8GHJ7MRWVF5HGUEWV4UXZMTSD3JJUCM0D5HHW6T5DPJ8YCTH9ASHQ6F0WCCJ7MRWW4EXCT6C0YMN7ARPVU7HW6T5DPJ8YCTH2FJHZAT9WD6QM4RN3V',
    'lightning:LNURL1DP68GURN8GHJ7UMFW3JJUCM0D5LHGCT884KX7EMFDCNXKVFAV5EXZE3KXG6NGCFCV3NRGVENXGMRGENPXGEKVD3HV43RSVFC8QMRXDTYXY6KXEFC8QEK2WRXVVCRYVPE8QUKGDTX8QEXZEFKVCCNZEFXV93HG6T0DC7KCMM8D9HQETUXUW',
  ],
  address: [
    'lightning:coffee@pocketbits.example',
    'lightning:satoshi@walletofsatoshi.com',
    'LIGHTNING:TIPS@LNBITS.EXAMPLE.ORG',
    'lightning:alice.b-42@pay.example.co.uk',
  ],
  bip21: [
    `bitcoin:bc1qufgy354j3kmvuch987xe4s40836x3h0lg8f5nq?amount=0.000025&lightning=${V2}`,
    `BITCOIN:BC1QUFGY354J3KMVUCH987XE4S40836X3H0LG8F5NQ?AMOUNT=0.025&LIGHTNING=${V13}`,
    `bitcoin:?lightning=${PAY_OK}`,
    `bitcoin:175tWpb8K1S7NmH4Zx6rewF9WQrcZv245W?label=Coffee%20shop&lightning=${V1}`,
  ],
};

const WHITE = [255, 255, 255] as const;
const INK = [17, 17, 17] as const;
const PAPER = [246, 246, 244] as const;
const SIDE = 440;

/** The code drawn on a light page of `page`×`page`, `side` px across, turned `degrees`. */
function onPage(
  text: string,
  side: number,
  degrees: number,
  random: () => number,
  page = SIDE,
): Rgba {
  const image = blankImage(page, page, PAPER);
  const jitter = () => (random() - 0.5) * 24;
  drawCode(image, {
    text,
    corners: turnedSquare(page / 2 + jitter(), page / 2 + jitter(), side, degrees),
    dark: INK,
    light: WHITE,
  });
  return image;
}

/** A screenshot: pixel-exact modules of `modulePx`, upright (or a quarter turn). */
function screenshot(text: string, modulePx: number, quarterTurn = false): Rgba {
  const side = codeSpan(text) * modulePx;
  const image = blankImage(side + 80, side + 120, WHITE);
  const [left, top] = [40, 60];
  const square = turnedSquare(left + side / 2, top + side / 2, side, quarterTurn ? 90 : 0);
  drawCode(image, { text, corners: square, dark: INK, light: WHITE });
  return image;
}

/** A dark-mode wallet's screen: a light-on-dark code on a card, with coloured UI round it. */
function darkModeScreen(text: string): Rgba {
  const modulePx = 5;
  const side = codeSpan(text) * modulePx;
  const width = side + 100;
  const image = blankImage(width, side + 420, [9, 9, 11]);
  fillRect(image, 0, 0, width, 64, [24, 24, 27]); // top bar
  fillRect(image, 20, 20, 140, 24, [228, 228, 231]); // its title
  fillRect(image, 20, 100, width - 40, side + 60, [39, 39, 42]); // the card
  drawCode(image, {
    text,
    corners: turnedSquare(width / 2, 130 + side / 2, side, 0),
    dark: [244, 244, 245],
    light: [39, 39, 42],
  });
  fillRect(image, 20, side + 200, width - 40, 56, [245, 158, 11]); // an amber button
  fillRect(image, 20, side + 280, width - 40, 56, [63, 63, 70]); // a grey one
  return image;
}

export type Variant = (text: string, random: () => number) => Rgba;

/** The pictures a phone meets every day. */
export const VARIANTS: Record<string, Variant> = {
  clean: (text) => screenshot(text, 4),
  'rotated 10°': (text, random) => onPage(text, 300, 10, random),
  'rotated 30°': (text, random) => onPage(text, 290, 30, random),
  'rotated 90°': (text) => screenshot(text, 4, true),
  perspective: (text, random) => {
    const image = blankImage(SIDE, SIDE, PAPER);
    const j = () => (random() - 0.5) * 20;
    // Seen from below and to the left: the far edge shorter, the sides converging.
    drawCode(image, {
      text,
      corners: [
        [85 + j(), 70 + j()],
        [345 + j(), 82 + j()],
        [362 + j(), 360 + j()],
        [70 + j(), 375 + j()],
      ],
      dark: INK,
      light: WHITE,
    });
    return image;
  },
  'small in wide frame': (text, random) => {
    const image = blankImage(1280, 720, [238, 238, 238]);
    fillRect(image, 0, 0, 1280, 90, [40, 90, 160]);
    fillRect(image, 80, 140, 360, 480, WHITE);
    fillRect(image, 840, 140, 360, 480, WHITE);
    const side = codeSpan(text) * 2.2;
    drawCode(image, {
      text,
      corners: turnedSquare(640 + (random() - 0.5) * 80, 380 + (random() - 0.5) * 60, side, 2),
      dark: INK,
      light: WHITE,
    });
    return image;
  },
  'low contrast': (text, random) => lowerContrast(onPage(text, 300, 5, random), 95, 160),
  'JPEG q45': (text, random) => jpegRoundTrip(onPage(text, 290, -3, random, 340), 45),
  blur: (text, random) => blur(onPage(text, 310, 8, random), 1),
  noise: (text, random) => addNoise(onPage(text, 300, -4, random), 30, random),
  glare: (text, random) =>
    addGlare(onPage(text, 300, 3, random), SIDE / 2 - 55, SIDE / 2 - 45, 45, 190),
  'dark-mode screenshot': (text) => darkModeScreen(text),
};

const DARK_PAGE = [22, 22, 26] as const;
const LIGHT_INK = [236, 236, 238] as const;
const CARD = [40, 40, 46] as const;

interface Shot {
  /** The picture's size: a 1280×720 camera frame, or a page-sized crop of one. */
  width: number;
  height: number;
  /** The code's side, quiet zone included, in pixels. */
  side: number;
  /** As cameraQuad takes them (a couple of degrees of jitter added). */
  degrees?: number;
  keystone?: number;
  shear?: number;
  /** Light on dark (a dark-mode wallet's screen): light modules on a dark card. */
  inverted?: boolean;
}

/** A photo of a code: somewhere near the middle, as a hand holds the phone. */
function shot(text: string, random: () => number, options: Shot): Rgba {
  const { width, height, side, inverted = false } = options;
  const image = blankImage(width, height, inverted ? DARK_PAGE : PAPER);
  const jitter = (range: number) => (random() - 0.5) * range;
  drawCode(image, {
    text,
    corners: cameraQuad(width / 2 + jitter(width / 12), height / 2 + jitter(height / 12), side, {
      degrees: (options.degrees ?? 0) + jitter(4),
      keystone: options.keystone ?? 0,
      shear: options.shear ?? 0,
    }),
    dark: inverted ? LIGHT_INK : INK,
    light: inverted ? CARD : WHITE,
  });
  return image;
}

/** The code at `modulePx` pixels a module in a 1280×720 frame, among other things. */
function smallInFrame(
  text: string,
  random: () => number,
  modulePx: number,
  options: Partial<Shot> = {},
): Rgba {
  const image = shot(text, random, {
    width: 1280,
    height: 720,
    side: codeSpan(text) * modulePx,
    ...options,
  });
  // Things round it that are not codes: a window, a screen's bar, a card.
  fillRect(image, 0, 0, 1280, 70, [40, 90, 160]);
  fillRect(image, 40, 150, 260, 420, [200, 200, 196]);
  fillRect(image, 1000, 180, 220, 380, [90, 70, 60]);
  return image;
}

/**
 * The pictures a QR reader has the most trouble with: small codes in a wide frame, strong
 * perspective (the far edge a quarter shorter than the near one) and skew, 45° turns, glare across
 * the code, heavy blur, light-on-dark codes photographed, and these together.
 */
export const HARD_VARIANTS: Record<string, Variant> = {
  'small, 1.8 px a module': (text, random) => addNoise(smallInFrame(text, random, 1.8), 6, random),
  'small, turned 25°': (text, random) => smallInFrame(text, random, 2.4, { degrees: 25 }),
  'small, light on dark': (text, random) =>
    smallInFrame(text, random, 2.2, { inverted: true, degrees: -6 }),
  'perspective, strong': (text, random) =>
    shot(text, random, { width: 560, height: 560, side: 400, keystone: 0.25, degrees: 4 }),
  'perspective, turned 30°': (text, random) =>
    shot(text, random, { width: 620, height: 620, side: 380, keystone: 0.2, degrees: 30 }),
  skewed: (text, random) =>
    shot(text, random, { width: 600, height: 520, side: 380, shear: 0.25, degrees: -3 }),
  'turned 45°': (text, random) =>
    shot(text, random, { width: 560, height: 560, side: 360, degrees: 45 }),
  'turned 45°, light on dark': (text, random) =>
    shot(text, random, { width: 560, height: 560, side: 360, degrees: 45, inverted: true }),
  'light on dark, photo': (text, random) =>
    addNoise(
      shot(text, random, { width: 520, height: 520, side: 340, degrees: 12, inverted: true }),
      12,
      random,
    ),
  'glare on the code': (text, random) =>
    addGlare(
      shot(text, random, { width: 480, height: 480, side: 330, degrees: -5 }),
      200 + random() * 80,
      190 + random() * 80,
      60,
      230,
    ),
  'glare, perspective': (text, random) =>
    addGlare(
      shot(text, random, { width: 560, height: 560, side: 380, keystone: 0.2, degrees: 8 }),
      300,
      240,
      55,
      220,
    ),
  'heavy blur': (text, random) =>
    blur(shot(text, random, { width: 520, height: 520, side: 400, degrees: 6 }), 2),
  'blur, small': (text, random) => blur(smallInFrame(text, random, 3, { degrees: 4 }), 1),
};
