import { useEffect, useId, useMemo, useState } from 'react';
import type { LnurlPayRequest } from '@/api/lnurl';
import { Button } from '@/components/ui/Button';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Notice } from '@/components/ui/Notice';
import { TextField } from '@/components/ui/TextField';
import { useFiatRate } from '@/features/settings';
import { useWalletBalance } from '@/features/wallets';
import type { WalletConnection } from '@/features/wallets';
import {
  MSAT_PER_SAT,
  formatFiat,
  formatSatWithUnit,
  msatToSatFloor,
  parseSatInput,
  satToFiat,
} from '@/lib/amount';
import { cx } from '@/lib/cx';
import { isFixedAmount, mandatoryPayerDataKinds, payAmountRange } from '@/lib/lnurl';
import type { PayRequest, SatRange } from '@/lib/lnurl';
import { PaymentDone } from '../PaymentDone';
import type { LnurlTarget } from '../send-target';
import { LnurlErrorNotice } from './LnurlErrorNotice';
import { canTryServer, rangeProblem } from './lnurl-errors';
import { describePath } from './resolve-lnurl';
import type { LnurlPath } from './resolve-lnurl';
import { SuccessActionView } from './SuccessActionView';
import { useLnurlPay } from './useLnurlPay';

interface Props {
  wallet: WalletConnection;
  target: LnurlTarget;
  request: PayRequest;
  raw?: LnurlPayRequest;
  path: LnurlPath;
  onBusyChange: (busy: boolean) => void;
}

function rangeOf(request: PayRequest): { range: SatRange } | { error: unknown } {
  try {
    return { range: payAmountRange(request.minSendableMsat, request.maxSendableMsat) };
  } catch (error) {
    return { error };
  }
}

/** LNURL-pay (LUD-06/16): whom, what for, how much, an optional comment; then pay once. */
export function LnurlPayForm(props: Props) {
  const { request, target } = props;
  const limits = useMemo(() => rangeOf(request), [request]);
  if ('error' in limits) {
    return <LnurlErrorNotice error={limits.error} domain={target.domain} />;
  }
  return <PayForm {...props} range={limits.range} />;
}

