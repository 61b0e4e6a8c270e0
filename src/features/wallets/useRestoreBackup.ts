import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { walletKeys } from '@/api/keys';
import {
  BackupFileError,
  MAX_BACKUP_BYTES,
  checkBackupFile,
  openBackupFile,
} from '@/lib/backup-file';
import type { BackupProblem, BackupWallet, CheckedBackup } from '@/lib/backup-file';
import {
  getWalletState,
  markBackedUp,
  restoreWallets,
  updateWallet,
  useConfirmWithLock,
  whenWalletsSaved,
} from '@/session';
import type { WalletConnection } from '@/session';
import { planRestore, restoredAppWalletMarks } from './restore-plan';
import type { RestoreStep, WalletDetails } from './restore-plan';
import { appOrigin } from '@/api/app-origin';

export type ChosenFile =
  | { name: string; checked: CheckedBackup }
  | { name: string; problem: BackupProblem | 'unreadable' };

export interface RestoreConflict {
  existing: WalletConnection;
  incoming: WalletDetails;
}

export interface RestoreOutcome {
  added: WalletConnection[];
  alreadyHere: WalletConnection[];
  conflicts: RestoreConflict[];
}

async function checkFile(file: File): Promise<ChosenFile> {
  if (file.size > MAX_BACKUP_BYTES) {
    return { name: file.name, problem: 'not-a-backup' };
  }
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { name: file.name, problem: 'unreadable' };
  }
  try {
    return { name: file.name, checked: await checkBackupFile(text) };
  } catch (error) {
    if (error instanceof BackupFileError) {
      return { name: file.name, problem: error.problem };
    }
    throw error;
  }
}

/** A file opened with its passphrase, and what restoring it would do: nothing is changed yet. */
export interface OpenedBackup {
  wallets: BackupWallet[];
  steps: RestoreStep[];
}

/**
 * Restoring from a backup file: the file is checked as soon as it is chosen (no passphrase
 * needed to tell a damaged or foreign file), then opened with the passphrase (scrypt, about half a
 * second) and shown: the wallets it would add, with the server each key would be sent to. Only
 * once the person confirms are new wallets added; wallets already here are left as they are (only
 * details they lacked are filled in); the same wallet with another key waits for the person's
 * choice, and taking the file's key asks for the PIN (the key here is forgotten).
 */
export function useRestoreBackup() {
  const queryClient = useQueryClient();
  const confirm = useConfirmWithLock();
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const latestPick = useRef(0);

  const choose = async (file: File | undefined) => {
    const pick = ++latestPick.current;
    setChosen(null);
    if (!file) {
      return;
    }
    const result = await checkFile(file);
    // A slower read of an earlier pick must not replace the file chosen since.
    if (pick === latestPick.current) {
      setChosen(result);
    }
  };

  const open = useMutation({
    mutationFn: async ({
      checked,
      passphrase,
    }: {
      checked: CheckedBackup;
      passphrase: string;
    }): Promise<OpenedBackup> => {
      const wallets = await openBackupFile(checked, passphrase);
      return { wallets, steps: planRestore(getWalletState().connections, wallets, appOrigin()) };
    },
    // The result holds the file's keys: kept only while a screen shows it.
    gcTime: 0,
  });

  const restore = useMutation({
    mutationFn: async (opened: OpenedBackup) => {
      // Planned again against the wallets here now (another tab may have added one since).
      const steps = planRestore(getWalletState().connections, opened.wallets, appOrigin());
      const outcome: RestoreOutcome = { added: [], alreadyHere: [], conflicts: [] };
      outcome.added = restoreWallets(steps.flatMap((s) => (s.kind === 'add' ? [s.wallet] : [])));
      for (const step of steps) {
        if (step.kind === 'already-here') {
          updateWallet(step.existing.id, step.fill);
          outcome.alreadyHere.push(step.existing);
        } else if (step.kind === 'conflict') {
          outcome.conflicts.push({ existing: step.existing, incoming: step.incoming });
        }
      }
      // Wallets made for an app are so again, under the wallet they were made from.
      for (const mark of restoredAppWalletMarks(
        getWalletState().connections,
        opened.wallets,
        appOrigin(),
      )) {
        updateWallet(mark.id, { appWalletOf: mark.appWalletOf });
      }
      // The file holds their keys: a wallet already here is backed up as well.
      markBackedUp(outcome.alreadyHere.map((wallet) => wallet.id));
      // "Restored" is said once the keys are written on this device, not before.
      await whenWalletsSaved();
      return outcome;
    },
  });

  /**
   * The person chose the file's details for a wallet that is here with other ones: the key here
   * is forgotten (for a wallet made here and never backed up, its money with it), so with a lock
   * set the PIN is asked first. Resolves whether it was replaced.
   */
  const replaceWithFile = async ({ existing, incoming }: RestoreConflict): Promise<boolean> => {
    const name = existing.name;
    if (!(await confirm(t`Replace the key of ${name} with the file’s`))) {
      return false;
    }
    updateWallet(existing.id, {
      inkey: undefined,
      walletId: undefined,
      userId: undefined,
      ...incoming,
      createdHere: existing.createdHere,
      backedUpAt: new Date().toISOString(),
    });
    // What was read with the old key (balance, history) is not this key's to show.
    queryClient.removeQueries({ queryKey: walletKeys.all(existing.id) });
    return true;
  };

  return { chosen, choose, open, restore, replaceWithFile };
}
