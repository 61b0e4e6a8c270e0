import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Stands in for the zxing chunk: records whether it was ever loaded.
const zxing = { loaded: vi.fn() };

/** A BarcodeDetector whose browser reads `formats`. */
function stubBarcodeDetector(formats: string[] | Error) {
  const detect = vi.fn(async () => [{ rawValue: 'lnbc1native' }]);
  class FakeBarcodeDetector {
    static getSupportedFormats = vi.fn(async () => {
      if (formats instanceof Error) {
        throw formats;
      }
      return formats;
    });
    constructor(readonly options: { formats: string[] }) {}
    detect = detect;
  }
  vi.stubGlobal('BarcodeDetector', FakeBarcodeDetector);
  return { detect, FakeBarcodeDetector };
}

beforeEach(() => {
  // loadQrEngine remembers its engine: each test starts with a fresh module.
  vi.resetModules();
  zxing.loaded.mockClear();
  vi.doMock('./qr-engine', () => {
    zxing.loaded();
    return {
      createQrEngine: () => ({ kind: 'zxing', scanStream: vi.fn(), decodeImage: vi.fn() }),
    };
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadQrEngine', () => {
  it('uses the native BarcodeDetector where it reads qr_code, and never loads zxing', async () => {
    stubBarcodeDetector(['ean_13', 'qr_code']);
    const { loadQrEngine } = await import('./qr-reader');
    const engine = await loadQrEngine();
    expect(engine.kind).toBe('native');
    expect(zxing.loaded).not.toHaveBeenCalled();
  });

  it.each([
    ['there is no BarcodeDetector', null],
    ['it reads no qr_code (Chromium on Linux lists none)', []],
    ['it reads only other formats', ['ean_13', 'code_128']],
    ['asking for its formats fails', new Error('NotSupportedError')],
  ] as const)('falls back to zxing when %s', async (_, formats) => {
    if (formats !== null) {
      stubBarcodeDetector(formats instanceof Error ? formats : [...formats]);
    }
    const { loadQrEngine } = await import('./qr-reader');
    const engine = await loadQrEngine();
    expect(engine.kind).toBe('zxing');
    expect(zxing.loaded).toHaveBeenCalledTimes(1);
  });
});

describe('nativeQrDetector', () => {
  it('asks for a detector of qr_code only', async () => {
    const { FakeBarcodeDetector } = stubBarcodeDetector(['qr_code']);
    const { nativeQrDetector } = await import('./qr-native');
    const detector = await nativeQrDetector();
    expect(detector).toBeInstanceOf(FakeBarcodeDetector);
    expect((detector as InstanceType<typeof FakeBarcodeDetector>).options).toEqual({
      formats: ['qr_code'],
    });
  });
});
