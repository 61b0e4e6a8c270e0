// One LNURL-withdraw (LUD-03), from the tap to the server's word that the sats arrived, as a pure
// state machine (as Send's payment-machine.ts is for paying). Two ways: `direct`, this device
// makes an invoice and calls the service's callback with it; `server`, LNbits makes the invoice
// and calls the callback itself (`lnurl_withdraw`, LNbits ≥ 1.3).
//
//   idle ── WITHDRAW ──► creating ── INVOICE_MADE ──► handing-over (direct) ── SERVICE_ANSWER ──┐
//                          │                    └──► accepted | refused (server: LNbits' answer) │
//                          └─ INVOICE_FAILED ──► refused, or searching (server, answer lost)     │
//   handing-over ── SERVICE_ANSWER ──► accepted | refused | unanswered ◄────────────────────────┘
//   searching ── SEARCH_RESULT / SEARCH_FAILED ──► searching | received | unanswered | refused
//   accepted | unanswered ── INVOICE_PAID ──► received
//   refused | unanswered ── WITHDRAW ──► creating (a new invoice)      refused ── RESET ──► idle
//
// An event a state does not list is ignored: a WITHDRAW while one is under way (a double tap, a
// re-render) does nothing, and the callback is called only on entering `handing-over`, once per
// invoice. An answer that never came is settled by reading the invoice back, never by handing it
// over again: `unanswered` re-reads it (the service may have got it), and a lost answer to the
// server path's invoice, whose hash we then don't know, is looked for among the wallet's newest
// payments first (`searching`). Received means the server says the invoice is paid, nothing less.
//
// The machine does no I/O: `commandOf(state)` says what the state needs done and the hook
// (useLnurlWithdraw) performs it, feeding the result back as an event.
import type { Payment } from '@/api/core';
import { isApiError } from '@/api/http';
import type { LnurlWithdrawRequest } from '@/api/lnurl';
import { ServerWithdrawUnsupportedError } from '@/components/lnurl/lnurl-errors';
import { satToMsat } from '@/lib/amount';
import { LnurlError } from '@/lib/lnurl/errors';
import type { WithdrawRequest } from '@/lib/lnurl/responses';
import { CLOCK_SKEW_MS, newestFirst, paymentTimeMs } from '@/lib/payment';

/** How often an invoice handed to a service is read again (the websocket is usually sooner). */
export const INVOICE_POLL_MS = 1_500;
/** How often, and how many times, the server path's invoice is looked for after a lost answer. */
export const SEARCH_INTERVAL_MS = 1_500;
export const SEARCH_TRIES = 3;

export type WithdrawVia = 'direct' | 'server';

/** One try: the invoice to make and who hands it to the service. */
export interface WithdrawAttempt {
  via: WithdrawVia;
  amountSat: number;
  /** The invoice's memo, as History shows it. */
  memo: string;
  request: WithdrawRequest;
  /** LNbits' own scan result, sent back unchanged on the server path when there is one. */
  raw?: LnurlWithdrawRequest;
  /** Unix ms on this device: a lost server-path invoice is looked for from then on. */
  startedAt: number;
}

export interface WithdrawInvoice {
  paymentHash: string;
  bolt11: string;
}

interface Base {
  /** Grows with every transition; a command is performed once per step. */
  step: number;
}

export type WithdrawState = Base &
  (
    | { phase: 'idle' }
    /** The invoice is being made (on the server path, LNbits hands it over in the same call). */
    | { phase: 'creating'; attempt: WithdrawAttempt }
    /** Direct: this device is calling the service's callback with the invoice. */
    | { phase: 'handing-over'; attempt: WithdrawAttempt; invoice: WithdrawInvoice }
    /** Server: the answer to the invoice was lost; the invoice is looked for by its memo. */
    | { phase: 'searching'; attempt: WithdrawAttempt; error: unknown; searches: number }
    /** The service took the invoice and pays on its own schedule; it is read until paid. */
    | { phase: 'accepted'; attempt: WithdrawAttempt; invoice: WithdrawInvoice }
    /** The service's answer never came (or made no sense): the invoice is read, it may be paid. */
    | { phase: 'unanswered'; attempt: WithdrawAttempt; invoice: WithdrawInvoice; error: unknown }
    /** The server says the invoice is paid. */
    | { phase: 'received'; attempt: WithdrawAttempt; invoice: WithdrawInvoice }
    /** A clear no (from the service, or the server), or nothing was made: nothing will arrive. */
    | { phase: 'refused'; attempt: WithdrawAttempt; error: unknown }
  );

