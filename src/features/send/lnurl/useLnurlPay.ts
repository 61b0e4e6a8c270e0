import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getPayment } from '@/api/core';
import type { Payment } from '@/api/core';
import { walletKeys } from '@/api/keys';
import { payLnurl, requestPayInvoiceDirect } from '@/api/lnurl';
import type { LnurlPayRequest } from '@/api/lnurl';
import type { WalletConnection } from '@/features/wallets';
import { parseSuccessAction } from '@/lib/lnurl';
import type { PayRequest, SuccessAction } from '@/lib/lnurl';
import { outcomeOfPayError, outcomeOfPayment, readLookup } from '../payment-outcome';
import type { PaidDetails } from '../payment-outcome';
import { SERVER_NETWORK } from '../send-rules';
import { PAYMENT_POLL_MS, useSendPayment } from '../useSendPayment';
import type { SendState } from '../useSendPayment';

export interface LnurlPayInput {
  amountMsat: number;
  comment: string;
}

/** What a pay attempt is doing, whichever path it takes. */
export type LnurlPayState =
  | { phase: 'idle' }
  /** The browser is asking the service for an invoice (direct path). */
  | { phase: 'requesting' }
  /** Nothing was paid: the service refused, sent a wrong invoice, or couldn't be reached. */
  | { phase: 'refused'; error: unknown; via: 'direct' | 'server' }
  /** Paying: the direct path's invoice through row 3, or the server path's row 9. */
  | { phase: 'paying'; via: 'direct' | 'server' }
  | { phase: 'pending'; via: 'direct' | 'server'; lastError?: unknown }
  | {
      phase: 'success';
      via: 'direct' | 'server';
      paymentHash: string;
      bolt11: string;
      details?: PaidDetails;
      successAction: SuccessAction | null;
      /** The server path's successAction could not be read (it was paid anyway by LNbits). */
      successActionError?: unknown;
    }
  /** The server didn't say whether the payment was made: History will tell; never re-paid here. */
  | { phase: 'unclear'; error: unknown }
  | { phase: 'not-sent'; via: 'direct' };

type ServerStep =
  | { step: 'none' }
  | { step: 'paying' }
  | { step: 'refused'; error: unknown }
  | { step: 'unclear'; error: unknown }
  | { step: 'pending'; paymentHash: string; bolt11: string; successAction: unknown }
  | {
      step: 'done';
      paymentHash: string;
      bolt11: string;
      details: PaidDetails;
      successAction: unknown;
    };

function readStoredSuccessAction(payment: Payment): unknown {
  const stored = payment.extra.success_action;
  if (typeof stored !== 'string') {
    return stored ?? null;
  }
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    return stored;
  }
}

/**
 * Pays an LNURL-pay request once per tap. Direct path: the browser asks the service for an
 * invoice, checks it (amount, description hash, successAction, expiry) and pays it with row 3
 * through the same pay-once guard as a pasted invoice. Server path: row 9, where LNbits calls the
 * service and checks the amount. A callback is never called again by itself: after a refusal the
 * user decides.
 */
