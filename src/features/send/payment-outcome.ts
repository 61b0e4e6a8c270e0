// Reading what the server said about a payment, without guessing. Pure.
import type { Payment, PaymentLookup } from '@/api/core';
import { isApiError } from '@/api/http';
import { CLOCK_SKEW_MS, paymentFeeMsat, paymentTimeMs } from '@/lib/payment';

export interface PaidDetails {
  /** abs(amount), msat. */
  amountMsat: number;
  /** abs(fee), msat. */
  feeMsat: number;
  memo?: string | null;
  time?: string;
}

export type PayOutcome =
  | { kind: 'success'; details: PaidDetails }
  /**
   * Pending, or an answer that doesn't say: re-read the payment (row 4) and never pay again.
   * `already-paid` is a refusal ("Internal invoice already paid."): only a re-read with this
   * wallet's key tells whether its own earlier payment is what settled the invoice.
   */
  | { kind: 'check'; reason: 'pending' | 'no-answer' }
  | { kind: 'check'; reason: 'already-paid'; error: unknown }
  /** The server refused: nothing was sent. */
  | { kind: 'failed'; error: unknown };

/**
 * The server says the payment failed, so nothing was sent. A class of its own so the screens word
 * it (payment-failure.ts) in the person's language: the message is for logs only.
 */
export class PaymentFailedError extends Error {
  constructor() {
    super('payment-failed');
    this.name = 'PaymentFailedError';
  }
}

export function paidDetails(
  payment: Pick<Payment, 'amount' | 'fee' | 'memo' | 'time'>,
): PaidDetails {
  return {
    amountMsat: Math.abs(payment.amount),
    feeMsat: paymentFeeMsat(payment),
    memo: payment.memo,
    time: payment.time,
  };
}

/** The 201 answer of POST /api/v1/payments. */
export function outcomeOfPayment(payment: Payment): PayOutcome {
  if (payment.status === 'success') {
    return { kind: 'success', details: paidDetails(payment) };
  }
  if (payment.status === 'failed') {
    return { kind: 'failed', error: new PaymentFailedError() };
  }
  return { kind: 'check', reason: 'pending' };
}

/** A thrown pay call. Only a clear refusal counts as failed; anything unclear is re-read. */
export function outcomeOfPayError(error: unknown): PayOutcome {
  if (!isApiError(error)) {
    return { kind: 'check', reason: 'no-answer' };
  }
  if (error.kind !== 'http') {
    // Time-out, dropped connection, or an answer we couldn't read: the payment may have gone.
    return { kind: 'check', reason: 'no-answer' };
  }
  if (error.status === 520) {
    // "Internal invoice already paid." comes as failed, yet the payer may be us (a reply lost
    // earlier, another tab): only a re-read with our key tells.
    if (/already paid/i.test(error.detail)) {
      return { kind: 'check', reason: 'already-paid', error };
    }
    if (error.paymentStatus === 'failed') {
      return { kind: 'failed', error };
    }
    return { kind: 'check', reason: error.paymentStatus === 'pending' ? 'pending' : 'no-answer' };
  }
  if (error.status >= 400 && error.status < 500) {
    // Refused before any payment was made (key, validation, limits).
    return { kind: 'failed', error };
  }
  return { kind: 'check', reason: 'no-answer' };
}

export type LookupState =
  | { kind: 'success'; details?: PaidDetails }
  | { kind: 'failed' }
  | { kind: 'pending' }
  /** The wallet has no outgoing payment with this hash. */
  | { kind: 'none' };

/** GET /api/v1/payments/{hash} with the payer's key. `status` is absent when paid. */
export function readLookup(lookup: PaymentLookup): LookupState {
  const details = lookup.details;
  if (details && details.amount > 0) {
    // The wallet's own incoming invoice (self-payment): no outgoing payment recorded yet.
    return { kind: 'none' };
  }
  if (lookup.paid || lookup.status === 'success' || details?.status === 'success') {
    return { kind: 'success', details: details ? paidDetails(details) : undefined };
  }
  if (lookup.status === 'failed' || details?.status === 'failed') {
    return { kind: 'failed' };
  }
  return { kind: 'pending' };
}

/**
 * The wallet's payment made by an LNURL-pay through the server that started at `startedAt`, among
 * its newest payments: outgoing, of exactly that amount, with that comment, not older than the
 * start (give or take the clocks). The earliest such payment is the one: a later one would be a
 * payment the person made after this attempt.
 */
export function findServerPathPayment(
  payments: readonly Payment[],
  attempt: { amountMsat: number; comment: string; startedAt: number },
): Payment | null {
  const matches = payments.filter((p) => {
    const comment = typeof p.extra.comment === 'string' ? p.extra.comment : '';
    return (
      p.amount === -attempt.amountMsat &&
      comment === attempt.comment &&
      paymentTimeMs(p.time) >= attempt.startedAt - CLOCK_SKEW_MS
    );
  });
  matches.sort((a, b) => paymentTimeMs(a.time) - paymentTimeMs(b.time));
  return matches[0] ?? null;
}

/** The successAction LNbits stored with a server-path LNURL payment, as it was sent. */
export function storedSuccessAction(payment: Pick<Payment, 'extra'>): unknown {
  const stored = payment.extra.success_action;
  if (typeof stored !== 'string') {
    return stored ?? null;
  }
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    return stored;
  }
}

/** 404 `Payment does not exist.` from a lookup. */
export function isPaymentNotFound(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 404;
}
