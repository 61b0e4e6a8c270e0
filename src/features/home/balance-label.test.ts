import { describe, expect, it } from 'vitest';
import { balanceToggleHint } from './balance-label';

describe('balanceToggleHint', () => {
  it('offers to hide the balance while it shows', () => {
    expect(balanceToggleHint(false)).toBe('Hide balance');
  });

  it('gives nothing away while hidden, and offers to show it', () => {
    expect(balanceToggleHint(true)).toBe('Balance hidden. Show balance');
  });
});
