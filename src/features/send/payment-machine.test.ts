import { describe, expect, it } from 'vitest';
import type { Payment } from '@/api/core';
import { ApiError } from '@/api/http';
import {
  NOT_FOUND_CONFIRMATIONS,
  PAYMENT_POLL_MS,
  SERVER_PATH_SETTLE_MS,
  commandOf,
  initialPaymentState,
  isCommitted,
  paymentTransition,
  recordToKeep,
} from './payment-machine';
import type { InvoiceRequest, PaymentEvent, PaymentState } from './payment-machine';
import { PaymentFailedError } from './payment-outcome';
import type { InvoiceRecord, LnurlServerRecord } from './pending-payment';

const payRequest = {
  tag: 'payRequest',
  callback: 'https://example.com/cb',
  callbackHost: 'example.com',
  minSendableMsat: 1_000,
  maxSendableMsat: 10_000_000,
  metadataRaw: '[["text/plain","shop"]]',
  metadata: { text: 'shop' },
  commentAllowed: 0,
} as InvoiceRequest['payRequest'];
const invoiceRequest: InvoiceRequest = {
  payRequest,
  walletId: 'w1',
  code: 'shop@example.com',
  amountMsat: 1_000_000,
  comment: '',
  startedAt: Date.parse('2026-03-01T12:00:00Z'),
  payee: { address: 'shop@example.com', domain: 'example.com', name: 'shop' },
};
const requestKept = {
  kind: 'lnurl-request',
  walletId: 'w1',
  code: 'shop@example.com',
  amountMsat: 1_000_000,
  comment: '',
  startedAt: Date.parse('2026-03-01T12:00:00Z'),
  payee: { address: 'shop@example.com', domain: 'example.com', name: 'shop' },
} as const;

const HASH = 'a'.repeat(64);
const OTHER_HASH = 'b'.repeat(64);
const STARTED = Date.parse('2026-03-01T12:00:00Z');

const invoiceRecord: InvoiceRecord = {
  kind: 'invoice',
  walletId: 'w1',
  paymentHash: HASH,
  bolt11: 'lnbc10u1xyz',
  startedAt: STARTED,
};
const serverRecord: LnurlServerRecord = {
  kind: 'lnurl-server',
  walletId: 'w1',
  code: 'shop@example.com',
  amountMsat: 1_000_000,
  comment: 'thanks',
  startedAt: STARTED,
};

const payment = (over: Partial<Payment> = {}): Payment => ({
  checking_id: 'internal_x',
  payment_hash: HASH,
  wallet_id: 'w1',
  amount: -1_000_000,
  fee: -2_000,
  bolt11: 'lnbc10u1xyz',
  status: 'success',
  memo: 'coffee',
  time: '2026-03-01T12:00:01',
  labels: [],
  extra: {},
  ...over,
});

const http = (status: number, detail: string, paymentStatus?: 'pending' | 'failed' | 'success') =>
  new ApiError({ kind: 'http', status, detail, paymentStatus });

/** Runs events from a state, as the hook's reducer would. */
function run(state: PaymentState, ...events: PaymentEvent[]): PaymentState {
  return events.reduce(paymentTransition, state);
}

const idle = initialPaymentState(null);
const paying = run(idle, { type: 'PAY', record: invoiceRecord });
const payingServer = run(idle, { type: 'PAY', record: serverRecord });
const answered = (answer: { ok: true; payment: Payment } | { ok: false; error: unknown }) =>
  run(paying, { type: 'SERVER_ANSWER', answer });

