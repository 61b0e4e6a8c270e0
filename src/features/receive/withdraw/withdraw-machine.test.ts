import { describe, expect, it } from 'vitest';
import type { Payment } from '@/api/core';
import { ApiError } from '@/api/http';
import { LnurlDirectError } from '@/api/lnurl';
import { ServerWithdrawUnsupportedError } from '@/components/lnurl/lnurl-errors';
import { LnurlError } from '@/lib/lnurl/errors';
import {
  SEARCH_INTERVAL_MS,
  SEARCH_TRIES,
  commandOf,
  findWithdrawInvoice,
  initialWithdrawState,
  isWorking,
  withdrawTransition,
} from './withdraw-machine';
import type {
  WithdrawAttempt,
  WithdrawEvent,
  WithdrawInvoice,
  WithdrawPhase,
  WithdrawState,
} from './withdraw-machine';
import { faucetRequest } from './fixtures/withdraw-request';

const request = faucetRequest;
const STARTED = Date.parse('2026-03-01T12:00:00Z');
const direct: WithdrawAttempt = {
  via: 'direct',
  amountSat: 5_000,
  memo: 'Test sats',
  request,
  startedAt: STARTED,
};
const server: WithdrawAttempt = { ...direct, via: 'server' };
const invoice: WithdrawInvoice = { paymentHash: 'a'.repeat(64), bolt11: 'lnbc50u1first' };
const other: WithdrawInvoice = { paymentHash: 'b'.repeat(64), bolt11: 'lnbc50u1second' };

const payment = (over: Partial<Payment> = {}): Payment => ({
  checking_id: 'internal_x',
  payment_hash: invoice.paymentHash,
  wallet_id: 'w1',
  amount: 5_000_000,
  fee: 0,
  bolt11: invoice.bolt11,
  status: 'pending',
  memo: 'Test sats',
  time: '2026-03-01T12:00:01',
  labels: [],
  extra: {},
  ...over,
});

const lost = new ApiError({ kind: 'timeout', status: 0, detail: 'timed out' });
const refusedByServer = new ApiError({ kind: 'http', status: 400, detail: 'Amount too small' });
const noAnswer = new LnurlDirectError('unreachable-directly', 'blocked');
const serviceNo = new LnurlError('service-error', 'refused', { reason: 'Already claimed' });

/** Runs events from a state, as the hook's reducer would. */
function run(state: WithdrawState, ...events: WithdrawEvent[]): WithdrawState {
  return events.reduce(withdrawTransition, state);
}

const idle = initialWithdrawState;
const creating = run(idle, { type: 'WITHDRAW', attempt: direct });
const creatingServer = run(idle, { type: 'WITHDRAW', attempt: server });
const handingOver = run(creating, { type: 'INVOICE_MADE', invoice });
const accepted = run(handingOver, { type: 'SERVICE_ANSWER', answer: { ok: true } });
const unanswered = run(handingOver, {
  type: 'SERVICE_ANSWER',
  answer: { ok: false, error: noAnswer },
});
const refused = run(handingOver, {
  type: 'SERVICE_ANSWER',
  answer: { ok: false, error: serviceNo },
});
const searching = run(creatingServer, { type: 'INVOICE_FAILED', error: lost });
const received = run(accepted, { type: 'INVOICE_PAID', paymentHash: invoice.paymentHash });

/** One of each state, and one of each event. */
const STATES: Record<WithdrawPhase, WithdrawState> = {
  idle,
  creating,
  'handing-over': handingOver,
  searching,
  accepted,
  unanswered,
  received,
  refused,
};
const EVENTS: WithdrawEvent[] = [
  { type: 'WITHDRAW', attempt: direct },
  { type: 'INVOICE_MADE', invoice: other },
  { type: 'INVOICE_FAILED', error: lost },
  { type: 'SERVICE_ANSWER', answer: { ok: true } },
  { type: 'SEARCH_RESULT', payments: [payment()] },
  { type: 'SEARCH_FAILED', error: lost },
  { type: 'INVOICE_PAID', paymentHash: invoice.paymentHash },
  { type: 'RESET' },
];
/** The events each state acts on; every other event leaves it as it is. */
const LISTENS: Record<WithdrawPhase, WithdrawEvent['type'][]> = {
  idle: ['WITHDRAW'],
  creating: ['INVOICE_MADE', 'INVOICE_FAILED'],
  'handing-over': ['SERVICE_ANSWER'],
  searching: ['SEARCH_RESULT', 'SEARCH_FAILED'],
  accepted: ['INVOICE_PAID'],
  unanswered: ['WITHDRAW', 'INVOICE_PAID'],
  received: [],
  refused: ['WITHDRAW', 'RESET'],
};

