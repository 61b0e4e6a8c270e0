import { describe, expect, it } from 'vitest';
import { rangeProblem } from './lnurl-errors';

describe('rangeProblem', () => {
  const range = { minSat: 10, maxSat: 1_000 };
  it('names what is wrong with a typed amount', () => {
    expect(rangeProblem('', null, range, 'send')).toBe('Enter an amount.');
    expect(rangeProblem('1.5', null, range, 'send')).toBe('Enter a whole number of sats.');
    expect(rangeProblem('5', 5, range, 'send')).toBe('The least you can send is 10 sats.');
    expect(rangeProblem('2000', 2_000, range, 'withdraw')).toBe(
      'The most you can withdraw is 1,000 sats.',
    );
    expect(rangeProblem('500', 500, range, 'withdraw')).toBeNull();
  });
});
