import { readFileSync } from 'node:fs';
import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LAUNCH_COLOURS, launchScreenTags, launchScreens, solidPng } from './launch-screens.ts';

/** The chunks of a PNG, each checked against its CRC. */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  const chunks = new Map<string, Buffer>();
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const body = png.subarray(at + 4, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(body));
    chunks.set(body.subarray(0, 4).toString('ascii'), body.subarray(4));
    at += 12 + length;
  }
  return chunks;
}

describe('launch screens', () => {
  it('are valid PNGs of the screen size, filled with the colour asked for', () => {
    const png = solidPng(1170, 2532, LAUNCH_COLOURS.dark);
    const chunks = readPng(png);
    const header = chunks.get('IHDR')!;
    expect([header.readUInt32BE(0), header.readUInt32BE(4)]).toEqual([1170, 2532]);
    expect(chunks.get('PLTE')!.toString('hex')).toBe('09090b');
    const pixels = inflateSync(chunks.get('IDAT')!);
    expect(pixels.length).toBe(2532 * (1 + Math.ceil(1170 / 8)));
    expect(pixels.every((byte) => byte === 0)).toBe(true);
    expect(chunks.has('IEND')).toBe(true);
    expect(png.length).toBeLessThan(4_000);
  });

  it('cover each screen in light and dark, with the colours of index.html’s theme-color', () => {
    const screens = launchScreens();
    expect(screens).toHaveLength(20);
    expect(new Set(screens.map((s) => s.fileName)).size).toBe(20);
    expect(screens).toContainEqual(
      expect.objectContaining({
        fileName: 'launch/1170x2532-dark.png',
        media: expect.stringMatching(
          /\(device-width: 390px\).*\(device-height: 844px\).*pixel-ratio: 3\).*\(prefers-color-scheme: dark\)/,
        ),
      }),
    );
    const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
    expect(html).toContain(
      `name="theme-color" content="${LAUNCH_COLOURS.light}" media="(prefers-color-scheme: light)"`,
    );
    expect(html).toContain(
      `name="theme-color" content="${LAUNCH_COLOURS.dark}" media="(prefers-color-scheme: dark)"`,
    );
    expect(html).toContain('name="apple-mobile-web-app-status-bar-style" content="default"');
  });

  it('are linked from the page, each to its own file', () => {
    const tags = launchScreenTags();
    expect(tags.map((tag) => tag.attrs?.href)).toEqual(
      launchScreens().map((screen) => `/${screen.fileName}`),
    );
    expect(tags.every((tag) => tag.attrs?.rel === 'apple-touch-startup-image')).toBe(true);
  });
});
