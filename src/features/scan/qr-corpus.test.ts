// The scanner's reading rate on pictures like those a new user's phone meets: every variant (the
// everyday ones and the hard ones of test-qr-corpus.ts) for every kind of code people scan, read
// by the zxing fallback exactly as the page reads them from the canvas on: @zxing/browser's
// BrowserQRCodeReader with the scanner's passes, for "Scan an image" and for camera frames.
import { NotFoundException } from '@zxing/library';
import { describe, expect, it } from 'vitest';
import { IMAGE_PASSES } from './qr-decode';
import type { Rgba } from './qr-pixels';
import { cameraQrReader, imageQrReader } from './qr-zxing-reader';
import type { PassesQrReader } from './qr-zxing-reader';
import {
  addNoise,
  blankImage,
  canvasOf,
  HARD_VARIANTS,
  PAYLOADS,
  seededRandom,
  VARIANTS,
} from './test-qr-corpus';
import type { Variant } from './test-qr-corpus';

interface Picture {
  group: 'everyday' | 'hard';
  variant: string;
  kind: string;
  text: string;
  image: Rgba;
}

let pictures: Picture[] | undefined;
/** Every variant of every payload, made once (seeded: the same pictures on every run). */
function corpus(): Picture[] {
  if (!pictures) {
    let seed = 1;
    const groups: Array<[Picture['group'], Record<string, Variant>]> = [
      ['everyday', VARIANTS],
      ['hard', HARD_VARIANTS],
    ];
    pictures = groups.flatMap(([group, variants]) =>
      Object.entries(variants).flatMap(([variant, make]) =>
        Object.entries(PAYLOADS).flatMap(([kind, texts]) =>
          texts.map((text) => ({
            group,
            variant,
            kind,
            text,
            image: make(text, seededRandom((seed += 1))),
          })),
        ),
      ),
    );
  }
  return pictures;
}

/** What `reader` reads on `image`'s canvas; null for the library's "no code here". */
function readCanvas(reader: PassesQrReader, image: Rgba): string | null {
  try {
    return reader.decodeFromCanvas(canvasOf(image)).getText();
  } catch (error) {
    if (error instanceof NotFoundException) {
      return null;
    }
    throw error;
  }
}

interface Tally {
  read: number;
  wrong: number;
  missed: number;
}
const total = (t: Tally) => t.read + t.wrong + t.missed;
const rate = (t: Tally) => t.read / total(t);

/** Reads every picture, prints the per-variant table, and returns the tallies. */
function tallyCorpus(title: string, read: (picture: Picture) => string | null) {
  const byVariant = new Map<string, Tally>();
  const byGroup = new Map<string, Tally>();
  const failures: string[] = [];
  const add = (map: Map<string, Tally>, key: string, outcome: keyof Tally) => {
    const tally = map.get(key) ?? { read: 0, wrong: 0, missed: 0 };
    tally[outcome] += 1;
    map.set(key, tally);
  };
  for (const picture of corpus()) {
    const text = read(picture);
    const outcome = text === picture.text ? 'read' : text === null ? 'missed' : 'wrong';
    add(byVariant, picture.variant, outcome);
    add(byGroup, picture.group, outcome);
    if (outcome === 'missed') {
      failures.push(
        `${picture.variant} / ${picture.kind}: not read (${picture.text.slice(0, 32)}…)`,
      );
    } else if (outcome === 'wrong') {
      failures.push(`${picture.variant} / ${picture.kind}: read "${text}" for "${picture.text}"`);
    }
  }
  const line = (name: string, t: Tally) =>
    `  ${name.padEnd(26)} ${String(t.read).padStart(3)}/${total(t)}  ${(100 * rate(t)).toFixed(0).padStart(3)} %  wrong ${t.wrong}`;
  // The table the issue asks for (per-variant rates), printed on every run.
  process.stdout.write(
    `${[
      title,
      ...[...byVariant].map(([variant, t]) => line(variant, t)),
      ...[...byGroup].map(([group, t]) => line(`all ${group}`, t)),
      ...failures.map((f) => `  - ${f}`),
    ].join('\n')}\n`,
  );
  return { byGroup, byVariant };
}

describe('the QR corpus', () => {
  it('"Scan an image" reads ≥ 97 % of the everyday and of the hard pictures, never a wrong text', () => {
    const reader = imageQrReader();
    // The pass each picture was read at: every pass is the first to read some picture.
    const firstReadAt = new Set<number>();
    const { byGroup } = tallyCorpus(
      'QR corpus, read as Scan → "Scan an image" reads it (@zxing/browser + the passes):',
      ({ image }) => {
        const text = readCanvas(reader, image);
        if (text !== null) {
          firstReadAt.add(reader.lastOutcome!.passes);
        }
        return text;
      },
    );
    const everyday = byGroup.get('everyday')!;
    const hard = byGroup.get('hard')!;
    expect(total(everyday)).toBeGreaterThanOrEqual(190);
    expect(total(hard)).toBeGreaterThanOrEqual(200);
    expect(everyday.wrong + hard.wrong).toBe(0);
    expect(rate(everyday)).toBeGreaterThanOrEqual(0.97);
    expect(rate(hard)).toBeGreaterThanOrEqual(0.97);
    expect([...firstReadAt].sort((a, b) => a - b)).toEqual(
      IMAGE_PASSES.map((_, index) => index + 1),
    );
  }, 300_000);

  it('the camera reads ≥ 97 % of them within four frames, never a wrong text', () => {
    const { byGroup } = tallyCorpus(
      'QR corpus, held up to the camera for four frames (@zxing/browser + the frame passes):',
      ({ image }) => {
        // A reader per picture, as each scan has its own (its frame count starts at 0).
        const reader = cameraQrReader();
        for (let frame = 0; frame < 4; frame += 1) {
          const text = readCanvas(reader, image);
          if (text !== null) {
            return text;
          }
        }
        return null;
      },
    );
    const all = [...byGroup.values()].reduce((sum, t) => ({
      read: sum.read + t.read,
      wrong: sum.wrong + t.wrong,
      missed: sum.missed + t.missed,
    }));
    expect(all.wrong).toBe(0);
    expect(rate(all)).toBeGreaterThanOrEqual(0.97);
  }, 300_000);

  it('gives up on a picture without a code after the bounded passes', () => {
    const reader = imageQrReader();
    const image = addNoise(blankImage(800, 600, [128, 128, 128]), 60, seededRandom(7));
    expect(() => reader.decodeFromCanvas(canvasOf(image))).toThrow(NotFoundException);
    expect(reader.lastOutcome).toEqual({ result: null, passes: IMAGE_PASSES.length });
    expect(IMAGE_PASSES.length).toBeLessThanOrEqual(5);
  });
});
