import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { createAccount, getWallet, getWalletModel } from '@/api/core';
import type { WalletInfo } from '@/api/core';
import { isApiError } from '@/api/http';
import { walletKeys } from '@/api/keys';
import { Button } from '@/components/ui/Button';
import { buttonClass } from '@/components/ui/button-class';
import { Notice } from '@/components/ui/Notice';
import { TextField } from '@/components/ui/TextField';
import { BoltIcon } from '@/components/ui/icons';
import { addWallet, useActiveWallet, useThemeSync } from '@/session';
import { displayServerUrl, normalizeServerUrl, serverHost } from '@/lib/server-url';
import { ConnectError, checkServerBeforeCall, classifyConnectFailure } from './connect-errors';
import type { ConnectFailure } from './connect-errors';
import type { ConnectLocationState } from './DemoHandoff';
import { probeReachable } from './reachability';
import type { WalletConnection } from '@/session';

const appOrigin = () => window.location.origin;

/** The server to call, or a ConnectError saying why not (bad address, mixed content). */
function checkedServer(input: string): string {
  const serverUrl = normalizeServerUrl(input, appOrigin());
  const host = serverUrl === null ? input.trim() : serverHost(serverUrl, appOrigin());
  const failure = checkServerBeforeCall(serverUrl, window.location.protocol, host);
  if (failure || serverUrl === null) {
    throw new ConnectError(failure!);
  }
  return serverUrl;
}

/** Turns a failed call into a ConnectError, probing the server when the fetch itself failed. */
async function explain(error: unknown, serverUrl: string): Promise<never> {
  const reachable =
    isApiError(error) && error.kind === 'network' ? await probeReachable(serverUrl) : undefined;
  throw new ConnectError(
    classifyConnectFailure(error, { host: serverHost(serverUrl, appOrigin()), reachable }),
  );
}

function describe(error: unknown): ConnectFailure {
  return classifyConnectFailure(error, { host: 'The server' });
}

export function ConnectScreen() {
  useThemeSync();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const current = useActiveWallet();
  const notice = (location.state as ConnectLocationState | null)?.notice;

  const [serverInput, setServerInput] = useState(() =>
    displayServerUrl(current?.serverUrl ?? '', appOrigin()),
  );
  const [key, setKey] = useState('');
  const [keyError, setKeyError] = useState<string>();
  const [newName, setNewName] = useState('');
  const createHeadingId = useId();

  const finish = (connection: WalletConnection, info?: WalletInfo) => {
    if (info) {
      queryClient.setQueryData(walletKeys.info(connection.id), info);
    }
    navigate(paths.home.getHref());
  };

  const connect = useMutation({
    mutationFn: async (input: { server: string; key: string }) => {
      const serverUrl = checkedServer(input.server);
      const info = await getWallet({ serverUrl, key: input.key }).catch((error: unknown) =>
        explain(error, serverUrl),
      );
      // Only the admin key makes GET /api/v1/wallet reveal the wallet id. For an admin key, learn
      // the invoice key too: it is the websocket channel, so the admin key never goes in a URL.
      const isAdmin = Boolean(info.id);
      const inkey = isAdmin
        ? await getWalletModel({ serverUrl, key: input.key }).then(
            (model) => model.inkey,
            () => undefined,
          )
        : input.key;
      const connection = addWallet({
        serverUrl,
        name: info.name,
        key: input.key,
        keyType: isAdmin ? 'admin' : 'invoice',
        inkey,
        walletId: info.id,
      });
      return { connection, info };
    },
    onSuccess: ({ connection, info }) => finish(connection, info),
  });

  const create = useMutation({
    mutationFn: async (input: { server: string; name: string }) => {
      const serverUrl = checkedServer(input.server);
      const wallet = await createAccount({ serverUrl }, { name: input.name }).catch(
        (error: unknown) => explain(error, serverUrl),
      );
      return addWallet({
        serverUrl,
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
    const trimmedKey = key.replace(/\s+/g, '');
    if (trimmedKey === '') {
      setKeyError('Paste the wallet’s admin key or invoice key.');
      return;
    }
    setKeyError(undefined);
    connect.mutate({ server: serverInput, key: trimmedKey });
  };

  const onCreate = () => {
    connect.reset();
    setKeyError(undefined);
    create.mutate({ server: serverInput, name: newName.trim() || 'Pocketbits wallet' });
  };

  const busy = connect.isPending || create.isPending;
  const connectFailure = connect.error ? describe(connect.error) : null;
  const createFailure = create.error ? describe(create.error) : null;

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
        {connectFailure && <Notice title={connectFailure.title}>{connectFailure.message}</Notice>}
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
        {createFailure && <Notice title={createFailure.title}>{createFailure.message}</Notice>}
      </section>
    </main>
  );
}
