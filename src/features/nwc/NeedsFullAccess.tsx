import { Trans, useLingui } from '@lingui/react/macro';
import { Notice } from '@/components/ui/Notice';

/** Said only to a receive-only wallet: managing connections needs the admin key. */
export function NeedsFullAccess() {
  const { t } = useLingui();
  return (
    <Notice title={t`Needs full access`} tone="warning">
      <p>
        <Trans>
          NWC connections can spend from the wallet, so only a wallet connected with full access can
          list, create or delete them. This wallet is receive only: connect it again with full
          access to manage its connections.
        </Trans>
      </p>
    </Notice>
  );
}