function PayForm({
  wallet,
  target,
  request,
  raw,
  path,
  range,
  onBusyChange,
}: Props & { range: SatRange }) {
  const fixed = isFixedAmount(range);
  const [amountText, setAmountText] = useState(() => (fixed ? String(range.minSat) : ''));
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const balance = useWalletBalance(wallet);
  const fiat = useFiatRate(wallet);
  const { state, payDirect, payThroughServer, reset } = useLnurlPay(
    wallet,
    request,
    raw,
    target.scanCode,
  );
  const commentId = useId();

  const busy =
    state.phase === 'requesting' ||
    state.phase === 'paying' ||
    state.phase === 'pending' ||
    state.phase === 'unclear';
  const committed = busy || state.phase === 'success';
  useEffect(() => onBusyChange(committed), [committed, onBusyChange]);

  const amountSat = fixed ? range.minSat : parseSatInput(amountText);
  const balanceSat = balance.data ? msatToSatFloor(balance.data.balance) : undefined;
  const amountError =
    rangeProblem(amountText, amountSat, range, 'send') ??
    (amountSat !== null && balanceSat !== undefined && amountSat > balanceSat
      ? `Your balance is ${formatSatWithUnit(balanceSat)}.`
      : null);
  const commentError =
    comment.length > request.commentAllowed
      ? `At most ${request.commentAllowed} characters.`
      : null;
  const unsupportedPayerData = mandatoryPayerDataKinds(request.payerData);

  if (state.phase === 'success') {
    return (
      <div className="space-y-4">
        <PaymentDone
          record={{
            walletId: wallet.id,
            paymentHash: state.paymentHash,
            bolt11: state.bolt11,
            startedAt: 0,
          }}
          details={state.details}
        />
        {state.successAction && (
          <SuccessActionView
            wallet={wallet}
            action={state.successAction}
            paymentHash={state.paymentHash}
            domain={target.domain}
          />
        )}
        {state.successActionError !== undefined && (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {target.domain} sent an after-payment message this wallet can’t show.
          </p>
        )}
        <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
          {state.via === 'direct'
            ? `Invoice fetched from ${target.domain} by this device and checked before paying.`
            : `Paid through your LNbits server, which checked the invoice amount.`}
        </p>
      </div>
    );
  }

  const submit = (via: 'direct' | 'server') => {
    setTouched(true);
    if (amountSat === null || amountError || commentError || unsupportedPayerData.length > 0) {
      return;
    }
    const input = { amountMsat: amountSat * MSAT_PER_SAT, comment: comment.trim() };
    if (via === 'direct') {
      void payDirect(input);
    } else {
      payThroughServer(input);
    }
  };
  const via = path.via;
  const canFallBack =
    state.phase === 'refused' &&
    state.via === 'direct' &&
    via === 'direct' &&
    canTryServer(state.error);
  const locked = busy;

  return (
    <form
      className="space-y-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(via);
      }}
    >
      <PayeeCard target={target} request={request} />

      {fixed ? (
        <div>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Amount (fixed)</p>
          <p data-testid="lnurl-fixed-amount" className="text-3xl font-semibold tabular-nums">
            {formatSatWithUnit(range.minSat)}
          </p>
          {fiat.data && (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              ≈ {formatFiat(satToFiat(range.minSat, fiat.data.rate), fiat.data.currency)}
            </p>
          )}
        </div>
      ) : (
        <TextField
          label="Amount (sats)"
          inputMode="numeric"
          autoComplete="off"
          value={amountText}
          readOnly={locked}
          onChange={(event) => {
            setAmountText(event.target.value);
            if (state.phase === 'refused' || state.phase === 'not-sent') {
              reset();
            }
          }}
          hint={`From ${formatSatWithUnit(range.minSat)} to ${formatSatWithUnit(range.maxSat)}${
            fiat.data
              ? ` (${formatFiat(satToFiat(range.minSat, fiat.data.rate), fiat.data.currency)} – ${formatFiat(
                  satToFiat(range.maxSat, fiat.data.rate),
                  fiat.data.currency,
                )})`
              : ''
          }${
            amountSat !== null && fiat.data
              ? `. ≈ ${formatFiat(satToFiat(amountSat, fiat.data.rate), fiat.data.currency)}`
              : ''
          }`}
          error={touched && amountError ? amountError : undefined}
        />
      )}
      {fixed && touched && amountError && (
        <p className="text-sm text-red-700 dark:text-red-400">{amountError}</p>
      )}

      {request.commentAllowed > 0 && (
        <div className="space-y-1">
          <label htmlFor={commentId} className="block text-sm font-medium">
            Comment for {target.domain} (optional)
          </label>
          <textarea
            id={commentId}
            value={comment}
            readOnly={locked}
            rows={2}
            maxLength={request.commentAllowed}
            onChange={(event) => setComment(event.target.value)}
            aria-describedby={`${commentId}-count`}
            className={cx(
              'block w-full resize-none rounded-xl border bg-white px-3 py-2.5 text-base',
              'border-zinc-300 dark:border-zinc-700 dark:bg-zinc-900',
            )}
          />
          <p id={`${commentId}-count`} className="text-sm text-zinc-600 dark:text-zinc-400">
            {comment.length} / {request.commentAllowed} characters
            {commentError ? ` — ${commentError}` : ''}
          </p>
        </div>
      )}

      {unsupportedPayerData.length > 0 && (
        <Notice title="This service asks for details this wallet can’t send">
          It requires: {unsupportedPayerData.join(', ')}. Nothing will be paid.
        </Notice>
      )}

      <p data-testid="lnurl-path" className="text-sm text-zinc-600 dark:text-zinc-400">
        {describePath(path, target.domain)}
      </p>

      {state.phase === 'refused' && (
        <div className="space-y-3">
          <LnurlErrorNotice error={state.error} domain={target.domain} />
          {canFallBack && (
            <Button
              variant="secondary"
              className="w-full"
              onClick={() => submit('server')}
              needsNetwork
            >
              Pay through your LNbits server instead
            </Button>
          )}
        </div>
      )}
      {state.phase === 'not-sent' && (
        <Notice title="Nothing was sent">
          The server has no record of this payment. Pay again only if you still want to.
        </Notice>
      )}
      {state.phase === 'unclear' && (
        <div className="space-y-2">
          <ErrorMessage error={state.error} />
          <Notice title="Check History before paying again" tone="warning">
            Your server didn’t say whether this payment was made. It won’t be paid again from here.
          </Notice>
        </div>
      )}
      {state.phase === 'pending' && (
        <Notice title="Payment pending…" tone="warning">
          Your server hasn’t confirmed this payment yet. It is checked again every few seconds and
          will not be paid twice.
        </Notice>
      )}

      {state.phase !== 'unclear' && state.phase !== 'pending' && (
        <div className="space-y-3">
          <Button
            type="submit"
            className="w-full"
            needsNetwork
            busy={state.phase === 'requesting' || state.phase === 'paying'}
            disabled={unsupportedPayerData.length > 0 || balance.data === undefined}
          >
            {state.phase === 'requesting'
              ? 'Getting the invoice…'
              : state.phase === 'paying'
                ? 'Paying…'
                : amountSat !== null && !amountError
                  ? `Pay ${formatSatWithUnit(amountSat)}`
                  : 'Pay'}
          </Button>
          <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
            Paying uses this wallet’s admin key. A Lightning payment can’t be undone.
          </p>
        </div>
      )}
    </form>
  );
}

function PayeeCard({ target, request }: { target: LnurlTarget; request: PayRequest }) {
  const { metadata } = request;
  const [open, setOpen] = useState(false);
  const who = target.address ?? metadata.identifier ?? metadata.email;
  return (
    <section
      aria-label="Payment details"
      className="space-y-3 rounded-2xl border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex items-start gap-3">
        {metadata.imageDataUrl && (
          <img
            src={metadata.imageDataUrl}
            alt=""
            width={56}
            height={56}
            className="size-14 shrink-0 rounded-xl object-cover"
          />
        )}
        <div className="min-w-0">
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Paying</p>
          <p data-testid="lnurl-domain" className="text-lg font-semibold break-all">
            {target.domain}
          </p>
          {who && (
            <p data-testid="lnurl-identifier" className="text-sm break-all">
              {who}
            </p>
          )}
        </div>
      </div>
      {/* Plain React text: never HTML. */}
      <p data-testid="lnurl-description" className="break-words whitespace-pre-wrap">
        {metadata.text}
      </p>
      {metadata.longDescription && (
        <div>
          <p
            className={cx(
              'text-sm break-words whitespace-pre-wrap text-zinc-700 dark:text-zinc-300',
              !open && 'line-clamp-3',
            )}
          >
            {metadata.longDescription}
          </p>
          <button
            type="button"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
            className="mt-1 min-h-8 text-sm font-medium text-amber-700 underline-offset-2 hover:underline dark:text-amber-400"
          >
            {open ? 'Show less' : 'Show the full description'}
          </button>
        </div>
      )}
    </section>
  );
}
