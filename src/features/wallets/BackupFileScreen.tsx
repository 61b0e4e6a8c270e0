import { useState } from 'react';
import type { FormEvent } from 'react';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Button } from '@/components/ui/Button';
import { StatusNotice } from '@/components/ui/Notice';
import { ScreenHeading } from '@/components/ui/ScreenHeading';
import { TextField } from '@/components/ui/TextField';
import { useWallets } from '@/session';
import { STRENGTH_HINT, passphraseStrength } from './passphrase-strength';
import { useBackupDownload } from './useBackupDownload';

const walletsWord = (count: number) => (count === 1 ? '1 wallet' : `${count} wallets`);

/** Settings → Download backup file: every wallet's keys in one file, locked with a passphrase. */
export function BackupFileScreen() {
  const { connections } = useWallets();
  const backup = useBackupDownload();
  const [passphrase, setPassphrase] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<{ field: 'passphrase' | 'repeat'; text: string }>();
  const strength = passphraseStrength(passphrase);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (strength === 'too-short') {
      setProblem({ field: 'passphrase', text: STRENGTH_HINT['too-short'] });
    } else if (repeat !== passphrase) {
      setProblem({ field: 'repeat', text: 'The two passphrases are not the same.' });
    } else {
      setProblem(undefined);
      backup.mutate(passphrase);
    }
  };

  return (
    <div className="space-y-6">
      <ScreenHeading title="Backup file">
        One file with the keys of the {walletsWord(connections.length)} on this device, locked with
        a passphrase. Keep the file and the passphrase in different places.
      </ScreenHeading>
      <StatusNotice tone="warning" compact>
        Nobody can open the file without the passphrase, not even you. If you forget it, the file is
        useless.
      </StatusNotice>
      <form className="space-y-4" onSubmit={onSubmit} noValidate>
        <TextField
          label="Passphrase"
          type="password"
          autoComplete="new-password"
          value={passphrase}
          onChange={(event) => setPassphrase(event.target.value)}
          hint={passphrase ? STRENGTH_HINT[strength] : STRENGTH_HINT['too-short']}
          error={problem?.field === 'passphrase' ? problem.text : undefined}
        />
        <TextField
          label="Type the passphrase again"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
          error={problem?.field === 'repeat' ? problem.text : undefined}
        />
        <Button type="submit" className="w-full" busy={backup.isPending}>
          {backup.isPending ? 'Encrypting…' : 'Download backup file'}
        </Button>
      </form>
      {backup.isSuccess && (
        <StatusNotice role="status" tone="success" title="Backup file saved">
          {backup.data.fileName} holds {walletsWord(backup.data.walletCount)}. Keep a copy somewhere
          other than this phone.
        </StatusNotice>
      )}
      {backup.isError && <ErrorMessage error={backup.error} />}
    </div>
  );
}
