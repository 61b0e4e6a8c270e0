import { useLingui } from '@lingui/react/macro';
import { FlowScreen } from '@/components/ui/FlowScreen';
import { paths } from '@/lib/paths';
import { useActiveWallet } from '@/session';
import { PayLinksPanel } from './PayLinksPanel';

/**
 * Every reusable code of the wallet (lnurlp pay links), with their own limits, notes and names: a
 * place of its own, opened from Receive, which shows the one code most people need.
 */
export function PayLinksScreen() {
  const wallet = useActiveWallet();
  const { t } = useLingui();
  // The route is guarded; this only satisfies the type.
  if (!wallet) {
    return null;
  }
  return (
    <FlowScreen title={t`Reusable codes`} fallbackHref={paths.receive.getHref()}>
      <div className="pt-2 pb-6">
        <PayLinksPanel key={wallet.id} wallet={wallet} />
      </div>
    </FlowScreen>
  );
}
