import { t } from '@lingui/core/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createInvoice, getPayment } from '@/api/core';
import { walletKeys } from '@/api/keys';
import { withdrawDirect } from '@/api/lnurl';
import type { LnurlWithdrawRequest } from '@/api/lnurl';
import type { WalletConnection } from '@/session';
import { LnurlError } from '@/lib/lnurl/errors';
import type { WithdrawRequest } from '@/lib/lnurl/responses';
import { refreshAfterPayment } from '../refresh-after-payment';
import { ServerWithdrawUnsupportedError } from './lnurl-errors';

export type WithdrawState =
  | { phase: 'idle' }
  | { phase: 'working'; via: 'direct' | 'server' }
  /** The service accepted the invoice; it pays on its own schedule (LUD-03). */
  | { phase: 'accepted'; via: 'direct' | 'server'; paymentHash: string; amountSat: number }
  | { phase: 'received'; via: 'direct' | 'server'; paymentHash: string; amountSat: number }
  | { phase: 'refused'; via: 'direct' | 'server'; error: unknown };

const RECEIVE_POLL_MS = 1_500;

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

/**
 * LNURL-withdraw: make an invoice (row 2, invoice key) and hand it to the service. Direct path:
 * the browser calls the callback with `k1` and the invoice. Server path: LNbits ≥ 1.3 calls it
 * (`lnurl_withdraw`). One call per tap; a callback is never repeated by itself.
 */
export interface WithdrawInput {
  amountSat: number;
  via: 'direct' | 'server';
  request: WithdrawRequest;
  raw: LnurlWithdrawRequest | undefined;
  domain: string;
}

export function useLnurlWithdraw(wallet: WalletConnection) {
  const queryClient = useQueryClient();
  const busy = useRef(false);
  const [step, setStep] = useState<WithdrawState>({ phase: 'idle' });

  const withdraw = useCallback(
    async ({ amountSat, via, request, raw, domain }: WithdrawInput) => {
      if (busy.current) {
        return;
      }
      busy.current = true;
      setStep({ phase: 'working', via });
      // The invoice's memo, shown in History: in the language of the moment it was made.
      const memo = request.defaultDescription || t`Withdrawal from ${domain}`;
      try {
        if (via === 'direct') {
          const invoice = await createInvoice(wallet, { amount: amountSat, unit: 'sat', memo });
          await withdrawDirect(request, { pr: invoice.bolt11 });
          setStep({ phase: 'accepted', via, paymentHash: invoice.payment_hash, amountSat });
        } else {
          const invoice = await createInvoice(wallet, {
            amount: amountSat,
            unit: 'sat',
            memo,
            lnurl_withdraw: raw ?? rawWithdrawRequest(request),
          });
          const answer = invoice.extra.lnurl_response;
          if (answer === true) {
            setStep({ phase: 'accepted', via, paymentHash: invoice.payment_hash, amountSat });
          } else if (typeof answer === 'string' && answer !== '') {
            // eslint-disable-next-line lingui/no-unlocalized-strings -- for logs: lnurl-errors.ts words it by code
            throw new LnurlError('service-error', `The service refused: ${answer}`, {
              reason: answer.slice(0, 300),
            });
          } else {
            throw new ServerWithdrawUnsupportedError();
          }
        }
      } catch (error) {
        busy.current = false;
        setStep({ phase: 'refused', via, error });
      } finally {
        void queryClient.invalidateQueries({ queryKey: walletKeys.payments(wallet.id) });
      }
    },
    [queryClient, wallet],
  );

  const waitingHash = step.phase === 'accepted' ? step.paymentHash : null;
  const incoming = useQuery({
    queryKey: walletKeys.withdrawWait(wallet.id, waitingHash ?? ''),
    queryFn: ({ signal }) => getPayment(wallet, waitingHash!, { signal }),
    enabled: waitingHash !== null,
    retry: false,
    refetchInterval: (query) => (query.state.data?.paid ? false : RECEIVE_POLL_MS),
  });

  let state = step;
  if (step.phase === 'accepted' && incoming.data?.paid) {
    state = { ...step, phase: 'received' };
  }
  const received = state.phase === 'received';
  useEffect(() => {
    if (received) {
      void refreshAfterPayment(queryClient, wallet.id);
    }
  }, [received, queryClient, wallet.id]);

  const reset = useCallback(() => {
    if (!busy.current) {
      setStep((current) => (current.phase === 'idle' ? current : { phase: 'idle' }));
    }
  }, []);

  return { state, withdraw, reset };
}

export type Withdrawer = ReturnType<typeof useLnurlWithdraw>;

/** A withdrawal is under way or done: the code it uses can't be changed. */
export function isWithdrawCommitted(state: WithdrawState): boolean {
  return state.phase !== 'idle' && state.phase !== 'refused';
}
