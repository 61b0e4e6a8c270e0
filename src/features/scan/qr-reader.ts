import type { QrEngine } from './qr-engine-types';
import { createNativeEngine, nativeQrDetector } from './qr-native';

let engine: Promise<QrEngine> | undefined;

/**
 * The QR decoder: the browser's own where it reads QR codes, else zxing (@zxing/browser), fetched
 * on first use (~120 KB gzip: no other screen pays for it, nor the scanner where the browser has a
 * reader). A failed download is forgotten, so the next try fetches again.
 */
export function loadQrEngine(): Promise<QrEngine> {
  if (!engine) {
    const loading = nativeQrDetector().then((detector) =>
      detector
        ? createNativeEngine(detector)
        : import('./qr-engine').then((module) => module.createQrEngine()),
    );
    loading.catch(() => {
      if (engine === loading) {
        engine = undefined;
      }
    });
    engine = loading;
  }
  return engine;
}
