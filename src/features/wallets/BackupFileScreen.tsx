import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Button } from '@/components/ui/Button';
import { StatusNotice } from '@/components/ui/Notice';
import { ScreenHeading } from '@/components/ui/ScreenHeading';
import { TextField } from '@/components/ui/TextField';
import { useConfirmWithLock, useWallets } from '@/session';
import { passphraseStrength, strengthHint } from './passphrase-strength';
import { useBackupDownload } from './useBackupDownload';

/** Settings → Download backup file: every wallet's keys in one file, locked with a passphrase. */
export function BackupFileScreen() {
  const { t } = useLingui();
  const { connections } = useWallets();
  const walletCount = connections.length;
  const backup = useBackupDownload();
  const confirm = useConfirmWithLock();
  const [passphrase, setPassphrase] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<{ field: 'passphrase' | 'repeat'; text: string }>();
  const strength = passphraseStrength(passphrase);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (strength === 'too-short') {
      setProblem({ field: 'passphrase', text: strengthHint('too-short') });
    } else if (repeat !== passphrase) {
      setProblem({ field: 'repeat', text: t`The two passphrases are not the same.` });
    } else {
      setProblem(undefined);
      // The file holds every key: only whoever knows the PIN may write one (as for the key screen).
      void confirm(t`Download a backup file of every wallet’s keys`).then(
        (ok) => ok && backup.mutation.mutate(passphrase),
      );
    }
  };

  return (
    <div className="space-y-6">
      <ScreenHeading title={t`Backup file`}>
        <Plural
          value={walletCount}
          one="One file with the keys of the wallet on this device, locked with a passphrase. Keep the file and the passphrase in different places."
          other="One file with the keys of the # wallets on this device, locked with a passphrase. Keep the file and the passphrase in different places."
        />
      </ScreenHeading>
      <StatusNotice tone="warning" compact>
        <Trans>
          Nobody can open the file without the passphrase, not even you. If you forget it, the file
          is useless.
        </Trans>
      </StatusNotice>
      <form className="space-y-4" onSubmit={onSubmit} noValidate>
        <TextField
          label={t`Passphrase`}
          type="password"
          autoComplete="new-password"
          value={passphrase}
          onChange={(event) => setPassphrase(event.target.value)}
          hint={strengthHint(passphrase ? strength : 'too-short')}
          error={problem?.field === 'passphrase' ? problem.text : undefined}
        />
        <TextField
          label={t`Type the passphrase again`}
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
          error={problem?.field === 'repeat' ? problem.text : undefined}
        />
        {backup.fileToShare ? (
          // Encrypting took longer than the browser lets a tap open the share sheet: one more tap.
          <Button className="w-full" onClick={() => void backup.shareAgain()}>
            <Trans>Save backup file</Trans>
          </Button>
        ) : (
          <Button type="submit" className="w-full" busy={backup.mutation.isPending}>
            {backup.mutation.isPending ? t`Encrypting…` : t`Download backup file`}
          </Button>
        )}
      </form>
      {backup.saved && <SavedNote {...backup.saved} />}
      {backup.cancelled && (
        <StatusNotice role="status" tone="warning" compact>
          <Trans>The backup file was not saved. Your wallets are not backed up yet.</Trans>
        </StatusNotice>
      )}
      {backup.mutation.isError && <ErrorMessage error={backup.mutation.error} />}
    </div>
  );
}

/** The file was written: its name, how many wallets it holds, and where to keep it. */
function SavedNote({ fileName, walletCount }: { fileName: string; walletCount: number }) {
  const { t } = useLingui();
  return (
    <StatusNotice role="status" tone="success" title={t`Backup file saved`}>
      <Plural
        value={walletCount}
        one={`${fileName} holds # wallet. Keep a copy somewhere other than this phone.`}
        other={`${fileName} holds # wallets. Keep a copy somewhere other than this phone.`}
      />
    </StatusNotice>
  );
}
