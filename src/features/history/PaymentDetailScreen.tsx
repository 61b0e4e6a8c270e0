import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { QRCodeSVG } from 'qrcode.react';
import type { Payment, PaymentLookup } from '@/api/core';
import type { PaymentStatus } from '@/api/http';
import { buttonClass } from '@/components/ui/button-class';
import { CheckIcon, ClockIcon, CloseIcon } from '@/components/ui/icons';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Skeleton } from '@/components/ui/Skeleton';
import { STATE_WORDS, moveTitle } from '@/components/payment-label';
import { useActiveWallet, useFiatRate, useSentRecords, useSettings } from '@/session';
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
  paymentSats,
  paymentSatsWithoutFee,
  paymentState,
  paymentTimeMs,
} from '@/lib/payment';
import type { PaymentState } from '@/lib/payment';
import {
  keptOnlyOnDeviceAmong,
  privateNoteAmong,
  shownCounterpartyAmong,
} from '@/lib/payment-counterparty';
import { readMove } from '@/lib/move';
import { formatClockTime, formatLongTime } from '@/lib/time';
import { useNow } from '@/components/useNow';
import { CopyButton } from '@/components/CopyButton';
import { FiatAtTheTime, KeptOnlyOnDeviceLine, PrivateNote } from './PaymentKeptFacts';
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
    <div className="space-y-4 pt-1">
      <BackLink />
      {lookup.isPending && (
        <div role="status" aria-label={t`Loading payment`} className="space-y-4">
          <Skeleton className="h-12 w-48" />
          <Skeleton className="h-40" />
        </div>
      )}
      {lookup.isError && (
        <>
          <h1 className="text-2xl font-semibold">
            <Trans>Payment</Trans>
          </h1>
          <ErrorMessage error={lookup.error} onRetry={() => void lookup.refetch()} />
        </>
      )}
      {lookup.data && <PaymentFacts hash={hash} wallet={wallet} lookup={lookup.data} />}
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

const STATE_ICON: Record<PaymentState, { className: string; icon: ReactNode }> = {
  received: {
    className: 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300',
    icon: <CheckIcon />,
  },
  paid: {
    className: 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300',
    icon: <CheckIcon />,
  },
  pending: {
    className: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
    icon: <ClockIcon />,
  },
  failed: {
    className: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300',
    icon: <CloseIcon />,
  },
  waiting: {
    className: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
    icon: <ClockIcon />,
  },
  expired: {
    className: 'bg-zinc-100 text-zinc-500 dark:bg-zinc-800 dark:text-zinc-400',
    icon: <CloseIcon />,
  },
};

/**
 * A payment as its outcome showed it (docs/design.md): its state's one word, the amount large,
 * its fiat value, who and the note; then the time and the fee; the hash, the preimage and the
 * invoice under Details.
 */
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
  const sentRecords = useSentRecords(wallet.id);
  const status = lookupStatus(lookup);
  const payment = lookup.details;

  if (!payment) {
    // Without details (a key that does not own it) only the status is known.
    return (
      <>
        <h1 className="text-2xl font-semibold">
          <Trans>Payment</Trans>
        </h1>
        <dl className="divide-y divide-zinc-200 dark:divide-zinc-800">
          <Fact term={t`Status`}>
            {status === 'success' ? (
              <Trans>Went through</Trans>
            ) : (
              t(STATE_WORDS[status === 'failed' ? 'failed' : 'pending'])
            )}
          </Fact>
          <HexFact term={t`Payment hash`} copyLabel={t`Copy payment hash`} value={hash} />
        </dl>
      </>
    );
  }

  const outgoing = isOutgoing(payment);
  const fee = feeSats({ ...payment, status });
  const expiresAt = expiresAtMs(payment);
  const state = paymentState({ ...payment, status }, now.getTime(), expiresAt);
  const showInvoice = state === 'waiting' && payment.bolt11 !== '';
  const expiredAt = expiresAt === null ? null : formatLongTime(expiresAt);
  const feeText = formatAmount(fee, settings.denomination);
  const who = shownCounterpartyAmong(payment, sentRecords);
  const through = who.ownAddress;
  const note = who.note;
  const keptHere = keptOnlyOnDeviceAmong(payment, sentRecords);
  const move = readMove(payment.extra);
  const { className, icon } = STATE_ICON[state];

  return (
    <>
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start lg:gap-8">
        <section aria-labelledby="payment-state" className="space-y-2">
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className={cx('grid size-10 place-items-center rounded-full', className)}
            >
              {icon}
            </span>
            <h1 id="payment-state" className="text-xl font-semibold">
              {t(STATE_WORDS[state])}
            </h1>
          </div>
          <PaymentAmount wallet={wallet} payment={{ ...payment, status }} state={state} />
          {move && (
            <p data-testid="payment-move" className="text-lg font-medium break-words">
              {moveTitle(move, outgoing)}
            </p>
          )}
          {!move && (who.name ?? who.address ?? who.domain) && (
            <p data-testid="payment-counterparty" className="text-lg font-medium break-words">
              {who.name && who.address
                ? `${who.name} · ${who.address}`
                : (who.name ?? who.address ?? who.domain)}
            </p>
          )}
          {note && (
            <p
              data-testid="payment-note"
              className="break-words whitespace-pre-wrap text-zinc-700 dark:text-zinc-300"
            >
              {t({
                message: `“${note}”`,
                comment: 'A note someone wrote, in the language’s quotation marks',
              })}
            </p>
          )}
          {!move && <KeptOnlyOnDeviceLine kept={keptHere} />}
          <PrivateNote note={privateNoteAmong(payment, sentRecords)} />
          {state === 'expired' && status === 'pending' && (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              {expiredAt === null ? t`The request expired.` : t`The request expired ${expiredAt}.`}
            </p>
          )}
        </section>
        {showInvoice && <PendingInvoice bolt11={payment.bolt11} expiresAt={expiresAt} />}
      </div>

      <dl className="divide-y divide-zinc-200 border-t border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
        <Fact term={t({ message: 'Time', context: 'when a payment was made' })}>
          <time dateTime={payment.time}>{paymentLongTime(payment.time)}</time>
        </Fact>
        {(outgoing || fee > 0) && state !== 'failed' && <Fact term={t`Fee`}>{feeText}</Fact>}
        {through && (
          <Fact term={t({ message: 'Through', context: 'the address a payment came in through' })}>
            {through}
          </Fact>
        )}
      </dl>

      <PaymentDetails payment={payment} status={status} note={who.note} />
    </>
  );
}

