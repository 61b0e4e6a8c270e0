import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { ErrorMessage } from '@/components/ErrorMessage';
import type { WalletConnection } from '@/session';
import { formatSatWithUnit } from '@/lib/amount';
import { QUICK_LINK_MAX_SAT, suggestUsername } from './lightning-address';
import { UsernameTakenError, useQuickAddress } from './useQuickAddress';

/** lnurlp's rule for a username. */
const USERNAME_PATTERN = /^[a-z0-9-_.]{1,210}$/;

/**
 * A wallet without a pay link: one tap makes its Lightning address, with a name from the
 * wallet's own (editable) and defaults that suit most people. "Reusable" has every option.
 */
export function QuickAddressSetup({
  wallet,
  host,
  onAddAmount,
}: {
  wallet: WalletConnection;
  host: string;
  onAddAmount: () => void;
}) {
  const suggestion = suggestUsername(wallet.name);
  const [username, setUsername] = useState(suggestion);
  const [edited, setEdited] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const create = useQuickAddress(wallet);
  const { t } = useLingui();
  const address = `${username.trim().toLowerCase() || '…'}@${host}`;
  const minAmount = formatSatWithUnit(1);
  const maxAmount = formatSatWithUnit(QUICK_LINK_MAX_SAT);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim().toLowerCase();
    if (!USERNAME_PATTERN.test(name)) {
      setProblem(t`Use only letters a–z, digits, and - _ . (no spaces).`);
      return;
    }
    setProblem(undefined);
    create.mutate(
      { username: name, suggested: !edited },
      {
        onError: (error) => {
          if (error instanceof UsernameTakenError) {
            const { username: taken, next } = error;
            setUsername(next);
            setEdited(true);
            setProblem(t`“${taken}” is taken. How about “${next}”?`);
            create.reset();
          }
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t`Get a Lightning address`}
      className="space-y-5"
    >
      <div className="space-y-2 rounded-2xl bg-zinc-100 p-5 dark:bg-zinc-900">
        <h2 className="text-lg font-semibold">
          <Trans>Get a Lightning address</Trans>
        </h2>
        <p className="text-zinc-700 dark:text-zinc-300">
          <Trans>
            One address, like an email address, that anyone can pay any amount, any time. Its QR
            code works again and again.
          </Trans>
        </p>
      </div>
      <TextField
        label={t`Your name in the address`}
        value={username}
        onChange={(event) => {
          setUsername(event.target.value);
          setEdited(true);
          setProblem(undefined);
        }}
        hint={t`Your address: ${address}`}
        error={problem}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
      {create.error && !(create.error instanceof UsernameTakenError) && (
        <ErrorMessage error={create.error} />
      )}
      <div className="grid gap-2">
        <Button type="submit" busy={create.isPending} needsNetwork>
          {create.isPending ? (
            <Trans>Creating your address…</Trans>
          ) : (
            <Trans>Create my Lightning address</Trans>
          )}
        </Button>
        <Button variant="secondary" onClick={onAddAmount}>
          <Trans>Add amount instead</Trans>
        </Button>
      </div>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        <Trans>
          Payers can add a note, and send from {minAmount} up to {maxAmount} at a time. For other
          limits, make a link under Reusable.
        </Trans>
      </p>
    </form>
  );
}
