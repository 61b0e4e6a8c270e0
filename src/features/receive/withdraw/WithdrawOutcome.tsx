import { Trans, useLingui } from '@lingui/react/macro';
import { DoneLink, OutcomeScreen } from '@/components/ui/OutcomeScreen';
import { RECEIVED_VIBRATION_MS } from '@/components/ui/vibration';
import { formatFiat, formatSatWithUnit, msatToSatFloor, satToFiat } from '@/lib/amount';
import type { FiatRate } from '@/lib/amount';
import type { WithdrawRequest } from '@/lib/lnurl/responses';
import type { LnurlTarget } from '@/lib/lnurl-target';

/** Where the sats come from, as the service describes itself (plain text, never HTML). */
export function WithdrawSource({
  target,
  request,
}: {
  target: LnurlTarget;
  request: WithdrawRequest;
}) {
  const { t } = useLingui();
  const balanceThere =
    request.currentBalanceMsat !== undefined
      ? formatSatWithUnit(msatToSatFloor(request.currentBalanceMsat))
      : null;
  return (
    <section
      aria-label={t`Where the sats come from`}
      className="space-y-2 rounded-2xl border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <Trans comment="Above the name of the service the sats come from">From</Trans>
      </p>
      <p data-testid="lnurl-domain" className="text-lg font-semibold break-all">
        {target.domain}
      </p>
      {request.defaultDescription && (
        <p data-testid="lnurl-description" className="break-words whitespace-pre-wrap">
          {request.defaultDescription}
        </p>
      )}
      {balanceThere !== null && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <Trans>Balance there: {balanceThere}</Trans>
        </p>
      )}
    </section>
  );
}

/**
 * After Receive: the service took the invoice and pays on its own schedule (LUD-03), so until
 * this wallet's server reports the invoice paid it is pending, never assumed received.
 */
export function WithdrawOutcome({
  received,
  amountSat,
  domain,
  fiat,
}: {
  /** The server reads the invoice as paid; until then the sats are on their way. */
  received: boolean;
  amountSat: number;
  domain: string;
  fiat?: FiatRate | null;
}) {
  const { t } = useLingui();
  const amountText = formatSatWithUnit(amountSat);
  const fiatText = fiat ? `≈ ${formatFiat(satToFiat(amountSat, fiat.rate), fiat.currency)}` : null;
  if (received) {
    return (
      <OutcomeScreen
        tone="success"
        title={t`Received`}
        amountText={amountText}
        fiatText={fiatText}
        vibrateMs={RECEIVED_VIBRATION_MS}
        actions={<DoneLink />}
      >
        <p className="text-center text-zinc-600 dark:text-zinc-400">
          <Trans>From {domain}</Trans>
        </p>
      </OutcomeScreen>
    );
  }
  return (
    <OutcomeScreen
      tone="pending"
      title={t`On its way`}
      amountText={amountText}
      fiatText={fiatText}
      actions={<DoneLink />}
    >
      <p data-testid="withdraw-pending" className="text-center text-zinc-700 dark:text-zinc-300">
        <Trans>
          {domain} accepted your request and pays on its own schedule; it can take a while. You can
          leave this screen: the sats arrive in this wallet when {domain} pays, and History shows
          them. This screen checks with your server and changes when they do.
        </Trans>
      </p>
    </OutcomeScreen>
  );
}
