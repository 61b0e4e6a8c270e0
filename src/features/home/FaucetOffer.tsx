import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { serverQueries } from '@/api/queries';
import { buttonClass } from '@/components/ui/button-class';
import { formatSat } from '@/lib/amount';
import { sendInvoiceHref } from '@/lib/paths';
import type { WalletConnection } from '@/session';

/** What the sandbox's faucet pays out at most (FAUCET_MAX_SAT in sandbox/services/withdraw.ts). */
const FAUCET_MAX_SAT = 100_000;

function isThisOrigin(serverUrl: string): boolean {
  return serverUrl === '' || serverUrl.replace(/\/+$/, '') === globalThis.location?.origin;
}

/**
 * An empty wallet on the sandbox that serves this app can fetch test sats from its faucet (an
 * LNURL-withdraw, taken through the same Send flow as any other). Hidden on a real LNbits.
 */
export function FaucetOffer({
  wallet,
  balanceMsat,
}: {
  wallet: WalletConnection;
  balanceMsat?: number;
}) {
  const onSandbox = isThisOrigin(wallet.serverUrl);
  const faucet = useQuery({
    ...serverQueries.sandboxFaucet(),
    enabled: onSandbox && balanceMsat === 0,
  });
  if (!onSandbox || balanceMsat !== 0 || !faucet.data) {
    return null;
  }
  const maxAmount = formatSat(FAUCET_MAX_SAT);
  return (
    <section
      aria-labelledby="faucet-title"
      className="space-y-2 rounded-2xl border border-dashed border-zinc-300 p-5 dark:border-zinc-700"
    >
      <h2 id="faucet-title" className="font-semibold">
        <Trans>Empty wallet? Get test sats</Trans>
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <Trans>
          This is the Pocketbits sandbox. Its faucet is an LNURL-withdraw link: withdraw up to{' '}
          {maxAmount} test sats into this wallet.
        </Trans>
      </p>
      <Link to={sendInvoiceHref(faucet.data.lnurl)} className={buttonClass('secondary', 'w-full')}>
        <Trans>Withdraw from the sandbox faucet</Trans>
      </Link>
    </section>
  );
}
