import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { LnurlWithdrawRequest } from '@/api/lnurl';
import { Button } from '@/components/ui/Button';
import { buttonClass } from '@/components/ui/button-class';
import { Notice, NoticeSpinner, StatusNotice } from '@/components/ui/Notice';
import { SuccessPanel } from '@/components/ui/SuccessPanel';
import { TextField } from '@/components/ui/TextField';
import { useFiatRate } from '@/session';
import type { WalletConnection } from '@/session';
import { formatFiat, formatSatWithUnit, parseSatInput, satToFiat } from '@/lib/amount';
import { isFixedAmount, withdrawAmountRange } from '@/lib/lnurl';
import type { SatRange, WithdrawRequest } from '@/lib/lnurl';
import { paths } from '@/lib/paths';
import type { LnurlTarget } from '../send-target';
import { LnurlErrorNotice } from './LnurlErrorNotice';
import { canTryServer, rangeProblem } from './lnurl-errors';
import { describePath } from './resolve-lnurl';
import type { LnurlPath } from './resolve-lnurl';
import type { Withdrawer } from './useLnurlWithdraw';
import { Details } from '@/components/ui/Details';

interface Props {
  wallet: WalletConnection;
  target: LnurlTarget;
  request: WithdrawRequest;
  raw?: LnurlWithdrawRequest;
  path: LnurlPath;
  /** Owned by the Send screen, which locks the code while a withdrawal is under way. */
  withdrawer: Withdrawer;
}

function rangeOf(request: WithdrawRequest): { range: SatRange | null } | { error: unknown } {
  try {
    return {
      range: withdrawAmountRange(request.minWithdrawableMsat, request.maxWithdrawableMsat),
    };
  } catch (error) {
    return { error };
  }
}

/** LNURL-withdraw (LUD-03): receive sats from a service into this wallet. */
export function LnurlWithdrawForm(props: Props) {
  const limits = useMemo(() => rangeOf(props.request), [props.request]);
  if ('error' in limits) {
    return <LnurlErrorNotice error={limits.error} domain={props.target.domain} />;
  }
  if (limits.range === null) {
    return (
      <Notice title="Nothing to withdraw" tone="warning">
        {props.target.domain} has no sats for you to withdraw right now.
      </Notice>
    );
  }
  return <WithdrawForm {...props} range={limits.range} />;
}

function WithdrawForm({
  wallet,
  target,
  request,
  raw,
  path,
  range,
  withdrawer,
}: Props & { range: SatRange }) {
  const fixed = isFixedAmount(range);
  const [amountText, setAmountText] = useState(() => String(range.maxSat));
  const [touched, setTouched] = useState(false);
  const fiat = useFiatRate(wallet);
  const { state, withdraw, reset } = withdrawer;

  const amountSat = fixed ? range.minSat : parseSatInput(amountText);
  const amountError = rangeProblem(amountText, amountSat, range, 'withdraw');

  if (state.phase === 'received') {
    return <Received amountSat={state.amountSat} domain={target.domain} />;
  }

  const submit = (via: 'direct' | 'server') => {
    setTouched(true);
    if (amountSat !== null && !amountError) {
      void withdraw({ amountSat, via, request, raw, domain: target.domain });
    }
  };
  const working = state.phase === 'working' || state.phase === 'accepted';

  return (
    <form
      className="space-y-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(path.via);
      }}
    >
      <section
        aria-label="Withdrawal details"
        className="space-y-2 rounded-2xl border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
      >
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Withdraw from</p>
        <p data-testid="lnurl-domain" className="text-lg font-semibold break-all">
          {target.domain}
        </p>
        {request.defaultDescription && (
          <p data-testid="lnurl-description" className="break-words whitespace-pre-wrap">
            {request.defaultDescription}
          </p>
        )}
        {request.currentBalanceMsat !== undefined && (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Balance there: {formatSatWithUnit(Math.floor(request.currentBalanceMsat / 1000))}
          </p>
        )}
      </section>

      {fixed ? (
        <div>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Amount (fixed)</p>
          <p className="text-3xl font-semibold tabular-nums">{formatSatWithUnit(range.minSat)}</p>
        </div>
      ) : (
        <TextField
          label="Amount to withdraw (sats)"
          inputMode="numeric"
          autoComplete="off"
          value={amountText}
          readOnly={working}
          onChange={(event) => {
            setAmountText(event.target.value);
            reset();
          }}
          hint={`From ${formatSatWithUnit(range.minSat)} to ${formatSatWithUnit(range.maxSat)}${
            amountSat !== null && fiat.data
              ? `. ≈ ${formatFiat(satToFiat(amountSat, fiat.data.rate), fiat.data.currency)}`
              : ''
          }`}
          error={touched && amountError ? amountError : undefined}
        />
      )}

      {/* How the request travels is for the curious, not for paying. */}
      <Details className="text-zinc-600 dark:text-zinc-400">
        <p data-testid="lnurl-path">{describePath(path, target.domain)}</p>
      </Details>

      {state.phase === 'refused' && (
        <div className="space-y-3">
          <LnurlErrorNotice error={state.error} domain={target.domain} />
          {state.via === 'direct' && canTryServer(state.error) && (
            <Button
              variant="secondary"
              className="w-full"
              onClick={() => submit('server')}
              needsNetwork
            >
              Withdraw through your LNbits server instead
            </Button>
          )}
        </div>
      )}

      {state.phase === 'accepted' ? (
        <StatusNotice
          tone="warning"
          role="status"
          title={`Waiting for ${target.domain} to pay…`}
          icon={<NoticeSpinner />}
        >
          It accepted your invoice for {formatSatWithUnit(state.amountSat)}. You can leave this
          screen: the sats arrive in this wallet when the service pays.
        </StatusNotice>
      ) : (
        <Button type="submit" className="w-full" busy={state.phase === 'working'} needsNetwork>
          {state.phase === 'working'
            ? 'Asking for the sats…'
            : amountSat !== null && !amountError
              ? `Withdraw ${formatSatWithUnit(amountSat)}`
              : 'Withdraw'}
        </Button>
      )}
    </form>
  );
}

function Received({ amountSat, domain }: { amountSat: number; domain: string }) {
  return (
    <SuccessPanel
      title="Received"
      summary={
        <>
          <p data-testid="withdraw-received" className="text-3xl font-semibold tabular-nums">
            {formatSatWithUnit(amountSat)}
          </p>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">from {domain}</p>
        </>
      }
    >
      <Link to={paths.home.getHref()} className={buttonClass('primary', 'w-full')}>
        Done
      </Link>
    </SuccessPanel>
  );
}