describe('idle', () => {
  it('starts idle without a record, and needs nothing done', () => {
    expect(idle).toEqual({ step: 0, phase: 'idle' });
    expect(commandOf(idle)).toBeNull();
    expect(recordToKeep(idle)).toBeNull();
    expect(isCommitted(idle)).toBe(false);
  });

  it('PAY starts paying: the command stores the record and sends the one pay request', () => {
    expect(paying).toMatchObject({ phase: 'paying', record: invoiceRecord, step: 1 });
    expect(commandOf(paying)).toEqual({ kind: 'pay', record: invoiceRecord });
    const scanResult = { tag: 'payRequest', callback: 'https://example.com/cb' } as never;
    const server = run(idle, { type: 'PAY', record: serverRecord, scanResult });
    expect(commandOf(server)).toEqual({ kind: 'pay', record: serverRecord, scanResult });
    expect(recordToKeep(paying)).toEqual(invoiceRecord);
    expect(isCommitted(paying)).toBe(true);
  });

  it('REQUEST_INVOICE asks the LNURL service for an invoice, kept as a request: nothing paid yet', () => {
    const request = invoiceRequest;
    const state = run(idle, { type: 'REQUEST_INVOICE', request });
    expect(state).toMatchObject({ phase: 'requesting', request });
    expect(commandOf(state)).toEqual({ kind: 'request-invoice', request });
    expect(recordToKeep(state)).toEqual(requestKept);
    expect(isCommitted(state)).toBe(true);
  });

  it('a request found on record after a reload sent nothing: not sent, and may be tried again', () => {
    const state = initialPaymentState(requestKept);
    expect(state).toMatchObject({ phase: 'not-sent', record: requestKept });
    expect(commandOf(state)).toBeNull();
    expect(run(state, { type: 'PAY', record: invoiceRecord })).toBe(state);
    expect(run(state, { type: 'RESET' })).toMatchObject({ phase: 'idle' });
  });

  it('ignores answers, lookups and RESET', () => {
    for (const event of [
      { type: 'SERVER_ANSWER', answer: { ok: true, payment: payment() } },
      { type: 'LOOKUP_RESULT', lookup: { kind: 'success' } },
      { type: 'LOOKUP_FAILED', error: new Error('x') },
      { type: 'INVOICE_READY', record: invoiceRecord, successAction: null },
      { type: 'RESET' },
    ] satisfies PaymentEvent[]) {
      expect(run(idle, event)).toBe(idle);
    }
  });
});

describe('a second PAY is refused everywhere but idle', () => {
  const other: InvoiceRecord = { ...invoiceRecord, paymentHash: OTHER_HASH };
  const states: PaymentState[] = [
    run(idle, { type: 'REQUEST_INVOICE', request: invoiceRequest }),
    paying,
    answered({ ok: false, error: new Error('dropped') }),
    answered({ ok: true, payment: payment() }),
    answered({ ok: false, error: http(520, 'Insufficient balance.', 'failed') }),
    initialPaymentState(invoiceRecord),
  ];
  it.each(states.map((s) => [s.phase, s] as const))('%s: PAY does nothing', (_phase, state) => {
    expect(run(state, { type: 'PAY', record: other })).toBe(state);
    expect(run(state, { type: 'REQUEST_INVOICE', request: invoiceRequest })).toBe(state);
  });
});

describe('requesting (LNURL direct)', () => {
  const requesting = run(idle, { type: 'REQUEST_INVOICE', request: invoiceRequest });

  it('INVOICE_READY pays the checked invoice, keeping its success action', () => {
    const record = {
      ...invoiceRecord,
      lnurl: { code: 'shop@example.com', via: 'direct' as const },
    };
    const action = { tag: 'message' as const, message: 'Thanks' };
    const state = run(requesting, { type: 'INVOICE_READY', record, successAction: action });
    expect(state).toMatchObject({
      phase: 'paying',
      record,
      successAction: { from: 'service', action },
    });
    expect(commandOf(state)).toMatchObject({ kind: 'pay', record });
  });

  it('INVOICE_REFUSED: nothing was paid and the person may try again', () => {
    const error = new Error('wrong invoice');
    const state = run(requesting, { type: 'INVOICE_REFUSED', error });
    expect(state).toMatchObject({ phase: 'failed', record: requestKept, error, by: 'service' });
    // Kept settled: a reload shows this outcome (nothing sent), not an empty Send.
    expect(recordToKeep(state)).toEqual({ ...requestKept, settled: true });
    expect(isCommitted(state)).toBe(false);
    expect(run(state, { type: 'RESET' })).toMatchObject({ phase: 'idle' });
  });

  it('ignores a server answer (no pay request is out)', () => {
    expect(
      run(requesting, { type: 'SERVER_ANSWER', answer: { ok: true, payment: payment() } }),
    ).toBe(requesting);
  });
});

