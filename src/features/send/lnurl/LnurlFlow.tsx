import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { Skeleton } from '@/components/ui/Skeleton';
import { walletKeys } from '@/api/keys';
import type { WalletConnection } from '@/session';
import type { LnurlTarget } from '../send-target';
import type { Payer } from '../usePayment';
import { LnurlErrorNotice } from './LnurlErrorNotice';
import { LnurlPayForm } from './LnurlPayForm';
import { LnurlPaid, LnurlPayStatus } from './LnurlPayStatus';
import { LnurlWithdrawForm } from './LnurlWithdrawForm';
import { resolveLnurl } from './resolve-lnurl';
import type { Withdrawer } from './useLnurlWithdraw';

/** An LNURL or Lightning address: look it up, then pay or withdraw. */
export function LnurlFlow({
  wallet,
  target,
  payer,
  withdrawer,
  readOnlyNotice,
}: {
  wallet: WalletConnection;
  target: LnurlTarget;
  payer: Payer;
  withdrawer: Withdrawer;
  /** Shown instead of a pay form when the wallet has no admin key. */
  readOnlyNotice: ReactNode;
}) {
  // A payment of this code is on record (a reload): no need to ask before looking it up.
  const [confirmed, setConfirmed] = useState(!target.askFirst || payer.state.phase !== 'idle');
  const resolved = useQuery({
    // Removed with the wallet. A payment refreshes only balance and payments (refreshAfterPayment),
    // so this is not fetched again mid-flow (a withdraw link would hand out a new k1).
    queryKey: walletKeys.lnurl(wallet.id, target.url),
    queryFn: ({ signal }) => resolveLnurl(wallet, target, signal),
    enabled: confirmed,
    retry: false,
    // A withdraw k1 or a pay callback can change: always look again when the code is entered.
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  if (!confirmed) {
    return (
      <Notice title={`This is a web link to ${target.domain}`} tone="warning">
        <p>It may be a Lightning payment or withdrawal link, or just a web page.</p>
        <Button variant="secondary" className="mt-3" onClick={() => setConfirmed(true)}>
          Look it up as a Lightning link
        </Button>
      </Notice>
    );
  }
  if (resolved.isPending) {
    return (
      <div aria-busy="true" aria-label={`Looking up ${target.domain}`} className="space-y-3">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Looking up {target.domain}…</p>
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (resolved.isError && payer.state.phase !== 'idle') {
    // The service can't be reached now, but the payment on record is the server's to tell.
    const { state } = payer;
    return state.phase === 'paid' ? (
      <LnurlPaid state={state} wallet={wallet} domain={target.domain} callback="" />
    ) : (
      <LnurlPayStatus
        state={state}
        domain={target.domain}
        canFallBack={false}
        onFallBack={() => undefined}
      />
    );
  }
  if (resolved.isError) {
    return (
      <LnurlErrorNotice
        error={resolved.error}
        domain={target.domain}
        onRetry={() => void resolved.refetch()}
      />
    );
  }
  const found = resolved.data;
  if (target.expected && target.expected !== (found.tag === 'payRequest' ? 'pay' : 'withdraw')) {
    return (
      <Notice title={`${target.domain} sent something else than its link promised`}>
        The link says it is {target.expected === 'pay' ? 'a payment' : 'a withdrawal'}, but the
        service answered with {found.tag === 'payRequest' ? 'a payment' : 'a withdrawal'}. It was
        not used.
      </Notice>
    );
  }
  if (found.tag === 'withdrawRequest') {
    return (
      <LnurlWithdrawForm
        wallet={wallet}
        target={target}
        request={found.request}
        raw={found.raw}
        path={found.path}
        withdrawer={withdrawer}
      />
    );
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
    />
  );
}
