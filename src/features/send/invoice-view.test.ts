import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http';
import type { DecodedBolt11 } from '@/lib/bolt11';
import { decodeInvoiceText, invoiceInFlight, invoiceView } from './invoice-view';
import type { InvoiceChecks } from './invoice-view';
import { initialPaymentState, paymentTransition } from './payment-machine';
import type { PaymentEvent, PaymentState } from './payment-machine';
import type { InvoiceRecord } from './pending-payment';
import { SERVER_NETWORK } from './invoice-assessment';

const NOW = 1_800_000_000;
const HASH = 'c'.repeat(64);
const invoice = {
  network: SERVER_NETWORK,
  amountMsat: 1_000_000n,
  expiresAt: NOW + 3_600,
  paymentHash: HASH,
  paymentRequest: 'lnbc10u1view',
} as DecodedBolt11;
const record: InvoiceRecord = {
  kind: 'invoice',
  walletId: 'w1',
  paymentHash: HASH,
  bolt11: 'lnbc10u1view',
  startedAt: NOW * 1000,
};

/** Everything known and fine: a payable invoice. */
const ready: InvoiceChecks = {
  decoded: { kind: 'ok', invoice },
  balance: { msat: 50_000_000, pending: false },
  server: { state: 'agrees' },
  prior: { kind: 'none' },
  nowSeconds: NOW,
};
const idle = initialPaymentState(null);
const run = (...events: PaymentEvent[]): PaymentState =>
  events.reduce(paymentTransition, idle as PaymentState);
const paying = run({ type: 'PAY', record });

describe('invoiceView', () => {
  it('nothing typed: nothing shown; garbage: why it can’t be used', () => {
    expect(invoiceView(idle, { ...ready, decoded: decodeInvoiceText('  ') })).toEqual({
      kind: 'nothing',
    });
    const invalid = invoiceView(idle, { ...ready, decoded: decodeInvoiceText('lnbc1 nope') });
    expect(invalid).toMatchObject({ kind: 'invalid', message: expect.any(String) });
  });

  it('a payable invoice: the pay button with its amount, and no problems', () => {
    expect(invoiceView(idle, ready)).toMatchObject({
      kind: 'invoice',
      invoice,
      outcome: null,
      problems: [],
      prior: null,
      notes: { warnings: [], serverUnreachable: false, priorUnknown: false },
      action: { kind: 'pay', label: 'Pay 1,000 sats', enabled: true },
    });
  });

  it('while anything is still being checked, the button says so and can’t be pressed', () => {
    for (const checks of [
      { ...ready, balance: { pending: true } },
      { ...ready, server: { state: 'checking' as const } },
      { ...ready, prior: { kind: 'checking' as const } },
    ]) {
      expect(invoiceView(idle, checks)).toMatchObject({
        action: { kind: 'pay', label: 'Checking…', enabled: false },
      });
    }
  });

  it('problems (balance, the server’s decode) leave nothing to press', () => {
    const view = invoiceView(idle, {
      ...ready,
      balance: { msat: 10_000, pending: false },
      server: { state: 'rejects', message: 'The server read a different amount.' },
    });
    expect(view).toMatchObject({ kind: 'invoice', action: null, notes: null });
    expect(view.kind === 'invoice' && view.problems).toEqual([
      'You have 10 sats; this needs 1,000 sats.',
      'The server read a different amount.',
    ]);
  });

  it('already paid or on its way from this wallet: said so, nothing to press', () => {
    expect(invoiceView(idle, { ...ready, prior: { kind: 'success' } })).toMatchObject({
      prior: 'paid',
      action: null,
    });
    expect(invoiceView(idle, { ...ready, prior: { kind: 'pending' } })).toMatchObject({
      prior: 'pending',
      action: null,
    });
  });

  it('unreachable checks are notes, not blockers', () => {
    expect(
      invoiceView(idle, {
        ...ready,
        server: { state: 'unreachable', error: new Error('offline') },
        prior: { kind: 'unknown' },
      }),
    ).toMatchObject({
      notes: { serverUnreachable: true, priorUnknown: true },
      action: { kind: 'pay', enabled: true },
    });
  });

  it('paying: a busy button, and none of the new-payment checks', () => {
    expect(invoiceView(paying, { ...ready, prior: { kind: 'pending' } })).toMatchObject({
      problems: [],
      prior: null,
      notes: null,
      action: { kind: 'paying' },
    });
  });

  it('confirming: the reason and the last failed lookup instead of a button', () => {
    const error = new Error('offline');
    const state = run(
      { type: 'PAY', record },
      { type: 'SERVER_ANSWER', answer: { ok: false, error: new TypeError('dropped') } },
      { type: 'LOOKUP_FAILED', error },
    );
    expect(invoiceView(state, ready)).toMatchObject({
      action: { kind: 'confirming', reason: 'no-answer', lastError: error },
    });
  });

  it('paid, or paid earlier: the outcome, whatever the field says', () => {
    const paid = run(
      { type: 'PAY', record },
      { type: 'SERVER_ANSWER', answer: { ok: false, error: new TypeError('dropped') } },
      { type: 'LOOKUP_RESULT', lookup: { kind: 'success' } },
    );
    expect(invoiceView(paid, { ...ready, decoded: { kind: 'empty' } })).toEqual({
      kind: 'paid',
      record,
      details: undefined,
      earlier: false,
    });
  });

  it('failed or not sent: the outcome above a payable invoice again', () => {
    const refusal = new ApiError({
      kind: 'http',
      status: 520,
      detail: 'Insufficient balance.',
      paymentStatus: 'failed',
    });
    const failed = run(
      { type: 'PAY', record },
      { type: 'SERVER_ANSWER', answer: { ok: false, error: refusal } },
    );
    expect(invoiceView(failed, ready)).toMatchObject({
      outcome: { kind: 'failed', error: refusal },
      action: { kind: 'pay', enabled: true },
    });
    const error = new TypeError('dropped');
    const notSent = run(
      { type: 'PAY', record },
      { type: 'SERVER_ANSWER', answer: { ok: false, error } },
      { type: 'LOOKUP_RESULT', lookup: { kind: 'none' } },
      { type: 'LOOKUP_RESULT', lookup: { kind: 'none' } },
    );
    expect(invoiceView(notSent, ready)).toMatchObject({ outcome: { kind: 'not-sent' } });
  });
});

describe('invoiceInFlight', () => {
  it('is the invoice being paid or confirmed, and nothing otherwise', () => {
    expect(invoiceInFlight(idle)).toBeNull();
    expect(invoiceInFlight(paying)).toBe(record);
    expect(invoiceInFlight(initialPaymentState(record))).toBe(record);
    const server = initialPaymentState({
      kind: 'lnurl-server',
      walletId: 'w1',
      code: 'a@b.c',
      amountMsat: 1_000,
      comment: '',
      startedAt: 1,
    });
    expect(invoiceInFlight(server)).toBeNull();
  });
});
