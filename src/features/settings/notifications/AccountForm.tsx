import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { AccountEntryFields } from '@/components/account/AccountEntryFields';
import { EMPTY_ACCOUNT_ENTRY, readAccountEntry } from '@/components/account/account-entry';
import type { AccountEntryState, AccountWay } from '@/components/account/account-entry';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { SwitchField } from '@/components/ui/SwitchField';
import { serverOf } from '@/session/notifications';
import type { AccountInput } from '@/session/notifications';
import type { AccountFailure } from './account-failure';

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
  const [entry, setEntry] = useState<AccountEntryState>(EMPTY_ACCOUNT_ENTRY);
  const [remember, setRemember] = useState(false);
  const [fieldError, setFieldError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readAccountEntry(entry, (linkServer) => serverOf(linkServer) === server);
    if ('problem' in read) {
      setFieldError(read.problem);
      return;
    }
    setFieldError(undefined);
    onSubmit(read.entry, remember);
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
      <AccountEntryFields
        state={entry}
        onChange={(next) => {
          if (next.way !== entry.way) {
            setFieldError(undefined);
          }
          setEntry(next);
        }}
        problem={fieldError}
      />
      {purpose === 'on' && (
        <RememberField way={entry.way} checked={remember} onChange={setRemember} />
      )}
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

/** "Remember the account", with what it keeps: never the password. */
function RememberField({
  way,
  checked,
  onChange,
}: {
  way: AccountWay;
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
