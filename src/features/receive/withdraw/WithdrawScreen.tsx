import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-class';
import { Notice } from '@/components/ui/Notice';
import { FlowScreen } from '@/components/ui/FlowScreen';
import { paths, sendInvoiceHref, withdrawCodeOf } from '@/lib/paths';
import { allowsLoopbackLnurl } from '@/lib/server-url';
import { useActiveWallet } from '@/session';
import type { WalletConnection } from '@/session';
import { findLnurlTarget } from '@/lib/lnurl-target';
import type { LnurlTarget } from '@/lib/lnurl-target';
import { LnurlLookupStatus } from '@/components/lnurl/LnurlLookupStatus';
import { useResolvedLnurl } from '@/components/lnurl/useResolvedLnurl';
import { WithdrawForm } from './WithdrawForm';

/**
 * LNURL-withdraw (a faucet, a voucher, an exchange paying out) as what it is to a person: money
 * coming in. Send recognises the code and hands it over (router state); this screen looks the
 * code up again, so a reload or a stale hand-over never uses an old k1.
 */
export function WithdrawScreen() {
  const { t } = useLingui();
  const wallet = useActiveWallet();
  const location = useLocation();
  const code = withdrawCodeOf(location.state);
  const allowLoopback = allowsLoopbackLnurl(wallet);
  const target = useMemo(
    () => (code === null ? null : findLnurlTarget(code, { allowLoopback })),
    [code, allowLoopback],
  );
  // The route is guarded; this only satisfies the type.
  if (!wallet) {
    return null;
  }
  if (!target) {
    return (
      <FlowScreen title={t`Receive from a withdrawal code`} fallbackHref={paths.home.getHref()}>
        <Notice title={t`There is no withdrawal code here`} tone="warning">
          <p>
            <Trans>Scan or paste the code in Send: a withdrawal code opens here.</Trans>
          </p>
          <Link to={paths.send.getHref()} className={buttonClass('secondary', 'mt-3 w-full')}>
            <Trans>Go to Send</Trans>
          </Link>
        </Notice>
      </FlowScreen>
    );
  }
  const { domain } = target;
  return (
    <FlowScreen title={t`Receive from ${domain}`} fallbackHref={paths.home.getHref()}>
      <Withdrawal key={`${wallet.id}:${target.url}`} wallet={wallet} target={target} />
    </FlowScreen>
  );
}

function Withdrawal({ wallet, target }: { wallet: WalletConnection; target: LnurlTarget }) {
  const { t } = useLingui();
  const resolved = useResolvedLnurl(wallet, target);
  const { domain } = target;
  if (!resolved.isSuccess) {
    return <LnurlLookupStatus lookup={resolved} domain={domain} />;
  }
  const found = resolved.data;
  if (found.tag !== 'withdrawRequest') {
    return (
      <Notice title={t`This code asks for a payment`} tone="warning">
        <p>
          <Trans>{domain} wants to be paid, not to pay you. Nothing was received.</Trans>
        </p>
        <Link
          to={sendInvoiceHref(target.scanCode)}
          className={buttonClass('secondary', 'mt-3 w-full')}
        >
          <Trans>Open it in Send</Trans>
        </Link>
      </Notice>
    );
  }
  return (
    <WithdrawForm
      wallet={wallet}
      target={target}
      request={found.request}
      raw={found.raw}
      path={found.path}
    />
  );
}
