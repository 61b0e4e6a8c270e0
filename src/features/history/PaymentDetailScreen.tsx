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
import { formatLongTime } from '@/lib/time';
import { useNow } from '@/components/useNow';
import { CopyButton } from './CopyButton';
import { StatusBadge } from '@/components/StatusBadge';
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
      <span aria-hidden="true">←</span> Back to history
    </Link>
  );
}

function PaymentDetail({ wallet, hash }: { wallet: WalletConnection; hash: string }) {
  const lookup = usePaymentDetail(wallet, hash);
  return (
    <div className="space-y-4 pt-2">
      <BackLink />
      <h1 className="text-2xl font-semibold">Payment</h1>
      {lookup.isPending && (
        <div role="status" aria-label="Loading payment" className="space-y-4">
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

function HexFact({ term, value }: { term: string; value: string }) {
  const codeRef = useRef<HTMLElement>(null);
  return (
    <Fact term={term}>
      <span className="flex flex-wrap items-start gap-3">
        <code ref={codeRef} className="min-w-0 flex-1 font-mono text-sm break-all">
          {value}
        </code>
        <CopyButton value={value} label={term.toLowerCase()} textRef={codeRef} />
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
  const [settings] = useSettings();
  const now = useNow({ everyMs: 5_000 });
  const status = lookupStatus(lookup);
  const payment = lookup.details;

  if (!payment) {
    // Without details (a key that does not own it) only the status is known.
    return (
      <dl className="divide-y divide-zinc-200 dark:divide-zinc-800">
        <Fact term="Status">
          <StatusBadge status={status} />
        </Fact>
        <HexFact term="Payment hash" value={hash} />
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

  return (
    <>
      <PaymentAmount wallet={wallet} payment={payment} outgoing={outgoing} kind={kind} />

      {showInvoice && <PendingInvoice bolt11={payment.bolt11} expiresAt={expiresAt} />}

      <dl className="divide-y divide-zinc-200 dark:divide-zinc-800">
        <Fact term="Status">
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge status={kind === 'payment' ? status : kind} />
            {status === 'pending' && expired && (
              <span className="text-sm text-zinc-600 dark:text-zinc-400">
                The invoice expired
                {expiresAt !== null && ` ${formatLongTime(expiresAt)}`}.
              </span>
            )}
          </span>
        </Fact>
        <Fact term="Memo">
          {payment.memo?.trim() ? (
            payment.memo
          ) : (
            <span className="text-zinc-500 dark:text-zinc-400">No memo</span>
          )}
        </Fact>
        <Fact term="Time">
          <time dateTime={payment.time}>{paymentLongTime(payment.time)}</time>
        </Fact>
        {(outgoing || fee > 0) && (
          <Fact term="Fee">{formatAmount(fee, settings.denomination)}</Fact>
        )}
        <HexFact term="Payment hash" value={payment.payment_hash} />
        {preimage ? (
          <HexFact term="Preimage" value={preimage} />
        ) : (
          <Fact term="Preimage">
            <span className="text-sm text-zinc-500 dark:text-zinc-400">
              {status === 'failed'
                ? 'None: the payment failed.'
                : 'Known once the payment settles.'}
            </span>
          </Fact>
        )}
      </dl>
    </>
  );
}

const AMOUNT_HEADINGS: Partial<Record<PaymentKind, string>> = {
  request: 'Requested, not paid yet',
  expired: 'Requested, expired unpaid',
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
  const [settings] = useSettings();
  const rate = useFiatRate(wallet);
  const sats = paymentSats(payment);
  const fee = feeSats(payment);
  return (
    <section aria-label="Amount" className="rounded-2xl bg-zinc-100 p-5 dark:bg-zinc-900">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {AMOUNT_HEADINGS[kind] ?? (outgoing ? 'Sent' : 'Received')}
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
          {formatAmount(paymentSatsWithoutFee(payment), settings.denomination)} +{' '}
          {formatAmount(fee, settings.denomination)} fee
        </p>
      )}
      {rate.data && (
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          ≈ {formatFiat(satToFiat(sats, rate.data.rate), rate.data.currency)} now
        </p>
      )}
    </section>
  );
}

/** An invoice of this wallet still waiting to be paid: its QR code and a copy button. */
function PendingInvoice({ bolt11, expiresAt }: { bolt11: string; expiresAt: number | null }) {
  return (
    <section
      aria-label="Invoice"
      className="space-y-3 rounded-2xl border border-zinc-200 p-4 text-center dark:border-zinc-800"
    >
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Waiting for payment
        {expiresAt !== null && ` · expires ${new Date(expiresAt).toLocaleTimeString()}`}
      </p>
      <div className="mx-auto w-fit rounded-xl bg-white p-3">
        <QRCodeSVG
          value={lightningQrPayload(bolt11)}
          size={232}
          level="M"
          role="img"
          aria-label="Invoice QR code"
        />
      </div>
      <CopyButton value={bolt11} label="invoice" text="Copy invoice" />
    </section>
  );
}
