import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Button } from '@/components/ui/Button';
import { buttonClass } from '@/components/ui/button-class';
import { Details } from '@/components/ui/Details';
import { DoneLink, OutcomeScreen } from '@/components/ui/OutcomeScreen';
import { paths } from '@/lib/paths';
import { PAYMENT_POLL_MS } from './payment-machine';
import type { ConfirmReason } from './payment-machine';

const PENDING_TITLE: Record<ConfirmReason | 'server-path', MessageDescriptor> = {
  pending: msg`Your payment is on its way`,
  'no-answer': msg`Waiting for your server’s answer`,
  'already-paid': msg`Checking whether this wallet paid this invoice earlier`,
  reload: msg`Checking this payment with your server`,
  'server-path': msg`Checking whether your server made this payment`,
};

/**
 * The server hasn't said paid or failed. The payment machine reads its status again every few
 * seconds and this screen turns into Paid or Failed when it does; nothing is assumed and
 * nothing is paid twice, so leaving is safe.
 */
export function PaymentPending({
  reason,
  amountText,
  lastError,
}: {
  reason: ConfirmReason | 'server-path';
  amountText?: string | null;
  /** The last status read failed (offline, a time-out). */
  lastError?: unknown;
}) {
  const { t } = useLingui();
  const seconds = PAYMENT_POLL_MS / 1000;
  return (
    <OutcomeScreen
      tone="pending"
      title={t(PENDING_TITLE[reason])}
      amountText={amountText}
      actions={
        <>
          <DoneLink />
          <Link to={paths.history.getHref()} className={buttonClass('secondary', 'w-full')}>
            <Trans>See History</Trans>
          </Link>
        </>
      }
    >
      <p data-testid="send-pending" className="text-center text-zinc-700 dark:text-zinc-300">
        <Trans>
          It can take a while. You can leave this screen: History shows the payment and updates when
          it goes through. It won’t be paid twice.
        </Trans>
      </p>
      {/* The last read failed (offline, a time-out): said, with the reading going on. */}
      {lastError !== undefined && <ErrorMessage error={lastError} />}
      <Details className="text-zinc-600 dark:text-zinc-400">
        <p>
          <Plural
            value={seconds}
            one="Your server is asked for this payment’s status every second."
            other="Your server is asked for this payment’s status every # seconds."
          />
        </p>
      </Details>
    </OutcomeScreen>
  );
}

/**
 * The payment didn't happen: why, in plain words (the server's own text under Details, in the
 * notice), and "Try again", which goes back to the filled-in form rather than paying by itself.
 */
export function PaymentFailed({
  amountText,
  onRetry,
  children,
  otherWay,
}: {
  amountText?: string | null;
  onRetry: () => void;
  /** What happened: an ErrorMessage or an LNURL notice. */
  children: ReactNode;
  /** Another way to pay, where there is one (the LNbits server after a direct refusal). */
  otherWay?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <OutcomeScreen
      tone="failed"
      title={t`Failed`}
      amountText={amountText}
      actions={
        <>
          {otherWay}
          <Button onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
          <DoneLink variant="secondary" />
        </>
      }
    >
      {children}
    </OutcomeScreen>
  );
}

/** The server has no record of the payment: it was never made. */
export function PaymentNotSent({
  amountText,
  onRetry,
}: {
  amountText?: string | null;
  onRetry: () => void;
}) {
  return (
    <PaymentFailed amountText={amountText} onRetry={onRetry}>
      <p data-testid="send-not-sent" className="text-center text-zinc-700 dark:text-zinc-300">
        <Trans>
          Your server has no record of this payment, so nothing was sent. Pay again only if you
          still want to.
        </Trans>
      </p>
    </PaymentFailed>
  );
}
