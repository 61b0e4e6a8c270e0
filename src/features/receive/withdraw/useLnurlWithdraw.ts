import { t } from '@lingui/core/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createInvoice, listPayments } from '@/api/core';
import { walletKeys } from '@/api/keys';
import { walletQueries } from '@/api/queries';
import { withdrawDirect } from '@/api/lnurl';
import type { LnurlWithdrawRequest } from '@/api/lnurl';
import { refreshAfterPayment } from '@/components/refresh-after-payment';
import type { WithdrawRequest } from '@/lib/lnurl/responses';
import type { WalletConnection } from '@/session';
import {
  INVOICE_POLL_MS,
  commandOf,
  initialWithdrawState,
  withdrawTransition,
} from './withdraw-machine';
import type {
  WithdrawCommand,
  WithdrawEvent,
  WithdrawState,
  WithdrawVia,
} from './withdraw-machine';

/** How many of the wallet's newest payments are searched for a server-path invoice. */
const SEARCH_LIMIT = 20;

/** The withdrawRequest as LNbits' lnurlscan would return it, for `lnurl_withdraw` (row 2). */
export function rawWithdrawRequest(request: WithdrawRequest): LnurlWithdrawRequest {
  return {
    tag: 'withdrawRequest',
    callback: request.callback,
    k1: request.k1,
    minWithdrawable: request.minWithdrawableMsat,
    maxWithdrawable: request.maxWithdrawableMsat,
    defaultDescription: request.defaultDescription,
  };
}

export interface WithdrawInput {
  amountSat: number;
  via: WithdrawVia;
  request: WithdrawRequest;
  raw: LnurlWithdrawRequest | undefined;
  domain: string;
}

export interface Withdrawal {
  state: WithdrawState;
  /** Asks for the sats; ignored while a withdrawal is under way or done. */
  withdraw: (input: WithdrawInput) => void;
  /** Back to the form after a refusal; ignored in any other state. */
  reset: () => void;
}

/** What the commands need, as of the latest render. */
interface Io {
  wallet: WalletConnection;
  queryClient: QueryClient;
}

/**
 * LNURL-withdraw (LUD-03) on one screen: the machine (withdraw-machine.ts) decides, and refuses a
 * second request while one is under way; this hook only performs what a state asks for, once, on
 * the transition into it (never on a render), and feeds each answer back.
 */
export function useLnurlWithdraw(wallet: WalletConnection): Withdrawal {
  const queryClient = useQueryClient();
  const [state, setState] = useState(initialWithdrawState);
  const [runner] = useState(() => withdrawRunner(setState, { wallet, queryClient }));
  useEffect(() => runner.attach({ wallet, queryClient }), [runner, wallet, queryClient]);
  const { dispatch } = runner;

  useWatchedInvoice(state, wallet, dispatch);
  const received = state.phase === 'received';
  useEffect(() => {
    if (received) {
      void refreshAfterPayment(queryClient, wallet.id);
    }
  }, [received, queryClient, wallet.id]);

  const withdraw = useCallback(
    ({ amountSat, via, request, raw, domain }: WithdrawInput) => {
      // The invoice's memo, shown in History: in the language of the moment it was made.
      const memo = request.defaultDescription || t`Withdrawal from ${domain}`;
      dispatch({
        type: 'WITHDRAW',
        attempt: { via, amountSat, memo, request, raw, startedAt: Date.now() },
      });
    },
    [dispatch],
  );
  const reset = useCallback(() => dispatch({ type: 'RESET' }), [dispatch]);

  return useMemo(() => ({ state, withdraw, reset }), [state, withdraw, reset]);
}

/** The machine and its I/O, one per screen: each transition performs its state's command. */
function withdrawRunner(onState: (state: WithdrawState) => void, initialIo: Io) {
  let current = initialWithdrawState;
  let io = initialIo;
  let search: AbortController | null = null;
  const run = (command: WithdrawCommand | null) => {
    if (command?.kind === 'search') {
      search?.abort();
      search = new AbortController();
    }
    perform(command, io, dispatch, search?.signal);
  };
  const dispatch = (event: WithdrawEvent) => {
    const next = withdrawTransition(current, event);
    if (next !== current) {
      current = next;
      onState(next);
      run(commandOf(next));
    }
  };
  return {
    dispatch,
    /**
     * While the screen is shown, with the wallet and query client of the latest render. Leaving
     * stops looking for a lost invoice (coming back looks again); an invoice made or handed over
     * stays as it is.
     */
    attach: (latest: Io) => {
      io = latest;
      if (current.phase === 'searching' && (search === null || search.signal.aborted)) {
        run(commandOf(current));
      }
      return () => search?.abort();
    },
  };
}

