import { describe, expect, it } from 'vitest';
import { hex } from '@scure/base';
import {
  BACKUP_KDF,
  BACKUP_KDF_LIMITS,
  deriveKeyBytes,
  fromBase64,
  hkdfAesKey,
  importAesKey,
  isScryptParams,
  open,
  openText,
  PIN_KDF,
  PIN_KDF_LIMITS,
  seal,
  SealOpenError,
  sealText,
  toBase64,
  utf8,
} from './secret-box';

describe('deriveKeyBytes (scrypt)', () => {
  it('matches the RFC 7914 vector (first 32 bytes of "password"/"NaCl", N=1024 r=8 p=16)', async () => {
    const key = await deriveKeyBytes('password', utf8('NaCl'), { N: 1024, r: 8, p: 16 });
    expect(hex.encode(key)).toBe(
      'fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b373162',
    );
  });

  it('gives the same key for composed and decomposed accents', async () => {
    const params = { N: 16, r: 1, p: 1 };
    const salt = utf8('salt');
    const composed = await deriveKeyBytes('caf\u00e9', salt, params);
    const decomposed = await deriveKeyBytes('cafe\u0301', salt, params);
    expect(hex.encode(composed)).toBe(hex.encode(decomposed));
  });

  it('refuses parameters a hostile header could use to hang the tab', async () => {
    expect(isScryptParams(PIN_KDF)).toBe(true);
    expect(isScryptParams(BACKUP_KDF)).toBe(true);
    expect(isScryptParams({ N: 2 ** 30, r: 8, p: 1 })).toBe(false);
    expect(isScryptParams({ N: 1000, r: 8, p: 1 })).toBe(false);
    expect(isScryptParams({ N: 2 ** 20, r: 16, p: 16 })).toBe(false);
    // A backup file may ask for up to twice what the app writes; a PIN record for up to 64 MiB.
    expect(isScryptParams(BACKUP_KDF, BACKUP_KDF_LIMITS)).toBe(true);
    expect(isScryptParams({ N: 2 ** 18, r: 8, p: 1 }, BACKUP_KDF_LIMITS)).toBe(true);
    expect(isScryptParams({ N: 2 ** 20, r: 8, p: 1 }, BACKUP_KDF_LIMITS)).toBe(false);
    expect(isScryptParams({ N: 2 ** 17, r: 8, p: 3 }, BACKUP_KDF_LIMITS)).toBe(false);
    expect(isScryptParams({ N: 2 ** 16, r: 8, p: 16 }, PIN_KDF_LIMITS)).toBe(true);
    expect(isScryptParams(BACKUP_KDF, PIN_KDF_LIMITS)).toBe(false);
    await expect(deriveKeyBytes('x', utf8('s'), { N: 2 ** 24, r: 8, p: 1 })).rejects.toThrow(
      RangeError,
    );
  });
});

describe('seal / open (AES-256-GCM)', () => {
  it('matches the GCM specification vector (test case 14: zero key, zero IV, one zero block)', async () => {
    const key = await importAesKey(new Uint8Array(32));
    const sealed = await seal(key, new Uint8Array(16), undefined, new Uint8Array(12));
    expect(hex.encode(sealed.ciphertext)).toBe(
      'cea7403d4d606b6e074ec5d3baf39d18' + 'd0d1c8a799996bf0265b98b5d48ab919',
    );
  });

  it('round-trips text and refuses a wrong key, changed data or other associated data', async () => {
    const key = await importAesKey(new Uint8Array(32).fill(7));
    const other = await importAesKey(new Uint8Array(32).fill(8));
    const sealed = await sealText(key, 'admin key 0123', 'wallets');
    expect(await openText(key, sealed, 'wallets')).toBe('admin key 0123');
    await expect(openText(other, sealed, 'wallets')).rejects.toBeInstanceOf(SealOpenError);
    await expect(openText(key, sealed, 'backup')).rejects.toBeInstanceOf(SealOpenError);
    const cut = { ...sealed, ciphertext: sealed.ciphertext.slice(0, -4) };
    await expect(openText(key, cut, 'wallets')).rejects.toBeInstanceOf(SealOpenError);
    await expect(openText(key, { ...sealed, iv: '%%%' }, 'wallets')).rejects.toBeInstanceOf(
      SealOpenError,
    );
  });

  it('uses a fresh IV each time', async () => {
    const key = await importAesKey(new Uint8Array(32));
    const a = await seal(key, utf8('same'));
    const b = await seal(key, utf8('same'));
    expect(hex.encode(a.iv)).not.toBe(hex.encode(b.iv));
    expect(new TextDecoder().decode(await open(key, b))).toBe('same');
  });
});

describe('hkdfAesKey (HKDF-SHA-256)', () => {
  it('matches RFC 5869 test case 1 (the first 32 bytes of its output)', async () => {
    const key = await hkdfAesKey(
      new Uint8Array(22).fill(0x0b),
      new Uint8Array(hex.decode('000102030405060708090a0b0c')),
      new Uint8Array(hex.decode('f0f1f2f3f4f5f6f7f8f9')),
      true,
    );
    const raw = new Uint8Array(await crypto.subtle.exportKey('raw', key));
    expect(hex.encode(raw)).toBe(
      '3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf',
    );
  });

  it('is not extractable unless asked', async () => {
    const key = await hkdfAesKey(new Uint8Array(32), new Uint8Array(0), 'purpose');
    expect(key.extractable).toBe(false);
  });
});

describe('toBase64 / fromBase64 (the vault and backup files store bytes this way)', () => {
  it('reads and writes the RFC 4648 vectors', () => {
    const vectors: [string, string][] = [
      ['', ''],
      ['f', 'Zg=='],
      ['fo', 'Zm8='],
      ['foo', 'Zm9v'],
      ['foob', 'Zm9vYg=='],
      ['fooba', 'Zm9vYmE='],
      ['foobar', 'Zm9vYmFy'],
    ];
    for (const [plain, encoded] of vectors) {
      expect(toBase64(utf8(plain))).toBe(encoded);
      expect(fromBase64(encoded)).toEqual(utf8(plain));
    }
  });

  it.each([
    ['Zg', 'missing padding'],
    ['Zh==', 'stray bits in the last character'],
    ['Zm9=', 'stray bits before one padding character'],
    ['Zm 9v', 'a space'],
    ['Zm9v\n', 'a line break'],
    ['Zm-_', 'URL-safe letters'],
    ['Z===', 'too much padding'],
    ['=Zm9', 'padding first'],
  ])('a sealed text whose IV is %j (%s) does not open', async (text) => {
    expect(() => fromBase64(text)).toThrow();
    const key = await importAesKey(new Uint8Array(32));
    const sealed = await sealText(key, 'x');
    await expect(openText(key, { ...sealed, iv: text })).rejects.toBeInstanceOf(SealOpenError);
  });
});