/** The transport words of a payment (hash, preimage, the invoice), under a Details disclosure. */
function PaymentDetails({
  payment,
  status,
  note,
}: {
  payment: Payment;
  status: PaymentStatus;
  /** The note shown above: the memo repeats here only when it is another text. */
  note: string | undefined;
}) {
  const { t } = useLingui();
  const preimage = status === 'success' ? payment.preimage : null;
  return (
    <details className="group text-sm">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 font-medium [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
          ›
        </span>
        {t({ message: 'Details', context: 'a fold-out with more information' })}
      </summary>
      <dl className="divide-y divide-zinc-200 text-base dark:divide-zinc-800">
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
                <Trans>Known once the payment goes through.</Trans>
              )}
            </span>
          </Fact>
        )}
        {payment.memo?.trim() && payment.memo.trim() !== note && (
          <Fact term={t({ message: 'Description', context: 'the invoice’s own text, technical' })}>
            {payment.memo}
          </Fact>
        )}
        {payment.bolt11 && (
          <Fact term={t`Invoice`}>
            <code className="font-mono text-xs break-all">{payment.bolt11}</code>
          </Fact>
        )}
      </dl>
    </details>
  );
}

/** The amount as the list shows it (a failed payment at what was asked), with its fiat now. */
function PaymentAmount({
  wallet,
  payment,
  state,
}: {
  wallet: WalletConnection;
  payment: Payment;
  state: PaymentState;
}) {
  const { t } = useLingui();
  const [settings] = useSettings();
  const rate = useFiatRate(wallet);
  const sats = paymentSats(payment);
  const fee = feeSats(payment);
  const withoutFee = formatAmount(paymentSatsWithoutFee(payment), settings.denomination);
  const feeText = formatAmount(fee, settings.denomination);
  const fiatNow = rate.data ? formatFiat(satToFiat(sats, rate.data.rate), rate.data.currency) : '';
  // Only money that moved (or is moving) has a sign; a request or a failed payment moved none.
  const sign = state === 'received' ? '+' : state === 'paid' || state === 'pending' ? '−' : '';
  return (
    <div>
      <p
        data-testid="payment-amount"
        className={cx(
          'text-4xl font-semibold break-words tabular-nums',
          state === 'received' && 'text-green-700 dark:text-green-400',
          (state === 'expired' || state === 'failed') && 'text-zinc-500 dark:text-zinc-400',
        )}
      >
        {sign}
        {formatAmount(sats, settings.denomination)}
      </p>
      <FiatAtTheTime sats={sats} extra={payment.extra} />
      {rate.data && (
        <p className="text-zinc-600 tabular-nums dark:text-zinc-400">
          {t({
            message: `≈ ${fiatNow} now`,
            comment: 'Payment detail: what the amount is worth in fiat at today’s rate',
          })}
        </p>
      )}
      {fee > 0 && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {t({
            message: `${withoutFee} + ${feeText} fee`,
            comment: 'Payment detail: what was paid plus the network fee on top',
          })}
        </p>
      )}
    </div>
  );
}

/** A request of this wallet still waiting to be paid: its QR code and a copy button. */
function PendingInvoice({ bolt11, expiresAt }: { bolt11: string; expiresAt: number | null }) {
  const { t } = useLingui();
  const expiresTime = expiresAt === null ? null : formatClockTime(expiresAt);
  return (
    <section
      aria-label={t({ message: 'Request', context: 'a payment request on screen' })}
      className="mt-4 space-y-3 rounded-2xl border border-zinc-200 p-4 text-center lg:mt-0 dark:border-zinc-800"
    >
      <div className="mx-auto w-fit rounded-xl bg-white p-3">
        <QRCodeSVG
          value={lightningQrPayload(bolt11)}
          size={232}
          level="M"
          role="img"
          aria-label={t`QR code of the request`}
        />
      </div>
      {expiresTime !== null && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t`Expires ${expiresTime}`}</p>
      )}
      <CopyButton value={bolt11} label={t`Copy the request`} fallback={{ show: true }} />
    </section>
  );
}