describe('paying: the server answers', () => {
  it('201 success: paid with the amount and fee', () => {
    const state = answered({ ok: true, payment: payment() });
    expect(state).toMatchObject({
      phase: 'paid',
      record: invoiceRecord,
      earlier: false,
      details: { amountMsat: 1_000_000, feeMsat: 2_000 },
    });
    expect(commandOf(state)).toBeNull();
    expect(recordToKeep(state)).toEqual({ ...invoiceRecord, settled: true });
    expect(isCommitted(state)).toBe(true);
  });

  it('201 pending: confirming, looked up at once and then every poll interval', () => {
    const state = answered({ ok: true, payment: payment({ status: 'pending' }) });
    expect(state).toMatchObject({ phase: 'confirming', reason: 'pending', lookups: 0 });
    expect(commandOf(state)).toEqual({ kind: 'look-up', record: invoiceRecord, afterMs: 0 });
    const again = run(state, { type: 'LOOKUP_RESULT', lookup: { kind: 'pending' } });
    expect(commandOf(again)).toEqual({
      kind: 'look-up',
      record: invoiceRecord,
      afterMs: PAYMENT_POLL_MS,
    });
  });

  it('201 failed, or a clear refusal: failed, nothing sent, RESET back to idle', () => {
    for (const answer of [
      { ok: true as const, payment: payment({ status: 'failed' }) },
      { ok: false as const, error: http(520, 'Insufficient balance.', 'failed') },
      { ok: false as const, error: http(400, 'Invalid bolt11.') },
    ]) {
      const state = answered(answer);
      expect(state).toMatchObject({ phase: 'failed', by: 'server', record: invoiceRecord });
      expect(isCommitted(state)).toBe(false);
      expect(run(state, { type: 'RESET' })).toMatchObject({ phase: 'idle' });
    }
  });

  it('an answer that never comes (time-out): confirmed by lookup, never paid again', () => {
    const timeout = new ApiError({
      kind: 'timeout',
      status: 0,
      detail: 'The server did not answer in time.',
    });
    const state = answered({ ok: false, error: timeout });
    expect(state).toMatchObject({ phase: 'confirming', reason: 'no-answer' });
    expect(commandOf(state)?.kind).toBe('look-up');
    const paid = run(state, {
      type: 'LOOKUP_RESULT',
      lookup: { kind: 'success', details: { amountMsat: 1_000_000, feeMsat: 0 } },
    });
    expect(paid).toMatchObject({ phase: 'paid', earlier: false });
  });

  it('a dropped connection or a 5xx is unclear too', () => {
    expect(answered({ ok: false, error: new TypeError('Failed to fetch') })).toMatchObject({
      phase: 'confirming',
      reason: 'no-answer',
    });
    expect(answered({ ok: false, error: http(502, 'Bad gateway') })).toMatchObject({
      phase: 'confirming',
      reason: 'no-answer',
    });
    expect(
      answered({ ok: false, error: http(520, 'Payment is pending', 'pending') }),
    ).toMatchObject({ phase: 'confirming', reason: 'pending' });
  });

  it('ignores lookups and RESET while the pay request is out', () => {
    expect(run(paying, { type: 'LOOKUP_RESULT', lookup: { kind: 'none' } })).toBe(paying);
    expect(run(paying, { type: 'RESET' })).toBe(paying);
  });
});

describe('"Internal invoice already paid." (520)', () => {
  const refusal = http(520, 'Internal invoice already paid.', 'failed');
  const refused = answered({ ok: false, error: refusal });

  it('is not shown as paid: the payment is read back with this wallet’s key', () => {
    expect(refused).toMatchObject({ phase: 'confirming', reason: 'already-paid', refusal });
    expect(commandOf(refused)?.kind).toBe('look-up');
  });

  it('this wallet’s own earlier payment settled it: paid earlier, with that payment’s time', () => {
    const state = run(refused, {
      type: 'LOOKUP_RESULT',
      lookup: {
        kind: 'success',
        details: { amountMsat: 1_000_000, feeMsat: 0, time: '2026-03-01T11:00:00+00:00' },
      },
    });
    expect(state).toMatchObject({
      phase: 'paid',
      earlier: true,
      details: { time: '2026-03-01T11:00:00+00:00' },
    });
  });

  it('someone else paid it (this wallet has no such payment): the refusal stands', () => {
    const state = run(refused, { type: 'LOOKUP_RESULT', lookup: { kind: 'none' } });
    expect(state).toMatchObject({ phase: 'failed', error: refusal, by: 'server' });
  });

  it('this wallet’s earlier payment is still pending: keep confirming', () => {
    const state = run(refused, { type: 'LOOKUP_RESULT', lookup: { kind: 'pending' } });
    expect(state).toMatchObject({ phase: 'confirming', reason: 'already-paid' });
  });
});

