import { describe, expect, it } from 'vitest';
import { LnurlError } from '@/lib/lnurl/errors';
import {
  LnurlLoginCodeError,
  ServerWithdrawUnsupportedError,
  describeLnurlError,
  rangeProblem,
} from './lnurl-errors';

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

describe('describeLnurlError', () => {
  it('words LnurlError by its code, naming the amount chosen', () => {
    const mismatch = new LnurlError(
      'amount-mismatch',
      'The service returned an invoice for 101 sats',
    );
    expect(describeLnurlError(mismatch, 'shop.example', '100 sats')).toEqual({
      title: 'shop.example sent a wrong invoice',
      message:
        'It sent an invoice for another amount than the 100 sats you chose — nothing was paid.',
    });
    expect(describeLnurlError(new LnurlError('service-error', 'x'), 'shop.example')).toEqual({
      title: 'shop.example refused',
      message: 'It gave no reason.',
    });
  });

  it('words its own errors, and leaves any other to the feature or the shared presenter', () => {
    expect(describeLnurlError(new LnurlLoginCodeError(), 'site.example')?.message).toBe(
      'This is a login code (LNURL-auth), not a payment.',
    );
    expect(describeLnurlError(new ServerWithdrawUnsupportedError(), 'f.example')?.message).toBe(
      'Receiving through the server needs LNbits 1.3 or later. Nothing was received.',
    );
    expect(describeLnurlError(new Error('DNS failure'), 'shop.example')).toBeNull();
  });
});
