import { describe, expect, it } from 'vitest';
import { shortenKey } from './short-key';

describe('shortenKey', () => {
  it('shortens node keys to first and last 8', () => {
    const key = '03e7156ae33b0a208d0744199163177e909e80176e55d97a2f221ede0f934dd9ad';
    expect(shortenKey(key)).toBe('03e7156a…934dd9ad');
    expect(shortenKey('abc')).toBe('abc');
  });
});
