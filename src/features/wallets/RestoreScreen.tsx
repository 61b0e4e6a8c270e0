import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Button } from '@/components/ui/Button';
import { buttonClass } from '@/components/ui/button-class';
import { Notice } from '@/components/ui/Notice';
import { TextField } from '@/components/ui/TextField';
import { BackupFileError } from '@/lib/backup-file';
import { paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { useThemeSync } from '@/session';
import { restoreProblemText } from './restore-messages';
import { RestorePreview } from './RestorePreview';
import { RestoreResult } from './RestoreResult';
import { useRestoreBackup } from './useRestoreBackup';
import type { ChosenFile } from './useRestoreBackup';

function FileStatus({ chosen }: { chosen: ChosenFile | null }) {
  if (!chosen) {
    return null;
  }
  if ('problem' in chosen) {
    const { title, message } = restoreProblemText(chosen.problem);
    return <Notice title={title}>{message}</Notice>;
  }
  const createdMs = Date.parse(chosen.checked.created);
  // The file's own text when it is no date this browser reads (Intl would throw on it).
  const made = Number.isFinite(createdMs) ? formatDateTime(createdMs) : chosen.checked.created;
  return (
    <p className="text-sm text-zinc-600 dark:text-zinc-400">
      <Trans>Backup made on {made}.</Trans>
    </p>
  );
}

/**
 * Connect → "Restore from backup file": choose the file, type its passphrase, see what it would
 * add (and where each key would go), then add.
 */
export function RestoreScreen() {
  const { t } = useLingui();
  useThemeSync();
  const { chosen, choose, open, restore, replaceWithFile } = useRestoreBackup();
  const [passphrase, setPassphrase] = useState('');
  const fileId = useId();
  const checked = chosen && 'checked' in chosen ? chosen.checked : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (checked && passphrase) {
      open.mutate({ checked, passphrase });
    }
  };
  const failure =
    open.error instanceof BackupFileError ? restoreProblemText(open.error.problem) : null;

  return (
    <main className="mx-auto w-full max-w-md px-4 pt-[max(1.5rem,env(safe-area-inset-top))] pb-10">
      <Link to={paths.connect.getHref()} className={buttonClass('ghost', '-ml-4')}>
        <span aria-hidden="true">←</span> <Trans>Back</Trans>
      </Link>
      <h1 className="mt-2 text-2xl font-semibold">
        <Trans>Restore from backup file</Trans>
      </h1>
      {restore.isSuccess ? (
        <RestoreResult outcome={restore.data} onReplace={replaceWithFile} />
      ) : open.isSuccess ? (
        <>
          <RestorePreview
            opened={open.data}
            busy={restore.isPending}
            onConfirm={() => restore.mutate(open.data)}
            onCancel={() => open.reset()}
          />
          {restore.isError && <ErrorMessage error={restore.error} />}
        </>
      ) : (
        <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
          <div className="space-y-1">
            <label htmlFor={fileId} className="block text-sm font-medium">
              <Trans>Backup file</Trans>
            </label>
            <input
              id={fileId}
              type="file"
              accept=".json,application/json"
              className="block min-h-12 w-full text-base file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-zinc-100 file:px-4 file:font-medium dark:file:bg-zinc-800 dark:file:text-zinc-100"
              onChange={(event) => {
                open.reset();
                void choose(event.target.files?.[0]);
              }}
            />
          </div>
          <FileStatus chosen={chosen} />
          <TextField
            label={t`Passphrase`}
            type="password"
            autoComplete="current-password"
            value={passphrase}
            onChange={(event) => setPassphrase(event.target.value)}
            hint={t`The passphrase typed when the file was made.`}
          />
          <Button
            type="submit"
            className="w-full"
            busy={open.isPending}
            disabled={!checked || passphrase === ''}
          >
            {open.isPending ? t`Checking…` : t({ message: 'Restore', context: 'verb, a button' })}
          </Button>
          {failure && <Notice title={failure.title}>{failure.message}</Notice>}
          {open.isError && !failure && <ErrorMessage error={open.error} />}
        </form>
      )}
    </main>
  );
}