describe('confirming an invoice by its hash', () => {
  const unclear = answered({ ok: false, error: new TypeError('Failed to fetch') });

  it(`"does not exist" ${NOT_FOUND_CONFIRMATIONS} times in a row: not sent, may be paid again after RESET`, () => {
    const once = run(unclear, { type: 'LOOKUP_RESULT', lookup: { kind: 'none' } });
    expect(once).toMatchObject({ phase: 'confirming', notFound: 1 });
    const twice = run(once, { type: 'LOOKUP_RESULT', lookup: { kind: 'none' } });
    expect(twice).toMatchObject({ phase: 'not-sent', record: invoiceRecord });
    expect(commandOf(twice)).toBeNull();
    expect(recordToKeep(twice)).toEqual({ ...invoiceRecord, settled: true });
    expect(run(twice, { type: 'PAY', record: invoiceRecord })).toBe(twice);
    const again = run(twice, { type: 'RESET' }, { type: 'PAY', record: invoiceRecord });
    expect(again).toMatchObject({ phase: 'paying' });
  });

  it('a pending answer in between starts the count again', () => {
    const state = run(
      unclear,
      { type: 'LOOKUP_RESULT', lookup: { kind: 'none' } },
      { type: 'LOOKUP_RESULT', lookup: { kind: 'pending' } },
      { type: 'LOOKUP_RESULT', lookup: { kind: 'none' } },
    );
    expect(state).toMatchObject({ phase: 'confirming', notFound: 1 });
  });

  it('the server reports failed: failed, nothing sent', () => {
    const state = run(unclear, { type: 'LOOKUP_RESULT', lookup: { kind: 'failed' } });
    expect(state).toMatchObject({ phase: 'failed', by: 'server' });
    expect(state.phase === 'failed' && state.error).toBeInstanceOf(PaymentFailedError);
  });

  it('a lookup that fails keeps confirming and shows the error', () => {
    const error = new TypeError('offline');
    const state = run(unclear, { type: 'LOOKUP_FAILED', error });
    expect(state).toMatchObject({ phase: 'confirming', lastError: error, lookups: 1 });
    expect(commandOf(state)).toMatchObject({ afterMs: PAYMENT_POLL_MS });
    const cleared = run(state, { type: 'LOOKUP_RESULT', lookup: { kind: 'pending' } });
    expect(cleared).toMatchObject({ lastError: undefined });
  });

  it('a RESET or a search result is ignored while the outcome is open', () => {
    expect(run(unclear, { type: 'RESET' })).toBe(unclear);
    expect(run(unclear, { type: 'SEARCH_RESULT', payments: [], now: STARTED })).toBe(unclear);
  });

  it('paid is final: nothing moves it', () => {
    const paid = run(unclear, { type: 'LOOKUP_RESULT', lookup: { kind: 'success' } });
    for (const event of [
      { type: 'RESET' },
      { type: 'LOOKUP_RESULT', lookup: { kind: 'failed' } },
      { type: 'LOOKUP_FAILED', error: new Error('x') },
      { type: 'SERVER_ANSWER', answer: { ok: false, error: new Error('late') } },
    ] satisfies PaymentEvent[]) {
      expect(run(paid, event)).toBe(paid);
    }
  });
});

describe('after a reload', () => {
  it('a stored record, open or settled, is re-read from the server first', () => {
    for (const record of [invoiceRecord, { ...invoiceRecord, settled: true }]) {
      const state = initialPaymentState(record);
      expect(state).toMatchObject({ phase: 'confirming', reason: 'reload', record });
      expect(commandOf(state)).toEqual({ kind: 'look-up', record, afterMs: 0 });
      expect(isCommitted(state)).toBe(true);
    }
  });
});

