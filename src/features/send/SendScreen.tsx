import { useId, useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { isApiError } from '@/api/http';
import { Button } from '@/components/ui/Button';
import { buttonClass } from '@/components/ui/button-class';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { ScreenHeading } from '@/components/ui/ScreenHeading';
import { useFiatRate } from '@/features/settings';
import { useActiveWallet, useWalletBalance } from '@/features/wallets';
import type { WalletConnection } from '@/features/wallets';
import { formatSatWithUnit, msatToSatCeil } from '@/lib/amount';
import { Bolt11Error, decodeBolt11 } from '@/lib/bolt11';
import type { DecodedBolt11 } from '@/lib/bolt11';
import { cx } from '@/lib/cx';
import { paths } from '@/lib/paths';
import { InvoiceReview } from './InvoiceReview';
import { PaymentDone } from './PaymentDone';
import { readPendingPayment, sessionStore } from './pending-payment';
import { assessInvoice, explainPaymentFailure } from './send-rules';
import { useNowSeconds, usePriorPayment, useServerDecode } from './useInvoiceChecks';
import { PAYMENT_POLL_MS, useSendPayment } from './useSendPayment';

export function SendScreen() {
  const wallet = useActiveWallet();
  const location = useLocation();
  const [params] = useSearchParams();
  // The route is guarded; this only satisfies the type.
  if (!wallet) {
    return null;
  }
  // A scanned or pasted code arrives as router state or `?invoice=` (see sendInvoiceHref).
  const fromState: unknown = (location.state as { invoice?: unknown } | null)?.invoice;
  const initial = typeof fromState === 'string' ? fromState : (params.get('invoice') ?? '');

  return (
    <div className="space-y-6 pt-2">
      <ScreenHeading title="Send">Pay a Lightning invoice.</ScreenHeading>
      {wallet.keyType === 'admin' ? (
        <SendFlow key={`${wallet.id}:${location.key}`} wallet={wallet} initialText={initial} />
      ) : (
        <ReadOnlyWallet />
      )}
    </div>
  );
}

function ReadOnlyWallet() {
  return (
    <section
      aria-labelledby="send-readonly-title"
      className="space-y-3 rounded-2xl bg-zinc-100 p-5 dark:bg-zinc-900"
    >
      <h2 id="send-readonly-title" className="text-lg font-semibold">
        This wallet can’t send
      </h2>
      <p>
        This wallet was added with its invoice key, which can receive and read but not spend. Add it
        with its admin key to send.
      </p>
      <Link to={paths.connect.getHref()} className={buttonClass('secondary', 'w-full')}>
        Add a wallet with its admin key
      </Link>
    </section>
  );
}

type Decoded =
  { kind: 'empty' } | { kind: 'invalid'; message: string } | { kind: 'ok'; invoice: DecodedBolt11 };

function decode(text: string): Decoded {
  if (text.trim() === '') {
    return { kind: 'empty' };
  }
  try {
    return { kind: 'ok', invoice: decodeBolt11(text) };
  } catch (error) {
    return {
      kind: 'invalid',
      message: error instanceof Bolt11Error ? error.message : 'This is not a Lightning invoice.',
    };
  }
}

function canReadClipboard(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.clipboard?.readText === 'function';
}

function SendFlow({ wallet, initialText }: { wallet: WalletConnection; initialText: string }) {
  const [text, setText] = useState(
    () =>
      (initialText.trim() ? initialText : readPendingPayment(sessionStore(), wallet.id)?.bolt11) ??
      '',
  );
  const [pasteError, setPasteError] = useState<string | null>(null);
  const { state, pay, reset } = useSendPayment(wallet);
  const locked = state.phase === 'paying' || state.phase === 'pending';

  const shownText = locked ? state.record.bolt11 : text;
  const decoded = useMemo(() => decode(shownText), [shownText]);
  const invoice = decoded.kind === 'ok' ? decoded.invoice : null;

  const balance = useWalletBalance(wallet);
  const fiat = useFiatRate(wallet);
  const now = useNowSeconds(invoice !== null);
  const server = useServerDecode(wallet, locked ? null : invoice);
  const prior = usePriorPayment(wallet, locked ? undefined : invoice?.paymentHash);

  const fieldId = useId();
  const messageId = `${fieldId}-message`;

  if (state.phase === 'success') {
    return <PaymentDone record={state.record} details={state.details} />;
  }

  const edit = (value: string) => {
    setText(value);
    setPasteError(null);
    reset();
  };

  const paste = async () => {
    try {
      edit(await navigator.clipboard.readText());
    } catch {
      setPasteError(
        'Your browser didn’t allow reading the clipboard. Long-press the field to paste.',
      );
    }
  };

  const assessment =
    invoice && !locked
      ? assessInvoice({ invoice, balanceMsat: balance.data?.balance, nowSeconds: now })
      : null;
  const problems = [
    ...(assessment?.problems.map((p) => p.message) ?? []),
    ...(server.state === 'rejects' ? [server.message] : []),
  ];
  const alreadyPaid = prior.kind === 'success';
  const alreadyPending = prior.kind === 'pending';
  const waitingFor = balance.isPending || server.state === 'checking' || prior.kind === 'checking';
  const canPay =
    invoice !== null &&
    !locked &&
    problems.length === 0 &&
    !alreadyPaid &&
    !alreadyPending &&
    !waitingFor &&
    balance.data !== undefined;
  const amountSat = assessment?.amountMsat != null ? msatToSatCeil(assessment.amountMsat) : null;

  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <label htmlFor={fieldId} className="block text-sm font-medium">
          Invoice
        </label>
        <textarea
          id={fieldId}
          value={shownText}
          onChange={(e) => edit(e.target.value)}
          readOnly={locked}
          rows={invoice ? 3 : 4}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="lnbc…"
          aria-invalid={decoded.kind === 'invalid' || undefined}
          aria-describedby={decoded.kind === 'invalid' || pasteError ? messageId : undefined}
          className={cx(
            'block w-full resize-none rounded-xl border bg-white px-3 py-2.5 font-mono text-sm break-all',
            'border-zinc-300 dark:border-zinc-700 dark:bg-zinc-900',
            locked && 'text-zinc-500',
            decoded.kind === 'invalid' && 'border-red-500 dark:border-red-500',
          )}
        />
        <p id={messageId} aria-live="polite" className="text-sm text-red-700 dark:text-red-400">
          {decoded.kind === 'invalid' ? decoded.message : pasteError}
        </p>
        {!locked && (
          <div className="flex gap-2">
            {canReadClipboard() && (
              <Button variant="secondary" className="flex-1" onClick={() => void paste()}>
                Paste
              </Button>
            )}
            {text !== '' && (
              <Button variant="ghost" onClick={() => edit('')}>
                Clear
              </Button>
            )}
          </div>
        )}
      </div>

      {state.phase === 'failed' && (
        <div className="space-y-2">
          <ErrorMessage error={state.error} />
          <FailureExplanation error={state.error} />
        </div>
      )}
      {state.phase === 'not-sent' && (
        <ErrorMessage
          error={
            new Error(
              'The server has no record of this payment, so nothing was sent. Pay again only if you still want to',
            )
          }
        />
      )}

      {invoice && <InvoiceReview invoice={invoice} nowSeconds={now} fiat={fiat.data} />}

      {problems.length > 0 && (
        <div
          role="alert"
          className="space-y-1 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
        >
          <p className="font-semibold">This invoice can’t be paid</p>
          <ul className="space-y-1 text-sm">
            {problems.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}

      {alreadyPaid && (
        <p
          role="status"
          className="rounded-xl bg-green-50 p-4 text-green-900 dark:bg-green-950/40 dark:text-green-100"
        >
          <span className="font-semibold">You already paid this invoice.</span> It won’t be paid
          again.
        </p>
      )}
      {alreadyPending && (
        <p
          role="status"
          className="rounded-xl bg-amber-50 p-4 text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <span className="font-semibold">A payment of this invoice is already on its way.</span>{' '}
          Check History for its outcome; it won’t be paid twice.
        </p>
      )}

      {invoice && !locked && balance.isError && (
        <ErrorMessage error={balance.error} onRetry={() => void balance.refetch()} />
      )}

      {invoice && !locked && problems.length === 0 && (
        <>
          {assessment?.warnings.map((warning) => (
            <p
              key={warning}
              className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
            >
              {warning}
            </p>
          ))}
          {server.state === 'unreachable' && (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              Couldn’t confirm this invoice with your server right now; it was checked on this
              device.
            </p>
          )}
          {prior.kind === 'unknown' && (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              Couldn’t check whether this invoice was paid before; your server refuses to pay an
              invoice twice.
            </p>
          )}
        </>
      )}

      {invoice && (locked || (!alreadyPaid && !alreadyPending && problems.length === 0)) && (
        <div className="space-y-3">
          {state.phase === 'pending' ? (
            <PendingNotice lastError={state.lastError} />
          ) : (
            <Button
              className="w-full"
              busy={state.phase === 'paying'}
              disabled={!canPay}
              onClick={() =>
                pay({ paymentHash: invoice.paymentHash, bolt11: invoice.paymentRequest })
              }
            >
              {state.phase === 'paying'
                ? 'Paying…'
                : waitingFor
                  ? 'Checking…'
                  : amountSat !== null
                    ? `Pay ${formatSatWithUnit(amountSat)}`
                    : 'Pay'}
            </Button>
          )}
          {state.phase !== 'pending' && (
            <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
              Paying uses this wallet’s admin key. A Lightning payment can’t be undone.
            </p>
          )}
        </div>
      )}
    </div>
  );
}

function FailureExplanation({ error }: { error: unknown }) {
  const explanation = isApiError(error) ? explainPaymentFailure(error.detail) : undefined;
  return explanation ? (
    <p className="text-sm text-zinc-700 dark:text-zinc-300">{explanation}</p>
  ) : null;
}

function PendingNotice({ lastError }: { lastError?: unknown }) {
  return (
    <div className="space-y-3">
      <div
        role="status"
        className="flex items-start gap-3 rounded-xl bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
      >
        <span
          aria-hidden="true"
          className="mt-1 size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
        <div>
          <p className="font-semibold">Payment pending…</p>
          <p className="text-sm">
            Your server hasn’t confirmed this payment yet. It is checked again every{' '}
            {PAYMENT_POLL_MS / 1000} seconds and will not be paid twice, even if you leave this
            screen.
          </p>
        </div>
      </div>
      {lastError !== undefined && <ErrorMessage error={lastError} />}
    </div>
  );
}
