import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { SegmentedRadios } from '@/components/ui/SegmentedRadios';
import { SwitchField } from '@/components/ui/SwitchField';
import { TextField } from '@/components/ui/TextField';
import { readLnbitsWalletLink } from '@/lib/wallet-link';
import { serverOf } from '@/session/notifications';
import type { AccountInput } from '@/session/notifications';
import type { AccountFailure } from './account-failure';

type Way = 'link' | 'password';

/**
 * The LNbits account that registers (or removes) this device's notifications: a subscription
 * belongs to an account, not to a wallet key. Nothing typed here is kept unless "Remember" is on,
 * and then only the wallet link or the token the password bought, encrypted with the wallets.
 */
export function AccountForm({
  purpose,
  server,
  busy,
  problem,
  onSubmit,
  onDeviceOnly,
  onCancel,
}: {
  purpose: 'on' | 'off';
  server: string;
  busy: boolean;
  problem: AccountFailure | null;
  onSubmit: (account: AccountInput, remember: boolean) => void;
  onDeviceOnly: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [way, setWay] = useState<Way>('link');
  const [link, setLink] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [fieldError, setFieldError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (way === 'link') {
      const parsed = readLnbitsWalletLink(link);
      if (!parsed) {
        setFieldError(t`Paste the wallet link from the LNbits wallet page (it has usr= in it).`);
        return;
      }
      if (serverOf(parsed.serverUrl) !== server) {
        setFieldError(t`This link is for another server.`);
        return;
      }
      setFieldError(undefined);
      onSubmit({ kind: 'wallet-link', userId: parsed.userId }, remember);
      return;
    }
    if (username.trim() === '' || password === '') {
      setFieldError(t`Type the username and the password.`);
      return;
    }
    setFieldError(undefined);
    onSubmit({ kind: 'password', username: username.trim(), password }, remember);
  };

  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {purpose === 'on' ? (
          <Trans>
            Notifications come from your LNbits account, so Pocketbits needs it once: the wallet
            link, or the username and password.
          </Trans>
        ) : (
          <Trans>
            To stop the server sending notifications, Pocketbits needs your LNbits account: the
            wallet link, or the username and password.
          </Trans>
        )}
      </p>
      <SegmentedRadios
        options={[
          { id: 'link', label: t`Wallet link` },
          { id: 'password', label: t`Username and password` },
        ]}
        value={way}
        onChange={(next) => {
          setWay(next);
          setFieldError(undefined);
        }}
        columns="grid-cols-2"
      />
      <AccountFields
        way={way}
        link={link}
        username={username}
        password={password}
        error={fieldError}
        onLink={setLink}
        onUsername={setUsername}
        onPassword={setPassword}
      />
      {purpose === 'on' && <RememberField way={way} checked={remember} onChange={setRemember} />}
      {problem && <Notice title={problem.title}>{problem.message}</Notice>}
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" busy={busy} needsNetwork>
          {purpose === 'on' ? <Trans>Turn on</Trans> : <Trans>Turn off</Trans>}
        </Button>
      </div>
      {purpose === 'off' && <DeviceOnlyOff busy={busy} onClick={onDeviceOnly} />}
    </form>
  );
}

function AccountFields({
  way,
  link,
  username,
  password,
  error,
  onLink,
  onUsername,
  onPassword,
}: {
  way: Way;
  link: string;
  username: string;
  password: string;
  error: string | undefined;
  onLink: (link: string) => void;
  onUsername: (username: string) => void;
  onPassword: (password: string) => void;
}) {
  const { t } = useLingui();
  return way === 'link' ? (
    <TextField
      label={t`LNbits wallet link`}
      name="wallet-link"
      type="url"
      inputMode="url"
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      value={link}
      onChange={(event) => onLink(event.target.value)}
      error={error}
    />
  ) : (
    <>
      <TextField
        label={t`Username`}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(event) => onUsername(event.target.value)}
      />
      <TextField
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={error}
      />
    </>
  );
}

/** "Remember the account", with what it keeps: never the password. */
function RememberField({
  way,
  checked,
  onChange,
}: {
  way: Way;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <div>
      <SwitchField
        label={t`Remember the account on this device`}
        checked={checked}
        onChange={onChange}
      />
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {way === 'link' ? (
          <Trans>
            Then turning notifications off, or removing the wallet, needs nothing more. Kept
            encrypted with your wallet keys.
          </Trans>
        ) : (
          <Trans>
            Then turning notifications off, or removing the wallet, needs nothing more. The password
            is never kept: a sign-in from it is, encrypted with your wallet keys.
          </Trans>
        )}
      </p>
    </div>
  );
}

/** Off without the account: the browser's side only. */
function DeviceOnlyOff({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  return (
    <div className="space-y-1">
      <Button variant="ghost" className="w-full" disabled={busy} onClick={onClick}>
        <Trans>Turn off on this device only</Trans>
      </Button>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <Trans>
          No notification shows here any more; the server keeps sending to a subscription that has
          ended.
        </Trans>
      </p>
    </div>
  );
}