describe('every state', () => {
  it.each(Object.entries(STATES))('%s ignores the events it does not list', (phase, state) => {
    expect(state.phase).toBe(phase);
    for (const event of EVENTS) {
      const next = run(state, event);
      if (LISTENS[phase as WithdrawPhase].includes(event.type)) {
        expect(next.step, `${phase} + ${event.type}`).toBe(state.step + 1);
      } else {
        expect(next, `${phase} + ${event.type}`).toBe(state);
      }
    }
  });

  it('hands an invoice over only on entering handing-over, from creating', () => {
    for (const state of Object.values(STATES)) {
      for (const event of EVENTS) {
        const next = run(state, event);
        if (next !== state && commandOf(next)?.kind === 'hand-over') {
          expect(state.phase).toBe('creating');
          expect(event.type).toBe('INVOICE_MADE');
        }
      }
    }
  });
});

describe('idle', () => {
  it('starts idle, needing nothing done', () => {
    expect(idle).toEqual({ step: 0, phase: 'idle' });
    expect(commandOf(idle)).toBeNull();
    expect(isWorking(idle)).toBe(false);
  });

  it('WITHDRAW makes the invoice: one command, the form busy', () => {
    expect(creating).toEqual({ step: 1, phase: 'creating', attempt: direct });
    expect(commandOf(creating)).toEqual({ kind: 'create-invoice', attempt: direct });
    expect(isWorking(creating)).toBe(true);
  });

  it('ignores a second WITHDRAW (a double tap) while one is under way or done', () => {
    for (const state of [creating, handingOver, searching, accepted, received]) {
      expect(run(state, { type: 'WITHDRAW', attempt: server })).toBe(state);
    }
  });
});

describe('creating', () => {
  it('direct: the invoice goes to the service, once', () => {
    expect(handingOver).toMatchObject({ phase: 'handing-over', attempt: direct, invoice });
    expect(commandOf(handingOver)).toEqual({ kind: 'hand-over', attempt: direct, invoice });
    expect(isWorking(handingOver)).toBe(true);
    // LNbits' answer about a callback means nothing on the direct path.
    expect(run(creating, { type: 'INVOICE_MADE', invoice, lnurlResponse: 'x' }).phase).toBe(
      'handing-over',
    );
  });

  it('server: LNbits handed it over itself, and says how the service answered', () => {
    const took = run(creatingServer, { type: 'INVOICE_MADE', invoice, lnurlResponse: true });
    expect(took).toMatchObject({ phase: 'accepted', attempt: server, invoice });
    expect(commandOf(took)).toEqual({ kind: 'watch', invoice });

    const no = run(creatingServer, {
      type: 'INVOICE_MADE',
      invoice,
      lnurlResponse: 'Withdraw link is spent',
    });
    expect(no.phase).toBe('refused');
    const error = (no as Extract<WithdrawState, { phase: 'refused' }>).error;
    expect(error).toBeInstanceOf(LnurlError);
    expect(error).toMatchObject({ code: 'service-error', reason: 'Withdraw link is spent' });
    expect(commandOf(no)).toBeNull();
  });

  it('server: an LNbits that ignored lnurl_withdraw (before 1.3) passed nothing on', () => {
    for (const lnurlResponse of [undefined, null, '', false]) {
      const state = run(creatingServer, { type: 'INVOICE_MADE', invoice, lnurlResponse });
      expect(state.phase).toBe('refused');
      expect((state as Extract<WithdrawState, { phase: 'refused' }>).error).toBeInstanceOf(
        ServerWithdrawUnsupportedError,
      );
    }
  });

  it('direct: no invoice means nothing was handed over, whatever the error', () => {
    for (const error of [lost, refusedByServer, new Error('x')]) {
      expect(run(creating, { type: 'INVOICE_FAILED', error })).toMatchObject({
        phase: 'refused',
        attempt: direct,
        error,
      });
    }
  });

  it('server: a refusal (4xx) made nothing; a lost answer is looked for, never sent again', () => {
    expect(run(creatingServer, { type: 'INVOICE_FAILED', error: refusedByServer })).toMatchObject({
      phase: 'refused',
      error: refusedByServer,
    });
    const serverError = new ApiError({ kind: 'http', status: 500, detail: 'Internal error' });
    for (const error of [
      lost,
      serverError,
      new ApiError({ kind: 'network', status: 0, detail: 'x' }),
    ]) {
      const state = run(creatingServer, { type: 'INVOICE_FAILED', error });
      expect(state).toMatchObject({ phase: 'searching', error, searches: 0 });
      expect(commandOf(state)).toEqual({ kind: 'search', attempt: server, afterMs: 0 });
      expect(isWorking(state)).toBe(true);
    }
  });
});

