import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { QRCodeSVG } from 'qrcode.react';
import type { Payment, PaymentLookup } from '@/api/core';
import type { PaymentStatus } from '@/api/http';
import { buttonClass } from '@/components/ui/button-class';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Skeleton } from '@/components/ui/Skeleton';
import { useActiveWallet, useFiatRate, useSettings } from '@/session';
import type { WalletConnection } from '@/session';
import { formatAmount, formatFiat, satToFiat } from '@/lib/amount';
import { cx } from '@/lib/cx';
import { decodeBolt11Unverified } from '@/lib/bolt11-decode';
import { paths } from '@/lib/paths';
import { lightningQrPayload } from '@/lib/qr-payload';
import {
  feeSats,
  invoiceExpiresAtMs,
  isOutgoing,
  paymentKind,
  paymentSats,
  paymentSatsWithoutFee,
  paymentTimeMs,
} from '@/lib/payment';
import type { PaymentKind } from '@/lib/payment';
import { formatClockTime, formatLongTime } from '@/lib/time';
import { useNow } from '@/components/useNow';
import { StatusBadge } from '@/components/StatusBadge';
import { CopyButton } from '@/components/CopyButton';
import { usePaymentDetail } from './usePaymentDetail';

export function PaymentDetailScreen() {
  const wallet = useActiveWallet();
  const { paymentHash = '' } = useParams();
  if (!wallet) {
    return null;
  }
  return <PaymentDetail key={`${wallet.id}:${paymentHash}`} wallet={wallet} hash={paymentHash} />;
}

/** The status as LNbits means it: `status` is missing when paid, so `paid` decides first. */
function lookupStatus(lookup: PaymentLookup): PaymentStatus {
  if (lookup.paid) {
    return 'success';
  }
  return lookup.details?.status ?? lookup.status ?? 'pending';
}

/**
 * Unix ms when the invoice stops being payable: `expiry`, as every list reads it (lib/payment),
 * else from the invoice itself when the server left it out.
 */
function expiresAtMs(payment: Payment): number | null {
  const fromServer = invoiceExpiresAtMs(payment);
  if (fromServer !== null || !payment.bolt11) {
    return fromServer;
  }
  try {
    return decodeBolt11Unverified(payment.bolt11).expiresAt * 1000;
  } catch {
    return null;
  }
}

/** The full local time of an LNbits timestamp, or the text as sent when it is unreadable. */
function paymentLongTime(time: string): string {
  const ms = paymentTimeMs(time);
  return ms === 0 ? time : formatLongTime(ms);
}

function BackLink() {
  return (
    <Link
      to={paths.history.getHref()}
      className={buttonClass('ghost', '-ml-3 min-h-11 px-3 text-sm')}
    >
      <span aria-hidden="true">←</span> <Trans>Back to history</Trans>
    </Link>
  );
}

