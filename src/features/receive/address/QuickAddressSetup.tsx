import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { ErrorMessage } from '@/components/ErrorMessage';
import type { WalletConnection } from '@/session';
import { suggestUsername } from './lightning-address';
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim().toLowerCase();
    if (!USERNAME_PATTERN.test(name)) {
      setProblem('Use only letters a–z, digits, and - _ . (no spaces).');
      return;
    }
    setProblem(undefined);
    create.mutate(
      { username: name, suggested: !edited },
      {
        onError: (error) => {
          if (error instanceof UsernameTakenError) {
            setUsername(error.next);
            setEdited(true);
            setProblem(`“${error.username}” is taken. How about “${error.next}”?`);
            create.reset();
          }
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Get a Lightning address" className="space-y-5">
      <div className="space-y-2 rounded-2xl bg-zinc-100 p-5 dark:bg-zinc-900">
        <h2 className="text-lg font-semibold">Get a Lightning address</h2>
        <p className="text-zinc-700 dark:text-zinc-300">
          One address, like an email address, that anyone can pay any amount, any time. Its QR code
          works again and again.
        </p>
      </div>
      <TextField
        label="Your name in the address"
        value={username}
        onChange={(event) => {
          setUsername(event.target.value);
          setEdited(true);
          setProblem(undefined);
        }}
        hint={`Your address: ${username.trim().toLowerCase() || '…'}@${host}`}
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
          {create.isPending ? 'Creating your address…' : 'Create my Lightning address'}
        </Button>
        <Button variant="secondary" onClick={onAddAmount}>
          Add amount instead
        </Button>
      </div>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Payers can add a note, and send from 1 sat up to 10,000,000 sats at a time. For other
        limits, make a link under Reusable.
      </p>
    </form>
  );
}
