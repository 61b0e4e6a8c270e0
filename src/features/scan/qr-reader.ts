import type { QrEngine } from './qr-engine';

export type { ImageDecodeResult, QrEngine } from './qr-engine';

let engine: Promise<QrEngine> | undefined;

/**
 * The QR decoder, fetched on first use (@zxing is ~120 KB gzip: no other screen pays for it).
 * A failed download is forgotten, so the next try fetches again.
 */
export function loadQrEngine(): Promise<QrEngine> {
  if (!engine) {
    const loading = import('./qr-engine').then((module) => module.createQrEngine());
    loading.catch(() => {
      if (engine === loading) {
        engine = undefined;
      }
    });
    engine = loading;
  }
  return engine;
}
