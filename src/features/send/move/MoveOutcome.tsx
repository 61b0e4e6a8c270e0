import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-class';
import { DoneLink, OutcomeScreen } from '@/components/ui/OutcomeScreen';
import { PAID_VIBRATION_MS } from '@/components/ui/vibration';
import { formatSatWithUnit, msatToSatCeil, msatToSatFloor } from '@/lib/amount';
import { decodeBolt11Unverified } from '@/lib/bolt11-decode';
import { failureHelp } from '../failure-help';
import { PaymentDone } from '../PaymentDone';
import { FailureWords, PaymentFailed, PaymentNotSent, PaymentPending } from '../PaymentOutcomes';
import { readProblem } from '../problem-words';
import type { MoveModel } from './useMove';

/** The amount an invoice asks, in sats; null when it can't be read. */
function invoiceSat(bolt11: string | undefined): number | null {
  try {
    const amount = bolt11 ? decodeBolt11Unverified(bolt11).amountMsat : null;
    return amount === null ? null : msatToSatCeil(Number(amount));
  } catch {
    return null;
  }
}

/**
 * How the move went, from the payment machine (a reload lands here too): Moved, with both
 * balances as the servers now give them; still being checked; failed, and why; or not sent.
 * Moved, with `then`, Continue leads on to the step that asked for the move.
 */
export function MoveOutcome({ move, then = null }: { move: MoveModel; then?: string | null }) {
  const { t } = useLingui();
  const state = move.payer.state;
  const record = 'record' in state ? state.record : null;
  const bolt11 = record?.kind === 'invoice' ? record.bolt11 : undefined;
  const amountSat = useMemo(() => invoiceSat(bolt11), [bolt11]);
  // An open payment of another kind on record (a Send of this wallet) is shown as it is, never
  // as a move: this screen pays nothing until its outcome is known.
  const recorded = record?.kind === 'invoice' ? record.move : undefined;
  const isMove = record === null || recorded !== undefined;
  const names = recorded ?? move.names;
  const { from: fromName, to: toName } = names;
  const facts = {
    amountText: amountSat === null ? null : formatSatWithUnit(amountSat),
    who: isMove ? t`From ${fromName} to ${toName}` : undefined,
  };
  switch (state.phase) {
    case 'idle':
    case 'requesting':
      return null;
    case 'paying':
      return <PaymentPending reason="pending" {...facts} />;
    case 'confirming':
      return <PaymentPending reason={state.reason} lastError={state.lastError} {...facts} />;
    case 'not-sent':
      return <PaymentNotSent onRetry={move.payer.reset} {...facts} />;
    case 'failed':
      return (
        <PaymentFailed help={failureHelp(state.error)} onRetry={move.payer.reset} {...facts}>
          <FailureWords {...readProblem(state.error)} />
        </PaymentFailed>
      );
    case 'paid': {
      if (!isMove) {
        return (
          <PaymentDone record={state.record} details={state.details} earlier={state.earlier} />
        );
      }
      const fee = formatSatWithUnit(msatToSatCeil(state.details?.feeMsat ?? 0));
      const from = move.fromBalance.data?.balance;
      const to = move.toBalance.data?.balance;
      const sat = (msat: number | undefined) =>
        msat === undefined ? '…' : formatSatWithUnit(msatToSatFloor(msat));
      return (
        <OutcomeScreen
          tone="success"
          title={state.earlier ? t`Already moved earlier` : t`Moved`}
          {...facts}
          vibrateMs={state.earlier ? null : PAID_VIBRATION_MS}
          actions={
            then ? (
              <Link to={then} replace className={buttonClass('primary', 'w-full')}>
                <Trans>Continue</Trans>
              </Link>
            ) : (
              <DoneLink />
            )
          }
        >
          <dl className="mx-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt className="text-zinc-600 dark:text-zinc-400">
              <Trans>Fee</Trans>
            </dt>
            <dd data-testid="move-fee" className="text-right tabular-nums">
              {state.details ? fee : <Trans>See History</Trans>}
            </dd>
            <dt className="text-zinc-600 dark:text-zinc-400">{names.from}</dt>
            <dd data-testid="move-balance-from" className="text-right tabular-nums">
              {sat(from)}
            </dd>
            <dt className="text-zinc-600 dark:text-zinc-400">{names.to}</dt>
            <dd data-testid="move-balance-to" className="text-right tabular-nums">
              {sat(to)}
            </dd>
          </dl>
        </OutcomeScreen>
      );
    }
  }
}