export type WithdrawPhase = WithdrawState['phase'];

export type WithdrawEvent =
  | { type: 'WITHDRAW'; attempt: WithdrawAttempt }
  /** The invoice exists; `lnurlResponse` is LNbits' `extra.lnurl_response` on the server path. */
  | { type: 'INVOICE_MADE'; invoice: WithdrawInvoice; lnurlResponse?: unknown }
  | { type: 'INVOICE_FAILED'; error: unknown }
  | { type: 'SERVICE_ANSWER'; answer: { ok: true } | { ok: false; error: unknown } }
  /** The wallet's newest payments, searched for the server path's invoice. */
  | { type: 'SEARCH_RESULT'; payments: readonly Payment[] }
  | { type: 'SEARCH_FAILED'; error: unknown }
  /** The server reads this invoice as paid. */
  | { type: 'INVOICE_PAID'; paymentHash: string }
  /** The amount changed: a refusal is behind us. */
  | { type: 'RESET' };

export type WithdrawCommand =
  | { kind: 'create-invoice'; attempt: WithdrawAttempt }
  | { kind: 'hand-over'; attempt: WithdrawAttempt; invoice: WithdrawInvoice }
  | { kind: 'search'; attempt: WithdrawAttempt; afterMs: number }
  /** Read the invoice until it is paid (polled, and sooner when the websocket says so). */
  | { kind: 'watch'; invoice: WithdrawInvoice };

export const initialWithdrawState: WithdrawState = { step: 0, phase: 'idle' };

type Next = WithdrawState extends infer S ? (S extends Base ? Omit<S, 'step'> : never) : never;

export function withdrawTransition(state: WithdrawState, event: WithdrawEvent): WithdrawState {
  const next = nextState(state, event);
  return next === null ? state : ({ ...next, step: state.step + 1 } as WithdrawState);
}

/** null: the event means nothing in this state. */
function nextState(state: WithdrawState, event: WithdrawEvent): Next | null {
  switch (state.phase) {
    case 'idle':
      return event.type === 'WITHDRAW' ? { phase: 'creating', attempt: event.attempt } : null;
    case 'creating':
      if (event.type === 'INVOICE_MADE') {
        return afterInvoice(state.attempt, event.invoice, event.lnurlResponse);
      }
      if (event.type === 'INVOICE_FAILED') {
        return state.attempt.via === 'server' && isLostAnswer(event.error)
          ? { phase: 'searching', attempt: state.attempt, error: event.error, searches: 0 }
          : { phase: 'refused', attempt: state.attempt, error: event.error };
      }
      return null;
    case 'handing-over': {
      if (event.type !== 'SERVICE_ANSWER') {
        return null;
      }
      const { attempt, invoice } = state;
      const { answer } = event;
      if (answer.ok) {
        return { phase: 'accepted', attempt, invoice };
      }
      return isServiceRefusal(answer.error)
        ? { phase: 'refused', attempt, error: answer.error }
        : { phase: 'unanswered', attempt, invoice, error: answer.error };
    }
    case 'searching':
      if (event.type === 'SEARCH_RESULT') {
        return afterSearch(state, event.payments);
      }
      if (event.type === 'SEARCH_FAILED') {
        return searchedAgain(state);
      }
      return null;
    case 'accepted':
      return paidNow(state, event);
    case 'unanswered':
      if (event.type === 'WITHDRAW') {
        return { phase: 'creating', attempt: event.attempt };
      }
      return paidNow(state, event);
    case 'refused':
      if (event.type === 'WITHDRAW') {
        return { phase: 'creating', attempt: event.attempt };
      }
      return event.type === 'RESET' ? { phase: 'idle' } : null;
    case 'received':
      return null;
  }
}

