// The scanner's reading rate on pictures like those a new user's phone meets: every variant for
// every kind of code people scan, decoded by the same function as Scan → "Scan an image".
import { describe, expect, it } from 'vitest';
import { decodeImagePixels, IMAGE_PASSES } from './qr-decode';
import type { Rgba } from './qr-pixels';
import {
  addGlare,
  addNoise,
  blankImage,
  blur,
  codeSpan,
  drawCode,
  fillRect,
  jpegRoundTrip,
  lowerContrast,
  seededRandom,
  turnedSquare,
} from './test-qr-corpus';

// From docs/protocol-test-vectors.json: BOLT 11 spec examples (V1, V2, V13 in capitals) and a
// self-made invoice, LUD-01 and self-made LNURLs.
const V1 =
  'lnbc1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6twvus8g6rfwvs8qun0dfjkxaq9qrsgq357wnc5r2ueh7ck6q93dj32dlqnls087fxdwk8qakdyafkq3yap9us6v52vjjsrvywa6rt52cm9r9zqt8r2t7mlcwspyetp5h2tztugp9lfyql';
const V2 =
  'lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpu9qrsgquk0rl77nj30yxdy8j9vdx85fkpmdla2087ne0xh8nhedh8w27kyke0lp53ut353s06fv3qfegext0eh0ymjpf39tuven09sam30g4vgpfna3rh';
const V13 =
  'LNBC25M1PVJLUEZPP5QQQSYQCYQ5RQWZQFQQQSYQCYQ5RQWZQFQQQSYQCYQ5RQWZQFQYPQDQ5VDHKVEN9V5SXYETPDEESSP5ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYGS9Q5SQQQQQQQQQQQQQQQQSGQ2A25DXL5HRNTDTN6ZVYDT7D66HYZSYHQS4WDYNAVYS42XGL6SGX9C4G7ME86A27T07MDTFRY458RTJR0V92CNMSWPSJSCGT2VCSE3SGPZ3UAPA';
const PAY_OK =
  'lnbc100n1pj48ugqpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygshp52pmnmv375qhm6gs55zn7rs58lh67knfl82zdnqpdqp6v368da4hsxqzjccqzpg9qyzsqqt0p50xzswhuwqmxmjmqu6plqwsyymucncr98t6yl9fyw3axgr6xhpwnnca520ylr47697ylan3dk7wh3jp0g8xendfyawcvhzh035lgp2px3um';

const PAYLOADS: Record<string, string[]> = {
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

type Variant = (text: string, random: () => number) => Rgba;

const VARIANTS: Record<string, Variant> = {
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

interface Tally {
  read: number;
  wrong: number;
  missed: number;
}

describe('the QR corpus, read as "Scan an image" reads it', () => {
  it('reads ≥ 97 % of every kind and variant with the exact text, and never a wrong one', () => {
    const tallies = new Map<string, Tally>();
    const failures: string[] = [];
    let seed = 1;

    for (const [variant, make] of Object.entries(VARIANTS)) {
      const tally: Tally = { read: 0, wrong: 0, missed: 0 };
      tallies.set(variant, tally);
      for (const [kind, texts] of Object.entries(PAYLOADS)) {
        for (const text of texts) {
          const image = make(text, seededRandom((seed += 1)));
          const outcome = decodeImagePixels(image);
          if (outcome.text === text) {
            tally.read += 1;
          } else if (outcome.text === null) {
            tally.missed += 1;
            failures.push(`${variant} / ${kind}: not read (${text.slice(0, 32)}…)`);
          } else {
            tally.wrong += 1;
            failures.push(`${variant} / ${kind}: read "${outcome.text}" instead of "${text}"`);
          }
        }
      }
    }

    const all = [...tallies.values()].reduce(
      (sum, t) => ({
        read: sum.read + t.read,
        wrong: sum.wrong + t.wrong,
        missed: sum.missed + t.missed,
      }),
      { read: 0, wrong: 0, missed: 0 },
    );
    const total = all.read + all.wrong + all.missed;
    const rate = (t: Tally) => `${((100 * t.read) / (t.read + t.wrong + t.missed)).toFixed(0)} %`;
    // The table the issue asks for (per-variant rates), printed on every run.
    process.stdout.write(
      `${[
        'QR corpus, read by decodeImagePixels (Scan → "Scan an image"):',
        ...[...tallies].map(
          ([variant, t]) =>
            `  ${variant.padEnd(22)} ${String(t.read).padStart(3)}/${t.read + t.wrong + t.missed}  ${rate(t).padStart(5)}  wrong ${t.wrong}`,
        ),
        `  ${'all'.padEnd(22)} ${String(all.read).padStart(3)}/${total}  ${rate(all).padStart(5)}  wrong ${all.wrong}`,
        ...failures.map((f) => `  - ${f}`),
      ].join('\n')}\n`,
    );
    expect(total).toBeGreaterThanOrEqual(150);
    expect(all.wrong).toBe(0);
    expect(all.read / total).toBeGreaterThanOrEqual(0.97);
  });

  it('gives up on a picture without a code after the bounded passes', () => {
    const random = seededRandom(7);
    const image = addNoise(blankImage(800, 600, [128, 128, 128]), 60, random);
    expect(decodeImagePixels(image)).toEqual({ text: null, passes: IMAGE_PASSES.length });
    expect(IMAGE_PASSES.length).toBeLessThanOrEqual(4);
  });
});
