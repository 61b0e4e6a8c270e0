import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { getPayment, listPayments, payInvoice } from '@/api/core';
import type { LnurlPayRequest } from '@/api/lnurl';
import type { WalletConnection } from '@/session';
import {
  commandOf,
  initialPaymentState,
  paymentTransition,
  recordToKeep,
  requestRecord,
} from './payment-machine';
import type {
  InvoiceRequest,
  PaymentCommand,
  PaymentEvent,
  PaymentState,
  ServerAnswer,
} from './payment-machine';
import { findServerPathPayment, isPaymentNotFound, readLookup } from './payment-outcome';
import {
  clearPendingPayment,
  readPendingPayment,
  recordPendingPayment,
  recordToResume,
  sentRecordOfPayment,
  sessionStore,
} from './pending-payment';
import type {
  InvoiceRecord,
  LnurlServerRecord,
  MoveNote,
  PayRecord,
  PayeeNote,
  PendingPayment,
} from './pending-payment';
import type { PayRequest } from '@/lib/lnurl/responses';
import { moveExtra } from '@/lib/move';
import { sentExtra } from '@/lib/payment-counterparty';
import { internalMemoExtra } from '@/lib/payment-extra';
import { rememberSentPayment } from '@/session';
import { rememberRecipient } from './recent-recipients';
import { refreshAfterPayment } from '@/components/refresh-after-payment';
import { walletKeys } from '@/api/keys';
import { SERVER_NETWORK } from './server-network';

/** How many of the wallet's newest payments are searched for a server-path LNURL payment. */
const SEARCH_LIMIT = 20;

// The LNURL calls bring the LNURL checks and the invoice signature check (~15 KB gzip), which a
// Send screen paying an invoice, or still empty, never runs. An LNURL payment starts from the LNURL
// flow, which has already loaded them, so this import resolves at once.
const lnurlApi = () => import('@/api/lnurl');

/** What a tap on Pay for an LNURL carries: the code, the amount, the note, and whom it pays. */
export interface LnurlPayInput {
  code: string;
  amountMsat: number;
  /** '' for none. */
  comment: string;
  payee?: PayeeNote;
  /** A note for this wallet only; '' or absent for none. */
  internalMemo?: string;
}

export interface PastedInvoice {
  paymentHash: string;
  bolt11: string;
  internalMemo?: string;
  move?: MoveNote;
}

export interface Payer {
  state: PaymentState;
  /**
   * A pasted or scanned invoice, with a note for this wallet only (none when ''), or one another
   * wallet of this device made for a move.
   */
  payInvoice: (invoice: PastedInvoice) => void;
  /** LNURL, direct: this device asks the service for the invoice, checks it, then pays it. */
  payLnurlDirect: (input: LnurlPayInput & { payRequest: PayRequest }) => void;
  /** LNURL through the server (POST /api/v1/payments/lnurl). */
  payLnurlThroughServer: (input: LnurlPayInput, scanResult?: LnurlPayRequest) => void;
  /** Back to the form after a payment that sent nothing; ignored in any other state. */
  reset: () => void;
}

/**
 * The payment state machine of one Send screen, and the I/O its states ask for. It starts from the
 * payment on record, if any (see `recordToResume`; `requestedCode` is the code Send was opened
 * with). The machine decides what is shown; the tap's own handler, once the machine is idle and
 * before anything is painted, writes the record, dispatches, and sends the one request (kept
 * alive across a reload), so a reload in the very instant after the tap finds the attempt and
 * reads its outcome back. Lookups run from effects, as the machine asks.
 */
