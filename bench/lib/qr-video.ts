/**
 * A fake-camera video for the scan-latency benchmark: `blankSeconds` of plain grey frames, then
 * `qrSeconds` of frames holding `text` as a QR code, each turned a little (as e2e/qr-video.ts does:
 * zxing reads slightly turned codes more reliably than pixel-exact upright ones). The page can
 * tell the two apart by the dark modules: a blank frame has no pixel darker than mid grey.
 */
import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const QUIET_ZONE = 4;
const WHITE = 235; // video-range luma
const BLACK = 16;
const GREY = 128;
const FRAME_ANGLES = [3, -5, 8, -2, 6];

function qrPlane(text: string, degrees: number): Buffer {
  const plane = Buffer.alloc(WIDTH * HEIGHT, WHITE);
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
  const samples = [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.25, 0.75],
    [0.75, 0.75],
  ] as const;
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      let dark = 0;
      for (const [dx, dy] of samples) {
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

export interface QrVideo {
  fps: number;
  blankFrames: number;
  qrFrames: number;
}

/** Writes the video to `path` (YUV4MPEG2, 4:2:0, grey scale). */
export async function writeLeadInQrVideo(
  path: string,
  text: string,
  { fps = 30, blankSeconds = 1.5, qrSeconds = 1.5 } = {},
): Promise<QrVideo> {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${fps}:1 Ip A1:1 C420jpeg\n`);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const marker = Buffer.from('FRAME\n');
  const blank = Buffer.concat([marker, Buffer.alloc(WIDTH * HEIGHT, GREY), chroma]);
  const qr = FRAME_ANGLES.map((degrees) => Buffer.concat([marker, qrPlane(text, degrees), chroma]));
  const blankFrames = Math.round(fps * blankSeconds);
  const qrFrames = Math.round(fps * qrSeconds);
  const frames: Buffer[] = [header];
  for (let i = 0; i < blankFrames; i++) {
    frames.push(blank);
  }
  for (let i = 0; i < qrFrames; i++) {
    frames.push(qr[i % qr.length]!);
  }
  await writeFile(path, Buffer.concat(frames));
  return { fps, blankFrames, qrFrames };
}
