/**
 * A fake-camera video for the scan-latency benchmark: `blankSeconds` of plain grey frames, then
 * `qrSeconds` of frames holding `text` as a QR code, each turned a little (as e2e/qr-video.ts does:
 * zxing reads slightly turned codes more reliably than pixel-exact upright ones). The page can
 * tell the two apart by the dark modules: a blank frame has no pixel darker than mid grey.
 */
import { writeFile } from 'node:fs/promises';
import { FRAME_ANGLES, HEIGHT, WIDTH, lumaPlane } from '../../e2e/qr-video.ts';

const GREY = 128;

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
  const qr = FRAME_ANGLES.map((degrees) =>
    Buffer.concat([marker, lumaPlane(text, degrees), chroma]),
  );
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
