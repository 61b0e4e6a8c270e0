import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { ApiTarget } from '@/api/http';
import type { NwcConfig } from '@/api/nwc';
import { Button } from '@/components/ui/Button';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Notice } from '@/components/ui/Notice';
import { TextField } from '@/components/ui/TextField';
import { configRefusal } from './nwc-errors';
import { useNwcAdminSignIn, useSaveNwcConfig } from './useNwc';

function Refusal({ error, stage }: { error: unknown; stage: 'sign-in' | 'config' }) {
  const { t } = useLingui();
  const refusal = configRefusal(error, stage);
  return refusal ? (
    <Notice title={t`Not allowed`}>
      <p>{refusal}</p>
    </Notice>
  ) : (
    <ErrorMessage error={error} />
  );
}

interface AdminSession {
  accessToken: string;
  config: NwcConfig;
}

/**
 * The NWC provider's server-wide settings (E22/E24), for the LNbits admin. They need an admin
 * account's sign-in, not a wallet key; the access token is kept in memory while this is open.
 */
export function NwcProviderSettings({
  target,
  onSaved,
}: {
  target: ApiTarget;
  onSaved: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [session, setSession] = useState<AdminSession | null>(null);

  if (!open) {
    return (
      <Button variant="ghost" className="w-full text-sm" onClick={() => setOpen(true)}>
        <Trans>Provider settings (server admins)</Trans>
      </Button>
    );
  }

  // Closing forgets the sign-in and everything typed (the forms below unmount).
  const close = () => {
    setOpen(false);
    setSession(null);
  };

  return (
    <section
      aria-labelledby="nwc-provider-settings"
      className="space-y-4 rounded-2xl border border-zinc-200 p-4 dark:border-zinc-800"
    >
      <h2 id="nwc-provider-settings" className="text-lg font-semibold">
        <Trans>Provider settings</Trans>
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <Trans>
          The relay and options of this server’s NWC provider, for every wallet on it. Only an
          LNbits admin account with a password may read or change them; a wallet key is not enough.
        </Trans>
      </p>

      {session === null ? (
        <AdminSignIn target={target} onSignedIn={setSession} onClose={close} />
      ) : (
        <ProviderConfigForm
          target={target}
          session={session}
          onSaved={(config) => {
            setSession({ accessToken: session.accessToken, config });
            onSaved();
          }}
          onClose={close}
        />
      )}
    </section>
  );
}

function AdminSignIn({
  target,
  onSignedIn,
  onClose,
}: {
  target: ApiTarget;
  onSignedIn: (session: AdminSession) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useNwcAdminSignIn(target);

  const submitSignIn = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ username: username.trim(), password }, { onSuccess: onSignedIn });
  };

  return (
    <form onSubmit={submitSignIn} noValidate aria-label={t`Admin sign-in`} className="space-y-3">
      <TextField
        label={t`Admin username`}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        autoComplete="username"
        autoCapitalize="none"
      />
      <TextField
        label={t`Admin password`}
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="current-password"
      />
      {signIn.isError && <Refusal error={signIn.error} stage="sign-in" />}
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={onClose} disabled={signIn.isPending}>
          <Trans>Close</Trans>
        </Button>
        <Button
          type="submit"
          busy={signIn.isPending}
          disabled={!username.trim() || !password}
          needsNetwork
        >
          <Trans>Sign in</Trans>
        </Button>
      </div>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        <Trans>The sign-in is kept only while these settings are open, and never stored.</Trans>
      </p>
    </form>
  );
}

/** The settings form, filled in with what the server holds now. */
function draftOf(config: NwcConfig) {
  return {
    relay: config.relay ?? '',
    relay_alias: config.relay_alias ?? '',
    handle_missed_events: (config.handle_missed_events ?? '0') !== '0',
  };
}

function ProviderConfigForm({
  target,
  session,
  onSaved,
  onClose,
}: {
  target: ApiTarget;
  session: AdminSession;
  onSaved: (config: NwcConfig) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(() => draftOf(session.config));
  const [saved, setSaved] = useState(false);
  const save = useSaveNwcConfig(target);

  const submitConfig = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    // Only what changed, as strings (the server takes string → string only).
    const next: Record<string, string> = {
      relay: draft.relay.trim(),
      relay_alias: draft.relay_alias.trim(),
      handle_missed_events: draft.handle_missed_events ? '1' : '0',
    };
    const values = Object.fromEntries(
      Object.entries(next).filter(([key, value]) => (session.config[key] ?? '') !== value),
    );
    save.mutate(
      { accessToken: session.accessToken, values },
      {
        onSuccess: (config) => {
          setDraft(draftOf(config));
          setSaved(true);
          onSaved(config);
        },
      },
    );
  };

  return (
    <form
      onSubmit={submitConfig}
      noValidate
      aria-label={t`Provider settings`}
      className="space-y-3"
    >
      <TextField
        label={t`Relay`}
        hint={t`“nostrclient” uses LNbits’ nostrclient extension; or a ws:// or wss:// address.`}
        value={draft.relay}
        onChange={(event) => setDraft((d) => ({ ...d, relay: event.target.value }))}
        autoComplete="off"
      />
      <TextField
        label={t`Relay alias (optional)`}
        hint={t`The relay address given to apps, when it differs from the one the server uses.`}
        value={draft.relay_alias}
        onChange={(event) => setDraft((d) => ({ ...d, relay_alias: event.target.value }))}
        autoComplete="off"
      />
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input
          type="checkbox"
          className="size-5 accent-amber-500"
          checked={draft.handle_missed_events}
          onChange={(event) =>
            setDraft((d) => ({ ...d, handle_missed_events: event.target.checked }))
          }
        />
        <Trans>Answer requests sent while the provider was offline</Trans>
      </label>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        <Trans>
          The provider’s private key is not shown here. A changed relay may need the extension or
          LNbits to restart before it is used.
        </Trans>
      </p>
      {save.isError && <Refusal error={save.error} stage="config" />}
      {saved && (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
          <Trans>Saved.</Trans>
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          <Trans>Close</Trans>
        </Button>
        <Button type="submit" busy={save.isPending} needsNetwork>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}