function afterInvoice(
  attempt: WithdrawAttempt,
  invoice: WithdrawInvoice,
  lnurlResponse: unknown,
): Next {
  if (attempt.via === 'direct') {
    return { phase: 'handing-over', attempt, invoice };
  }
  // LNbits called the callback itself and says how the service answered (row 2).
  if (lnurlResponse === true) {
    return { phase: 'accepted', attempt, invoice };
  }
  if (typeof lnurlResponse === 'string' && lnurlResponse !== '') {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for logs: lnurl-errors.ts words it by code
    const error = new LnurlError('service-error', `The service refused: ${lnurlResponse}`, {
      reason: lnurlResponse.slice(0, 300),
    });
    return { phase: 'refused', attempt, error };
  }
  // An LNbits before 1.3 made the invoice and ignored `lnurl_withdraw`: nobody has it.
  return { phase: 'refused', attempt, error: new ServerWithdrawUnsupportedError() };
}

type Waiting = Extract<WithdrawState, { phase: 'accepted' | 'unanswered' }>;

function paidNow(state: Waiting, event: WithdrawEvent): Next | null {
  return event.type === 'INVOICE_PAID' && event.paymentHash === state.invoice.paymentHash
    ? { phase: 'received', attempt: state.attempt, invoice: state.invoice }
    : null;
}

type Searching = Extract<WithdrawState, { phase: 'searching' }>;

function afterSearch(state: Searching, payments: readonly Payment[]): Next {
  const found = findWithdrawInvoice(payments, state.attempt);
  if (!found) {
    return searchedAgain(state);
  }
  const invoice = { paymentHash: found.payment_hash, bolt11: found.bolt11 };
  if (found.status === 'success') {
    return { phase: 'received', attempt: state.attempt, invoice };
  }
  if (found.status === 'failed') {
    return { phase: 'refused', attempt: state.attempt, error: state.error };
  }
  // Made, but whether the service took it is unknown: read it, as after a lost direct answer.
  return { phase: 'unanswered', attempt: state.attempt, invoice, error: state.error };
}

/** Not found (yet): look again, or give up and say what went wrong. */
function searchedAgain(state: Searching): Next {
  const searches = state.searches + 1;
  return searches >= SEARCH_TRIES
    ? { phase: 'refused', attempt: state.attempt, error: state.error }
    : { phase: 'searching', attempt: state.attempt, error: state.error, searches };
}

/**
 * A call to our own server whose outcome we don't know: no answer (time-out, dropped connection),
 * one we couldn't read, or a 5xx. A 4xx is a refusal: nothing was made.
 */
function isLostAnswer(error: unknown): boolean {
  return !(isApiError(error) && error.kind === 'http' && error.status < 500);
}

/**
 * The service read the request and said no (LUD-03 `{"status":"ERROR"}`), or it was never sent
 * (an unsafe callback address). Anything else, no answer above all, may hide an acceptance.
 */
function isServiceRefusal(error: unknown): boolean {
  return error instanceof LnurlError && (error.code === 'service-error' || error.code === 'url');
}

/**
 * The server path's invoice among the wallet's newest payments, when the answer to it was lost:
 * incoming, of exactly the amount, with the memo, made since the attempt started (give or take the
 * clocks). The newest such one: an older one belongs to an earlier try.
 */
export function findWithdrawInvoice(
  payments: readonly Payment[],
  attempt: Pick<WithdrawAttempt, 'amountSat' | 'memo' | 'startedAt'>,
): Payment | null {
  const amountMsat = satToMsat(attempt.amountSat);
  return (
    newestFirst(payments).find(
      (payment) =>
        payment.amount === amountMsat &&
        (payment.memo ?? '') === attempt.memo &&
        paymentTimeMs(payment.time) >= attempt.startedAt - CLOCK_SKEW_MS,
    ) ?? null
  );
}

/** What the state needs done, if anything. */
export function commandOf(state: WithdrawState): WithdrawCommand | null {
  switch (state.phase) {
    case 'creating':
      return { kind: 'create-invoice', attempt: state.attempt };
    case 'handing-over':
      return { kind: 'hand-over', attempt: state.attempt, invoice: state.invoice };
    case 'searching':
      return {
        kind: 'search',
        attempt: state.attempt,
        afterMs: state.searches === 0 ? 0 : SEARCH_INTERVAL_MS,
      };
    case 'accepted':
    case 'unanswered':
      return { kind: 'watch', invoice: state.invoice };
    default:
      return null;
  }
}

/** Asking for the sats: the form is read-only and its button busy. */
export function isWorking(state: WithdrawState): boolean {
  return (
    state.phase === 'creating' || state.phase === 'handing-over' || state.phase === 'searching'
  );
}
