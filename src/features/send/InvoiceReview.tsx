import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { formatFiat, formatSat, msatToSatCeil, satToFiat } from '@/lib/amount';
import type { FiatRate } from '@/lib/amount';
import type { DecodedBolt11 } from '@/lib/bolt11';
import { cx } from '@/lib/cx';
import { Details } from '@/components/ui/Details';
import { formatCountdown, formatElapsed } from '@/lib/time';
import { sanitizeText } from '@/lib/text';
import { shortenKey } from './short-key';

/* eslint-disable lingui/no-unlocalized-strings -- the networks' own names, alike in every language */
const NETWORK_LABEL: Record<DecodedBolt11['network'], string> = {
  mainnet: 'Bitcoin',
  testnet: 'Testnet',
  signet: 'Signet',
  regtest: 'Regtest',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** A description longer than this (or with more lines) starts folded. */
const FOLD_CHARS = 140;
const FOLD_LINES = 3;

/**
 * What is being paid, first: the amount large with its fiat value, the note the invoice carries,
 * until when it can be paid. All invoice text is inert.
 */
export function InvoiceSummary({
  invoice,
  nowSeconds,
  fiat,
}: {
  invoice: DecodedBolt11;
  nowSeconds: number;
  fiat?: FiatRate | null;
}) {
  const amountSat =
    invoice.amountMsat !== null && invoice.amountMsat <= BigInt(Number.MAX_SAFE_INTEGER)
      ? msatToSatCeil(Number(invoice.amountMsat))
      : null;
  const left = invoice.expiresAt - nowSeconds;
  const { t } = useLingui();
  const countdown = formatCountdown(left);

  return (
    <div className="space-y-3">
      <div className="text-center">
        {amountSat !== null && amountSat > 0 ? (
          <>
            <p data-testid="send-amount" className="tabular-nums">
              <span className="text-[clamp(2.25rem,11vw,3rem)] font-semibold break-words">
                {formatSat(amountSat)}
              </span>{' '}
              <span className="text-xl text-zinc-600 dark:text-zinc-400">
                {amountSat === 1 ? 'sat' : 'sats'}
              </span>
            </p>
            {fiat && (
              <p className="text-zinc-600 tabular-nums dark:text-zinc-400">
                ≈ {formatFiat(satToFiat(amountSat, fiat.rate), fiat.currency)}
              </p>
            )}
          </>
        ) : (
          <p data-testid="send-amount" className="text-2xl font-semibold">
            <Trans>No amount</Trans>
          </p>
        )}
      </div>
      <dl className="divide-y divide-zinc-200 text-sm dark:divide-zinc-800">
        {invoice.description !== undefined ? (
          <Row label={t`Note`} stacked>
            <Description text={invoice.description} />
          </Row>
        ) : invoice.descriptionHash ? (
          <Row label={t`Note`}>
            <span className="text-zinc-600 dark:text-zinc-400">
              <Trans>Only its fingerprint is in the invoice.</Trans>
            </span>
          </Row>
        ) : null}
        <Row label={t`Expires`}>
          {left > 0 ? (
            <span className="tabular-nums">
              <Trans comment="Invoice: Expires in 4:59, a countdown">
                in <time dateTime={`PT${left}S`}>{countdown}</time>
              </Trans>
            </span>
          ) : (
            <span className="font-medium text-red-700 dark:text-red-400">
              {formatElapsed(-left)}
            </span>
          )}
        </Row>
      </dl>
    </div>
  );
}

/** For those who check: the recipient's node, the network, the invoice itself. */
export function InvoiceDetails({ invoice }: { invoice: DecodedBolt11 }) {
  const { t } = useLingui();
  return (
    <Details className="text-zinc-700 dark:text-zinc-300">
      <dl className="divide-y divide-zinc-200 dark:divide-zinc-800">
        <Row label={t`Recipient`}>
          {invoice.payee ? (
            <span className="font-mono" title={invoice.payee}>
              {shortenKey(invoice.payee)}
            </span>
          ) : (
            <Trans comment="Invoice: the recipient is not named">Unknown</Trans>
          )}
        </Row>
        <Row label={t`Network`}>{NETWORK_LABEL[invoice.network]}</Row>
        {invoice.descriptionHash && (
          <Row label={t`Note fingerprint`} stacked>
            <span className="font-mono break-all">{invoice.descriptionHash}</span>
          </Row>
        )}
        <Row label={t`Invoice`} stacked>
          <span data-testid="send-invoice-code" className="font-mono text-xs break-all">
            {invoice.paymentRequest}
          </span>
        </Row>
      </dl>
    </Details>
  );
}

function Row({
  label,
  stacked = false,
  children,
}: {
  label: string;
  stacked?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={cx('py-2.5', stacked ? 'space-y-1' : 'flex items-baseline justify-between gap-4')}
    >
      <dt className="shrink-0 text-zinc-600 dark:text-zinc-400">{label}</dt>
      <dd className={cx('min-w-0', !stacked && 'text-right')}>{children}</dd>
    </div>
  );
}

function Description({ text }: { text: string }) {
  const clean = sanitizeText(text);
  const long = clean.length > FOLD_CHARS || clean.split('\n').length > FOLD_LINES;
  const [open, setOpen] = useState(false);
  if (clean === '') {
    return (
      <span className="text-zinc-600 dark:text-zinc-400">
        <Trans comment="Invoice: its description is empty">None</Trans>
      </span>
    );
  }
  return (
    <>
      {/* Plain React text: never HTML. pre-wrap keeps the payee's line breaks. */}
      <span
        data-testid="send-description"
        className={cx(
          'block font-medium break-words whitespace-pre-wrap',
          long && !open && 'line-clamp-3',
        )}
      >
        {clean}
      </span>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className="mt-1 min-h-11 font-medium text-amber-700 underline-offset-2 hover:underline dark:text-amber-400"
        >
          {open ? (
            <Trans comment="Folds a long description">less</Trans>
          ) : (
            <Trans comment="Unfolds a long description">more</Trans>
          )}
        </button>
      )}
    </>
  );
}
