import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/Button';
import { buttonClass } from '@/components/ui/button-class';
import { Notice } from '@/components/ui/Notice';
import { SwitchField } from '@/components/ui/SwitchField';
import { TextField } from '@/components/ui/TextField';
import { BoltIcon } from '@/components/ui/icons';
import { useActiveWallet, useThemeSync } from '@/session';
import { classifyConnectFailure } from './connect-errors';
import type { ConnectLocationState } from './DemoHandoff';
import { InstallSuggestion } from './InstallSuggestion';
import { KeyField } from './KeyField';
import { useConnectFields } from './useConnectFields';
import { useWalletConnect } from './useWalletConnect';

/** A failed connect or create, as a titled notice. */
function FailureNotice({ error }: { error: unknown }) {
  const { t } = useLingui();
  if (!error) {
    return null;
  }
  const failure = classifyConnectFailure(error, {
    host: t({
      message: 'The server',
      comment: 'Connect: stands for the server’s address in a failure message',
    }),
  });
  return <Notice title={failure.title}>{failure.message}</Notice>;
}

export function ConnectScreen() {
  const { t } = useLingui();
  useThemeSync();
  const location = useLocation();
  const current = useActiveWallet();
  const locationState = location.state as ConnectLocationState | null;
  const { connect, connectLink, create } = useWalletConnect();

  const fields = useConnectFields(current?.serverUrl);
  const { key, link } = fields;
  const [keyError, setKeyError] = useState<string>();
  const [rememberLink, setRememberLink] = useState(false);

  const onConnect = (event: FormEvent) => {
    event.preventDefault();
    create.reset();
    connect.reset();
    connectLink.reset();
    if (link) {
      setKeyError(undefined);
      connectLink.mutate(
        { link, remember: rememberLink },
        {
          // Where the server does not open wallets by link, the field is emptied for the key.
          onError: (error) => {
            if (classifyConnectFailure(error, { host: '' }).kind === 'link-not-allowed') {
              fields.setKey('');
            }
          },
        },
      );
      return;
    }
    const trimmedKey = key.replace(/\s+/g, '');
    if (trimmedKey === '') {
      setKeyError(t`Paste the wallet’s admin key, invoice key or LNbits wallet link.`);
      return;
    }
    setKeyError(undefined);
    connect.mutate({ server: fields.server, key: trimmedKey });
  };

  const onCreate = (name: string) => {
    connect.reset();
    connectLink.reset();
    setKeyError(undefined);
    create.mutate({ server: fields.server, name: name.trim() || t`Pocketbits wallet` });
  };

  const busy = connect.isPending || connectLink.isPending || create.isPending;
  const connecting = connect.isPending || connectLink.isPending;
  const createFirst = locationState?.create === true;
  const createSection = (
    <CreateWallet
      busy={busy}
      creating={create.isPending}
      error={create.error}
      onCreate={onCreate}
      first={createFirst}
    />
  );

  return (
    <main className="mx-auto w-full max-w-md px-4 pt-[max(1.5rem,env(safe-area-inset-top))] pb-10">
      <ConnectHeader hasWallet={Boolean(current)} />
      <InstallSuggestion hasWallets={Boolean(current)} className="mt-4" />

      {locationState?.notice && (
        <Notice tone="warning" title={t`Demo not available`} className="mt-4">
          {locationState.notice}
        </Notice>
      )}

      {createFirst && createSection}
      <form className="mt-6 space-y-4" onSubmit={onConnect} noValidate>
        <TextField
          label={t`Server address`}
          name="server"
          type="url"
          inputMode="url"
          autoComplete="url"
          autoCapitalize="none"
          spellCheck={false}
          value={fields.server}
          onChange={(e) => fields.setServer(e.target.value)}
          hint={t`The LNbits server the wallet lives on.`}
        />
        <KeyField value={key} onChange={fields.setKey} error={keyError} />
        {link && (
          <SwitchField
            label={t`Remember the LNbits wallet link`}
            checked={rememberLink}
            onChange={setRememberLink}
          />
        )}
        <Button type="submit" className="w-full" busy={connecting} disabled={busy} needsNetwork>
          {connecting ? t`Connecting…` : t({ message: 'Connect', context: 'verb, a button' })}
        </Button>
        <FailureNotice error={connect.error ?? connectLink.error} />
      </form>
      {!createFirst && createSection}

      <Link
        to={paths.restore.getHref()}
        className={buttonClass('ghost', 'mt-6 w-full text-amber-800 dark:text-amber-300')}
      >
        <Trans>Restore from backup file</Trans>
      </Link>
    </main>
  );
}

/** The app's name, a way back to the wallet when there is one, and the screen's title. */
function ConnectHeader({ hasWallet }: { hasWallet: boolean }) {
  return (
    <>
      <header className="mb-6 flex items-center gap-2">
        <BoltIcon className="text-amber-500" />
        <span className="text-lg font-semibold">Pocketbits</span>
        {hasWallet && (
          <Link to={paths.home.getHref()} className={buttonClass('ghost', 'ml-auto')}>
            <Trans>Back to wallet</Trans>
          </Link>
        )}
      </header>
      <h1 className="text-2xl font-semibold">
        {hasWallet ? <Trans>Add a wallet</Trans> : <Trans>Connect a wallet</Trans>}
      </h1>
      <p className="mt-1 text-zinc-600 dark:text-zinc-400">
        <Trans>
          Use a wallet key or wallet link from an LNbits server, or create a new wallet. Keys stay
          in this browser and are only sent to their own server.
        </Trans>
      </p>
    </>
  );
}

/** "No wallet yet?": a name, and a new wallet on the server above. */
function CreateWallet({
  busy,
  creating,
  error,
  onCreate,
  first,
}: {
  busy: boolean;
  creating: boolean;
  error: unknown;
  onCreate: (name: string) => void;
  /** Chosen on the welcome: it comes before connecting, and says so. */
  first: boolean;
}) {
  const { t } = useLingui();
  const [newName, setNewName] = useState('');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={
        first
          ? 'mt-6 space-y-4 border-b border-zinc-200 pb-6 dark:border-zinc-800'
          : 'mt-8 space-y-4 border-t border-zinc-200 pt-6 dark:border-zinc-800'
      }
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {first ? <Trans>Create a new wallet</Trans> : <Trans>No wallet yet?</Trans>}
      </h2>
      {first && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <Trans>
            On the server below (change it under “Server address” first if you use another).
          </Trans>
        </p>
      )}
      <TextField
        label={t`Name for the new wallet`}
        name="new-wallet-name"
        autoComplete="off"
        value={newName}
        onChange={(e) => setNewName(e.target.value)}
        placeholder={t`Pocketbits wallet`}
      />
      <Button
        variant="secondary"
        className="w-full"
        onClick={() => onCreate(newName)}
        busy={creating}
        disabled={busy}
      >
        {creating ? t`Creating…` : t`Create a new wallet on this server`}
      </Button>
      <FailureNotice error={error} />
    </section>
  );
}
