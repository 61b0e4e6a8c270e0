import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer } from 'react';
import { createInvoice } from '@/api/core';
import { walletQueries } from '@/api/queries';
import { appOrigin } from '@/api/app-origin';
import { refreshAfterPayment } from '@/components/refresh-after-payment';
import { MOVE_INVOICE_EXPIRY_S, moveExtra, movePlace } from '@/lib/move';
import type { CostContext } from '@/lib/send-cost';
import type { WalletConnection } from '@/session';
import { useServiceFee } from '../useSendCost';
import { usePayment } from '../usePayment';
import { initialMoveFlow, moveFlowTransition } from './move-flow';

/**
 * One move between two wallets of this device: the steps before paying (./move-flow), the
 * receiving wallet's invoice, asked for in Continue's own handler, and its payment by the sending
 * wallet through Send's payment machine (usePayment: recorded before it is sent, paid once, read
 * back after a reload), which the tap on Move starts.
 */
export function useMove(from: WalletConnection, to: WalletConnection) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // An open payment on record is always shown (its outcome is unknown); a settled one only when
  // it was this very move (a reload on its outcome).
  const payer = usePayment(
    from,
    '',
    (record) => record.kind === 'invoice' && record.move?.toWalletId === to.id,
  );
  const [flow, dispatch] = useReducer(moveFlowTransition, initialMoveFlow);
  const fromBalance = useQuery(walletQueries.info(from));
  const toBalance = useQuery(walletQueries.info(to));
  const cost: CostContext = {
    place: movePlace(from, to, appOrigin()),
    serviceFee: useServiceFee(from),
  };
  const names = { from: fromBalance.data?.name ?? from.name, to: toBalance.data?.name ?? to.name };
  const { from: fromName, to: toName } = names;
  const memo = t`Move from ${fromName} to ${toName}`;

  const ask = useCallback(
    (request: number, amountSat: number) => {
      const extra = moveExtra(names);
      void createInvoice(to, { amount: amountSat, memo, expiry: MOVE_INVOICE_EXPIRY_S, extra })
        .then((made) => {
          const invoice = {
            paymentHash: made.payment_hash,
            bolt11: made.bolt11,
            amountSat,
            madeAt: Date.now(),
          };
          dispatch({ type: 'INVOICE_READY', request, invoice });
        })
        .catch((error: unknown) => dispatch({ type: 'INVOICE_FAILED', request, error }));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [to, memo, names.from, names.to],
  );
  const onContinue = (amountSat: number) => {
    dispatch({ type: 'CONTINUE', amountSat });
    ask(flow.requests + 1, amountSat);
  };
  /** After a refusal, or for an invoice too old to pay (move-flow `isStale`). */
  const onRetryInvoice = () => {
    if (flow.step === 'review') {
      dispatch({ type: 'RETRY' });
      ask(flow.requests + 1, flow.amountSat);
    }
  };

  // Once the server has the outcome, the receiving wallet's balance and History show it too.
  const record = 'record' in payer.state ? payer.state.record : null;
  const toWalletId = record?.kind === 'invoice' ? record.move?.toWalletId : undefined;
  const phase = payer.state.phase;
  useEffect(() => {
    if (toWalletId && (phase === 'paid' || phase === 'failed')) {
      void refreshAfterPayment(queryClient, toWalletId);
    }
  }, [phase, toWalletId, queryClient]);

  return {
    payer,
    flow,
    names,
    cost,
    fromBalance,
    toBalance,
    onContinue,
    onRetryInvoice,
    onBack: () => dispatch({ type: 'BACK' }),
  };
}

export type MoveModel = ReturnType<typeof useMove>;
