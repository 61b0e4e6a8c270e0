import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { AccountEntryFields } from '@/components/account/AccountEntryFields';
import { EMPTY_ACCOUNT_ENTRY, readAccountEntry } from '@/components/account/account-entry';
import type { AccountEntryState } from '@/components/account/account-entry';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Button } from '@/components/ui/Button';
import { buttonClass } from '@/components/ui/button-class';
import { FlowScreen } from '@/components/ui/FlowScreen';
import { Notice } from '@/components/ui/Notice';
import { DoneLink, OutcomeScreen } from '@/components/ui/OutcomeScreen';
import { appOrigin } from '@/api/app-origin';
import { paths } from '@/lib/paths';
import { displayServerUrl, serverHost } from '@/lib/server-url';
import { useWallets } from '@/session';
import type { WalletConnection } from '@/session';
import { rememberedCredential } from '@/session/notifications';
import { NotInAccountError } from './reset-keys';
import type { ResetCredential } from './reset-keys';
import { ResetEffects } from './ResetEffects';
import { useResetKeys } from './useResetKeys';

const FORM_ID = 'reset-keys-account';

/**
 * "Lock out a lost phone": new keys for one wallet, made at the server with the account, so every
 * other device, app or script holding the old keys loses the wallet at once, while this device
 * keeps it with the new ones.
 */
export function ResetKeysScreen() {
  const { walletId } = useParams();
  const { connections } = useWallets();
  const wallet = connections.find((c) => c.id === walletId);
  if (!wallet) {
    return <Navigate to={paths.settings.getHref()} replace />;
  }
  const sameServer = connections.filter((c) => c.serverUrl === wallet.serverUrl);
  return (
    <ResetKeys key={wallet.id} wallet={wallet} remembered={rememberedCredential(sameServer)} />
  );
}

function ResetKeys({
  wallet,
  remembered,
}: {
  wallet: WalletConnection;
  remembered: ResetCredential | undefined;
}) {
  const { t } = useLingui();
  const reset = useResetKeys(wallet);
  const [entry, setEntry] = useState<AccountEntryState>(EMPTY_ACCOUNT_ENTRY);
  const [problem, setProblem] = useState<string>();
  // The remembered account is tried first; refused, the person gives it here.
  const [typeAccount, setTypeAccount] = useState(remembered === undefined);
  const server = displayServerUrl(wallet.serverUrl, appOrigin());
  const name = wallet.name;

  if (reset.isSuccess) {
    return (
      <OutcomeScreen
        tone="success"
        title={t`New keys made`}
        actions={
          <>
            <Link
              to={paths.walletBackup.getHref(wallet.id)}
              className={buttonClass('primary', 'w-full')}
            >
              <Trans>Back up the new keys</Trans>
            </Link>
            <DoneLink variant="secondary" />
          </>
        }
      >
        <p className="text-center text-zinc-700 dark:text-zinc-300">
          <Trans>
            The old keys of {name} no longer work anywhere. Only this device has the new ones, so
            back them up now: backup files made before hold the old keys.
          </Trans>
        </p>
      </OutcomeScreen>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typeAccount && remembered) {
      void reset.start(remembered);
      return;
    }
    const read = readAccountEntry(entry, (link) => displayServerUrl(link, appOrigin()) === server);
    if ('problem' in read) {
      setProblem(read.problem);
      return;
    }
    setProblem(undefined);
    const given = read.entry;
    void reset.start(given.kind === 'wallet-link' ? { userId: given.userId } : given);
  };

  return (
    <FlowScreen
      title={t`New keys for ${name}`}
      subtitle={serverHost(wallet.serverUrl, appOrigin())}
      fallbackHref={paths.settings.getHref()}
      action={
        <Button type="submit" form={FORM_ID} busy={reset.isPending} needsNetwork>
          <Trans>Make new keys</Trans>
        </Button>
      }
    >
      <form id={FORM_ID} className="space-y-4" onSubmit={submit} noValidate>
        <ResetEffects />
        {typeAccount ? (
          <>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              <Trans>
                Only the wallet’s LNbits account can do this: its wallet link, or the username and
                password.
              </Trans>
            </p>
            <AccountEntryFields state={entry} onChange={setEntry} problem={problem} />
          </>
        ) : (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            <Trans>Uses the LNbits account remembered on this device.</Trans>{' '}
            <button
              type="button"
              className="min-h-11 font-medium underline"
              onClick={() => setTypeAccount(true)}
            >
              <Trans>Use another</Trans>
            </button>
          </p>
        )}
        {reset.error instanceof NotInAccountError ? (
          <Notice title={t`Not this wallet’s account`} tone="warning">
            <p>
              <Trans>That account has no wallet with this device’s key. Nothing was changed.</Trans>
            </p>
          </Notice>
        ) : reset.error ? (
          <ErrorMessage error={reset.error} />
        ) : null}
      </form>
    </FlowScreen>
  );
}
