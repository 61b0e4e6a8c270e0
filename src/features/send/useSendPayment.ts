import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getPayment, payInvoice } from '@/api/core';
import type { PaymentLookup } from '@/api/core';
import { walletKeys } from '@/api/keys';
import type { WalletConnection } from '@/features/wallets';
import {
  clearPendingPayment,
  readPendingPayment,
  recordPendingPayment,
  sessionStore,
} from './pending-payment';
import type { PendingPayment } from './pending-payment';
import {
  isPaymentNotFound,
  outcomeOfPayError,
  outcomeOfPayment,
  readLookup,
} from './payment-outcome';
import type { PaidDetails, PayOutcome } from './payment-outcome';

/** How often a pending payment is re-read. */
const SEND_STATUS_KEY = 'send-status';

export const PAYMENT_POLL_MS = 2_000;
/** "Payment does not exist." this many times in a row means it was never made. */
const NOT_FOUND_CONFIRMATIONS = 2;

export type SendState =
  | { phase: 'idle' }
  | { phase: 'paying'; record: PendingPayment }
  /** Waiting on the server; `lastError` is the latest failed re-read (we keep trying). */
  | { phase: 'pending'; record: PendingPayment; lastError?: unknown }
  | { phase: 'success'; record: PendingPayment; details?: PaidDetails }
  /** The server refused or reports the payment failed: nothing was sent. */
  | { phase: 'failed'; record: PendingPayment; error: unknown }
  /** After an unclear answer, the server has no record of the payment: nothing was sent. */
  | { phase: 'not-sent'; record: PendingPayment };

type Attempt =
  | { stage: 'paying'; record: PendingPayment }
  | { stage: 'checking'; record: PendingPayment }
  | { stage: 'done'; record: PendingPayment; outcome: PayOutcome & { kind: 'success' | 'failed' } };

export interface PayRequest {
  paymentHash: string;
  /** The invoice as decoded (lowercase, no `lightning:`). */
  bolt11: string;
}

/**
 * Pays one invoice at most once. The in-flight guard is a ref set synchronously before anything
 * else, so a double tap or a re-render can't start a second call; the sessionStorage record makes a
 * reload re-read the payment (row 4) instead of paying again. Never retries a payment.
 */
export function useSendPayment(wallet: WalletConnection) {
  const queryClient = useQueryClient();
  const [resumed] = useState(() => readPendingPayment(sessionStore(), wallet.id));
  const [attempt, setAttempt] = useState<Attempt | null>(() =>
    resumed ? { stage: 'checking', record: resumed } : null,
  );
  const inFlight = useRef(resumed !== null);

  const invalidateWallet = useCallback(
    () =>
      queryClient.invalidateQueries({
        queryKey: walletKeys.all(wallet.id),
        // Not this hook's own status lookup: re-reading it would undo the final state just reached.
        predicate: (query) => query.queryKey.at(-1) !== SEND_STATUS_KEY,
      }),
    [queryClient, wallet.id],
  );

  const settle = useCallback(
    (record: PendingPayment, outcome: PayOutcome) => {
      if (outcome.kind === 'check') {
        setAttempt({ stage: 'checking', record });
      } else {
        clearPendingPayment(sessionStore(), record.walletId, record.paymentHash);
        if (outcome.kind === 'failed') {
          inFlight.current = false;
        }
        setAttempt({ stage: 'done', record, outcome });
      }
      void invalidateWallet();
    },
    [invalidateWallet],
  );

  const mutation = useMutation({
    mutationFn: (record: PendingPayment) => payInvoice(wallet, { bolt11: record.bolt11 }),
    retry: false,
    onSuccess: (payment, record) => settle(record, outcomeOfPayment(payment)),
    onError: (error, record) => settle(record, outcomeOfPayError(error)),
  });
  const { mutate } = mutation;

  const pay = useCallback(
    (request: PayRequest) => {
      if (inFlight.current) {
        return;
      }
      inFlight.current = true;
      const record: PendingPayment = {
        walletId: wallet.id,
        paymentHash: request.paymentHash,
        bolt11: request.bolt11,
        startedAt: Date.now(),
      };
      recordPendingPayment(sessionStore(), record);
      setAttempt({ stage: 'paying', record });
      mutate(record);
    },
    [mutate, wallet.id],
  );

  const checking = attempt?.stage === 'checking' ? attempt.record : null;
  const status = useQuery({
    queryKey: [...walletKeys.payment(wallet.id, checking?.paymentHash ?? ''), SEND_STATUS_KEY],
    queryFn: ({ signal }) => getPayment(wallet, checking!.paymentHash, { signal }),
    enabled: checking !== null,
    retry: false,
    gcTime: 0,
    refetchInterval: (query) => {
      if (
        isPaymentNotFound(query.state.error) &&
        query.state.errorUpdateCount >= NOT_FOUND_CONFIRMATIONS
      ) {
        return false;
      }
      const data = query.state.data;
      const kind = data ? readLookup(data).kind : undefined;
      return kind === 'success' || kind === 'failed' ? false : PAYMENT_POLL_MS;
    },
  });

  const state = deriveState(attempt, status);
  const finalPhase =
    checking &&
    (state.phase === 'success' || state.phase === 'failed' || state.phase === 'not-sent')
      ? state.phase
      : null;

  useEffect(() => {
    if (!checking || !finalPhase) {
      return;
    }
    clearPendingPayment(sessionStore(), checking.walletId, checking.paymentHash);
    inFlight.current = finalPhase === 'success';
    void invalidateWallet();
  }, [checking, finalPhase, invalidateWallet]);

  /** Back to the form after a failure (the invoice stays); refused while anything is unclear. */
  const reset = useCallback(() => {
    if (state.phase === 'failed' || state.phase === 'not-sent') {
      setAttempt(null);
    }
  }, [state.phase]);

  return { state, pay, reset };
}

interface StatusQuery {
  data: PaymentLookup | undefined;
  error: unknown;
  errorUpdateCount: number;
  isError: boolean;
}

function deriveState(attempt: Attempt | null, status: StatusQuery): SendState {
  if (!attempt) {
    return { phase: 'idle' };
  }
  const { record } = attempt;
  if (attempt.stage === 'paying') {
    return { phase: 'paying', record };
  }
  if (attempt.stage === 'done') {
    return attempt.outcome.kind === 'success'
      ? { phase: 'success', record, details: attempt.outcome.details }
      : { phase: 'failed', record, error: attempt.outcome.error };
  }
  if (status.isError) {
    if (isPaymentNotFound(status.error) && status.errorUpdateCount >= NOT_FOUND_CONFIRMATIONS) {
      return { phase: 'not-sent', record };
    }
    return isPaymentNotFound(status.error)
      ? { phase: 'pending', record }
      : { phase: 'pending', record, lastError: status.error };
  }
  if (status.data) {
    const lookup = readLookup(status.data);
    if (lookup.kind === 'success') {
      return { phase: 'success', record, details: lookup.details };
    }
    if (lookup.kind === 'failed') {
      return {
        phase: 'failed',
        record,
        error: new Error('The server reports this payment as failed, so nothing was sent'),
      };
    }
  }
  return { phase: 'pending', record };
}
