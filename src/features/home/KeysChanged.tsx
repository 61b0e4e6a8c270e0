import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-class';
import { Details } from '@/components/ui/Details';
import { Notice } from '@/components/ui/Notice';
import { paths } from '@/lib/paths';

/**
 * A saved wallet whose key the server stopped knowing: most often its keys were made new from
 * another device (a lost phone locked out), else the wallet was deleted. Not a failure to try
 * again: the ways back are the wallet link or a backup file made after the change.
 */
export function KeysChanged({ name, error }: { name: string; error: unknown }) {
  const { t } = useLingui();
  return (
    <Notice title={t`This wallet’s keys were changed on another device`} tone="warning">
      <p>
        <Trans>
          The server no longer knows the key of {name} saved here, so this device can’t reach the
          wallet. Connect it again with its LNbits wallet link, or restore a backup file made after
          the change. If the wallet was deleted, remove it in Settings.
        </Trans>
      </p>
      <Details className="mt-1">
        <p data-testid="error-details">{error instanceof Error ? error.message : null}</p>
      </Details>
      <div className="mt-3 grid gap-2">
        <Link to={paths.connect.getHref()} className={buttonClass('primary', 'w-full')}>
          <Trans>Connect again</Trans>
        </Link>
        <Link to={paths.restore.getHref()} className={buttonClass('secondary', 'w-full')}>
          <Trans>Restore a backup</Trans>
        </Link>
      </div>
    </Notice>
  );
}
