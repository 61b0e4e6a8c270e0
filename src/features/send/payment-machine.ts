// One payment, from the tap to the server's last word, as a pure state machine. Every way of
// paying goes through it: a pasted invoice, an LNURL whose invoice this device fetched (direct),
// and an LNURL the server pays itself (POST /api/v1/payments/lnurl).
//
//   idle ── PAY ──────────────────────────────► paying ── SERVER_ANSWER ──► paid | failed
//     └─ REQUEST_INVOICE ─► requesting ─ INVOICE_READY ─┘        │
//                              └─ INVOICE_REFUSED ─► failed      └─ unclear ─► confirming
//   confirming ── LOOKUP_RESULT / SEARCH_RESULT / LOOKUP_FAILED ──► confirming | paid | failed | not-sent
//   failed | not-sent ── RESET ──► idle
//   (reload) an attempt on record ─► confirming; an invoice request on record ─► not-sent
//
// An event a state does not list is ignored, which is what makes paying once a property of the
// machine rather than of the screen: a PAY anywhere but `idle` (a double tap, a re-render, a retry
// after an unclear answer) does nothing. A pay request is sent only on entering `paying`; an
// answer that never comes, or one that doesn't say, is settled by reading the payment back
// (`confirming`), never by paying again. A reload starts in `confirming` from the stored record.
//
// The machine does no I/O: `commandOf(state)` says what the state needs done (ask the service for
// an invoice, pay, look the payment up) and the hook performs it, feeding the result back as an
// event. The hook starts the two one-shot commands (asking for an invoice, paying) in the tap's
// own handler, beside the PAY or REQUEST_INVOICE it dispatches, and only when the machine accepts
// it (usePayment).
import { PAY_TIMEOUT_MS } from '@/api/http';
import type { Payment } from '@/api/core';
import type { LnurlPayRequest } from '@/api/lnurl';
import type { PayRequest } from '@/lib/lnurl/responses';
import type { SuccessAction } from '@/lib/lnurl/success-action';
import {
  findServerPathPayment,
  outcomeOfPayError,
  outcomeOfPayment,
  paidDetails,
  PaymentFailedError,
  storedSuccessAction,
} from './payment-outcome';
import type { LookupState, PaidDetails, PayOutcome } from './payment-outcome';
import type {
  InvoiceRecord,
  LnurlRequestRecord,
  LnurlServerRecord,
  PayRecord,
  PayeeNote,
  PendingPayment,
} from './pending-payment';

/** How often a payment whose outcome is open is read again. */
export const PAYMENT_POLL_MS = 2_000;
/** "Payment does not exist." this many times in a row means it was never made. */
export const NOT_FOUND_CONFIRMATIONS = 2;
/**
 * How long after a server-path attempt started its payment may still appear: the server fetches
 * the invoice first, and this app gives a pay request this long before calling it unanswered.
 */
export const SERVER_PATH_SETTLE_MS = PAY_TIMEOUT_MS;

/** What an LNURL-pay service asked to show once paid. */
export type SuccessActionSource =
  /** Checked by this device when it fetched the invoice (direct path). */
  | { from: 'service'; action: SuccessAction | null }
  /** As LNbits stored it with its payment (server path): still to be checked before showing. */
  | { from: 'server'; raw: unknown };

/** The direct path's first step: ask the LNURL service for an invoice. */
export interface InvoiceRequest {
  payRequest: PayRequest;
  walletId: string;
  amountMsat: number;
  /** '' for none. */
  comment: string;
  /** The code as scanned, kept with the record. */
  code: string;
  /** Unix milliseconds of the tap. */
  startedAt: number;
  payee?: PayeeNote;
  /** A note for this wallet only (none when absent), sent with the pay request. */
  internalMemo?: string;
}

/** What is kept while the invoice is asked for: nothing is paid until it arrives. */
export function requestRecord(request: InvoiceRequest): LnurlRequestRecord {
  const { payRequest: _payRequest, ...rest } = request;
  return { kind: 'lnurl-request', ...rest };
}

