import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http';
import { describeError, isChunkLoadError } from './describe-error';

const http = (status: number, detail: string, paymentStatus?: 'pending' | 'failed') =>
  new ApiError({ kind: 'http', status, detail, paymentStatus });

describe('describeError', () => {
  it('network, time-out and non-LNbits answers', () => {
    expect(describeError(new ApiError({ kind: 'network', status: 0, detail: 'x' })).title).toBe(
      "Can't reach the server",
    );
    expect(describeError(new ApiError({ kind: 'timeout', status: 0, detail: 'x' })).title).toMatch(
      /too long/,
    );
    expect(
      describeError(new ApiError({ kind: 'invalid-response', status: 200, detail: 'x' })).title,
    ).toMatch(/LNbits/);
  });

  it('key problems', () => {
    expect(describeError(http(404, 'Wallet not found.')).message).toMatch(
      /This wallet key isn't known to the server/,
    );
    expect(describeError(http(401, 'No Api Key provided.')).title).toBe('No wallet key sent');
    expect(describeError(http(403, 'Invalid adminkey.')).title).toBe('Admin key needed');
    expect(describeError(http(403, 'Invoice (or Admin) key required.')).title).toBe(
      'Admin key needed',
    );
    expect(describeError(http(403, "Extension 'lnurlp' not enabled.")).message).toMatch(
      /lnurlp extension/,
    );
  });

  it('payments', () => {
    expect(describeError(http(520, 'Insufficient balance.', 'failed'))).toEqual({
      title: 'Payment failed',
      message: 'Insufficient balance.',
    });
    expect(describeError(http(520, 'Payment is still pending.', 'pending')).title).toBe(
      'Payment pending',
    );
    expect(describeError(http(404, 'Payment does not exist.')).title).toBe('Payment not found');
  });

  it('other answers keep the server words', () => {
    expect(describeError(http(400, 'Could not get exchange rate for USD.')).message).toBe(
      'Could not get exchange rate for USD.',
    );
    expect(describeError(http(500, 'Unexpected error! ID: x')).title).toBe('Server error');
    expect(describeError(new Error('boom')).message).toBe('boom.');
    expect(describeError('weird').title).toBe('Something went wrong');
  });

  it('recognises a failed lazy import', () => {
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    expect(isChunkLoadError(error)).toBe(true);
    expect(describeError(error).title).toMatch(/couldn't load/);
  });

  it('words a refused invoice as such, not as a failed payment', () => {
    const refused = new ApiError({
      kind: 'http',
      status: 520,
      detail: 'Invoice amount 20000000 sats is too high. Max allowed: 10000000 sats.',
      paymentStatus: 'failed',
    });
    expect(describeError(refused).title).toBe('Payment failed');
    expect(describeError(refused, 'invoice')).toEqual({
      title: "Couldn't create the invoice",
      message: 'Invoice amount 20000000 sats is too high. Max allowed: 10000000 sats.',
    });
  });
});