describe('LNURL paid through the server', () => {
  it('a success answer names the payment: paid, with the success action LNbits stored', () => {
    const answer = payment({
      payment_hash: OTHER_HASH,
      bolt11: 'lnbc10u1server',
      extra: { success_action: '{"tag":"message","message":"Thanks"}' },
    });
    const state = run(payingServer, {
      type: 'SERVER_ANSWER',
      answer: { ok: true, payment: answer },
    });
    expect(state).toMatchObject({
      phase: 'paid',
      record: {
        kind: 'invoice',
        paymentHash: OTHER_HASH,
        bolt11: 'lnbc10u1server',
        startedAt: STARTED,
        lnurl: { code: 'shop@example.com', via: 'server' },
      },
      successAction: { from: 'server', raw: { tag: 'message', message: 'Thanks' } },
    });
  });

  it('the note for me goes on with the attempt once the server names the payment', () => {
    const withNote = run(idle, {
      type: 'PAY',
      record: { ...serverRecord, internalMemo: 'Split with Ben' },
    });
    const state = run(withNote, {
      type: 'SERVER_ANSWER',
      answer: { ok: true, payment: payment({ payment_hash: OTHER_HASH }) },
    });
    expect(state).toMatchObject({
      phase: 'paid',
      record: { paymentHash: OTHER_HASH, internalMemo: 'Split with Ben' },
    });
  });

  it('a pending answer is then looked up by its hash', () => {
    const answer = payment({ payment_hash: OTHER_HASH, status: 'pending' });
    const state = run(payingServer, {
      type: 'SERVER_ANSWER',
      answer: { ok: true, payment: answer },
    });
    expect(commandOf(state)).toMatchObject({
      kind: 'look-up',
      record: { kind: 'invoice', paymentHash: OTHER_HASH },
    });
  });

  it('a refusal (amount out of range) pays nothing', () => {
    const state = run(payingServer, {
      type: 'SERVER_ANSWER',
      answer: { ok: false, error: http(400, 'Amount 5 not in range 1000 - 2000') },
    });
    expect(state).toMatchObject({ phase: 'failed', by: 'server', record: serverRecord });
  });

  describe('no answer: the wallet’s newest payments are searched, never paid again', () => {
    const searching = run(payingServer, {
      type: 'SERVER_ANSWER',
      answer: {
        ok: false,
        error: new ApiError({
          kind: 'timeout',
          status: 0,
          detail: 'The server did not answer in time.',
        }),
      },
    });
    const ours = payment({
      payment_hash: OTHER_HASH,
      time: '2026-03-01T12:00:02',
      extra: { comment: 'thanks' },
    });

    it('searches at once, then every poll interval', () => {
      expect(commandOf(searching)).toEqual({ kind: 'search', record: serverRecord, afterMs: 0 });
      const again = run(searching, { type: 'SEARCH_RESULT', payments: [], now: STARTED + 5_000 });
      expect(again).toMatchObject({ phase: 'confirming', lookups: 1 });
      expect(commandOf(again)).toMatchObject({ kind: 'search', afterMs: PAYMENT_POLL_MS });
    });

    it('found and settled: paid', () => {
      const state = run(searching, { type: 'SEARCH_RESULT', payments: [ours], now: STARTED });
      expect(state).toMatchObject({ phase: 'paid', record: { paymentHash: OTHER_HASH } });
    });

    it('found pending: from then on looked up by hash', () => {
      const state = run(searching, {
        type: 'SEARCH_RESULT',
        payments: [{ ...ours, status: 'pending' }],
        now: STARTED,
      });
      expect(commandOf(state)).toMatchObject({
        kind: 'look-up',
        record: { paymentHash: OTHER_HASH, lnurl: { via: 'server' } },
      });
    });

    it('found failed: failed', () => {
      const state = run(searching, {
        type: 'SEARCH_RESULT',
        payments: [{ ...ours, status: 'failed' }],
        now: STARTED,
      });
      expect(state).toMatchObject({ phase: 'failed', by: 'server' });
    });

    it('another amount, another comment or an older payment is not this attempt', () => {
      const notOurs = [
        { ...ours, amount: -2_000_000 },
        { ...ours, extra: { comment: 'other' } },
        { ...ours, time: '2026-03-01T11:00:00' },
        { ...ours, amount: 1_000_000 },
      ];
      const state = run(searching, {
        type: 'SEARCH_RESULT',
        payments: notOurs,
        now: STARTED + 1_000,
      });
      expect(state).toMatchObject({ phase: 'confirming' });
    });

    it('nothing found once the server must have finished: not sent', () => {
      const state = run(searching, {
        type: 'SEARCH_RESULT',
        payments: [],
        now: STARTED + SERVER_PATH_SETTLE_MS,
      });
      expect(state).toMatchObject({ phase: 'not-sent', record: serverRecord });
      expect(recordToKeep(state)).toEqual({ ...serverRecord, settled: true });
    });

    it('after a reload the search resumes from the record', () => {
      const state = initialPaymentState(serverRecord);
      expect(commandOf(state)).toEqual({ kind: 'search', record: serverRecord, afterMs: 0 });
      expect(run(state, { type: 'LOOKUP_RESULT', lookup: { kind: 'success' } })).toBe(state);
    });
  });
});