export type ConfirmReason =
  /** The server answered "pending". */
  | 'pending'
  /** No answer, or one that doesn't say (time-out, dropped connection, 5xx). */
  | 'no-answer'
  /** The server refused: the invoice is already paid. Ours, or someone else's payment? */
  | 'already-paid'
  /** The page was reloaded (or Send reopened) with this payment on record. */
  | 'reload';

interface Base {
  /** Grows with every transition; a command is performed once per step. */
  step: number;
}

export type PaymentState = Base &
  (
    | { phase: 'idle' }
    /** The browser is asking the LNURL service for an invoice: nothing is paid yet. */
    | { phase: 'requesting'; request: InvoiceRequest }
    /** The pay request is out. */
    | {
        phase: 'paying';
        record: PayRecord;
        /** The server path sends LNbits its own scan result back unchanged, when there is one. */
        scanResult?: LnurlPayRequest;
        successAction?: SuccessActionSource;
      }
    /** The outcome is being read back from the server; the payment is never sent again. */
    | {
        phase: 'confirming';
        record: PayRecord;
        reason: ConfirmReason;
        /** The refusal that sent us here, for `already-paid`. */
        refusal?: unknown;
        /** "Payment does not exist." answers in a row. */
        notFound: number;
        lookups: number;
        /** The latest lookup that failed (we keep trying). */
        lastError?: unknown;
        successAction?: SuccessActionSource;
      }
    | {
        phase: 'paid';
        record: InvoiceRecord;
        details?: PaidDetails;
        /**
         * The server refused this pay request because the invoice was already paid, and the
         * payment that settled it is this wallet's own earlier one.
         */
        earlier: boolean;
        successAction?: SuccessActionSource;
      }
    /** Nothing was sent: the service or the server refused, or the server reports it failed. */
    | { phase: 'failed'; record: PendingPayment | null; error: unknown; by: 'service' | 'server' }
    /** After an unclear answer, the server has no such payment: nothing was sent. */
    | { phase: 'not-sent'; record: PendingPayment }
  );

export type PaymentPhase = PaymentState['phase'];

export type ServerAnswer = { ok: true; payment: Payment } | { ok: false; error: unknown };

export type PaymentEvent =
  | { type: 'PAY'; record: PayRecord; scanResult?: LnurlPayRequest }
  | { type: 'REQUEST_INVOICE'; request: InvoiceRequest }
  | { type: 'INVOICE_READY'; record: InvoiceRecord; successAction: SuccessAction | null }
  | { type: 'INVOICE_REFUSED'; error: unknown }
  | { type: 'SERVER_ANSWER'; answer: ServerAnswer }
  /** GET /api/v1/payments/{hash} with this wallet's key (404 read as `none`). */
  | { type: 'LOOKUP_RESULT'; lookup: LookupState }
  /** The wallet's newest payments, searched for a server-path attempt; `now` in unix ms. */
  | { type: 'SEARCH_RESULT'; payments: readonly Payment[]; now: number }
  | { type: 'LOOKUP_FAILED'; error: unknown }
  | { type: 'RESET' };

export type PaymentCommand =
  | { kind: 'request-invoice'; request: InvoiceRequest }
  /** Store the record, then send the pay request. */
  | { kind: 'pay'; record: PayRecord; scanResult?: LnurlPayRequest }
  | { kind: 'look-up'; record: InvoiceRecord; afterMs: number }
  | { kind: 'search'; record: LnurlServerRecord; afterMs: number };

/**
 * Where a Send screen starts: with the payment on record re-read, or ready for a new one. An
 * invoice request on record was this page's to pay once it arrived: the page is gone, so
 * nothing was sent.
 */
export function initialPaymentState(record: PendingPayment | null): PaymentState {
  if (!record) {
    return { step: 0, phase: 'idle' };
  }
  if (record.kind === 'lnurl-request') {
    return { step: 0, phase: 'not-sent', record };
  }
  return { step: 0, phase: 'confirming', record, reason: 'reload', notFound: 0, lookups: 0 };
}

