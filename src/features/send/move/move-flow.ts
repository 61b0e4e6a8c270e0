// The steps of a move before its payment: the amount, then the review, whose receiving invoice is
// asked for on Continue (so the review shows what will be paid, and Move pays it in the tap's own
// handler, through the payment machine). Pure: the screen performs the requests and feeds back
// their answers; an answer for an earlier Continue (the person went back, changed the amount) is
// ignored, so the invoice on the review is always the one for the amount shown.

import { emptyEntry } from '@/lib/amount-entry';
import type { AmountEntry } from '@/lib/amount-entry';

/** The receiving wallet's invoice for this move. */
export interface MoveInvoice {
  paymentHash: string;
  bolt11: string;
  amountSat: number;
  /** Unix ms when the receiving wallet made it. */
  madeAt: number;
}

/**
 * An invoice made this long ago (ms) is asked for again rather than paid: the receiving invoice is
 * open MOVE_INVOICE_EXPIRY_S (lib/move), and one paid in its last minute could expire on the way.
 */
export const MOVE_INVOICE_FRESH_MS = 9 * 60_000;

/** Whether the review's invoice is too old to pay (the screen asks for a new one instead). */
export function isStale(invoice: MoveInvoice, nowMs: number): boolean {
  return nowMs - invoice.madeAt > MOVE_INVOICE_FRESH_MS;
}

export type MoveFlowState =
  | { step: 'amount'; requests: number }
  | {
      step: 'review';
      requests: number;
      amountSat: number;
      invoice: MoveInvoice | null;
      error: unknown;
    };

export type MoveFlowEvent =
  | { type: 'CONTINUE'; amountSat: number }
  | { type: 'INVOICE_READY'; request: number; invoice: MoveInvoice }
  | { type: 'INVOICE_FAILED'; request: number; error: unknown }
  /** Ask the receiving wallet again, after a failure or for an invoice gone stale. */
  | { type: 'RETRY' }
  | { type: 'BACK' };

export const initialMoveFlow: MoveFlowState = { step: 'amount', requests: 0 };

export function moveFlowTransition(state: MoveFlowState, event: MoveFlowEvent): MoveFlowState {
  switch (event.type) {
    case 'CONTINUE':
      return state.step === 'amount' && event.amountSat > 0
        ? {
            step: 'review',
            requests: state.requests + 1,
            amountSat: event.amountSat,
            invoice: null,
            error: undefined,
          }
        : state;
    case 'INVOICE_READY':
      return state.step === 'review' &&
        event.request === state.requests &&
        event.invoice.amountSat === state.amountSat &&
        state.invoice === null
        ? { ...state, invoice: event.invoice, error: undefined }
        : state;
    case 'INVOICE_FAILED':
      return state.step === 'review' && event.request === state.requests && state.invoice === null
        ? { ...state, error: event.error }
        : state;
    case 'RETRY':
      return state.step === 'review' && (state.invoice !== null || state.error !== undefined)
        ? { ...state, requests: state.requests + 1, invoice: null, error: undefined }
        : state;
    case 'BACK':
      return state.step === 'review' ? { step: 'amount', requests: state.requests } : state;
  }
}

/** The invoice request the state waits for, if any: the screen sends it once per number. */
export function invoiceToRequest(
  state: MoveFlowState,
): { request: number; amountSat: number } | null {
  return state.step === 'review' && state.invoice === null && state.error === undefined
    ? { request: state.requests, amountSat: state.amountSat }
    : null;
}

/** What Move pays, once the review has its invoice. */
export function invoiceToPay(state: MoveFlowState): MoveInvoice | null {
  return state.step === 'review' ? state.invoice : null;
}

/** The amount a move's address starts the keypad with (`amount=`): a whole positive number of sats. */
export function startAmountSat(value: string | null): number | undefined {
  const amountSat = Number(value ?? '');
  return Number.isSafeInteger(amountSat) && amountSat > 0 ? amountSat : undefined;
}

/** The keypad's first entry: empty, or the amount the address named, in sats. */
export function startEntry(amountSat: number | undefined): AmountEntry {
  return amountSat === undefined ? emptyEntry : { unit: 'sat', text: String(amountSat) };
}

/**
 * `value` when it is a path of this app (one slash, then no second one, no backslash), else null:
 * where Continue leads (`then=` in the address) never sends the person to another site.
 */
export function inAppPath(value: string | null): string | null {
  return value !== null && /^\/(?!\/)/.test(value) && !value.includes('\\') ? value : null;
}
