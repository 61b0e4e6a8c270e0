/**
 * QR codes for the scanner tests: a YUV4MPEG2 video for Chromium's fake camera
 * (--use-file-for-fake-video-capture), and PNG images for the file picker.
 */
import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';

export const WIDTH = 640;
export const HEIGHT = 480;
const QUIET_ZONE = 4; // modules of white round the code, as the QR spec asks
const WHITE = 235; // video-range luma
const BLACK = 16;

// Each frame holds the code turned a little differently, as a hand-held phone would see it: zxing
// misses some perfectly upright, pixel-exact codes that it reads a few degrees off.
export const FRAME_ANGLES = [3, -5, 8, -2, 6];

/**
 * A Y plane (8-bit luma) with `text` as a QR code in the middle turned by `degrees`, anti-aliased
 * (4 samples a pixel); plain white without text.
 */
export function lumaPlane(text: string | null, degrees: number): Buffer {
  const plane = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  if (text === null) {
    return plane;
  }
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const turn = Math.max(...FRAME_ANGLES.map((a) => Math.abs(a))) * (Math.PI / 180);
  const moduleSize =
    Math.min(WIDTH, HEIGHT) / ((count + 2 * QUIET_ZONE) * (Math.cos(turn) + Math.sin(turn)));
  if (moduleSize < 6) {
    throw new Error(`a ${count}-module QR code does not fit ${WIDTH}×${HEIGHT} at 6 px a module`);
  }
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      let dark = 0;
      for (const [dx, dy] of [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ] as const) {
        const px = x + dx - WIDTH / 2;
        const py = y + dy - HEIGHT / 2;
        const col = Math.floor((cos * px + sin * py) / moduleSize + count / 2);
        const row = Math.floor((-sin * px + cos * py) / moduleSize + count / 2);
        if (row >= 0 && col >= 0 && row < count && col < count && modules.get(row, col)) {
          dark += 1;
        }
      }
      plane[y * WIDTH + x] = Math.round(WHITE - ((WHITE - BLACK) * dark) / 4);
    }
  }
  return plane;
}

/**
 * Writes a short grey-scale video of `text` as a QR code (null: a blank white picture). Chromium
 * reads it when the browser starts and loops it.
 */
export async function writeQrVideo(path: string, text: string | null): Promise<void> {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128); // U then V: no colour
  const frames = FRAME_ANGLES.map((degrees) =>
    Buffer.concat([Buffer.from('FRAME\n'), lumaPlane(text, degrees), chroma]),
  );
  await writeFile(path, Buffer.concat([header, ...frames]));
}

/**
 * A PNG of `text` as a QR code, as a screenshot or saved image would hold it; `inverted`: light
 * on dark, as dark-mode wallets and shop screens show it.
 */
export function qrPng(text: string, { inverted = false } = {}): Promise<Buffer> {
  return QRCode.toBuffer(text, {
    errorCorrectionLevel: 'M',
    margin: 4,
    scale: 6,
    ...(inverted ? { color: { dark: '#f4f4f5ff', light: '#18181bff' } } : {}),
  });
}

/** Chromium switches for a fake camera that is allowed without a prompt. */
export function fakeCameraArgs(
  videoPath?: string,
  { allow = true, cameras = 1 }: { allow?: boolean; cameras?: number } = {},
): string[] {
  return [
    cameras > 1
      ? `--use-fake-device-for-media-stream=device-count=${cameras}`
      : '--use-fake-device-for-media-stream',
    ...(allow ? ['--use-fake-ui-for-media-stream'] : ['--deny-permission-prompts']),
    ...(videoPath ? [`--use-file-for-fake-video-capture=${videoPath}`] : []),
  ];
}