type Next = PaymentState extends infer S ? (S extends Base ? Omit<S, 'step'> : never) : never;

export function paymentTransition(state: PaymentState, event: PaymentEvent): PaymentState {
  const next = nextState(state, event);
  return next === null ? state : ({ ...next, step: state.step + 1 } as PaymentState);
}

/** null: the event means nothing in this state. */
function nextState(state: PaymentState, event: PaymentEvent): Next | null {
  switch (state.phase) {
    case 'idle':
      if (event.type === 'PAY') {
        return { phase: 'paying', record: event.record, scanResult: event.scanResult };
      }
      if (event.type === 'REQUEST_INVOICE') {
        return { phase: 'requesting', request: event.request };
      }
      return null;
    case 'requesting':
      if (event.type === 'INVOICE_READY') {
        return {
          phase: 'paying',
          record: event.record,
          successAction: { from: 'service', action: event.successAction },
        };
      }
      if (event.type === 'INVOICE_REFUSED') {
        // Kept settled, so a reload shows the refusal's outcome (nothing sent), not an empty Send.
        return {
          phase: 'failed',
          record: requestRecord(state.request),
          error: event.error,
          by: 'service',
        };
      }
      return null;
    case 'paying':
      return event.type === 'SERVER_ANSWER' ? afterAnswer(state, event.answer) : null;
    case 'confirming':
      switch (event.type) {
        case 'LOOKUP_RESULT':
          return state.record.kind === 'invoice'
            ? afterLookup({ ...state, record: state.record }, event.lookup)
            : null;
        case 'SEARCH_RESULT':
          return state.record.kind === 'lnurl-server'
            ? afterSearch({ ...state, record: state.record }, event.payments, event.now)
            : null;
        case 'LOOKUP_FAILED':
          return { ...confirming(state), lookups: state.lookups + 1, lastError: event.error };
        default:
          return null;
      }
    case 'failed':
    case 'not-sent':
      return event.type === 'RESET' ? { phase: 'idle' } : null;
    case 'paid':
      return null;
  }
}

type Confirming = Extract<PaymentState, { phase: 'confirming' }>;

function confirming(state: Confirming): Omit<Confirming, 'step'> {
  const { step: _step, ...rest } = state;
  return rest;
}

/** The server path's record once its payment is known: from then on it is an invoice. */
function serverPathInvoice(record: LnurlServerRecord, payment: Payment): InvoiceRecord {
  return {
    kind: 'invoice',
    walletId: record.walletId,
    paymentHash: payment.payment_hash,
    bolt11: payment.bolt11,
    startedAt: record.startedAt,
    lnurl: {
      code: record.code,
      via: 'server',
      ...(record.payee ? { payee: record.payee } : {}),
      comment: record.comment,
    },
    ...(record.internalMemo ? { internalMemo: record.internalMemo } : {}),
  };
}

function afterAnswer(
  state: Extract<PaymentState, { phase: 'paying' }>,
  answer: ServerAnswer,
): Next {
  const { record } = state;
  const outcome: PayOutcome = answer.ok
    ? outcomeOfPayment(answer.payment)
    : outcomeOfPayError(answer.error);
  if (outcome.kind === 'failed') {
    return { phase: 'failed', record, error: outcome.error, by: 'server' };
  }
  // A server-path answer names the payment: from here on it is looked up by its hash.
  const known = record.kind === 'lnurl-server' && answer.ok;
  const settledRecord = known ? serverPathInvoice(record, answer.payment) : record;
  const successAction =
    known && answer.ok
      ? { from: 'server' as const, raw: storedSuccessAction(answer.payment) }
      : state.successAction;
  if (outcome.kind === 'success' && settledRecord.kind === 'invoice') {
    return {
      phase: 'paid',
      record: settledRecord,
      details: outcome.details,
      earlier: false,
      successAction,
    };
  }
  return {
    phase: 'confirming',
    record: settledRecord,
    reason: outcome.kind === 'check' ? outcome.reason : 'pending',
    refusal:
      outcome.kind === 'check' && outcome.reason === 'already-paid' ? outcome.error : undefined,
    notFound: 0,
    lookups: 0,
    successAction,
  };
}

