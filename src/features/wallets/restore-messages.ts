import { t } from '@lingui/core/macro';
import type { BackupProblem } from '@/lib/backup-file';

/** Why a file could not be restored, in words; each ends by saying nothing changed. */
export function restoreProblemText(problem: BackupProblem | 'unreadable'): {
  title: string;
  message: string;
} {
  switch (problem) {
    case 'wrong-passphrase':
      return {
        title: t`Wrong passphrase`,
        message: t`That passphrase does not open this file. Check for typos and capital letters, then try again. Nothing was changed.`,
      };
    case 'damaged':
      return {
        title: t`This backup file is damaged`,
        message: t`It is a Pocketbits backup, but it is incomplete or was changed, so it cannot be opened. Try another copy of the file. Nothing was changed.`,
      };
    case 'newer-version':
      return {
        title: t`Made by a newer Pocketbits`,
        message: t`This file comes from a later version of the app. Reload the page to update, then try again. Nothing was changed.`,
      };
    case 'not-a-backup':
      return {
        title: t`Not a Pocketbits backup`,
        message: t`Choose the .json file saved with “Download backup file” in Settings. Nothing was changed.`,
      };
    case 'unreadable':
      return {
        title: t`Can’t read this file`,
        message: t`The browser could not open it. Try choosing it again. Nothing was changed.`,
      };
  }
}
