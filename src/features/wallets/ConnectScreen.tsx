import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { createAccount, getWallet } from '@/api/core';
import type { WalletInfo } from '@/api/core';
import { walletKeys } from '@/api/keys';
import { Button } from '@/components/ui/Button';
import { buttonClass } from '@/components/ui/button-class';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { TextField } from '@/components/ui/TextField';
import { BoltIcon } from '@/components/ui/icons';
import { normalizeServerUrl } from '@/lib/server-url';
import type { ConnectLocationState } from './DemoHandoff';
import { useActiveWallet } from './useActiveWallet';
import { addWallet } from './wallet-store';
import type { WalletConnection } from './wallet-store';

const appOrigin = () => window.location.origin;

export function ConnectScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const current = useActiveWallet();
  const notice = (location.state as ConnectLocationState | null)?.notice;

  const [serverInput, setServerInput] = useState(appOrigin);
  const [key, setKey] = useState('');
  const [newName, setNewName] = useState('');
  const [formError, setFormError] = useState<string>();
  const createHeadingId = useId();

  const finish = (connection: WalletConnection, info?: WalletInfo) => {
    if (info) {
      queryClient.setQueryData(walletKeys.info(connection.id), info);
    }
    navigate(paths.home.getHref());
  };

  const serverUrlOrError = (): string | null => {
    const serverUrl = normalizeServerUrl(serverInput, appOrigin());
    setFormError(
      serverUrl === null ? 'Enter a web address such as https://lnbits.example.com' : undefined,
    );
    return serverUrl;
  };

  const connect = useMutation({
    mutationFn: async (input: { serverUrl: string; key: string }) => {
      const info = await getWallet(input);
      // Only the admin key makes GET /api/v1/wallet reveal the wallet id.
      const connection = addWallet({
        serverUrl: input.serverUrl,
        name: info.name,
        key: input.key,
        keyType: info.id ? 'admin' : 'invoice',
        walletId: info.id,
      });
      return { connection, info };
    },
    onSuccess: ({ connection, info }) => finish(connection, info),
  });

  const create = useMutation({
    mutationFn: async (input: { serverUrl: string; name: string }) => {
      const wallet = await createAccount({ serverUrl: input.serverUrl }, { name: input.name });
      return addWallet({
        serverUrl: input.serverUrl,
        name: wallet.name,
        key: wallet.adminkey,
        keyType: 'admin',
        inkey: wallet.inkey,
        walletId: wallet.id,
      });
    },
    onSuccess: (connection) => finish(connection),
  });

  const onConnect = (event: FormEvent) => {
    event.preventDefault();
    create.reset();
    const serverUrl = serverUrlOrError();
    const trimmedKey = key.trim();
    if (serverUrl === null) {
      return;
    }
    if (trimmedKey === '') {
      setFormError('Paste the wallet’s admin key or invoice key.');
      return;
    }
    connect.mutate({ serverUrl, key: trimmedKey });
  };

  const onCreate = () => {
    connect.reset();
    const serverUrl = serverUrlOrError();
    if (serverUrl === null) {
      return;
    }
    create.mutate({ serverUrl, name: newName.trim() || 'Pocketbits wallet' });
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

      <h1 className="text-2xl font-semibold">Connect a wallet</h1>
      <p className="mt-1 text-zinc-600 dark:text-zinc-400">
        Use a wallet key from an LNbits server, or create a new wallet.
      </p>

      {notice && (
        <p
          role="alert"
          className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
        >
          {notice}
        </p>
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
          hint="Leave it as it is to use this server."
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
          hint="The admin key can send and receive; the invoice key can only receive."
        />
        {formError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {formError}
          </p>
        )}
        <Button type="submit" className="w-full" busy={connect.isPending} disabled={busy}>
          {connect.isPending ? 'Connecting…' : 'Connect'}
        </Button>
        {connect.error && <ErrorMessage error={connect.error} />}
      </form>

      <section
        aria-labelledby={createHeadingId}
        className="mt-8 space-y-4 border-t border-zinc-200 pt-6 dark:border-zinc-800"
      >
        <h2 id={createHeadingId} className="text-lg font-semibold">
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
          onClick={onCreate}
          busy={create.isPending}
          disabled={busy}
        >
          {create.isPending ? 'Creating…' : 'Create a new wallet on this server'}
        </Button>
        {create.error && <ErrorMessage error={create.error} />}
      </section>
    </main>
  );
}
