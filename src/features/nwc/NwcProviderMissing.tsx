import { Trans, useLingui } from '@lingui/react/macro';
import type { ExtensionProblem } from '@/api/extension-problem';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';

/** What a server without an NWC provider for this account can do about it. */
export function NwcProviderMissing({
  problem,
  onRetry,
}: {
  problem: ExtensionProblem;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  return (
    <Notice title={t`This server has no Nostr Wallet Connect provider`} tone="warning">
      {problem === 'missing' ? (
        <p>
          <Trans>
            NWC connections are made by LNbits’ “Nostr Wallet Connect” (nwcprovider) extension, and
            this server does not have it. Ask the server’s admin to install it; everything else in
            the wallet works without it.
          </Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans comment="“Nostr Wallet Connect” and “Extensions” are the names on LNbits’ own page">
              The NWC provider is on the server but not enabled for your account. Enable “Nostr
              Wallet Connect” under Extensions in LNbits, then try again.
            </Trans>
          </p>
          <Button variant="secondary" className="mt-3" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </>
      )}
    </Notice>
  );
}