function PaymentDetail({ wallet, hash }: { wallet: WalletConnection; hash: string }) {
  const { t } = useLingui();
  const lookup = usePaymentDetail(wallet, hash);
  return (
    <div className="space-y-4 pt-2">
      <BackLink />
      <h1 className="text-2xl font-semibold">
        <Trans>Payment</Trans>
      </h1>
      {lookup.isPending && (
        <div role="status" aria-label={t`Loading payment`} className="space-y-4">
          <Skeleton className="h-12 w-48" />
          <Skeleton className="h-40" />
        </div>
      )}
      {lookup.isError && (
        <ErrorMessage error={lookup.error} onRetry={() => void lookup.refetch()} />
      )}
      {lookup.data && <PaymentFacts wallet={wallet} hash={hash} lookup={lookup.data} />}
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-3">
      <dt className="text-sm text-zinc-600 dark:text-zinc-400">{term}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

/** `copyLabel` names the copy button as a whole phrase ("Copy payment hash"). */
function HexFact({ term, copyLabel, value }: { term: string; copyLabel: string; value: string }) {
  const codeRef = useRef<HTMLElement>(null);
  return (
    <Fact term={term}>
      <span className="flex flex-wrap items-start gap-3">
        <code ref={codeRef} className="min-w-0 flex-1 font-mono text-sm break-all">
          {value}
        </code>
        <CopyButton value={value} label={copyLabel} fallback={{ select: codeRef }} />
      </span>
    </Fact>
  );
}

function PaymentFacts({
  wallet,
  hash,
  lookup,
}: {
  wallet: WalletConnection;
  hash: string;
  lookup: PaymentLookup;
}) {
  const { t } = useLingui();
  const [settings] = useSettings();
  const now = useNow({ everyMs: 5_000 });
  const status = lookupStatus(lookup);
  const payment = lookup.details;

  if (!payment) {
    // Without details (a key that does not own it) only the status is known.
    return (
      <dl className="divide-y divide-zinc-200 dark:divide-zinc-800">
        <Fact term={t`Status`}>
          <StatusBadge status={status} />
        </Fact>
        <HexFact term={t`Payment hash`} copyLabel={t`Copy payment hash`} value={hash} />
      </dl>
    );
  }

  const outgoing = isOutgoing(payment);
  const fee = feeSats(payment);
  const expiresAt = expiresAtMs(payment);
  const kind = paymentKind({ ...payment, status }, now.getTime(), expiresAt);
  const expired = kind === 'expired';
  const showInvoice = kind === 'request' && status === 'pending' && payment.bolt11 !== '';
  const preimage = status === 'success' ? payment.preimage : null;
  const expiredAt = expiresAt === null ? null : formatLongTime(expiresAt);
  const feeText = formatAmount(fee, settings.denomination);

  return (
    <>
      <PaymentAmount wallet={wallet} payment={payment} outgoing={outgoing} kind={kind} />

      {showInvoice && <PendingInvoice bolt11={payment.bolt11} expiresAt={expiresAt} />}

      <dl className="divide-y divide-zinc-200 dark:divide-zinc-800">
        <Fact term={t`Status`}>
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge status={kind === 'payment' ? status : kind} />
            {status === 'pending' && expired && (
              <span className="text-sm text-zinc-600 dark:text-zinc-400">
                {expiredAt === null
                  ? t`The invoice expired.`
                  : t`The invoice expired ${expiredAt}.`}
              </span>
            )}
          </span>
        </Fact>
        <Fact term={t`Memo`}>
          {payment.memo?.trim() ? (
            payment.memo
          ) : (
            <span className="text-zinc-500 dark:text-zinc-400">
              <Trans>No memo</Trans>
            </span>
          )}
        </Fact>
        <Fact term={t({ message: 'Time', context: 'when a payment was made' })}>
          <time dateTime={payment.time}>{paymentLongTime(payment.time)}</time>
        </Fact>
        {(outgoing || fee > 0) && <Fact term={t`Fee`}>{feeText}</Fact>}
        <HexFact
          term={t`Payment hash`}
          copyLabel={t`Copy payment hash`}
          value={payment.payment_hash}
        />
        {preimage ? (
          <HexFact term={t`Preimage`} copyLabel={t`Copy preimage`} value={preimage} />
        ) : (
          <Fact term={t`Preimage`}>
            <span className="text-sm text-zinc-500 dark:text-zinc-400">
              {status === 'failed' ? (
                <Trans>None: the payment failed.</Trans>
              ) : (
                <Trans>Known once the payment settles.</Trans>
              )}
            </span>
          </Fact>
        )}
      </dl>
    </>
  );
}

const AMOUNT_HEADINGS: Partial<Record<PaymentKind, MessageDescriptor>> = {
  request: msg`Requested, not paid yet`,
  expired: msg`Requested, expired unpaid`,
};

/** What the payment moved (with its fee, and its fiat value now). */
function PaymentAmount({
  wallet,
  payment,
  outgoing,
  kind,
}: {
  wallet: WalletConnection;
  payment: Payment;
  outgoing: boolean;
  kind: PaymentKind;
}) {
  const { t } = useLingui();
  const [settings] = useSettings();
  const rate = useFiatRate(wallet);
  const sats = paymentSats(payment);
  const fee = feeSats(payment);
  const heading = AMOUNT_HEADINGS[kind];
  const withoutFee = formatAmount(paymentSatsWithoutFee(payment), settings.denomination);
  const feeText = formatAmount(fee, settings.denomination);
  const fiatNow = rate.data ? formatFiat(satToFiat(sats, rate.data.rate), rate.data.currency) : '';
  return (
    <section aria-label={t`Amount`} className="rounded-2xl bg-zinc-100 p-5 dark:bg-zinc-900">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {heading
          ? t(heading)
          : outgoing
            ? t({ message: 'Sent', context: 'payment detail: heading of the amount' })
            : t({ message: 'Received', context: 'payment detail: heading of the amount' })}
      </p>
      <p
        data-testid="payment-amount"
        className={cx(
          'mt-1 text-3xl font-semibold break-words tabular-nums',
          kind === 'expired' && 'text-zinc-500 dark:text-zinc-400',
        )}
      >
        {/* A request moved nothing yet: no sign, and never the green of money received. */}
        {kind !== 'payment' ? '' : outgoing ? '−' : '+'}
        {formatAmount(sats, settings.denomination)}
      </p>
      {fee > 0 && (
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          {t({
            message: `${withoutFee} + ${feeText} fee`,
            comment: 'Payment detail: what was paid plus the network fee on top',
          })}
        </p>
      )}
      {rate.data && (
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          {t({
            message: `≈ ${fiatNow} now`,
            comment: 'Payment detail: what the amount is worth in fiat at today’s rate',
          })}
        </p>
      )}
    </section>
  );
}

/** An invoice of this wallet still waiting to be paid: its QR code and a copy button. */
function PendingInvoice({ bolt11, expiresAt }: { bolt11: string; expiresAt: number | null }) {
  const { t } = useLingui();
  const expiresTime = expiresAt === null ? null : formatClockTime(expiresAt);
  return (
    <section
      aria-label={t`Invoice`}
      className="space-y-3 rounded-2xl border border-zinc-200 p-4 text-center dark:border-zinc-800"
    >
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {expiresTime === null
          ? t`Waiting for payment`
          : t`Waiting for payment · expires ${expiresTime}`}
      </p>
      <div className="mx-auto w-fit rounded-xl bg-white p-3">
        <QRCodeSVG
          value={lightningQrPayload(bolt11)}
          size={232}
          level="M"
          role="img"
          aria-label={t`Invoice QR code`}
        />
      </div>
      <CopyButton value={bolt11} text={t`Copy invoice`} fallback={{ show: true }} />
    </section>
  );
}
