// A Vite build plugin: launch screens for the installed iOS app (`apple-touch-startup-image`), one
// per common iPhone screen, light and dark. Without one, iOS shows white while the app starts,
// which flashes in dark mode. They are plain fills of the app's background colours (as index.html's
// theme-color), written as 1-bit palette PNGs of about a kilobyte at build time, so none is kept
// in the repository.
import { crc32, deflateSync } from 'node:zlib';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** iPhone screens in CSS pixels (portrait: the manifest locks the app to it) and pixel ratio. */
export const LAUNCH_SCREENS = [
  { width: 440, height: 956, ratio: 3 }, // 16 Pro Max
  { width: 402, height: 874, ratio: 3 }, // 16 Pro
  { width: 430, height: 932, ratio: 3 }, // 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus
  { width: 393, height: 852, ratio: 3 }, // 14 Pro, 15, 15 Pro, 16
  { width: 428, height: 926, ratio: 3 }, // 12 Pro Max, 13 Pro Max, 14 Plus
  { width: 390, height: 844, ratio: 3 }, // 12, 12 Pro, 13, 13 Pro, 14
  { width: 375, height: 812, ratio: 3 }, // X, XS, 11 Pro, 12 mini, 13 mini
  { width: 414, height: 896, ratio: 3 }, // XS Max, 11 Pro Max
  { width: 414, height: 896, ratio: 2 }, // XR, 11
  { width: 375, height: 667, ratio: 2 }, // SE (2nd and 3rd), 8
] as const;

/** The app's background in each scheme (index.html's theme-color, the body's colours). */
export const LAUNCH_COLOURS = { light: '#ffffff', dark: '#09090b' } as const;

export type Scheme = keyof typeof LAUNCH_COLOURS;

export interface LaunchScreen {
  fileName: string;
  media: string;
  widthPx: number;
  heightPx: number;
  scheme: Scheme;
}

export function launchScreens(): LaunchScreen[] {
  return LAUNCH_SCREENS.flatMap(({ width, height, ratio }) =>
    (Object.keys(LAUNCH_COLOURS) as Scheme[]).map((scheme) => ({
      fileName: `launch/${width * ratio}x${height * ratio}-${scheme}.png`,
      media:
        `screen and (device-width: ${width}px) and (device-height: ${height}px)` +
        ` and (-webkit-device-pixel-ratio: ${ratio}) and (orientation: portrait)` +
        ` and (prefers-color-scheme: ${scheme})`,
      widthPx: width * ratio,
      heightPx: height * ratio,
      scheme,
    })),
  );
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of one colour: palette of one entry, 1 bit per pixel, every bit 0. */
export function solidPng(widthPx: number, heightPx: number, hexColour: string): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(widthPx, 0);
  header.writeUInt32BE(heightPx, 4);
  header[8] = 1; // bit depth
  header[9] = 3; // colour type: palette
  const palette = Buffer.from(hexColour.slice(1), 'hex');
  // Each row: filter byte 0 (none), then the pixels' bits, all index 0.
  const rows = Buffer.alloc(heightPx * (1 + Math.ceil(widthPx / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', palette),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function launchScreenTags(): HtmlTagDescriptor[] {
  return launchScreens().map(({ fileName, media }) => ({
    tag: 'link',
    attrs: { rel: 'apple-touch-startup-image', href: `/${fileName}`, media },
    injectTo: 'head',
  }));
}

export function launchScreenImages(): Plugin {
  return {
    name: 'pocketbits-launch-screens',
    apply: 'build',
    transformIndexHtml: () => launchScreenTags(),
    generateBundle() {
      for (const screen of launchScreens()) {
        this.emitFile({
          type: 'asset',
          fileName: screen.fileName,
          source: solidPng(screen.widthPx, screen.heightPx, LAUNCH_COLOURS[screen.scheme]),
        });
      }
    },
  };
}