export function usePayment(
  wallet: WalletConnection,
  requestedCode = '',
  /** Which settled attempt on record this screen shows (an open one, always). */
  showsSettled?: (record: PendingPayment) => boolean,
): Payer {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(paymentTransition, wallet.id, (walletId) =>
    initialPaymentState(
      recordToResume(
        readPendingPayment(sessionStore(), walletId),
        requestedCode.trim(),
        showsSettled,
      ),
    ),
  );

  useKeptRecord(state, wallet.id);
  useLookups(state, wallet, dispatch, queryClient);
  useNotedPayee(state, wallet.id);

  // The tap's guard: the state as last rendered, and whether a tap since then started a payment
  // (two clicks in one task both see the same render).
  const rendered = useRef(state);
  useLayoutEffect(() => {
    rendered.current = state;
  }, [state]);
  const started = useRef(false);
  useEffect(() => {
    if (state.phase === 'idle') {
      started.current = false;
    }
  }, [state.phase]);
  // A page that has gone (Send left) pays no invoice that arrives after it.
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const walletRef = useRef(wallet);
  useLayoutEffect(() => {
    walletRef.current = wallet;
  }, [wallet]);
  const begin = useCallback((): boolean => {
    if (started.current || rendered.current.phase !== 'idle') {
      return false;
    }
    started.current = true;
    return true;
  }, []);
  const pay = useCallback(
    (record: PayRecord, scanResult?: LnurlPayRequest) => {
      const current = walletRef.current;
      void sendPayRequest(current, record, scanResult).then((answer) => {
        void refreshAfterPayment(queryClient, current.id);
        if (record.kind === 'lnurl-server') {
          // LNbits may have kept the service among the wallet's stored pay links.
          void queryClient.invalidateQueries({ queryKey: walletKeys.storedPayLinks(current.id) });
        }
        dispatch({ type: 'SERVER_ANSWER', answer });
      });
    },
    [queryClient],
  );

  const walletId = wallet.id;
  const payInvoiceAction = useCallback(
    ({ internalMemo, ...invoice }: PastedInvoice) => {
      if (!begin()) {
        return;
      }
      const note = internalMemoExtra(internalMemo)?.internal_memo;
      const record: InvoiceRecord = {
        kind: 'invoice',
        walletId,
        ...invoice,
        startedAt: Date.now(),
        ...(note ? { internalMemo: note } : {}),
      };
      recordPendingPayment(sessionStore(), record);
      dispatch({ type: 'PAY', record });
      pay(record);
    },
    [walletId, begin, pay],
  );
  const payLnurlDirect = useCallback(
    (input: LnurlPayInput & { payRequest: PayRequest }) => {
      if (!begin()) {
        return;
      }
      const { internalMemo, ...rest } = input;
      const note = internalMemoExtra(internalMemo)?.internal_memo;
      const request: InvoiceRequest = {
        ...rest,
        walletId,
        startedAt: Date.now(),
        ...(note ? { internalMemo: note } : {}),
      };
      recordPendingPayment(sessionStore(), requestRecord(request));
      dispatch({ type: 'REQUEST_INVOICE', request });
      void requestInvoice(request).then((event) => {
        if (event.type === 'INVOICE_READY' && alive.current) {
          // Kept before the pay request leaves: from here a reload reads the payment back.
          recordPendingPayment(sessionStore(), event.record);
          notePayee(walletId, event.record);
          dispatch(event);
          pay(event.record);
        } else if (event.type === 'INVOICE_REFUSED') {
          dispatch(event);
        }
      });
    },
    [walletId, begin, pay],
  );
  const payLnurlThroughServer = useCallback(
    (input: LnurlPayInput, scanResult?: LnurlPayRequest) => {
      if (!begin()) {
        return;
      }
      const note = internalMemoExtra(input.internalMemo)?.internal_memo;
      const record: LnurlServerRecord = {
        kind: 'lnurl-server',
        walletId,
        code: input.code,
        amountMsat: input.amountMsat,
        comment: input.comment,
        startedAt: Date.now(),
        ...(input.payee ? { payee: input.payee } : {}),
        ...(note ? { internalMemo: note } : {}),
      };
      recordPendingPayment(sessionStore(), record);
      dispatch({ type: 'PAY', record, scanResult });
      pay(record, scanResult);
    },
    [walletId, begin, pay],
  );
  const reset = useCallback(() => dispatch({ type: 'RESET' }), []);

  return useMemo(
    () => ({ state, payInvoice: payInvoiceAction, payLnurlDirect, payLnurlThroughServer, reset }),
    [state, payInvoiceAction, payLnurlDirect, payLnurlThroughServer, reset],
  );
}