export function useLnurlPay(
  wallet: WalletConnection,
  request: PayRequest,
  raw: LnurlPayRequest | undefined,
  scanCode: string,
) {
  const queryClient = useQueryClient();
  const send = useSendPayment(wallet);
  const busy = useRef(false);
  const [direct, setDirect] = useState<
    | { step: 'none' }
    | { step: 'requesting' }
    | { step: 'refused'; error: unknown }
    | { step: 'sent'; successAction: SuccessAction | null }
  >({ step: 'none' });
  const [server, setServer] = useState<ServerStep>({ step: 'none' });

  const payDirect = useCallback(
    async ({ amountMsat, comment }: LnurlPayInput) => {
      if (busy.current) {
        return;
      }
      busy.current = true;
      setServer({ step: 'none' });
      setDirect({ step: 'requesting' });
      try {
        const checked = await requestPayInvoiceDirect(request, {
          amountMsat,
          comment: comment === '' ? undefined : comment,
          network: SERVER_NETWORK,
          nowSeconds: Math.floor(Date.now() / 1000),
        });
        setDirect({ step: 'sent', successAction: checked.successAction });
        send.reset();
        send.pay({ paymentHash: checked.decoded.paymentHash, bolt11: checked.invoice });
      } catch (error) {
        busy.current = false;
        setDirect({ step: 'refused', error });
      }
    },
    [request, send],
  );

  const serverPay = useMutation({
    mutationFn: (input: LnurlPayInput) =>
      payLnurl(wallet, {
        // LNbits wants its own scan result back unchanged; without one it resolves `lnurl` itself.
        ...(raw ? { res: raw } : {}),
        lnurl: scanCode,
        amount: input.amountMsat,
        ...(input.comment !== '' ? { comment: input.comment } : {}),
      }),
    retry: false,
    onSuccess: (payment) => {
      const outcome = outcomeOfPayment(payment);
      const successAction = readStoredSuccessAction(payment);
      if (outcome.kind === 'success') {
        setServer({
          step: 'done',
          paymentHash: payment.payment_hash,
          bolt11: payment.bolt11,
          details: outcome.details,
          successAction,
        });
      } else if (outcome.kind === 'failed') {
        busy.current = false;
        setServer({ step: 'refused', error: outcome.error });
      } else {
        setServer({
          step: 'pending',
          paymentHash: payment.payment_hash,
          bolt11: payment.bolt11,
          successAction,
        });
      }
      void queryClient.invalidateQueries({ queryKey: walletKeys.all(wallet.id) });
    },
    onError: (error) => {
      const outcome = outcomeOfPayError(error);
      if (outcome.kind === 'failed') {
        busy.current = false;
        setServer({ step: 'refused', error });
      } else {
        setServer({ step: 'unclear', error });
      }
      void queryClient.invalidateQueries({ queryKey: walletKeys.all(wallet.id) });
    },
  });
  const { mutate: mutateServer } = serverPay;

  const payThroughServer = useCallback(
    (input: LnurlPayInput) => {
      if (busy.current) {
        return;
      }
      busy.current = true;
      setDirect({ step: 'none' });
      setServer({ step: 'paying' });
      mutateServer(input);
    },
    [mutateServer],
  );

  const pendingHash = server.step === 'pending' ? server.paymentHash : null;
  const lookup = useQuery({
    queryKey: [...walletKeys.payment(wallet.id, pendingHash ?? ''), 'lnurl-pay'],
    queryFn: ({ signal }) => getPayment(wallet, pendingHash!, { signal }),
    enabled: pendingHash !== null,
    retry: false,
    refetchInterval: (query) => {
      const kind = query.state.data ? readLookup(query.state.data).kind : undefined;
      return kind === 'success' || kind === 'failed' ? false : PAYMENT_POLL_MS;
    },
  });

  const state = deriveState(direct, server, send.state, lookup.data, request.callback);
  const nothingPaid = state.phase === 'refused' || state.phase === 'not-sent';
  useEffect(() => {
    if (nothingPaid) {
      // Nothing was paid (a refused invoice included): the user may try again, which asks the
      // service for a new invoice.
      busy.current = false;
    }
  }, [nothingPaid]);

  const reset = useCallback(() => {
    if (busy.current) {
      return;
    }
    setDirect({ step: 'none' });
    setServer({ step: 'none' });
    send.reset();
  }, [send]);

  return { state, payDirect, payThroughServer, reset };
}

function parseActionSafely(
  raw: unknown,
  callback: string,
): { action: SuccessAction | null; error?: unknown } {
  try {
    return { action: parseSuccessAction(raw, callback) };
  } catch (error) {
    return { action: null, error };
  }
}

function deriveState(
  direct:
    | { step: 'none' }
    | { step: 'requesting' }
    | { step: 'refused'; error: unknown }
    | { step: 'sent'; successAction: SuccessAction | null },
  server: ServerStep,
  sendState: SendState,
  lookup: Parameters<typeof readLookup>[0] | undefined,
  callback: string,
): LnurlPayState {
  if (direct.step === 'requesting') {
    return { phase: 'requesting' };
  }
  if (direct.step === 'refused') {
    return { phase: 'refused', error: direct.error, via: 'direct' };
  }
  if (direct.step === 'sent') {
    switch (sendState.phase) {
      case 'idle':
      case 'paying':
        return { phase: 'paying', via: 'direct' };
      case 'pending':
        return { phase: 'pending', via: 'direct', lastError: sendState.lastError };
      case 'success':
        return {
          phase: 'success',
          via: 'direct',
          paymentHash: sendState.record.paymentHash,
          bolt11: sendState.record.bolt11,
          details: sendState.details,
          successAction: direct.successAction,
        };
      case 'failed':
        return { phase: 'refused', error: sendState.error, via: 'direct' };
      case 'not-sent':
        return { phase: 'not-sent', via: 'direct' };
    }
  }
  switch (server.step) {
    case 'none':
      return { phase: 'idle' };
    case 'paying':
      return { phase: 'paying', via: 'server' };
    case 'refused':
      return { phase: 'refused', error: server.error, via: 'server' };
    case 'unclear':
      return { phase: 'unclear', error: server.error };
    case 'done': {
      const parsed = parseActionSafely(server.successAction, callback);
      return {
        phase: 'success',
        via: 'server',
        paymentHash: server.paymentHash,
        bolt11: server.bolt11,
        details: server.details,
        successAction: parsed.action,
        successActionError: parsed.error,
      };
    }
    case 'pending': {
      const read = lookup ? readLookup(lookup) : undefined;
      if (read?.kind === 'success') {
        const parsed = parseActionSafely(server.successAction, callback);
        return {
          phase: 'success',
          via: 'server',
          paymentHash: server.paymentHash,
          bolt11: server.bolt11,
          details: read.details,
          successAction: parsed.action,
          successActionError: parsed.error,
        };
      }
      if (read?.kind === 'failed') {
        return {
          phase: 'refused',
          error: new Error('The server reports this payment as failed, so nothing was sent'),
          via: 'server',
        };
      }
      return { phase: 'pending', via: 'server' };
    }
  }
}