function afterLookup(state: Confirming & { record: InvoiceRecord }, lookup: LookupState): Next {
  const { record, successAction } = state;
  switch (lookup.kind) {
    case 'success':
      return {
        phase: 'paid',
        record,
        details: lookup.details,
        earlier: state.reason === 'already-paid',
        successAction,
      };
    case 'failed':
      return { phase: 'failed', record, error: new PaymentFailedError(), by: 'server' };
    case 'pending':
      return {
        ...confirming(state),
        notFound: 0,
        lookups: state.lookups + 1,
        lastError: undefined,
      };
    case 'none':
      if (state.reason === 'already-paid') {
        // The server refused, and this wallet has no payment of the invoice: someone else paid
        // it. Nothing was sent; the refusal is the outcome.
        return { phase: 'failed', record, error: state.refusal, by: 'server' };
      }
      if (state.notFound + 1 >= NOT_FOUND_CONFIRMATIONS) {
        return { phase: 'not-sent', record };
      }
      return {
        ...confirming(state),
        notFound: state.notFound + 1,
        lookups: state.lookups + 1,
        lastError: undefined,
      };
  }
}

function afterSearch(
  state: Confirming & { record: LnurlServerRecord },
  payments: readonly Payment[],
  now: number,
): Next {
  const found = findServerPathPayment(payments, state.record);
  if (!found) {
    return now >= state.record.startedAt + SERVER_PATH_SETTLE_MS
      ? { phase: 'not-sent', record: state.record }
      : { ...confirming(state), lookups: state.lookups + 1, lastError: undefined };
  }
  const record = serverPathInvoice(state.record, found);
  const successAction = { from: 'server' as const, raw: storedSuccessAction(found) };
  switch (found.status) {
    case 'success':
      return {
        phase: 'paid',
        record,
        details: paidDetails(found),
        earlier: false,
        successAction,
      };
    case 'failed':
      return { phase: 'failed', record, error: new PaymentFailedError(), by: 'server' };
    case 'pending':
      return {
        ...confirming(state),
        record,
        reason: 'pending',
        lookups: state.lookups + 1,
        lastError: undefined,
        successAction,
      };
  }
}

/** What the state needs done, if anything. */
export function commandOf(state: PaymentState): PaymentCommand | null {
  switch (state.phase) {
    case 'requesting':
      return { kind: 'request-invoice', request: state.request };
    case 'paying':
      return { kind: 'pay', record: state.record, scanResult: state.scanResult };
    case 'confirming': {
      const afterMs = state.lookups === 0 ? 0 : PAYMENT_POLL_MS;
      return state.record.kind === 'invoice'
        ? { kind: 'look-up', record: state.record, afterMs }
        : { kind: 'search', record: state.record, afterMs };
    }
    default:
      return null;
  }
}

/**
 * The record to keep for a reload: the attempt while its outcome is open, marked settled once it
 * is final; none before anything was sent or after the person moved on.
 */
export function recordToKeep(state: PaymentState): PendingPayment | null {
  switch (state.phase) {
    case 'idle':
      return null;
    case 'requesting':
      return requestRecord(state.request);
    case 'paying':
    case 'confirming':
      return state.record;
    case 'paid':
    case 'not-sent':
      return { ...state.record, settled: true };
    case 'failed':
      return state.record ? { ...state.record, settled: true } : null;
  }
}

/** A payment is under way or made: the code it pays can't be changed. */
export function isCommitted(state: PaymentState): boolean {
  return (
    state.phase === 'requesting' ||
    state.phase === 'paying' ||
    state.phase === 'confirming' ||
    state.phase === 'paid'
  );
}