describe('handing-over', () => {
  it('OK: the service pays on its own schedule; the invoice is read until paid', () => {
    expect(accepted).toMatchObject({ phase: 'accepted', attempt: direct, invoice });
    expect(commandOf(accepted)).toEqual({ kind: 'watch', invoice });
    expect(isWorking(accepted)).toBe(false);
  });

  it('a clear no from the service (or a callback never sent) is a refusal', () => {
    expect(refused).toMatchObject({ phase: 'refused', attempt: direct, error: serviceNo });
    const unsafe = new LnurlError('url', 'unsafe');
    expect(
      run(handingOver, { type: 'SERVICE_ANSWER', answer: { ok: false, error: unsafe } }).phase,
    ).toBe('refused');
  });

  it('a lost or unreadable answer re-reads the invoice: the service may have it', () => {
    for (const error of [
      noAnswer,
      new LnurlDirectError('timeout', 'slow'),
      new LnurlError('response', 'not JSON'),
      new Error('x'),
    ]) {
      const state = run(handingOver, { type: 'SERVICE_ANSWER', answer: { ok: false, error } });
      expect(state).toMatchObject({ phase: 'unanswered', attempt: direct, invoice, error });
      // Read back, never handed over again.
      expect(commandOf(state)).toEqual({ kind: 'watch', invoice });
      expect(isWorking(state)).toBe(false);
    }
  });
});

describe('accepted and unanswered', () => {
  it('are received only once the server reads their own invoice as paid', () => {
    expect(received).toMatchObject({ phase: 'received', attempt: direct, invoice });
    expect(commandOf(received)).toBeNull();
    expect(run(unanswered, { type: 'INVOICE_PAID', paymentHash: invoice.paymentHash }).phase).toBe(
      'received',
    );
    // Another invoice's answer (an earlier try's, read late) says nothing about this one.
    for (const state of [accepted, unanswered]) {
      expect(run(state, { type: 'INVOICE_PAID', paymentHash: other.paymentHash })).toBe(state);
    }
  });

  it('unanswered: a new try makes a new invoice; RESET keeps reading the old one', () => {
    const again = run(unanswered, { type: 'WITHDRAW', attempt: server });
    expect(again).toMatchObject({ phase: 'creating', attempt: server });
    expect(commandOf(again)).toEqual({ kind: 'create-invoice', attempt: server });
    expect(run(unanswered, { type: 'RESET' })).toBe(unanswered);
  });
});

describe('searching', () => {
  const found = (over: Partial<Payment> = {}) =>
    run(searching, { type: 'SEARCH_RESULT', payments: [payment(over)] });

  it('finds the invoice: pending is read on, paid is received, failed is refused', () => {
    expect(found()).toMatchObject({ phase: 'unanswered', attempt: server, invoice, error: lost });
    expect(commandOf(found())).toEqual({ kind: 'watch', invoice });
    expect(found({ status: 'success' })).toMatchObject({ phase: 'received', invoice });
    expect(found({ status: 'failed' })).toMatchObject({ phase: 'refused', error: lost });
  });

  it(`looks ${SEARCH_TRIES} times, then says what went wrong`, () => {
    let state = searching;
    for (let tries = 1; tries < SEARCH_TRIES; tries += 1) {
      state = run(
        state,
        tries % 2
          ? { type: 'SEARCH_RESULT', payments: [] }
          : { type: 'SEARCH_FAILED', error: lost },
      );
      expect(state).toMatchObject({ phase: 'searching', searches: tries });
      expect(commandOf(state)).toMatchObject({ kind: 'search', afterMs: SEARCH_INTERVAL_MS });
    }
    expect(run(state, { type: 'SEARCH_FAILED', error: new Error('x') })).toMatchObject({
      phase: 'refused',
      attempt: server,
      error: lost,
    });
  });
});

describe('refused', () => {
  it('needs nothing done; RESET is back to the form, WITHDRAW a new try', () => {
    expect(commandOf(refused)).toBeNull();
    expect(isWorking(refused)).toBe(false);
    expect(run(refused, { type: 'RESET' })).toEqual({ step: refused.step + 1, phase: 'idle' });
    expect(run(refused, { type: 'WITHDRAW', attempt: server })).toMatchObject({
      phase: 'creating',
      attempt: server,
    });
  });
});

describe('findWithdrawInvoice', () => {
  const attempt = { amountSat: 5_000, memo: 'Test sats', startedAt: STARTED };

  it('is the newest incoming invoice of the amount and memo since the try started', () => {
    const older = payment({ payment_hash: 'old', time: '2026-03-01T12:00:01' });
    const newer = payment({ payment_hash: 'new', time: '2026-03-01T12:00:05+00:00' });
    expect(findWithdrawInvoice([older, newer], attempt)?.payment_hash).toBe('new');
  });

  it('is none for another amount, direction, memo, or one made before the try', () => {
    for (const over of [
      { amount: 4_000_000 },
      { amount: -5_000_000 },
      { memo: 'Other' },
      { memo: null },
      { time: '2026-03-01T11:50:00' },
    ] satisfies Partial<Payment>[]) {
      expect(findWithdrawInvoice([payment(over)], attempt), JSON.stringify(over)).toBeNull();
    }
  });

  it('allows for the server’s clock running behind', () => {
    expect(findWithdrawInvoice([payment({ time: '2026-03-01T11:58:00' })], attempt)).not.toBeNull();
  });
});