/**
 * Makes the invoice, hands it to the service, or looks for it. Making and handing over are never
 * cancelled: leaving the screen does not take back a request the service may already have.
 */
function perform(
  command: WithdrawCommand | null,
  { wallet, queryClient }: Io,
  dispatch: (event: WithdrawEvent) => void,
  signal: AbortSignal | undefined,
) {
  switch (command?.kind) {
    case 'create-invoice':
      void makeInvoice(wallet, command).then((event) => {
        // A new invoice (paid or not) is in the wallet's list now.
        void queryClient.invalidateQueries({ queryKey: walletKeys.payments(wallet.id) });
        dispatch(event);
      });
      return;
    case 'hand-over':
      void withdrawDirect(command.attempt.request, { pr: command.invoice.bolt11 }).then(
        () => dispatch({ type: 'SERVICE_ANSWER', answer: { ok: true } }),
        (error: unknown) => dispatch({ type: 'SERVICE_ANSWER', answer: { ok: false, error } }),
      );
      return;
    case 'search':
      if (signal) {
        lookFor(wallet, command.afterMs, signal, dispatch);
      }
      return;
    default:
      // 'watch' is a query (useWatchedInvoice): it follows the state, render by render.
      return;
  }
}

async function makeInvoice(
  wallet: WalletConnection,
  { attempt }: Extract<WithdrawCommand, { kind: 'create-invoice' }>,
): Promise<WithdrawEvent> {
  const { via, amountSat, memo, request, raw } = attempt;
  try {
    const invoice = await createInvoice(wallet, {
      amount: amountSat,
      unit: 'sat',
      memo,
      // The server path: LNbits calls the callback itself once the invoice is made.
      ...(via === 'server' ? { lnurl_withdraw: raw ?? rawWithdrawRequest(request) } : {}),
    });
    return {
      type: 'INVOICE_MADE',
      invoice: { paymentHash: invoice.payment_hash, bolt11: invoice.bolt11 },
      lnurlResponse: invoice.extra.lnurl_response,
    };
  } catch (error) {
    return { type: 'INVOICE_FAILED', error };
  }
}

/** Looks for the server path's invoice after a lost answer, unless `signal` stops it first. */
function lookFor(
  wallet: WalletConnection,
  afterMs: number,
  signal: AbortSignal,
  dispatch: (event: WithdrawEvent) => void,
) {
  const timer = setTimeout(() => {
    listPayments(
      wallet,
      { limit: SEARCH_LIMIT, sortby: 'time', direction: 'desc' },
      { signal },
    ).then(
      (payments) => !signal.aborted && dispatch({ type: 'SEARCH_RESULT', payments }),
      (error: unknown) => !signal.aborted && dispatch({ type: 'SEARCH_FAILED', error }),
    );
  }, afterMs);
  signal.addEventListener('abort', () => clearTimeout(timer));
}

/**
 * Reads the invoice the service has (or may have) until the server says it is paid: polled, and
 * at once when the websocket refreshes the wallet's payments (the key is under them).
 */
function useWatchedInvoice(
  state: WithdrawState,
  wallet: WalletConnection,
  dispatch: (event: WithdrawEvent) => void,
) {
  const command = commandOf(state);
  const watched = command?.kind === 'watch' ? command.invoice.paymentHash : null;
  const status = useQuery({
    ...walletQueries.withdrawInvoice(wallet, watched ?? ''),
    enabled: watched !== null,
    refetchInterval: (query) => (query.state.data?.paid ? false : INVOICE_POLL_MS),
  });
  const paid = watched !== null && status.data?.paid === true;
  useEffect(() => {
    if (paid) {
      dispatch({ type: 'INVOICE_PAID', paymentHash: watched });
    }
  }, [paid, watched, dispatch]);
}
