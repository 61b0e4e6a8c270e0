import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { StatusNotice } from '@/components/ui/Notice';
import { usePlatform } from '@/components/usePlatform';
import { paths } from '@/lib/paths';
import { shouldSuggestInstall } from '@/lib/platform';

/**
 * iOS in a browser tab: Safari may clear a site's data after 7 days without a visit, and the
 * Home Screen app has storage of its own, so a wallet added here is not in the app. Said before a
 * wallet is added, while installing first costs nothing.
 */
export function InstallSuggestion({
  hasWallets,
  className,
}: {
  /** Wallets already here: they can be carried into the app with a backup file. */
  hasWallets: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  const platform = usePlatform();
  if (!shouldSuggestInstall(platform)) {
    return null;
  }
  return (
    <StatusNotice
      tone="info"
      title={t`Add Pocketbits to your Home Screen first`}
      className={className}
    >
      <p data-testid="install-suggestion">
        <Trans>
          Safari may clear a website’s data after 7 days without a visit. Tap Share, then Add to
          Home Screen, and open Pocketbits from your Home Screen before you add a wallet.
        </Trans>
      </p>
      <p className="mt-2">
        {hasWallets ? (
          <Trans>
            The Home Screen app keeps its own wallets: a wallet added here in Safari has to be added
            again there.{' '}
            <Link to={paths.backupFile.getHref()} className="underline">
              Make a backup file
            </Link>{' '}
            here, then choose Restore from backup file in the app.
          </Trans>
        ) : (
          <Trans>
            The Home Screen app keeps its own wallets: a wallet added here in Safari has to be added
            again there. A backup file makes that quick: make one in Settings, then choose Restore
            from backup file in the app.
          </Trans>
        )}
      </p>
    </StatusNotice>
  );
}
