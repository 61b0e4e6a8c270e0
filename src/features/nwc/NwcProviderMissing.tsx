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
  return (
    <Notice title="This server has no Nostr Wallet Connect provider" tone="warning">
      {problem === 'missing' ? (
        <p>
          NWC connections are made by LNbits’ “Nostr Wallet Connect” (nwcprovider) extension, and
          this server does not have it. Ask the server’s admin to install it; everything else in the
          wallet works without it.
        </p>
      ) : (
        <>
          <p>
            The NWC provider is on the server but not enabled for your account. Enable “Nostr Wallet
            Connect” under Extensions in LNbits, then try again.
          </p>
          <Button variant="secondary" className="mt-3" onClick={onRetry}>
            Try again
          </Button>
        </>
      )}
    </Notice>
  );
}
