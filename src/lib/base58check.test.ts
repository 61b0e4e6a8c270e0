import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sha256 } from '@noble/hashes/sha2.js';
import { base58, createBase58check } from '@scure/base';
import { decodeBase58, decodeBase58Check } from './base58check';

// @scure/base, which the app used before, is the reference.
const reference = createBase58check(sha256);

describe('decodeBase58Check', () => {
  it('reads Bitcoin addresses: version byte and 20-byte hash', () => {
    const p2pkh = decodeBase58Check('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', sha256);
    expect(p2pkh?.length).toBe(21);
    expect(p2pkh?.[0]).toBe(0x00);
    const p2sh = decodeBase58Check('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', sha256);
    expect(p2sh?.[0]).toBe(0x05);
  });

  it('refuses a wrong checksum, a character outside the alphabet, and too few bytes', () => {
    expect(decodeBase58Check('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', sha256)).toBeNull();
    expect(decodeBase58Check('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN0', sha256)).toBeNull();
    expect(decodeBase58Check('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVNl', sha256)).toBeNull();
    expect(decodeBase58Check('', sha256)).toBeNull();
    expect(decodeBase58Check('1', sha256)).toBeNull();
  });

  it('reads back whatever the reference encodes, leading zero bytes included', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), fc.nat(4), (payload, zeros) => {
        const bytes = new Uint8Array(zeros + payload.length);
        bytes.set(payload, zeros);
        expect(decodeBase58(base58.encode(bytes))).toEqual(bytes);
        expect(decodeBase58Check(reference.encode(bytes), sha256)).toEqual(bytes);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts and refuses exactly what the reference does after any change of a character', () => {
    const changed = fc
      .tuple(
        fc.uint8Array({ minLength: 1, maxLength: 25 }),
        fc.nat(),
        fc.integer({ min: 32, max: 126 }),
      )
      .map(([bytes, at, code]) => {
        const text = reference.encode(bytes);
        const index = at % text.length;
        return text.slice(0, index) + String.fromCharCode(code) + text.slice(index + 1);
      });
    fc.assert(
      fc.property(changed, (text) => {
        let theirs: Uint8Array | null;
        try {
          theirs = reference.decode(text);
        } catch {
          theirs = null;
        }
        expect(decodeBase58Check(text, sha256)).toEqual(theirs);
      }),
      { numRuns: 1000 },
    );
  });
});
