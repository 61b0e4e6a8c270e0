// What two of the passes are for, each on a picture zxing alone cannot read.
import { HTMLCanvasElementLuminanceSource } from '@zxing/browser';
import { QRCodeReader } from '@zxing/library';
import { describe, expect, it } from 'vitest';
import { decodeLuma } from './qr-decode';
import type { DecodePass } from './qr-decode';
import type { Luma, Rgba } from './qr-pixels';
import { blankImage, cameraQuad, canvasOf, codeSpan, drawCode, PAYLOADS } from './test-qr-corpus';

const INVOICE = PAYLOADS.invoice![0]!;
const LNURL = PAYLOADS.lnurl![0]!;

/** The picture's grey levels, as the scanner reads them from a canvas. */
const lumaOf = (image: Rgba): Luma => ({
  data: new HTMLCanvasElementLuminanceSource(canvasOf(image)).getMatrix(),
  width: image.width,
  height: image.height,
});

const readWith = (image: Rgba, pass: DecodePass) =>
  decodeLuma(lumaOf(image), [pass], new QRCodeReader()).result?.getText() ?? null;

describe('decode passes', () => {
  it('straightens a code seen at a steep angle, which zxing samples as a parallelogram', () => {
    const image = blankImage(560, 560, [246, 246, 244]);
    // The far (top) edge a quarter shorter than the near one.
    drawCode(image, {
      text: INVOICE,
      corners: cameraQuad(280, 280, 400, { keystone: 0.25, degrees: 4 }),
      dark: [17, 17, 17],
      light: [255, 255, 255],
    });
    expect(readWith(image, {})).toBeNull();
    expect(readWith(image, { straighten: true })).toBe(INVOICE);
  });

  it('reads a small light-on-dark code in a dark frame inverted, where flipped bits bury it', () => {
    const image = blankImage(1280, 720, [22, 22, 26]);
    drawCode(image, {
      text: LNURL,
      corners: cameraQuad(640, 360, codeSpan(LNURL) * 2.2, { degrees: -6 }),
      dark: [236, 236, 238],
      light: [40, 40, 46],
    });
    const centre = { fraction: 0.5, scale: 1.5 };
    expect(readWith(image, { centre })).toBeNull();
    expect(readWith(image, { centre, invert: true })).toBe(LNURL);
  });
});
