import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useReducer, useState } from 'react';
import type { LnurlWithdrawRequest } from '@/api/lnurl';
import { AmountKeypad } from '@/components/AmountKeypad';
import { Button } from '@/components/ui/Button';
import { Details } from '@/components/ui/Details';
import { Notice } from '@/components/ui/Notice';
import { useFiatRate } from '@/session';
import type { WalletConnection } from '@/session';
import { formatSatWithUnit } from '@/lib/amount';
import { amountEntryReducer, entrySat } from '@/lib/amount-entry';
import { isFixedAmount, withdrawAmountRange } from '@/lib/lnurl/amounts';
import type { SatRange } from '@/lib/lnurl/amounts';
import type { WithdrawRequest } from '@/lib/lnurl/responses';
import type { LnurlTarget } from '@/lib/lnurl-target';
import { LnurlErrorNotice } from '@/components/lnurl/LnurlErrorNotice';
import { FixedAmount } from '@/components/lnurl/FixedAmount';
import { canTryServer, rangeProblem } from '@/components/lnurl/lnurl-errors';
import { describePath } from '@/components/lnurl/resolve-lnurl';
import type { LnurlPath } from '@/components/lnurl/resolve-lnurl';
import { PayBar } from '@/components/PayBar';
import { useLnurlWithdraw } from './useLnurlWithdraw';
import { isWorking } from './withdraw-machine';
import type { WithdrawVia } from './withdraw-machine';
import { WithdrawOutcome, WithdrawSource } from './WithdrawOutcome';

interface Props {
  wallet: WalletConnection;
  target: LnurlTarget;
  request: WithdrawRequest;
  raw?: LnurlWithdrawRequest;
  path: LnurlPath;
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

/** LNURL-withdraw (LUD-03): how much to take from the service, then one Receive. */
export function WithdrawForm(props: Props) {
  const { t } = useLingui();
  const limits = useMemo(() => rangeOf(props.request), [props.request]);
  const { domain } = props.target;
  if ('error' in limits) {
    return <LnurlErrorNotice error={limits.error} domain={props.target.domain} />;
  }
  if (limits.range === null) {
    return (
      <Notice title={t`Nothing to receive`} tone="warning">
        <Trans>{domain} has no sats for you to withdraw right now.</Trans>
      </Notice>
    );
  }
  return <AmountForm {...props} range={limits.range} />;
}

function AmountForm({ wallet, target, request, raw, path, range }: Props & { range: SatRange }) {
  const fixed = isFixedAmount(range);
  // Most people take all there is: the most on offer is filled in, the keypad changes it.
  const [entry, dispatch] = useReducer(amountEntryReducer, {
    unit: 'sat',
    text: String(range.maxSat),
  });
  const [touched, setTouched] = useState(false);
  const fiat = useFiatRate(wallet);
  const { state, withdraw, reset } = useLnurlWithdraw(wallet);
  const amountSat = fixed ? range.minSat : entrySat(entry, fiat.data?.rate);
  const amountError = rangeProblem(entry.text, amountSat, range, 'withdraw');

  if (state.phase === 'accepted' || state.phase === 'received') {
    return (
      <WithdrawOutcome
        received={state.phase === 'received'}
        amountSat={state.attempt.amountSat}
        domain={target.domain}
        fiat={fiat.data}
      />
    );
  }
  const submit = (via: WithdrawVia) => {
    setTouched(true);
    if (amountSat !== null && !amountError) {
      withdraw({ amountSat, via, request, raw, domain: target.domain });
    }
  };
  const working = isWorking(state);
  const readyText = amountSat !== null && !amountError ? formatSatWithUnit(amountSat) : null;

  return (
    <form
      className="space-y-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(path.via);
      }}
    >
      <WithdrawSource target={target} request={request} />
      {fixed ? (
        <FixedAmount amountSat={range.minSat} fiat={fiat.data} />
      ) : (
        <AmountKeypad
          entry={entry}
          dispatch={(action) => {
            dispatch(action);
            reset();
          }}
          fiat={fiat.data}
          rangeSat={range}
          maxSat={range.maxSat}
          // Flagged while typing; an emptied field only once Receive was pressed.
          error={entry.text !== '' || touched ? amountError : null}
          readOnly={working}
        />
      )}
      {/* How the request travels is for the curious, not for receiving. */}
      <Details className="text-zinc-600 dark:text-zinc-400">
        <p data-testid="lnurl-path">{describePath(path, target.domain)}</p>
      </Details>
      {(state.phase === 'refused' || state.phase === 'unanswered') && (
        <div className="space-y-3">
          <LnurlErrorNotice error={state.error} domain={target.domain} />
          {state.attempt.via === 'direct' && canTryServer(state.error) && (
            <Button
              variant="secondary"
              className="w-full"
              onClick={() => submit('server')}
              needsNetwork
            >
              <Trans>Receive through your LNbits server instead</Trans>
            </Button>
          )}
        </div>
      )}
      {/* Above the navigation at any height, as Pay is on Send's review: at 390×844 the keypad
          pushed it below the fold. */}
      <PayBar>
        <Button type="submit" className="w-full" busy={working} disabled={working} needsNetwork>
          {working ? (
            <Trans>Asking for the sats…</Trans>
          ) : readyText !== null ? (
            <Trans>Receive {readyText}</Trans>
          ) : (
            <Trans>Receive</Trans>
          )}
        </Button>
      </PayBar>
    </form>
  );
}
