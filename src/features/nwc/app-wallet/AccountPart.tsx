import { Trans } from '@lingui/react/macro';
import { AccountEntryFields } from '@/components/account/AccountEntryFields';
import type { AccountEntryState } from '@/components/account/account-entry';

/** The account a new wallet is made on: the one this device remembers, or the fields to give it. */
export function AccountPart({
  remembered,
  entry,
  onChange,
  problem,
}: {
  remembered: boolean;
  entry: AccountEntryState;
  onChange: (next: AccountEntryState) => void;
  problem: string | undefined;
}) {
  if (remembered) {
    return (
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <Trans>Uses the LNbits account remembered on this device.</Trans>
      </p>
    );
  }
  return (
    <>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <Trans>
          This device doesn’t know the wallet’s LNbits account: give its wallet link, or the
          username and password.
        </Trans>
      </p>
      <AccountEntryFields state={entry} onChange={onChange} problem={problem} />
    </>
  );
}
