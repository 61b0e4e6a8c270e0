import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bech32, bech32m } from '@scure/base';
import {
  BECH32_CHARSET,
  bytesToWords,
  decodeBech32,
  encodeBech32,
  wordsToBytesStrict,
  type Bech32Encoding,
} from './bech32';

// @scure/base, which the app used before, is the reference: same answers, string for string.
const REFERENCE = { bech32, bech32m } as const;

describe('decodeBech32: BIP-173 and BIP-350 vectors', () => {
  it.each([
    ['A12UEL5L', 'bech32', 'a'],
    ['a12uel5l', 'bech32', 'a'],
    [
      'an83characterlonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1tt5tgs',
      'bech32',
      'an83characterlonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio',
    ],
    ['abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw', 'bech32', 'abcdef'],
    ['split1checkupstagehandshakeupstreamerranterredcaperred2y9e3w', 'bech32', 'split'],
    ['?1ezyfcl', 'bech32', '?'],
    ['A1LQFN3A', 'bech32m', 'a'],
    ['a1lqfn3a', 'bech32m', 'a'],
    ['?1v759aa', 'bech32m', '?'],
  ] as const)('reads %s (%s)', (text, encoding, prefix) => {
    expect(decodeBech32(text, 90, encoding)?.prefix).toBe(prefix);
    // The other checksum constant never matches.
    expect(decodeBech32(text, 90, encoding === 'bech32' ? 'bech32m' : 'bech32')).toBeNull();
  });

  it.each([
    ['\x201nwldj5', 'a character out of range in the prefix'],
    ['\x7f1axkwrx', 'DEL in the prefix'],
    [
      'an84characterslonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1569pvx',
      'longer than the limit',
    ],
    ['pzry9x0s0muk', 'no separator'],
    ['1pzry9x0s0muk', 'an empty prefix'],
    ['x1b4n0q5v', 'a data character outside the charset'],
    ['li1dgmt3', 'a checksum too short'],
    ['de1lg7wt\xff', 'a non-ASCII character in the checksum'],
    ['A1G7SGD8', 'a checksum made over the upper-case prefix'],
    ['a12UEL5L', 'mixed case'],
  ])('refuses %j (%s)', (text) => {
    expect(decodeBech32(text, 90)).toBeNull();
    expect(decodeBech32(text, 90, 'bech32m')).toBeNull();
  });
});

const encodings = fc.constantFrom<Bech32Encoding>('bech32', 'bech32m');
const prefixes = fc.stringMatching(/^[a-z0-9!-/:-@[-`{-~]{1,12}$/);
const wordArrays = fc.array(fc.integer({ min: 0, max: 31 }), { maxLength: 120 });

describe('bech32 against @scure/base', () => {
  it('encodes as the reference does, and reads back what it encoded', () => {
    fc.assert(
      fc.property(encodings, prefixes, wordArrays, (encoding, prefix, words) => {
        const text = encodeBech32(prefix, words, encoding);
        expect(text).toBe(REFERENCE[encoding].encode(prefix, words, false));
        expect(decodeBech32(text, Infinity, encoding)).toEqual({ prefix, words });
      }),
      { numRuns: 500 },
    );
  });

  it('accepts and refuses exactly what the reference does, after any change of a character', () => {
    const changed = fc
      .tuple(encodings, prefixes, wordArrays, fc.nat(), fc.integer({ min: 0, max: 127 }))
      .map(([encoding, prefix, words, at, code]) => {
        const text = encodeBech32(prefix, words, encoding);
        const index = at % text.length;
        const mutated = text.slice(0, index) + String.fromCharCode(code) + text.slice(index + 1);
        return [encoding, at % 3 === 0 ? mutated.toUpperCase() : mutated] as const;
      });
    fc.assert(
      fc.property(changed, ([encoding, text]) => {
        const ours = decodeBech32(text, 200, encoding);
        const theirs = REFERENCE[encoding].decodeUnsafe(text, 200);
        expect(ours).toEqual(theirs ?? null);
      }),
      { numRuns: 2000 },
    );
  });

  it('converts bytes to groups and, canonically, back as the reference does', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        const words = bytesToWords(bytes);
        expect(words).toEqual(bech32.toWords(bytes));
        expect(wordsToBytesStrict(words)).toEqual(bytes);
      }),
    );
    fc.assert(
      fc.property(wordArrays, (words) => {
        expect(wordsToBytesStrict(words)).toEqual(bech32.fromWordsUnsafe(words) ?? null);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('encodeBech32', () => {
  it('refuses to go past a length limit when given one', () => {
    const words = Array.from({ length: 80 }, (_, i) => i % 32);
    expect(encodeBech32('lnurl', words, 'bech32', 92)).toHaveLength(92);
    expect(() => encodeBech32('lnurl', words, 'bech32', 91)).toThrow(TypeError);
  });

  it('writes only charset characters after the separator', () => {
    const text = encodeBech32('lnbc', [0, 31, 15]);
    expect([...text.slice(5)].every((c) => BECH32_CHARSET.includes(c))).toBe(true);
  });
});
