import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { buttonClass } from '@/components/ui/button-class';
import { Details } from '@/components/ui/Details';
import { DoneLink, OutcomeScreen } from '@/components/ui/OutcomeScreen';
import { paths } from '@/lib/paths';
import type { FailureHelp } from './failure-help';
import { readProblem } from './problem-words';
import type { ProblemWords } from './problem-words';
import { PAYMENT_POLL_MS } from './payment-machine';
import type { ConfirmReason } from './payment-machine';

const PENDING_TITLE: Record<ConfirmReason | 'server-path', MessageDescriptor> = {
  pending: msg`Pending`,
  'no-answer': msg`Waiting for your server’s answer`,
  'already-paid': msg`Checking whether this wallet paid this invoice earlier`,
  reload: msg`Checking this payment with your server`,
  'server-path': msg`Checking whether your server made this payment`,
};

/** What every Send outcome shows of the payment: the amount, its fiat value, who, the note. */
export interface OutcomeFacts {
  amountText?: string | null;
  fiatText?: string | null;
  /** The person, address or service paid. */
  who?: ReactNode;
  note?: string | null;
}

/**
 * The server hasn't said paid or failed. The payment machine reads its status again every few
 * seconds and this screen turns into Paid or Failed when it does; nothing is assumed and nothing
 * is paid twice, so leaving is safe.
 */
export function PaymentPending({
  reason,
  lastError,
  ...facts
}: OutcomeFacts & {
  reason: ConfirmReason | 'server-path';
  /** The last status read failed (offline, a time-out). */
  lastError?: unknown;
}) {
  const { t } = useLingui();
  const seconds = PAYMENT_POLL_MS / 1000;
  return (
    <OutcomeScreen
      tone="pending"
      title={t(PENDING_TITLE[reason])}
      {...facts}
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
      {lastError !== undefined && <FailureWords {...readProblem(lastError)} />}
      <Details className="text-center text-zinc-600 dark:text-zinc-400">
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
 * The payment didn't happen: why, in plain words (the server's own text under Details), and the
 * action that can help: Try again (back to the filled-in form, which pays nothing by itself) only
 * when another try can work, Change amount when the amount is the problem, else Done.
 */
export function PaymentFailed({
  help,
  onRetry,
  onChangeAmount,
  otherWay,
  children,
  ...facts
}: OutcomeFacts & {
  help: FailureHelp;
  onRetry: () => void;
  /** Back to the amount, where the payer chooses it (an LNURL or address). */
  onChangeAmount?: () => void;
  /** What happened: FailureWords. */
  children: ReactNode;
  /** Another way to pay, where there is one (the LNbits server after a direct refusal). */
  otherWay?: ReactNode;
}) {
  const { t } = useLingui();
  const main =
    help === 'retry' ? (
      <Button onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    ) : help === 'change-amount' && onChangeAmount ? (
      <Button onClick={onChangeAmount}>
        <Trans>Change amount</Trans>
      </Button>
    ) : null;
  return (
    <OutcomeScreen
      tone="failed"
      title={t`Failed`}
      {...facts}
      actions={
        <>
          {otherWay}
          {main}
          <DoneLink variant={main || otherWay ? 'secondary' : 'primary'} />
        </>
      }
    >
      {children}
    </OutcomeScreen>
  );
}

/** The server has no record of the payment: it was never made. */
export function PaymentNotSent({ onRetry, ...facts }: OutcomeFacts & { onRetry: () => void }) {
  return (
    <PaymentFailed help="retry" onRetry={onRetry} {...facts}>
      <p data-testid="send-not-sent" className="text-center text-zinc-700 dark:text-zinc-300">
        <Trans>
          Your server has no record of this payment, so nothing was sent. Pay again only if you
          still want to.
        </Trans>
      </p>
    </PaymentFailed>
  );
}

/** No box: the headline says Failed, and this says why (docs/design.md, "Outcomes"). */
export function FailureWords({ lead, message, details, testId = 'failure-reason' }: ProblemWords) {
  return (
    <div className="space-y-1 text-center">
      {lead && <p className="font-medium text-zinc-900 dark:text-zinc-100">{lead}</p>}
      <p data-testid={testId} className="text-zinc-700 dark:text-zinc-300">
        {message}
      </p>
      {details && (
        <Details className="text-zinc-600 dark:text-zinc-400">
          <p data-testid="error-details">{details}</p>
        </Details>
      )}
    </div>
  );
}
