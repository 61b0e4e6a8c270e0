import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { getPayment, listPayments, payInvoice } from '@/api/core';
import type { LnurlPayRequest } from '@/api/lnurl';
import type { WalletConnection } from '@/session';
import { commandOf, initialPaymentState, paymentTransition, recordToKeep } from './payment-machine';
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
  sessionStore,
} from './pending-payment';
import type { PendingPayment } from './pending-payment';
import { refreshAfterPayment } from '@/components/refresh-after-payment';
import { SERVER_NETWORK } from './invoice-assessment';

/** How many of the wallet's newest payments are searched for a server-path LNURL payment. */
const SEARCH_LIMIT = 20;

// The LNURL calls bring the LNURL checks and the invoice signature check (~15 KB gzip), which a
// Send screen paying an invoice, or still empty, never runs. An LNURL payment starts from the LNURL
// flow, which has already loaded them, so this import resolves at once.
const lnurlApi = () => import('@/api/lnurl');

export interface Payer {
  state: PaymentState;
  /** A pasted or scanned invoice. */
  payInvoice: (invoice: { paymentHash: string; bolt11: string }) => void;
  /** LNURL, direct: this device asks the service for the invoice, checks it, then pays it. */
  payLnurlDirect: (request: InvoiceRequest) => void;
  /** LNURL through the server (POST /api/v1/payments/lnurl). */
  payLnurlThroughServer: (
    request: Omit<InvoiceRequest, 'payRequest'>,
    scanResult?: LnurlPayRequest,
  ) => void;
  /** Back to the form after a payment that sent nothing; ignored in any other state. */
  reset: () => void;
}

/**
 * The payment state machine of one Send screen, and the I/O its states ask for. It starts from the
 * payment on record, if any (see `recordToResume`; `requestedCode` is the code Send was opened
 * with). The machine
 * decides (and refuses a second pay); this hook only performs: it stores the record before a pay
 * request leaves, sends it, and reads the outcome back, feeding each answer to the machine.
 */
export function usePayment(wallet: WalletConnection, requestedCode = ''): Payer {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(paymentTransition, wallet.id, (walletId) =>
    initialPaymentState(
      recordToResume(readPendingPayment(sessionStore(), walletId), requestedCode.trim()),
    ),
  );

  useKeptRecord(state, wallet.id);
  usePayCommands(state, wallet, dispatch, queryClient);
  useLookups(state, wallet, dispatch, queryClient);

  const walletId = wallet.id;
  const payInvoiceAction = useCallback(
    (invoice: { paymentHash: string; bolt11: string }) =>
      dispatch({
        type: 'PAY',
        record: { kind: 'invoice', walletId, ...invoice, startedAt: Date.now() },
      }),
    [walletId],
  );
  const payLnurlDirect = useCallback(
    (request: InvoiceRequest) => dispatch({ type: 'REQUEST_INVOICE', request }),
    [],
  );
  const payLnurlThroughServer = useCallback(
    (request: Omit<InvoiceRequest, 'payRequest'>, scanResult?: LnurlPayRequest) =>
      dispatch({
        type: 'PAY',
        record: {
          kind: 'lnurl-server',
          walletId,
          code: request.code,
          amountMsat: request.amountMsat,
          comment: request.comment,
          startedAt: Date.now(),
        },
        scanResult,
      }),
    [walletId],
  );
  const reset = useCallback(() => dispatch({ type: 'RESET' }), []);

  return useMemo(
    () => ({ state, payInvoice: payInvoiceAction, payLnurlDirect, payLnurlThroughServer, reset }),
    [state, payInvoiceAction, payLnurlDirect, payLnurlThroughServer, reset],
  );
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

/**
 * The one-shot commands: ask the service for an invoice, pay. Each runs once per machine step;
 * the record is stored before the pay request leaves. Never cancelled: leaving Send does not
 * unsend a payment, and its record makes the next Send read the outcome.
 */
function usePayCommands(
  state: PaymentState,
  wallet: WalletConnection,
  dispatch: (event: PaymentEvent) => void,
  queryClient: QueryClient,
) {
  const performedStep = useRef(-1);
  useEffect(() => {
    const command = commandOf(state);
    if (command?.kind !== 'pay' && command?.kind !== 'request-invoice') {
      return;
    }
    if (performedStep.current === state.step) {
      return;
    }
    performedStep.current = state.step;
    if (command.kind === 'request-invoice') {
      void requestInvoice(wallet.id, command).then(dispatch);
      return;
    }
    recordPendingPayment(sessionStore(), command.record);
    void sendPayRequest(wallet, command).then((answer) => {
      void refreshAfterPayment(queryClient, wallet.id);
      dispatch({ type: 'SERVER_ANSWER', answer });
    });
  }, [state, wallet, dispatch, queryClient]);
}

async function requestInvoice(
  walletId: string,
  { request }: Extract<PaymentCommand, { kind: 'request-invoice' }>,
): Promise<PaymentEvent> {
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
        walletId,
        paymentHash: checked.decoded.paymentHash,
        bolt11: checked.invoice,
        startedAt: Date.now(),
        lnurl: { code: request.code, via: 'direct' },
      },
      successAction: checked.successAction,
    };
  } catch (error) {
    return { type: 'INVOICE_REFUSED', error };
  }
}

async function sendPayRequest(
  wallet: WalletConnection,
  { record, scanResult }: Extract<PaymentCommand, { kind: 'pay' }>,
): Promise<ServerAnswer> {
  try {
    const payment =
      record.kind === 'invoice'
        ? await payInvoice(wallet, { bolt11: record.bolt11 })
        : await payLnurlThroughServer(wallet, record, scanResult);
    return { ok: true, payment };
  } catch (error) {
    return { ok: false, error };
  }
}

async function payLnurlThroughServer(
  wallet: WalletConnection,
  record: Extract<PendingPayment, { kind: 'lnurl-server' }>,
  scanResult: LnurlPayRequest | undefined,
) {
  const { payLnurl } = await lnurlApi();
  return payLnurl(wallet, {
    // LNbits wants its own scan result back unchanged; without one it resolves `lnurl`.
    ...(scanResult ? { res: scanResult } : {}),
    lnurl: record.code,
    amount: record.amountMsat,
    ...(record.comment !== '' ? { comment: record.comment } : {}),
  });
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