/**
 * Notes whom an LNURL payment went to and the note sent, once its hash is known (the direct path
 * knows it before paying, the server path from the server's answer or a lookup), for History
 * (session/payments); and, once paid, puts the recipient first among the recent ones.
 */
function notePayee(walletId: string, record: InvoiceRecord) {
  const sent = sentRecordOfPayment(record);
  if (sent) {
    rememberSentPayment(walletId, sent);
  }
}

function useNotedPayee(state: PaymentState, walletId: string) {
  const record =
    (state.phase === 'confirming' || state.phase === 'paid') && state.record.kind === 'invoice'
      ? state.record
      : null;
  const hash = record?.lnurl?.via === 'server' ? record.paymentHash : null;
  const noted = useRef<string | null>(null);
  useEffect(() => {
    if (record && hash && noted.current !== hash) {
      noted.current = hash;
      notePayee(walletId, record);
    }
  }, [record, hash, walletId]);

  const paid = state.phase === 'paid' ? state : null;
  const recipient = paid?.record.lnurl;
  const amountMsat = paid?.details?.amountMsat;
  const paidHash = paid?.record.paymentHash;
  useEffect(() => {
    if (recipient?.payee && paidHash) {
      rememberRecipient(walletId, {
        code: recipient.code,
        label: recipient.payee.address ?? recipient.payee.domain,
        ...(recipient.payee.name ? { name: recipient.payee.name } : {}),
        ...(amountMsat !== undefined ? { amountSat: Math.ceil(amountMsat / 1_000) } : {}),
        paidAt: Date.now(),
      });
    }
    // Once per payment: the hash names it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paidHash, walletId]);
}

/**
 * Keeps sessionStorage in step with the machine, so a reload finds the attempt; and forgets a
 * settled one when this screen goes away (the person moved on). A reload runs no clean-up, so
 * the record survives it.
 */
function useKeptRecord(state: PaymentState, walletId: string) {
  const kept = recordToKeep(state);
  const keptJson = kept ? JSON.stringify(kept) : null;
  useEffect(() => {
    const record = keptJson ? (JSON.parse(keptJson) as PendingPayment) : null;
    if (!record) {
      clearPendingPayment(sessionStore(), walletId);
      return;
    }
    recordPendingPayment(sessionStore(), record);
    return () => {
      if (record.settled) {
        clearPendingPayment(sessionStore(), walletId, record);
      }
    };
  }, [keptJson, walletId]);
}

async function requestInvoice(request: InvoiceRequest): Promise<PaymentEvent> {
  try {
    const { requestPayInvoiceDirect } = await lnurlApi();
    const checked = await requestPayInvoiceDirect(request.payRequest, {
      amountMsat: request.amountMsat,
      comment: request.comment === '' ? undefined : request.comment,
      network: SERVER_NETWORK,
      nowSeconds: Math.floor(Date.now() / 1000),
    });
    return {
      type: 'INVOICE_READY',
      record: {
        kind: 'invoice',
        walletId: request.walletId,
        paymentHash: checked.decoded.paymentHash,
        bolt11: checked.invoice,
        // The attempt that started with the tap: the same one, now with its invoice.
        startedAt: request.startedAt,
        lnurl: {
          code: request.code,
          via: 'direct',
          ...(request.payee ? { payee: request.payee } : {}),
          comment: request.comment,
        },
        ...(request.internalMemo ? { internalMemo: request.internalMemo } : {}),
      },
      successAction: checked.successAction,
    };
  } catch (error) {
    return { type: 'INVOICE_REFUSED', error };
  }
}

async function sendPayRequest(
  wallet: WalletConnection,
  record: PayRecord,
  scanResult: LnurlPayRequest | undefined,
): Promise<ServerAnswer> {
  try {
    const payment =
      record.kind === 'invoice'
        ? await payInvoice(
            wallet,
            { bolt11: record.bolt11, extra: invoiceExtra(record) },
            { keepalive: true },
          )
        : await payLnurlThroughServer(wallet, record, scanResult);
    return { ok: true, payment };
  } catch (error) {
    return { ok: false, error };
  }
}

/** What LNbits keeps with a paid invoice: the LNURL facts below and the note for this wallet. */
function invoiceExtra(record: InvoiceRecord): Record<string, unknown> | undefined {
  const about = record.move ? moveExtra(record.move) : directPathExtra(record);
  const note = internalMemoExtra(record.internalMemo);
  return about || note ? { ...about, ...note } : undefined;
}

/**
 * What LNbits keeps with an invoice this device fetched from an LNURL: the note and the address
 * (its payments/lnurl keeps the note itself, but never the address).
 */
function directPathExtra(record: InvoiceRecord): Record<string, unknown> | undefined {
  const lnurl = record.lnurl;
  if (lnurl?.via !== 'direct') {
    return undefined;
  }
  return sentExtra({ address: lnurl.payee?.address, note: lnurl.comment || undefined });
}

async function payLnurlThroughServer(
  wallet: WalletConnection,
  record: Extract<PendingPayment, { kind: 'lnurl-server' }>,
  scanResult: LnurlPayRequest | undefined,
) {
  const { payLnurl } = await lnurlApi();
  return payLnurl(
    wallet,
    {
      // LNbits wants its own scan result back unchanged; without one it resolves `lnurl`.
      ...(scanResult ? { res: scanResult } : {}),
      lnurl: record.code,
      amount: record.amountMsat,
      ...(record.comment !== '' ? { comment: record.comment } : {}),
      // LNbits 1.5.1 takes this field and drops it; the device keeps the note (notePayee).
      ...(record.internalMemo ? { internal_memo: record.internalMemo } : {}),
    },
    // Not kept alive, unlike an invoice's pay request: LNbits refuses to pay an invoice twice,
    // but each payments/lnurl call fetches a new invoice, so a request that somehow went out
    // twice around a reload would pay twice. A reload finds this attempt by searching the
    // wallet's payments instead (payment-outcome.ts).
  );
}

/** Reads an open outcome back, as often as the machine asks; cancelled when the state moves on. */
function useLookups(
  state: PaymentState,
  wallet: WalletConnection,
  dispatch: (event: PaymentEvent) => void,
  queryClient: QueryClient,
) {
  useEffect(() => {
    const command = commandOf(state);
    if (command?.kind !== 'look-up' && command?.kind !== 'search') {
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void lookUp(wallet, command, controller.signal).then((event) => {
        if (controller.signal.aborted) {
          return;
        }
        // Once the server has the outcome, balance and lists should show it too.
        const found =
          (event.type === 'LOOKUP_RESULT' &&
            (event.lookup.kind === 'success' || event.lookup.kind === 'failed')) ||
          (event.type === 'SEARCH_RESULT' &&
            command.kind === 'search' &&
            findServerPathPayment(event.payments, command.record) !== null);
        if (found) {
          void refreshAfterPayment(queryClient, wallet.id);
        }
        dispatch(event);
      });
    }, command.afterMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [state, wallet, dispatch, queryClient]);
}

async function lookUp(
  wallet: WalletConnection,
  command: Extract<PaymentCommand, { kind: 'look-up' | 'search' }>,
  signal: AbortSignal,
): Promise<PaymentEvent> {
  try {
    if (command.kind === 'search') {
      const payments = await listPayments(
        wallet,
        { limit: SEARCH_LIMIT, sortby: 'time', direction: 'desc' },
        { signal },
      );
      return { type: 'SEARCH_RESULT', payments, now: Date.now() };
    }
    const lookup = await getPayment(wallet, command.record.paymentHash, { signal });
    return { type: 'LOOKUP_RESULT', lookup: readLookup(lookup) };
  } catch (error) {
    return isPaymentNotFound(error)
      ? { type: 'LOOKUP_RESULT', lookup: { kind: 'none' } }
      : { type: 'LOOKUP_FAILED', error };
  }
}
