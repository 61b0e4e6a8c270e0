import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/Button';
import { buttonClass } from '@/components/ui/button-class';
import { Notice } from '@/components/ui/Notice';
import { TextField } from '@/components/ui/TextField';
import { BoltIcon } from '@/components/ui/icons';
import { useActiveWallet, useThemeSync } from '@/session';
import { displayServerUrl } from '@/lib/server-url';
import { classifyConnectFailure } from './connect-errors';
import type { ConnectLocationState } from './DemoHandoff';
import { appOrigin, useWalletConnect } from './useWalletConnect';

/** A failed connect or create, as a titled notice. */
function FailureNotice({ error }: { error: unknown }) {
  if (!error) {
    return null;
  }
  const failure = classifyConnectFailure(error, { host: 'The server' });
  return <Notice title={failure.title}>{failure.message}</Notice>;
}

export function ConnectScreen() {
  useThemeSync();
  const location = useLocation();
  const current = useActiveWallet();
  const notice = (location.state as ConnectLocationState | null)?.notice;
  const { connect, create } = useWalletConnect();

  const [serverInput, setServerInput] = useState(() =>
    displayServerUrl(current?.serverUrl ?? '', appOrigin()),
  );
  const [key, setKey] = useState('');
  const [keyError, setKeyError] = useState<string>();

  const onConnect = (event: FormEvent) => {
    event.preventDefault();
    create.reset();
    const trimmedKey = key.replace(/\s+/g, '');
    if (trimmedKey === '') {
      setKeyError('Paste the wallet’s admin key or invoice key.');
      return;
    }
    setKeyError(undefined);
    connect.mutate({ server: serverInput, key: trimmedKey });
  };

  const onCreate = (name: string) => {
    connect.reset();
    setKeyError(undefined);
    create.mutate({ server: serverInput, name: name.trim() || 'Pocketbits wallet' });
  };

  const busy = connect.isPending || create.isPending;

  return (
    <main className="mx-auto w-full max-w-md px-4 pt-[max(1.5rem,env(safe-area-inset-top))] pb-10">
      <header className="mb-6 flex items-center gap-2">
        <BoltIcon className="text-amber-500" />
        <span className="text-lg font-semibold">Pocketbits</span>
        {current && (
          <Link to={paths.home.getHref()} className={buttonClass('ghost', 'ml-auto')}>
            Back to wallet
          </Link>
        )}
      </header>

      <h1 className="text-2xl font-semibold">{current ? 'Add a wallet' : 'Connect a wallet'}</h1>
      <p className="mt-1 text-zinc-600 dark:text-zinc-400">
        Use a wallet key from an LNbits server, or create a new wallet. Keys stay in this browser
        and are only sent to their own server.
      </p>

      {notice && (
        <Notice tone="warning" title="Demo not available" className="mt-4">
          {notice}
        </Notice>
      )}

      <form className="mt-6 space-y-4" onSubmit={onConnect} noValidate>
        <TextField
          label="Server address"
          name="server"
          type="url"
          inputMode="url"
          autoComplete="url"
          autoCapitalize="none"
          spellCheck={false}
          value={serverInput}
          onChange={(e) => setServerInput(e.target.value)}
          hint="The LNbits server the wallet lives on."
        />
        <TextField
          label="Wallet key"
          name="key"
          type="password"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={key}
          onChange={(e) => setKey(e.target.value)}
          error={keyError}
          hint="The admin key can send and receive; the invoice key can only receive."
        />
        <Button
          type="submit"
          className="w-full"
          busy={connect.isPending}
          disabled={busy}
          needsNetwork
        >
          {connect.isPending ? 'Connecting…' : 'Connect'}
        </Button>
        <FailureNotice error={connect.error} />
      </form>

      <CreateWallet
        busy={busy}
        creating={create.isPending}
        error={create.error}
        onCreate={onCreate}
      />

      <Link
        to={paths.restore.getHref()}
        className={buttonClass('ghost', 'mt-6 w-full text-amber-800 dark:text-amber-300')}
      >
        Restore from backup file
      </Link>
    </main>
  );
}

/** "No wallet yet?": a name, and a new wallet on the server above. */
function CreateWallet({
  busy,
  creating,
  error,
  onCreate,
}: {
  busy: boolean;
  creating: boolean;
  error: unknown;
  onCreate: (name: string) => void;
}) {
  const [newName, setNewName] = useState('');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 space-y-4 border-t border-zinc-200 pt-6 dark:border-zinc-800"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        No wallet yet?
      </h2>
      <TextField
        label="Name for the new wallet"
        name="new-wallet-name"
        autoComplete="off"
        value={newName}
        onChange={(e) => setNewName(e.target.value)}
        placeholder="Pocketbits wallet"
      />
      <Button
        variant="secondary"
        className="w-full"
        onClick={() => onCreate(newName)}
        busy={creating}
        disabled={busy}
      >
        {creating ? 'Creating…' : 'Create a new wallet on this server'}
      </Button>
      <FailureNotice error={error} />
    </section>
  );
}
