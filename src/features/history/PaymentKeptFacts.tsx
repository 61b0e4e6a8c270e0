import { Trans, useLingui } from '@lingui/react/macro';
import { formatFiat } from '@/lib/amount';
import { paymentFiatValue } from '@/lib/payment-extra';
import type { KeptOnlyOnDevice, PrivateNote as PrivateNoteFact } from '@/lib/payment-counterparty';

type Extra = Record<string, unknown> | null | undefined;

/**
 * The note kept for this wallet only (LNbits' `internal_memo`, or this device's where LNbits
 * dropped it: lib/payment-counterparty `privateNoteOf`), said to be unseen by the other side.
 */
export function PrivateNote({ note: found }: { note: PrivateNoteFact | undefined }) {
  if (!found) {
    return null;
  }
  const note = found.text;
  return (
    <div className="rounded-xl bg-zinc-100 px-3 py-2 dark:bg-zinc-900">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <Trans>Note for me · the other side does not see it</Trans>
      </p>
      <p
        data-testid="payment-private-note"
        data-kept-on={found.keptOn}
        className="break-words whitespace-pre-wrap"
      >
        {note}
      </p>
    </div>
  );
}

/** "€1.07 at the time": the shown sats at the rate the server kept with the payment, if any. */
export function FiatAtTheTime({ sats, extra }: { sats: number; extra: Extra }) {
  const { t } = useLingui();
  const value = paymentFiatValue(sats, extra, null);
  if (!value) {
    return null;
  }
  const fiat = formatFiat(value.amount, value.currency);
  return (
    <p data-testid="payment-fiat-then" className="text-zinc-600 tabular-nums dark:text-zinc-400">
      {t({
        message: `${fiat} at the time`,
        comment: 'Payment detail: what the amount was worth in fiat when the payment was made',
      })}
    </p>
  );
}

/**
 * Says which of whom a payment went to and its note only this device knows (LNbits did not keep
 * them, lib/payment-counterparty `keptOnlyOnDevice`): another device on this wallet won't show
 * them. Nothing when LNbits keeps all that is shown.
 */
export function KeptOnlyOnDeviceLine({ kept }: { kept: KeptOnlyOnDevice | null }) {
  if (kept === null) {
    return null;
  }
  return (
    <p data-testid="payment-kept-on-device" className="text-sm text-zinc-600 dark:text-zinc-400">
      {kept === 'who' ? (
        <Trans>
          Who you paid is kept on this device only: another device connected to this wallet won’t
          show it.
        </Trans>
      ) : kept === 'note' ? (
        <Trans>
          This note is kept on this device only: another device connected to this wallet won’t show
          it.
        </Trans>
      ) : (
        <Trans>
          Who you paid and this note are kept on this device only: another device connected to this
          wallet won’t show them.
        </Trans>
      )}
    </p>
  );
}
