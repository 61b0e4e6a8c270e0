import { describe, expect, it } from 'vitest';
import type { Payment } from '@/api/core';
import { ApiError } from '@/api/http';
import {
  findServerPathPayment,
  outcomeOfPayError,
  outcomeOfPayment,
  PaymentFailedError,
  readLookup,
} from './payment-outcome';
import { describeFailedPayment } from './payment-failure';

const payment = (over: Partial<Payment> = {}): Payment => ({
  checking_id: 'internal_x',
  payment_hash: 'x',
  wallet_id: 'w',
  amount: -1_000_000,
  fee: -1_500,
  bolt11: 'lnbc',
  status: 'success',
  memo: 'coffee',
  time: '2026-01-01T00:00:00+00:00',
  labels: [],
  extra: {},
  ...over,
});

const http = (status: number, detail: string, paymentStatus?: 'pending' | 'failed' | 'success') =>
  new ApiError({ kind: 'http', status, detail, paymentStatus });

describe('outcomeOfPayment (201)', () => {
  it('success carries abs(amount) and abs(fee)', () => {
    expect(outcomeOfPayment(payment())).toEqual({
      kind: 'success',
      details: {
        amountMsat: 1_000_000,
        feeMsat: 1_500,
        memo: 'coffee',
        time: '2026-01-01T00:00:00+00:00',
      },
    });
  });
  it('failed sent nothing, and is worded by this feature (no English message on screen)', () => {
    const outcome = outcomeOfPayment(payment({ status: 'failed' }));
    expect(outcome.kind === 'failed' && outcome.error).toBeInstanceOf(PaymentFailedError);
    expect(outcome.kind === 'failed' && describeFailedPayment(outcome.error)).toEqual({
      title: 'Payment failed',
      message: 'The server reports this payment as failed, so nothing was sent.',
    });
    expect(describeFailedPayment(new Error('The payment failed.'))).toBeNull();
  });
  it('pending is re-read', () => {
    expect(outcomeOfPayment(payment({ status: 'pending' }))).toEqual({
      kind: 'check',
      reason: 'pending',
    });
  });
});

describe('outcomeOfPayError', () => {
  it('a 520 failed is final', () => {
    expect(outcomeOfPayError(http(520, 'Insufficient balance.', 'failed')).kind).toBe('failed');
  });
  it('a 520 pending, a time-out, a dropped connection or a 5xx are re-read, never retried', () => {
    expect(outcomeOfPayError(http(520, 'Payment is still pending.', 'pending'))).toEqual({
      kind: 'check',
      reason: 'pending',
    });
    // A refusal saying "already paid" is checked too: it may be this wallet's own earlier payment.
    const internal = http(520, 'Internal invoice already paid.', 'failed');
    expect(outcomeOfPayError(internal)).toEqual({
      kind: 'check',
      reason: 'already-paid',
      error: internal,
    });
    expect(outcomeOfPayError(http(520, 'Payment already paid.', 'success'))).toMatchObject({
      reason: 'already-paid',
    });
    expect(outcomeOfPayError(new ApiError({ kind: 'timeout', status: 0, detail: '' })).kind).toBe(
      'check',
    );
    expect(outcomeOfPayError(new ApiError({ kind: 'network', status: 0, detail: '' })).kind).toBe(
      'check',
    );
    expect(
      outcomeOfPayError(new ApiError({ kind: 'invalid-response', status: 201, detail: '' })).kind,
    ).toBe('check');
    expect(outcomeOfPayError(http(500, 'Unexpected error! ID: 1')).kind).toBe('check');
    expect(outcomeOfPayError(new TypeError('boom')).kind).toBe('check');
  });
  it('a 4xx refusal is final', () => {
    expect(outcomeOfPayError(http(403, 'Invoice (or Admin) key required.')).kind).toBe('failed');
    expect(outcomeOfPayError(http(400, 'Daily withdrawal limit of 5 sats reached.')).kind).toBe(
      'failed',
    );
  });
});

describe('readLookup (row 4)', () => {
  it('paid has no status key', () => {
    expect(readLookup({ paid: true, preimage: 'p', details: payment() }).kind).toBe('success');
    expect(readLookup({ paid: true }).kind).toBe('success');
  });
  it('failed and pending', () => {
    expect(readLookup({ paid: false, status: 'failed' }).kind).toBe('failed');
    expect(readLookup({ paid: false, status: 'pending' }).kind).toBe('pending');
    // The re-check threw: no status at all, still unknown.
    expect(readLookup({ paid: false }).kind).toBe('pending');
  });
  it('the wallet’s own incoming invoice is not an outgoing payment', () => {
    expect(
      readLookup({ paid: false, status: 'pending', details: payment({ amount: 5_000 }) }).kind,
    ).toBe('none');
  });
});

describe('findServerPathPayment', () => {
  const attempt = {
    amountMsat: 250_000,
    comment: '',
    startedAt: Date.parse('2026-03-01T12:00:00Z'),
  };
  const at = (time: string, over: Partial<Payment> = {}) =>
    payment({ amount: -250_000, time, payment_hash: time, ...over });

  it('is the earliest outgoing payment of that amount and comment since the attempt began', () => {
    const first = at('2026-03-01T12:00:03');
    const later = at('2026-03-01T12:05:00+00:00');
    expect(findServerPathPayment([later, first], attempt)).toBe(first);
  });

  it('allows the server’s clock to lag a little, not more', () => {
    expect(findServerPathPayment([at('2026-03-01T11:57:00')], attempt)).not.toBeNull();
    expect(findServerPathPayment([at('2026-03-01T11:50:00')], attempt)).toBeNull();
  });

  it('ignores other amounts, incoming payments and other comments', () => {
    const time = '2026-03-01T12:00:03';
    expect(
      findServerPathPayment(
        [
          at(time, { amount: -250_001 }),
          at(time, { amount: 250_000 }),
          at(time, { extra: { comment: 'hi' } }),
        ],
        attempt,
      ),
    ).toBeNull();
    expect(
      findServerPathPayment([at(time, { extra: { comment: 'hi' } })], {
        ...attempt,
        comment: 'hi',
      }),
    ).not.toBeNull();
  });
});
