import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { Navigate } from 'react-router-dom';
import { paths } from '@/lib/paths';
import type { WithdrawHandoff } from '@/lib/paths';
import { useFiatRate } from '@/session';
import type { WalletConnection } from '@/session';
import { FlowScreen } from '@/components/ui/FlowScreen';
import type { LnurlTarget } from '@/lib/lnurl-target';
import type { Payer } from '../usePayment';
import { LnurlLookupStatus } from '@/components/lnurl/LnurlLookupStatus';
import { LnurlPayForm } from './LnurlPayForm';
import { LnurlPaid, LnurlPayStatus } from './LnurlPayStatus';
import { useResolvedLnurl } from '@/components/lnurl/useResolvedLnurl';

/**
 * A withdrawal is money in: it has its own screen under Receive. This is the one place a code
 * becomes a withdrawal (Scan, paste, deep link and the faucet all come through Send), so the
 * hand-over happens here, replacing Send in the history: Back leaves, as it would have from Send.
 */
function ToWithdraw({ target }: { target: LnurlTarget }) {
  const handoff: WithdrawHandoff = { withdrawCode: target.scanCode };
  return <Navigate to={paths.withdraw.getHref()} replace state={handoff} />;
}

/** An LNURL or Lightning address: look it up, then pay (or hand a withdrawal to its screen). */
export function LnurlFlow({
  wallet,
  target,
  payer,
  onBack,
  readOnlyNotice,
}: {
  wallet: WalletConnection;
  target: LnurlTarget;
  payer: Payer;
  /** Back to Send's start. */
  onBack: () => void;
  /** Shown instead of a pay form when the wallet has no admin key. */
  readOnlyNotice: ReactNode;
}) {
  const { t } = useLingui();
  const fiat = useFiatRate(wallet);
  // A payment of this code is on record (a reload): no need to ask before looking it up.
  const [confirmed, setConfirmed] = useState(!target.askFirst || payer.state.phase !== 'idle');
  // A withdraw link says so in its scheme (LUD-17): it goes to its screen without a lookup here.
  const resolved = useResolvedLnurl(wallet, target, confirmed && target.expected !== 'withdraw');

  if (target.expected === 'withdraw') {
    return <ToWithdraw target={target} />;
  }
  const { domain } = target;
  const who = target.address ?? domain;
  if (!confirmed) {
    return (
      <FlowScreen
        title={domain}
        onBack={onBack}
        action={
          <Button onClick={() => setConfirmed(true)}>
            <Trans>Look it up as a Lightning link</Trans>
          </Button>
        }
      >
        <Notice title={t`This is a web link to ${domain}`} tone="warning">
          <p>
            <Trans>It may be a Lightning payment or withdrawal link, or just a web page.</Trans>
          </p>
        </Notice>
      </FlowScreen>
    );
  }
  if (resolved.isError && payer.state.phase !== 'idle') {
    // The service can't be reached now, but the payment on record is the server's to tell.
    const { state } = payer;
    return state.phase === 'paid' ? (
      <LnurlPaid
        state={state}
        wallet={wallet}
        domain={target.domain}
        callback=""
        fiat={fiat.data}
      />
    ) : (
      <LnurlPayStatus
        payer={payer}
        domain={target.domain}
        who={t`To ${who}`}
        canFallBack={false}
        onFallBack={() => undefined}
        onRetry={payer.reset}
      />
    );
  }
  if (!resolved.isSuccess) {
    return (
      <FlowScreen title={who} onBack={onBack}>
        <LnurlLookupStatus lookup={resolved} domain={domain} />
      </FlowScreen>
    );
  }
  const found = resolved.data;
  if (target.expected && target.expected !== (found.tag === 'payRequest' ? 'pay' : 'withdraw')) {
    return (
      <FlowScreen title={who} onBack={onBack}>
        <Notice title={t`${domain} sent something else than its link promised`}>
          {target.address ? (
            <Trans>
              A Lightning address is only for paying, but the service answered with a withdrawal. It
              was not used.
            </Trans>
          ) : target.expected === 'pay' ? (
            <Trans>
              The link says it is a payment, but the service answered with a withdrawal. It was not
              used.
            </Trans>
          ) : (
            <Trans>
              The link says it is a withdrawal, but the service answered with a payment. It was not
              used.
            </Trans>
          )}
        </Notice>
      </FlowScreen>
    );
  }
  if (found.tag === 'withdrawRequest') {
    return <ToWithdraw target={target} />;
  }
  if (wallet.keyType !== 'admin') {
    return <>{readOnlyNotice}</>;
  }
  return (
    <LnurlPayForm
      wallet={wallet}
      target={target}
      request={found.request}
      raw={found.raw}
      path={found.path}
      payer={payer}
      onBack={onBack}
    />
  );
}
