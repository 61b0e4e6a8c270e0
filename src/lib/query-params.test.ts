import { describe, expect, it } from 'vitest';
import { safeDecode, splitQuery } from './query-params';

describe('splitQuery', () => {
  it('keeps order, raw values and parameters without "="; skips empty parts', () => {
    expect(splitQuery('a=1&&b&c=x%20y+z&a=2')).toEqual([
      { key: 'a', raw: '1' },
      { key: 'b', raw: '' },
      { key: 'c', raw: 'x%20y+z' },
      { key: 'a', raw: '2' },
    ]);
    expect(splitQuery('')).toEqual([]);
  });

  it('splits at the first "=" only', () => {
    expect(splitQuery('relay=wss://r.example/?x=1')).toEqual([
      { key: 'relay', raw: 'wss://r.example/?x=1' },
    ]);
  });
});

describe('safeDecode', () => {
  it('decodes, leaves "+" alone, and answers null for broken encoding', () => {
    expect(safeDecode('alice%40example.com')).toBe('alice@example.com');
    expect(safeDecode('a+b')).toBe('a+b');
    expect(safeDecode('%ZZ')).toBeNull();
  });
});
