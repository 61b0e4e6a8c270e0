import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { base64 } from '@scure/base';
import { base64ToBytes, bytesToBase64 } from './base64';

// @scure/base, which the app used before, is the reference: same strings, same refusals.
describe('base64', () => {
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
      const bytes = new TextEncoder().encode(plain);
      expect(bytesToBase64(bytes)).toBe(encoded);
      expect(base64ToBytes(encoded)).toEqual(bytes);
    }
  });

  it('encodes every byte string as the reference does, and reads it back', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = bytesToBase64(bytes);
        expect(text).toBe(base64.encode(bytes));
        expect(base64ToBytes(text)).toEqual(bytes);
      }),
      { numRuns: 500 },
    );
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
  ])('refuses %j (%s)', (text) => {
    expect(() => base64ToBytes(text)).toThrow(TypeError);
    expect(() => base64.decode(text)).toThrow();
  });

  it('accepts and refuses exactly what the reference does', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=-_ ';
    const text = fc
      .array(fc.constantFrom(...alphabet), { maxLength: 16 })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(text, (candidate) => {
        let theirs: Uint8Array | null;
        try {
          theirs = base64.decode(candidate);
        } catch {
          theirs = null;
        }
        let ours: Uint8Array | null;
        try {
          ours = base64ToBytes(candidate);
        } catch {
          ours = null;
        }
        expect(ours).toEqual(theirs);
      }),
      { numRuns: 3000 },
    );
  });
});
