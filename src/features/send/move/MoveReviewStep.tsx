import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { appOrigin } from '@/api/app-origin';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Button } from '@/components/ui/Button';
import { FlowScreen } from '@/components/ui/FlowScreen';
import { formatSatWithUnit, msatToSatCeil, msatToSatFloor } from '@/lib/amount';
import { moveReview } from '@/lib/move';
import { serverHost } from '@/lib/server-url';
import { useConfirmPayment } from '@/session';
import type { WalletConnection } from '@/session';
import { isStale } from './move-flow';
import type { MoveModel } from './useMove';

/**
 * The last look before Move: the amount, from where to where, the most the fee can be (none on
 * one server, the routing reserve across two: lib/send-cost) and both balances after. Move pays
 * the receiving wallet's invoice once, from the tap's own handler (usePayment).
 */
export function MoveReviewStep({
  move,
  from,
  to,
}: {
  move: MoveModel;
  from: WalletConnection;
  to: WalletConnection;
}) {
  const { t } = useLingui();
  const confirmPayment = useConfirmPayment();
  const { flow, payer, names } = move;
  if (flow.step !== 'review') {
    return null;
  }
  const fromBalanceMsat = move.fromBalance.data?.balance ?? 0;
  const review = moveReview({
    amountSat: flow.amountSat,
    fromBalanceMsat,
    toBalanceMsat: move.toBalance.data?.balance,
    place: move.cost.place,
    serviceFee: move.cost.serviceFee,
  });
  const sat = (msat: number) => formatSatWithUnit(msatToSatFloor(msat));
  const fee = formatSatWithUnit(msatToSatCeil(review.cost.maxFeeMsat));
  const fromAfter = sat(review.fromAfterAtLeastMsat);
  const toAfter = review.toAfterMsat === null ? null : sat(review.toAfterMsat);
  const { invoice } = flow;
  const { from: fromName, to: toName } = names;
  const pay = () => {
    if (invoice && isStale(invoice, Date.now())) {
      // Too old to pay safely: a fresh invoice replaces it, and Move waits for it.
      move.onRetryInvoice();
    } else if (invoice) {
      confirmPayment(invoice.amountSat * 1_000, () =>
        payer.payInvoice({
          paymentHash: invoice.paymentHash,
          bolt11: invoice.bolt11,
          move: { toWalletId: to.id, from: names.from, to: names.to },
        }),
      );
    }
  };
  const busy = payer.state.phase === 'paying' || (!invoice && flow.error === undefined);
  return (
    <FlowScreen
      title={t`Review move`}
      onBack={payer.state.phase === 'idle' ? move.onBack : undefined}
      action={
        <Button className="w-full" busy={busy} disabled={!invoice} needsNetwork onClick={pay}>
          <Trans context="a button: move the sats now">Move</Trans>
        </Button>
      }
    >
      <div className="space-y-4">
        <p
          data-testid="review-amount"
          className="text-center text-[clamp(2.25rem,11vw,3rem)] font-semibold tabular-nums"
        >
          {formatSatWithUnit(flow.amountSat)}
        </p>
        <dl className="divide-y divide-zinc-200 text-sm dark:divide-zinc-800">
          <Row label={t({ message: 'From', context: 'the wallet a move takes sats from' })}>
            {names.from} · {serverHost(from.serverUrl, appOrigin())}
          </Row>
          <Row label={t({ message: 'To', context: 'the wallet a move puts sats in' })}>
            {names.to} · {serverHost(to.serverUrl, appOrigin())}
          </Row>
          <Row label={t`Fee`} testId="review-fee">
            {review.cost.maxFeeMsat === 0 ? <Trans>none</Trans> : <Trans>up to {fee}</Trans>}
          </Row>
          <Row label={t`${fromName} after`} testId="review-from-after">
            <Trans>at least {fromAfter}</Trans>
          </Row>
          <Row label={t`${toName} after`} testId="review-to-after">
            {toAfter ?? '—'}
          </Row>
        </dl>
        {flow.error !== undefined && (
          <ErrorMessage error={flow.error} onRetry={move.onRetryInvoice} />
        )}
      </div>
    </FlowScreen>
  );
}

function Row({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-zinc-600 dark:text-zinc-400">{label}</dt>
      <dd data-testid={testId} className="min-w-0 truncate text-right tabular-nums">
        {children}
      </dd>
    </div>
  );
}
